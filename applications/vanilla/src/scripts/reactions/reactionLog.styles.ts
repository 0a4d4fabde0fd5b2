import { style } from "typestyle";
import { colorVars, sizes } from "@library/theme/themeVariables";

export const reactionLogClasses = {
    table: style({
        width: "100%",
        borderCollapse: "collapse",
        $nest: {
            "& th, & td": { textAlign: "left", padding: "6px 8px", borderBottom: `1px solid ${colorVars.border}` },
            "& th": { fontWeight: sizes.fontWeights.semiBold, fontSize: sizes.fontSizes.small, color: colorVars.mutedFg },
        },
    }),
    user: style({ display: "inline-flex", alignItems: "center", gap: 8 }),
    empty: style({ padding: `${sizes.gutter}px 0`, textAlign: "center", color: colorVars.mutedFg }),
    error: style({ color: colorVars.error }),
    more: style({ color: colorVars.mutedFg, fontSize: sizes.fontSizes.small }),
};
