import { style } from "typestyle";
import { colorVars, cssVars } from "@library/theme/themeVariables";

/** Pieces every dashboard page's content shares: boxes, tables, grids of figures, form rows. */
export const adminPageClasses = {
    section: style({ margin: `0 0 ${cssVars.spacing.gutterFull}` }),
    sectionTitle: style({ fontSize: cssVars.fontSizes.subTitle, margin: `0 0 ${cssVars.spacing.gutter}` }),
    box: style({
        background: colorVars.panelBg,
        border: `${cssVars.borders.width} solid ${colorVars.border}`,
        borderRadius: cssVars.borders.radius,
        padding: cssVars.spacing.gutter,
    }),
    figures: style({ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(150px, 1fr))", gap: cssVars.spacing.gutter, margin: 0 }),
    figure: style({
        display: "flex",
        flexDirection: "column",
        background: colorVars.panelBg,
        border: `${cssVars.borders.width} solid ${colorVars.border}`,
        borderRadius: cssVars.borders.radius,
        padding: cssVars.spacing.gutter,
    }),
    // The value above its label, while the <dl> keeps the term first for assistive technology.
    figureValue: style({ fontSize: cssVars.fontSizes.title, fontWeight: cssVars.fontWeights.bold, margin: 0, order: -1 }),
    figureLabel: style({ color: colorVars.mutedFg, fontSize: cssVars.fontSizes.small }),
    list: style({ listStyle: "none", margin: 0, padding: 0, $nest: { "& > li": { padding: "6px 0", borderBottom: `${cssVars.borders.width} solid ${colorVars.border}` } } }),
    muted: style({ color: colorVars.mutedFg, fontSize: cssVars.fontSizes.small }),
    linkGrid: style({ display: "flex", flexWrap: "wrap", gap: 8, listStyle: "none", margin: 0, padding: 0 }),
};
