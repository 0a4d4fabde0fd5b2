import { style } from "typestyle";
import { colorVars, sizes } from "@library/theme/themeVariables";

export const profileClasses = {
    stats: style({ display: "flex", gap: sizes.gutter, color: colorVars.mutedFg, flexWrap: "wrap", margin: `0 0 ${sizes.gutter}px` }),
    heading: style({ fontSize: sizes.fontSizes.subTitle, margin: `${sizes.gutter}px 0 8px` }),
    list: style({ listStyle: "none", padding: 0, margin: `0 0 ${sizes.gutter}px` }),
    item: style({ padding: "8px 0", borderBottom: `1px solid ${colorVars.border}` }),
    meta: style({ color: colorVars.mutedFg, fontSize: sizes.fontSizes.small }),
    error: style({ color: colorVars.error }),
    reactionLinks: style({ display: "flex", flexWrap: "wrap", gap: 8, listStyle: "none", padding: 0, margin: `0 0 ${sizes.gutter}px` }),
    reactionLink: style({
        display: "inline-block",
        padding: "2px 10px",
        border: `1px solid ${colorVars.border}`,
        borderRadius: 16,
        textDecoration: "none",
    }),
    reactionLinkCurrent: style({ borderColor: colorVars.primary, fontWeight: sizes.fontWeights.semiBold }),
};
