import { keyframes, style } from "typestyle";
import { colorVars, sizes } from "@library/theme/themeVariables";

const pulse = keyframes({ "0%": { opacity: 1 }, "50%": { opacity: 0.4 }, "100%": { opacity: 1 } });

export const bookmarkButtonClasses = {
    /** Beside a list row's title (floated right) or in the discussion's meta line. */
    slot: style({ float: "right", marginLeft: 8 }),
    button: style({
        display: "inline-flex",
        alignItems: "center",
        justifyContent: "center",
        // Shell §9: medium button height 32, default icon size 24.
        width: 32,
        height: 32,
        padding: 0,
        border: "none",
        borderRadius: sizes.borderRadius,
        background: "transparent",
        color: colorVars.mutedFg,
        cursor: "pointer",
        $nest: { "&:hover": { color: colorVars.primary, background: colorVars.panelBg } },
    }),
    /** Content §4 icon states: the outline is "normal", filled is "bookmarked". */
    bookmarked: style({ color: colorVars.primary }),
    bookmarking: style({
        color: colorVars.primary,
        animation: `${pulse} 0.7s ease-in-out infinite`,
        $nest: { "@media (prefers-reduced-motion: reduce)": { animation: "none", opacity: 0.6 } },
    }),
    icon: style({ width: 24, height: 24 }),
};
