import { style } from "typestyle";
import { colorVars, cssVars } from "@library/theme/themeVariables";
import { tooltipVariables as vars } from "@library/components/tooltip.variables";

export const tooltipClasses = {
    anchor: style({ position: "relative", display: "inline-block" }),
    bubble: style({
        position: "absolute",
        bottom: `calc(100% + ${vars.css.offset})`,
        left: "50%",
        transform: "translateX(-50%)",
        zIndex: vars.css.zIndex,
        width: "max-content",
        minWidth: vars.css.minWidth,
        maxWidth: vars.css.maxWidth,
        padding: "6px 10px",
        borderRadius: cssVars.borders.radius,
        background: colorVars.fg,
        color: colorVars.bg,
        fontSize: cssVars.fontSizes.small,
        lineHeight: cssVars.lineHeights.condensed,
        textAlign: "center",
        pointerEvents: "none",
        boxShadow: "0 2px 8px rgba(0, 0, 0, 0.2)",
    }),
};
