import { style } from "typestyle";
import { colorVars, cssVars } from "@library/theme/themeVariables";

export const profileClasses = {
    header: style({ display: "flex", alignItems: "flex-start", gap: cssVars.spacing.gutter, margin: `0 0 ${cssVars.spacing.gutter}` }),
    /** The photo at 145 px (shell §3 xlarge), 72 px beside the details on a phone. */
    photo: style({ $nest: { "@media (max-width: 500px)": { width: "72px !important", height: "72px !important" } } }),
    headerText: style({ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: 8, minWidth: 0, flex: "1 1 220px" }),
    title: style({ margin: 0, fontWeight: cssVars.fontWeights.semiBold }),
    reducedMessage: style({ margin: 0 }),
    stats: style({ display: "flex", gap: `4px ${cssVars.spacing.gutter}`, color: colorVars.mutedFg, flexWrap: "wrap", margin: 0 }),
    heading: style({ fontSize: cssVars.fontSizes.subTitle, margin: `${cssVars.spacing.gutter} 0 8px` }),
    list: style({ listStyle: "none", padding: 0, margin: `0 0 ${cssVars.spacing.gutter}` }),
    item: style({ padding: "8px 0", borderBottom: `${cssVars.borders.width} solid ${colorVars.border}`, overflowWrap: "anywhere" }),
    meta: style({ color: colorVars.mutedFg, fontSize: cssVars.fontSizes.small }),
    excerpt: style({ margin: "4px 0" }),
    error: style({ color: colorVars.error }),
    tabsNav: style({ borderBottom: `${cssVars.borders.width} solid ${colorVars.border}`, margin: `0 0 ${cssVars.spacing.gutter}`, overflowX: "auto" }),
    tabs: style({ display: "flex", gap: 4, listStyle: "none", padding: 0, margin: 0, $nest: { "@media (max-width: 500px)": { gap: 0, flexWrap: "wrap" } } }),
    tab: style({
        display: "inline-flex",
        alignItems: "center",
        gap: 6,
        minHeight: 44,
        padding: "0 10px",
        color: colorVars.fg,
        textDecoration: "none",
        whiteSpace: "nowrap",
        borderBottom: "3px solid transparent",
        $nest: { "&:hover": { color: colorVars.link }, "@media (max-width: 500px)": { padding: "0 6px" } },
    }),
    tabCurrent: style({ borderBottomColor: colorVars.primary, fontWeight: cssVars.fontWeights.semiBold }),
    /** The counts are in the header's line too: a phone leaves them out of the tabs so the four fit. */
    tabCount: style({ color: colorVars.mutedFg, fontSize: cssVars.fontSizes.small, $nest: { "@media (max-width: 500px)": { display: "none" } } }),
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
