import { style } from "typestyle";
import { colorVars, cssVars } from "@library/theme/themeVariables";
import { toastVariables } from "@library/toasts/toast.variables";

/**
 * The preview toast sits bottom-right, so it never covers the page's toast stack (bottom-left);
 * the toast look itself comes from toastClasses.
 */
export const themePreviewClasses = {
    area: style({ insetInlineStart: "auto", insetInlineEnd: toastVariables.offset }),
    content: style({ display: "flex", flexDirection: "column", gap: 8, flex: 1, minWidth: 0 }),
    actions: style({ display: "flex", gap: 8, justifyContent: "flex-end", flexWrap: "wrap" }),
    button: style({ minWidth: cssVars.buttons.minWidth, display: "inline-flex", alignItems: "center", justifyContent: "center", gap: 6 }),
    error: style({ margin: 0, color: colorVars.error, fontSize: cssVars.fontSizes.small }),
    spinner: style({ display: "inline-flex" }),
};
