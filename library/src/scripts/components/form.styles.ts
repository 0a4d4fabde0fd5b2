import { style } from "typestyle";
import { colorVars, cssVars } from "@library/theme/themeVariables";

export const formClasses = {
    form: style({ display: "flex", flexDirection: "column", gap: cssVars.spacing.gutter, maxWidth: 420 }),
    field: style({ display: "flex", flexDirection: "column", gap: 4 }),
    label: style({ fontWeight: cssVars.fontWeights.semiBold }),
    required: style({ color: colorVars.error, marginInlineStart: 2 }),
    input: style({
        height: cssVars.forms.elementHeight,
        padding: "0 10px",
        border: `${cssVars.borders.width} solid ${colorVars.border}`,
        borderRadius: cssVars.borders.radius,
        font: "inherit",
        background: colorVars.bg,
        color: colorVars.fg,
    }),
    fieldError: style({ color: colorVars.error, fontSize: cssVars.fontSizes.small, margin: 0 }),
    formError: style({ color: colorVars.error, background: colorVars.errorBg, padding: 12, borderRadius: cssVars.borders.radius, margin: 0 }),
};
