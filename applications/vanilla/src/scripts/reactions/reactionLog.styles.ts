import { style } from "typestyle";
import { colorVars, cssVars } from "@library/theme/themeVariables";

export const reactionLogClasses = {
    table: style({
        width: "100%",
        borderCollapse: "collapse",
        $nest: {
            "& th, & td": { textAlign: "left", padding: "6px 8px", borderBottom: `${cssVars.borders.width} solid ${colorVars.border}` },
            "& th": { fontWeight: cssVars.fontWeights.semiBold, fontSize: cssVars.fontSizes.small, color: colorVars.mutedFg },
        },
    }),
    user: style({ display: "inline-flex", alignItems: "center", gap: 8 }),
    empty: style({ padding: `${cssVars.spacing.gutter} 0`, textAlign: "center", color: colorVars.mutedFg }),
    error: style({ color: colorVars.error }),
    more: style({ color: colorVars.mutedFg, fontSize: cssVars.fontSizes.small }),
};
