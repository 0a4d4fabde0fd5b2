import { style } from "typestyle";
import { colorVars, sizes } from "@library/theme/themeVariables";

export const pagerClasses = {
    root: style({ display: "flex", alignItems: "center", gap: 12, flexWrap: "wrap", margin: `${sizes.gutter}px 0` }),
    range: style({ color: colorVars.mutedFg }),
    link: style({
        padding: "4px 12px",
        border: `1px solid ${colorVars.border}`,
        borderRadius: sizes.borderRadius,
        textDecoration: "none",
    }),
    disabled: style({ opacity: 0.5, pointerEvents: "none" }),
    jump: style({ display: "inline-flex", gap: 6, alignItems: "center" }),
    jumpInput: style({
        width: 64,
        height: 32,
        padding: "0 8px",
        border: `1px solid ${colorVars.border}`,
        borderRadius: sizes.borderRadius,
        font: "inherit",
        background: colorVars.bg,
        color: colorVars.fg,
    }),
};
