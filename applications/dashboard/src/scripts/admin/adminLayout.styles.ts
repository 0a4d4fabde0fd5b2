import { media, style } from "typestyle";
import { colorVars, cssVars, sizes } from "@library/theme/themeVariables";

/** The side navigation becomes a disclosure where the title bar turns compact (shell §2: 800 px). */
const compact = { maxWidth: sizes.breakpoints.compactTitleBar };
const wide = { minWidth: sizes.breakpoints.compactTitleBar + 1 };
const contentWidth = `calc(${cssVars.layout.middleColumnWidth} + ${cssVars.layout.panelWidth} + 2 * ${cssVars.spacing.gutterFull})`;

const sectionLink = {
    display: "block",
    padding: `6px ${cssVars.spacing.gutter}`,
    borderRadius: cssVars.borders.radius,
    color: colorVars.fg,
    textDecoration: "none",
    $nest: {
        "&:hover": { background: colorVars.bg, textDecoration: "underline" },
        "&[aria-current='page']": { background: colorVars.primary, color: colorVars.primaryContrast, fontWeight: cssVars.fontWeights.semiBold },
    },
};

export const adminLayoutClasses = {
    container: style({ maxWidth: contentWidth, margin: "0 auto", padding: `0 ${cssVars.spacing.gutter}` }),
    columns: style(
        { display: "grid", gridTemplateColumns: `${cssVars.layout.panelWidth} minmax(0, 1fr)`, gap: cssVars.spacing.gutterFull, padding: `${cssVars.spacing.gutter} 0` },
        media(compact, { gridTemplateColumns: "minmax(0, 1fr)", gap: 0 }),
    ),
    nav: style({ alignSelf: "start" }),
    /** The list as a column beside the content: wide screens only. */
    wideList: style(
        { listStyle: "none", margin: 0, padding: 8, background: colorVars.panelBg, border: `${cssVars.borders.width} solid ${colorVars.border}`, borderRadius: cssVars.borders.radius },
        media(compact, { display: "none" }),
    ),
    /** The same list behind a disclosure: compact screens only. */
    disclosure: style(
        { background: colorVars.panelBg, border: `${cssVars.borders.width} solid ${colorVars.border}`, borderRadius: cssVars.borders.radius },
        media(wide, { display: "none" }),
    ),
    summary: style({
        cursor: "pointer",
        padding: `10px ${cssVars.spacing.gutter}`,
        minHeight: 44,
        boxSizing: "border-box",
        fontWeight: cssVars.fontWeights.semiBold,
    }),
    compactList: style({ listStyle: "none", margin: 0, padding: `0 8px 8px` }),
    link: style(sectionLink),
    main: style({ minWidth: 0 }),
    title: style({ fontSize: cssVars.fontSizes.title, margin: `${cssVars.spacing.gutter} 0`, lineHeight: cssVars.lineHeights.condensed }),
};
