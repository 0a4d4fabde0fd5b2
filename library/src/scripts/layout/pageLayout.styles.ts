import { media, style } from "typestyle";
import { colorVars, cssVars, sizes } from "@library/theme/themeVariables";

// The widths come from the theme's custom properties (an administrator may change them).
const middleColumn = cssVars.layout.middleColumnWidth;
const panel = cssVars.layout.panelWidth;
const contentWidth = `calc(${middleColumn} + ${panel} + 2 * ${cssVars.spacing.gutterFull})`;

export const pageLayoutClasses = {
    container: style({ maxWidth: contentWidth, margin: "0 auto", padding: `0 ${cssVars.spacing.gutter}` }),
    columns: style(
        { display: "grid", gridTemplateColumns: `minmax(0, 1fr) ${panel}`, gap: cssVars.spacing.gutterFull, padding: `${cssVars.spacing.gutter} 0` },
        media({ maxWidth: sizes.breakpoints.oneColumn }, { gridTemplateColumns: "minmax(0, 1fr)", gap: cssVars.spacing.gutter }),
    ),
    main: style({ minWidth: 0 }),
    panel: style({ display: "flex", flexDirection: "column", gap: cssVars.spacing.gutter }),
    pageTitle: style({ fontSize: cssVars.fontSizes.title, margin: `${cssVars.spacing.gutter} 0`, lineHeight: cssVars.lineHeights.condensed }),
    panelBox: style({
        background: colorVars.panelBg,
        border: `${cssVars.borders.width} solid ${colorVars.border}`,
        borderRadius: cssVars.borders.radius,
        padding: cssVars.spacing.gutter,
    }),
};
