import { keyframes, style } from "typestyle";
import { colorVars, cssVars } from "@library/theme/themeVariables";

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const loaderClasses = {
    root: style({ display: "flex", alignItems: "center", justifyContent: "center", padding: 8 }),
    spinner: style({
        display: "inline-block",
        borderRadius: "50%",
        border: `3px solid ${colorVars.border}`,
        borderTopColor: colorVars.primary,
        // Shell §9: spinner 0.7 s.
        animation: `${spin} ${cssVars.animation.spinnerDuration} linear infinite`,
        $nest: { "@media (prefers-reduced-motion: reduce)": { animationDuration: "2s" } },
    }),
};
