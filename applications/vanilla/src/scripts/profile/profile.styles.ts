import { style } from "typestyle";
import { colorVars, cssVars } from "@library/theme/themeVariables";

export const profileClasses = {
    stats: style({ display: "flex", gap: cssVars.spacing.gutter, color: colorVars.mutedFg, flexWrap: "wrap", margin: `0 0 ${cssVars.spacing.gutter}` }),
    heading: style({ fontSize: cssVars.fontSizes.subTitle, margin: `${cssVars.spacing.gutter} 0 8px` }),
    list: style({ listStyle: "none", padding: 0, margin: `0 0 ${cssVars.spacing.gutter}` }),
    item: style({ padding: "8px 0", borderBottom: `${cssVars.borders.width} solid ${colorVars.border}` }),
    meta: style({ color: colorVars.mutedFg, fontSize: cssVars.fontSizes.small }),
    error: style({ color: colorVars.error }),
    reactionLinks: style({ display: "flex", flexWrap: "wrap", gap: 8, listStyle: "none", padding: 0, margin: `0 0 ${cssVars.spacing.gutter}` }),
    reactionLink: style({
        display: "inline-block",
        padding: "2px 10px",
        border: `${cssVars.borders.width} solid ${colorVars.border}`,
        borderRadius: 16,
        textDecoration: "none",
    }),
    reactionLinkCurrent: style({ borderColor: colorVars.primary, fontWeight: cssVars.fontWeights.semiBold }),
};
