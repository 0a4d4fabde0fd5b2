import { style } from "typestyle";
import { colorVars, sizes } from "@library/theme/themeVariables";
import { tooltipVariables as vars } from "@library/components/tooltip.variables";

export const tooltipClasses = {
    anchor: style({ position: "relative", display: "inline-block" }),
    bubble: style({
        position: "absolute",
        bottom: `calc(100% + ${vars.offset}px)`,
        left: "50%",
        transform: "translateX(-50%)",
        zIndex: vars.zIndex,
        width: "max-content",
        minWidth: vars.minWidth,
        maxWidth: vars.maxWidth,
        padding: "6px 10px",
        borderRadius: sizes.borderRadius,
        background: colorVars.fg,
        color: colorVars.bg,
        fontSize: sizes.fontSizes.small,
        lineHeight: sizes.lineHeights.condensed,
        textAlign: "center",
        pointerEvents: "none",
        boxShadow: "0 2px 8px rgba(0, 0, 0, 0.2)",
    }),
};
