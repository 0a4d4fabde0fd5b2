import { style } from "typestyle";
import { colorVars, sizes } from "@library/theme/themeVariables";

export const bodyFormClasses = {
    root: style({ marginTop: sizes.gutterFull, display: "flex", flexDirection: "column", gap: 8 }),
    heading: style({ fontSize: sizes.fontSizes.subTitle, margin: 0 }),
    textarea: style({
        width: "100%",
        minHeight: 140,
        padding: 10,
        border: `1px solid ${colorVars.border}`,
        borderRadius: sizes.borderRadius,
        font: "inherit",
        lineHeight: sizes.lineHeights.base,
        background: colorVars.bg,
        color: colorVars.fg,
        resize: "vertical",
    }),
    hint: style({ color: colorVars.mutedFg, fontSize: sizes.fontSizes.small, margin: 0 }),
    actions: style({ display: "flex", gap: 12, alignItems: "center" }),
    error: style({ color: colorVars.error, background: colorVars.errorBg, padding: 12, borderRadius: sizes.borderRadius, margin: 0 }),
    notice: style({ color: colorVars.mutedFg }),
};
