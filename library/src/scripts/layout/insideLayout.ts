import { createContext } from "react";

/**
 * True inside a page drawn from a layout (content §2): the layout page already has the title bar,
 * the main landmark and the toasts, so a page component placed in it as a widget (PageLayout)
 * renders its title, content and panel only.
 */
export const InsideLayout = createContext(false);
