import { style } from "typestyle";
import { colorVars, cssVars } from "@library/theme/themeVariables";

const card = {
    border: `${cssVars.borders.width} solid ${colorVars.border}`,
    borderRadius: cssVars.borders.radius,
    padding: cssVars.spacing.gutter,
    display: "grid",
    gap: 8,
    minWidth: 0,
} as const;

export const moderationClasses = {
    filters: style({ display: "flex", gap: 8, flexWrap: "wrap", listStyle: "none", padding: 0, margin: "0 0 16px" }),
    filterCurrent: style({ fontWeight: cssVars.fontWeights.semiBold, textDecoration: "none", color: colorVars.fg }),
    list: style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: cssVars.spacing.gutter }),
    card: style(card),
    heading: style({ margin: 0, fontSize: cssVars.fontSizes.subTitle, overflowWrap: "anywhere" }),
    meta: style({ margin: 0, color: colorVars.mutedFg, fontSize: cssVars.fontSizes.small, overflowWrap: "anywhere" }),
    body: style({
        borderInlineStart: `3px solid ${colorVars.border}`,
        paddingInlineStart: 12,
        overflowWrap: "anywhere",
        maxHeight: 240,
        overflow: "auto",
        $nest: { "& img": { maxWidth: "100%", height: "auto" } },
    }),
    badge: style({
        fontSize: cssVars.fontSizes.small,
        padding: "2px 8px",
        borderRadius: 999,
        border: `${cssVars.borders.width} solid ${colorVars.border}`,
        background: colorVars.panelBg,
        color: colorVars.fg,
        marginInlineStart: 8,
        whiteSpace: "nowrap",
    }),
    /** A change-log entry's first words (200 characters at most, cut on the server). */
    excerpt: style({ margin: 0, overflowWrap: "anywhere" }),
    excerptLabel: style({ fontWeight: cssVars.fontWeights.semiBold }),
    actions: style({ display: "flex", gap: 8, flexWrap: "wrap", alignItems: "center" }),
    outcome: style({ margin: 0, fontWeight: cssVars.fontWeights.semiBold }),
    error: style({ color: colorVars.error, margin: 0 }),
    warnForm: style({ display: "grid", gap: 8 }),
    textarea: style({
        width: "100%",
        minHeight: 72,
        font: "inherit",
        color: colorVars.fg,
        background: colorVars.bg,
        border: `${cssVars.borders.width} solid ${colorVars.border}`,
        borderRadius: cssVars.borders.radius,
        padding: 8,
        boxSizing: "border-box",
    }),
    diff: style({ width: "100%", borderCollapse: "collapse", tableLayout: "fixed", fontSize: cssVars.fontSizes.small }),
    diffCell: style({ verticalAlign: "top", padding: "4px 8px", border: `${cssVars.borders.width} solid ${colorVars.border}`, overflowWrap: "anywhere", whiteSpace: "pre-wrap" }),
    // Colour is never the only sign: removed and added lines carry a "−" / "+" mark too.
    removed: style({ background: colorVars.errorBg }),
    added: style({ background: colorVars.panelBg, fontWeight: cssVars.fontWeights.semiBold }),
    table: style({ width: "100%", borderCollapse: "collapse", fontSize: cssVars.fontSizes.small }),
    tableCell: style({ textAlign: "left", verticalAlign: "top", padding: "6px 8px", borderBottom: `${cssVars.borders.width} solid ${colorVars.border}`, overflowWrap: "anywhere" }),
    /** Dates and names stay whole on a phone (the region scrolls sideways instead of breaking "moderator" into syllables). */
    nowrap: style({ whiteSpace: "nowrap" }),
    tableWrap: style({ overflowX: "auto" }),
    pager: style({ display: "flex", gap: 16, marginTop: 16 }),
};
