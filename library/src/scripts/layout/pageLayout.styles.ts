import { media, style } from "typestyle";
import { colorVars, sizes } from "@library/theme/themeVariables";

// The widths come from the theme's custom properties (an administrator may change them), with
// the §9 numbers as fallbacks for pages without the theme sheet.
const middleColumn = `var(--h-layout-middle-column-width, ${sizes.middleColumnWidth}px)`;
const panel = `var(--h-layout-panel-width, ${sizes.panelWidth}px)`;
const contentWidth = `calc(${middleColumn} + ${panel} + ${sizes.gutterFull * 2}px)`;

export const pageLayoutClasses = {
    container: style({ maxWidth: contentWidth, margin: "0 auto", padding: `0 ${sizes.gutter}px` }),
    columns: style(
        { display: "grid", gridTemplateColumns: `minmax(0, 1fr) ${panel}`, gap: sizes.gutterFull, padding: `${sizes.gutter}px 0` },
        media({ maxWidth: sizes.breakpoints.oneColumn }, { gridTemplateColumns: "minmax(0, 1fr)", gap: sizes.gutter }),
    ),
    main: style({ minWidth: 0 }),
    panel: style({ display: "flex", flexDirection: "column", gap: sizes.gutter }),
    pageTitle: style({ fontSize: sizes.fontSizes.title, margin: `${sizes.gutter}px 0`, lineHeight: sizes.lineHeights.condensed }),
    panelBox: style({
        background: colorVars.panelBg,
        border: `1px solid ${colorVars.border}`,
        borderRadius: sizes.borderRadius,
        padding: sizes.gutter,
    }),
};
