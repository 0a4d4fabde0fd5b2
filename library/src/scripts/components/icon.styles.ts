import { style } from "typestyle";
import { themeConstants } from "@library/theme/themeVariables";

/** Icon sizes of shell §9 (the SVG's width and height attributes, so numbers). */
export const iconSizes = themeConstants.icons;

export type IconSize = keyof typeof iconSizes;

export const iconClasses = {
    root: style({
        display: "inline-block",
        flexShrink: 0,
        verticalAlign: "middle",
        fill: "none",
        stroke: "currentColor",
        strokeWidth: 1.75,
        strokeLinecap: "round",
        strokeLinejoin: "round",
    }),
    /** Icons that point along the line (back, previous, next) turn round in right-to-left pages. */
    mirrored: style({ $nest: { '[dir="rtl"] &': { transform: "scaleX(-1)" } } }),
};
