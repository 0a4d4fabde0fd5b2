import { colorVars, sizes, style } from "@library/addons/addonApi";

const focus = { "&:focus-visible": { outline: `2px solid ${colorVars.focusRing}`, outlineOffset: 2 } };

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
        $nest: { ...focus, "@media (max-width: 600px)": { maxWidth: "7.5em", padding: "2px 6px" } },
    }),
    label: style({ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }),
    menu: style({
        position: "absolute",
        top: "calc(100% + 6px)",
        left: 0,
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
