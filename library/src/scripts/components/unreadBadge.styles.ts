import { style } from "typestyle";
import { colorVars, sizes } from "@library/theme/themeVariables";

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
        fontSize: sizes.fontSizes.extraSmall,
        fontWeight: sizes.fontWeights.bold,
        lineHeight: 1,
    }),
};
