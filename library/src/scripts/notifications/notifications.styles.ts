import { style } from "typestyle";
import { colorVars, sizes } from "@library/theme/themeVariables";

export const notificationsClasses = {
    header: style({
        display: "flex",
        alignItems: "center",
        justifyContent: "space-between",
        gap: 8,
        padding: `4px ${sizes.gutter}px 8px`,
        borderBottom: `1px solid ${colorVars.border}`,
    }),
    heading: style({ margin: 0, fontSize: sizes.fontSizes.medium, fontWeight: sizes.fontWeights.semiBold }),
    textButton: style({
        padding: 0,
        border: "none",
        background: "none",
        color: colorVars.link,
        font: "inherit",
        fontSize: sizes.fontSizes.small,
        cursor: "pointer",
        $nest: { "&:disabled": { opacity: 0.5, cursor: "default" } },
    }),
    list: style({ listStyle: "none", margin: 0, padding: 0, maxHeight: "60vh", overflowY: "auto" }),
    item: style({
        display: "flex",
        alignItems: "flex-start",
        gap: 8,
        padding: `8px ${sizes.gutter}px`,
        color: colorVars.fg,
        textDecoration: "none",
        borderBottom: `1px solid ${colorVars.border}`,
        $nest: { "&:hover, &:focus-visible": { background: colorVars.panelBg }, "&:focus-visible": { outlineOffset: -2 } },
    }),
    unread: style({ background: colorVars.panelBg }),
    itemText: style({ flex: 1, minWidth: 0, fontSize: sizes.fontSizes.medium, lineHeight: sizes.lineHeights.condensed }),
    meta: style({ display: "block", marginTop: 2, color: colorVars.mutedFg, fontSize: sizes.fontSizes.small }),
    dot: style({ flex: "none", width: 8, height: 8, marginTop: 6, borderRadius: "50%", background: colorVars.link }),
    status: style({ padding: `12px ${sizes.gutter}px`, color: colorVars.mutedFg, fontSize: sizes.fontSizes.medium }),
    footer: style({ display: "block", padding: `8px ${sizes.gutter}px`, textAlign: "center", color: colorVars.link, fontSize: sizes.fontSizes.medium }),
    count: style({ flex: "none", marginLeft: "auto" }),
};
