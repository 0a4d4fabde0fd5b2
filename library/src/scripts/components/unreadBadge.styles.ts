import { style } from "typestyle";
import { colorVars, cssVars } from "@library/theme/themeVariables";

export const unreadBadgeClasses = {
    root: style({
        display: "inline-flex",
        alignItems: "center",
        justifyContent: "center",
        minWidth: 18,
        height: 18,
        padding: "0 5px",
        borderRadius: 9,
        // The theme's error colour with its own background as the text: white on dark mode's light red was 2.5:1.
        background: colorVars.error,
        color: colorVars.errorBg,
        fontSize: cssVars.fontSizes.extraSmall,
        fontWeight: cssVars.fontWeights.bold,
        lineHeight: 1,
    }),
};
