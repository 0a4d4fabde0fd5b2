import { style } from "typestyle";
import { colorVars, cssVars } from "@library/theme/themeVariables";

export const discussionShortcutsClasses = {
    /** A post j / k moved to: clear of the sticky title bar once scrolled to the top. */
    post: style({ scrollMarginTop: 72 }),
    list: style({ display: "grid", gap: 8, margin: 0 }),
    row: style({ display: "flex", alignItems: "center", gap: 12 }),
    key: style({
        display: "inline-block",
        minWidth: 32,
        padding: "2px 8px",
        textAlign: "center",
        fontFamily: "inherit",
        fontWeight: cssVars.fontWeights.semiBold,
        border: `${cssVars.borders.width} solid ${colorVars.border}`,
        borderBottomWidth: 2,
        borderRadius: cssVars.borders.radius,
        background: colorVars.panelBg,
    }),
    description: style({ margin: 0 }),
    note: style({ color: colorVars.mutedFg, fontSize: cssVars.fontSizes.small, marginBottom: 0 }),
};
