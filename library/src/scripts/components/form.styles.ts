import { style } from "typestyle";
import { colorVars, sizes } from "@library/theme/themeVariables";

export const formClasses = {
    form: style({ display: "flex", flexDirection: "column", gap: sizes.gutter, maxWidth: 420 }),
    field: style({ display: "flex", flexDirection: "column", gap: 4 }),
    label: style({ fontWeight: sizes.fontWeights.semiBold }),
    required: style({ color: colorVars.error, marginLeft: 2 }),
    input: style({
        height: sizes.formElementHeight,
        padding: "0 10px",
        border: `1px solid ${colorVars.border}`,
        borderRadius: sizes.borderRadius,
        font: "inherit",
        background: colorVars.bg,
        color: colorVars.fg,
    }),
    fieldError: style({ color: colorVars.error, fontSize: sizes.fontSizes.small, margin: 0 }),
    formError: style({ color: colorVars.error, background: colorVars.errorBg, padding: 12, borderRadius: sizes.borderRadius, margin: 0 }),
};
