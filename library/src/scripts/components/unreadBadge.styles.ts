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
        background: colorVars.error,
        color: "#ffffff",
        fontSize: cssVars.fontSizes.extraSmall,
        fontWeight: cssVars.fontWeights.bold,
        lineHeight: 1,
    }),
};
