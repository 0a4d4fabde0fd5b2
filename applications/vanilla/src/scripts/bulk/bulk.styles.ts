import { style } from "typestyle";
import { colorVars, cssVars } from "@library/theme/themeVariables";
import { toastVariables } from "@library/toasts/toast.variables";

export const bulkClasses = {
    /** Left of a list row's title; holds "Go to bulk actions" under the box. */
    checkboxSlot: style({ float: "inline-start", marginInlineEnd: 8, lineHeight: 1, position: "relative" }),
    checkbox: style({ width: 18, height: 18, margin: "4px 0 0", cursor: "pointer", accentColor: colorVars.primary }),
    /**
     * "Go to bulk actions" after a checked box: off screen, as the skip link, until it has the
     * focus, then just under the box, over the row (it takes no room, so nothing moves).
     */
    skipToActions: style({
        position: "absolute",
        top: "100%",
        insetInlineStart: -10000,
        marginTop: 4,
        whiteSpace: "nowrap",
        zIndex: 1,
        $nest: { "&:focus": { insetInlineStart: 0 } },
    }),
    /** The checkbox of a row a bulk action deleted or merged away: its place kept, unseen. */
    gone: style({ visibility: "hidden", cursor: "default" }),
    /**
     * The bulk toast: the toasts' look, wide, at the bottom right so it never covers the
     * bottom-left toast stack (which keeps the messages of single actions).
     */
    area: style({
        position: "fixed",
        insetInlineEnd: toastVariables.offset,
        bottom: toastVariables.offset,
        zIndex: toastVariables.css.zIndex,
        maxWidth: `calc(100vw - ${toastVariables.offset * 2}px)`,
    }),
    /**
     * Not a toast's 120 px cap: on a phone the buttons wrap to two rows and the reasons under them
     * were scrolled out of sight. It may take the screen's height; past that it scrolls.
     */
    toast: style({ display: "flex", flexDirection: "column", gap: 8, width: "auto !important", maxWidth: 420, maxHeight: `calc(100vh - ${toastVariables.offset * 2}px)` }),
    count: style({ margin: 0, fontWeight: cssVars.fontWeights.semiBold }),
    actions: style({ display: "flex", flexWrap: "wrap", gap: 8 }),
    reasons: style({ margin: 0, paddingInlineStart: 18, fontSize: cssVars.fontSizes.small, color: colorVars.mutedFg }),
    errors: style({ margin: 0, paddingInlineStart: 18, fontSize: cssVars.fontSizes.small, color: colorVars.error }),
    progress: style({ width: "100%" }),
    reportHeading: style({ margin: "12px 0 4px", fontSize: cssVars.fontSizes.medium }),
    /** The report's lists scroll inside the dialog: hundreds of items stay readable. */
    reportList: style({ margin: 0, paddingInlineStart: 18, maxHeight: "40vh", overflowY: "auto", overflowWrap: "anywhere" }),
    formActions: style({ display: "flex", justifyContent: "flex-end", gap: 8 }),
    options: style({ display: "flex", flexDirection: "column", gap: 6, border: "none", margin: 0, padding: 0 }),
};
