import { style } from "typestyle";
import { colorVars, cssVars } from "@library/theme/themeVariables";

export const themesClasses = {
    list: style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: cssVars.spacing.gutter }),
    card: style({
        border: `${cssVars.borders.width} solid ${colorVars.border}`,
        borderRadius: cssVars.borders.radius,
        padding: cssVars.spacing.gutter,
        display: "flex",
        flexDirection: "column",
        gap: 8,
    }),
    header: style({ display: "flex", alignItems: "center", gap: 8, flexWrap: "wrap" }),
    name: style({ margin: 0, fontSize: cssVars.fontSizes.subTitle }),
    badge: style({
        fontSize: cssVars.fontSizes.small,
        fontWeight: cssVars.fontWeights.semiBold,
        padding: "2px 8px",
        borderRadius: 999,
        border: `${cssVars.borders.width} solid ${colorVars.border}`,
        background: colorVars.panelBg,
        color: colorVars.fg,
    }),
    swatches: style({ display: "flex", gap: 6 }),
    swatch: style({ width: 24, height: 24, borderRadius: 4, border: `${cssVars.borders.width} solid ${colorVars.border}` }),
    actions: style({ display: "flex", gap: 8, flexWrap: "wrap", alignItems: "center" }),
    form: style({ display: "grid", gap: 12, gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))", alignItems: "start" }),
    formActions: style({ gridColumn: "1 / -1", display: "flex", gap: 8 }),
    error: style({ color: colorVars.error, margin: 0 }),
    meta: style({ color: colorVars.mutedFg, fontSize: cssVars.fontSizes.small, margin: 0 }),
};
