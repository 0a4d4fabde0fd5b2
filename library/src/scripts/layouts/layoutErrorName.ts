/** The component a layout shows in place of a widget that is missing or failed (server and client agree on it). */
export const LAYOUT_ERROR_COMPONENT = "LayoutError";
