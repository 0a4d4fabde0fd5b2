import { style } from "typestyle";
import { colorVars, cssVars } from "@library/theme/themeVariables";

/** The search box's suggestion menu (content §2 "Search box"). */
export const searchBoxClasses = {
    /** Not positioned: the menu aligns with the owner's box around the input (its nearest positioned ancestor). */
    root: style({ flex: 1, minWidth: 0, display: "flex", alignItems: "center" }),
    menu: style({
        position: "absolute",
        top: "calc(100% + 6px)",
        left: 0,
        right: 0,
        minWidth: 260,
        maxHeight: "60vh",
        overflowY: "auto",
        zIndex: cssVars.layers.stackingStart,
        padding: "4px 0",
        background: colorVars.bg,
        color: colorVars.fg,
        border: `${cssVars.borders.width} solid ${colorVars.border}`,
        borderRadius: cssVars.borders.radius,
        boxShadow: "0 4px 16px rgba(0, 0, 0, 0.2)",
        textAlign: "left",
    }),
    list: style({ margin: 0, padding: 0, listStyle: "none" }),
    option: style({
        display: "block",
        padding: "6px 12px",
        cursor: "pointer",
        lineHeight: cssVars.lineHeights.condensed,
        $nest: { "&[aria-selected='true']": { background: colorVars.panelBg, outline: `2px solid ${colorVars.focusRing}`, outlineOffset: -2 } },
    }),
    optionLabel: style({ display: "block", fontWeight: cssVars.fontWeights.semiBold, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }),
    optionMeta: style({ display: "block", fontSize: cssVars.fontSizes.small, color: colorVars.mutedFg, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }),
    error: style({ display: "flex", alignItems: "center", gap: 4, margin: 0, padding: "6px 12px", fontSize: cssVars.fontSizes.small, color: colorVars.error }),
};
