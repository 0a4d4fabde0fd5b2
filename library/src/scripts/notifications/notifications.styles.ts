import { style } from "typestyle";
import { colorVars, cssVars } from "@library/theme/themeVariables";

export const notificationsClasses = {
    header: style({
        display: "flex",
        alignItems: "center",
        justifyContent: "space-between",
        gap: 8,
        padding: `4px ${cssVars.spacing.gutter} 8px`,
        borderBottom: `${cssVars.borders.width} solid ${colorVars.border}`,
    }),
    heading: style({ margin: 0, fontSize: cssVars.fontSizes.medium, fontWeight: cssVars.fontWeights.semiBold }),
    textButton: style({
        padding: 0,
        border: "none",
        background: "none",
        color: colorVars.link,
        font: "inherit",
        fontSize: cssVars.fontSizes.small,
        cursor: "pointer",
        $nest: { "&:disabled": { opacity: 0.5, cursor: "default" } },
    }),
    list: style({ listStyle: "none", margin: 0, padding: 0, maxHeight: "60vh", overflowY: "auto" }),
    item: style({
        display: "flex",
        alignItems: "flex-start",
        gap: 8,
        padding: `8px ${cssVars.spacing.gutter}`,
        color: colorVars.fg,
        textDecoration: "none",
        borderBottom: `${cssVars.borders.width} solid ${colorVars.border}`,
        $nest: { "&:hover, &:focus-visible": { background: colorVars.panelBg }, "&:focus-visible": { outlineOffset: -2 } },
    }),
    unread: style({ background: colorVars.panelBg }),
    itemText: style({ flex: 1, minWidth: 0, fontSize: cssVars.fontSizes.medium, lineHeight: cssVars.lineHeights.condensed }),
    meta: style({ display: "block", marginTop: 2, color: colorVars.mutedFg, fontSize: cssVars.fontSizes.small }),
    dot: style({ flex: "none", width: 8, height: 8, marginTop: 6, borderRadius: "50%", background: colorVars.link }),
    status: style({ padding: `12px ${cssVars.spacing.gutter}`, color: colorVars.mutedFg, fontSize: cssVars.fontSizes.medium }),
    footer: style({ display: "block", padding: `8px ${cssVars.spacing.gutter}`, textAlign: "center", color: colorVars.link, fontSize: cssVars.fontSizes.medium }),
    count: style({ flex: "none", marginInlineStart: "auto" }),
};
