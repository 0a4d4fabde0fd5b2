import { style } from "typestyle";

/** Icon sizes of shell §9. */
export const iconSizes = { small: 16, default: 24, large: 32 } as const;

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
};
