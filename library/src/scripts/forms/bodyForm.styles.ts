import { style } from "typestyle";
import { colorVars, cssVars } from "@library/theme/themeVariables";

export const bodyFormClasses = {
    root: style({ marginTop: cssVars.spacing.gutterFull, display: "flex", flexDirection: "column", gap: 8 }),
    heading: style({ fontSize: cssVars.fontSizes.subTitle, margin: 0 }),
    textarea: style({
        width: "100%",
        minHeight: 140,
        padding: 10,
        border: `${cssVars.borders.width} solid ${colorVars.border}`,
        borderRadius: cssVars.borders.radius,
        font: "inherit",
        lineHeight: cssVars.lineHeights.base,
        background: colorVars.bg,
        color: colorVars.fg,
        resize: "vertical",
    }),
    hint: style({ color: colorVars.mutedFg, fontSize: cssVars.fontSizes.small, margin: 0 }),
    actions: style({ display: "flex", gap: 12, alignItems: "center" }),
    error: style({ color: colorVars.error, background: colorVars.errorBg, padding: 12, borderRadius: cssVars.borders.radius, margin: 0 }),
    notice: style({ color: colorVars.mutedFg }),
};
