import { colorVars, sizes, style } from "@library/addons/addonApi";

const focus = { "&:focus-visible": { outline: `2px solid ${colorVars.focusRing}`, outlineOffset: 2 } };
/** The title bar's compact widths (its own breakpoint): the bar holds only icons there. */
const COMPACT = "@media (max-width: 800px)";

export const sectionPickerClasses = {
    root: style({ position: "relative", display: "flex", alignItems: "center", marginRight: 8, flexShrink: 1, minWidth: 0 }),
    button: style({
        display: "inline-flex",
        alignItems: "center",
        gap: 4,
        minHeight: 32,
        maxWidth: "14em",
        padding: "2px 10px",
        border: "1px solid currentColor",
        borderRadius: sizes.borderRadius,
        background: "transparent",
        color: "inherit",
        font: "inherit",
        cursor: "pointer",
        $nest: { ...focus, [COMPACT]: { padding: "2px 6px", minWidth: 36, minHeight: 36, justifyContent: "center" } },
    }),
    label: style({ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", $nest: { [COMPACT]: { display: "none" } } }),
    icon: style({ display: "none", $nest: { [COMPACT]: { display: "inline-block" } } }),
    caret: style({ $nest: { [COMPACT]: { display: "none" } } }),
    menu: style({
        position: "absolute",
        top: "calc(100% + 6px)",
        // Anchored at the button's end: the picker sits towards the bar's end, and a phone has no room past it.
        right: 0,
        zIndex: 20,
        minWidth: 220,
        maxWidth: "min(320px, 90vw)",
        margin: 0,
        padding: "6px 0",
        listStyle: "none",
        background: colorVars.bg,
        color: colorVars.fg,
        border: `1px solid ${colorVars.border}`,
        borderRadius: sizes.borderRadius,
        boxShadow: "0 4px 16px rgba(0, 0, 0, 0.18)",
    }),
    heading: style({ padding: "4px 14px", color: colorVars.mutedFg, fontSize: sizes.fontSizes.small }),
    link: style({
        display: "block",
        padding: "8px 14px",
        color: colorVars.fg,
        textDecoration: "none",
        $nest: { ...focus, "&:hover": { background: colorVars.panelBg }, '&[aria-current="page"]': { fontWeight: sizes.fontWeights.semiBold } },
    }),
};
