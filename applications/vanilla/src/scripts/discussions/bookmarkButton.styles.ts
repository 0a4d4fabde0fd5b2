import { keyframes, style } from "typestyle";
import { colorVars, cssVars } from "@library/theme/themeVariables";

const pulse = keyframes({ "0%": { opacity: 1 }, "50%": { opacity: 0.4 }, "100%": { opacity: 1 } });

export const bookmarkButtonClasses = {
    /** Beside a list row's title (floated right) or in the discussion's meta line. */
    slot: style({ float: "inline-end", marginInlineStart: 8 }),
    button: style({
        display: "inline-flex",
        alignItems: "center",
        justifyContent: "center",
        // Shell §9: medium button height 32, default icon size 24.
        width: cssVars.buttons.mediumHeight,
        height: cssVars.buttons.mediumHeight,
        padding: 0,
        border: "none",
        borderRadius: cssVars.borders.radius,
        background: "transparent",
        color: colorVars.mutedFg,
        cursor: "pointer",
        $nest: { "&:hover": { color: colorVars.primary, background: colorVars.panelBg } },
    }),
    /** Content §4 icon states: the outline is "normal", filled is "bookmarked". */
    bookmarked: style({ color: colorVars.primary }),
    bookmarking: style({
        color: colorVars.primary,
        // Shell §9: spinner 0.7 s.
        animation: `${pulse} ${cssVars.animation.spinnerDuration} ease-in-out infinite`,
        $nest: { "@media (prefers-reduced-motion: reduce)": { animation: "none", opacity: 0.6 } },
    }),
    icon: style({ width: cssVars.icons.default, height: cssVars.icons.default }),
};
