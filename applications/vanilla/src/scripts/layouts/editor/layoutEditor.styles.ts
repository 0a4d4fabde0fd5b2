import { media, style } from "typestyle";
import { colorVars, cssVars, sizes } from "@library/theme/themeVariables";

const box = {
    border: `${cssVars.borders.width} solid ${colorVars.border}`,
    borderRadius: cssVars.borders.radius,
    background: colorVars.bg,
};

export const editorClasses = {
    root: style({ display: "flex", flexDirection: "column", gap: cssVars.spacing.gutter }),
    row: style({ display: "flex", flexWrap: "wrap", gap: 8, alignItems: "center" }),
    field: style({ display: "flex", flexDirection: "column", gap: 4, minWidth: 0 }),
    checkbox: style({ display: "flex", gap: 8, alignItems: "center" }),
    input: style({ ...box, minHeight: 36, padding: "0 8px", color: colorVars.fg, font: "inherit", maxWidth: "100%" }),
    textarea: style({ ...box, minHeight: 120, padding: 8, color: colorVars.fg, font: "inherit", fontFamily: "monospace", width: "100%" }),
    layouts: style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: 8 }),
    layoutItem: style({ ...box, display: "flex", flexWrap: "wrap", gap: 8, alignItems: "center", justifyContent: "space-between", padding: "8px 12px" }),
    status: style({ color: colorVars.mutedFg, fontSize: cssVars.fontSizes.small }),
    widgets: style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: 8 }),
    widget: style({ ...box, padding: 12, display: "flex", flexDirection: "column", gap: 8, background: colorVars.panelBg }),
    widgetHead: style({ display: "flex", flexWrap: "wrap", gap: 8, alignItems: "center" }),
    widgetName: style({ flex: 1, minWidth: 120, fontWeight: 600, margin: 0, fontSize: cssVars.fontSizes.large }),
    settings: style({ display: "grid", gap: 12, gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))" }, media({ maxWidth: sizes.breakpoints.xs }, { gridTemplateColumns: "minmax(0, 1fr)" })),
    wide: style({ gridColumn: "1 / -1" }),
    message: style({ margin: 0 }),
    error: style({ margin: 0, color: colorVars.error }),
    previews: style({ display: "flex", flexWrap: "wrap", gap: cssVars.spacing.gutter, alignItems: "flex-start" }),
    previewFrame: style({ ...box, overflow: "hidden", flex: "1 1 420px", minWidth: 0 }),
    /** A phone's width (375 px), so the preview wraps as a phone would. */
    previewMobile: style({ flex: "0 1 375px" }),
    previewLabel: style({ margin: 0, padding: "6px 12px", fontSize: cssVars.fontSizes.small, color: colorVars.mutedFg, borderBottom: `${cssVars.borders.width} solid ${colorVars.border}` }),
    heading: style({ margin: 0, fontSize: cssVars.fontSizes.subTitle }),
    itemList: style({ ...box, margin: 0, padding: 12, gap: 8 }),
    itemListLegend: style({ padding: "0 4px", fontWeight: 600 }),
    fieldProblem: style({ color: colorVars.error, fontSize: cssVars.fontSizes.small }),
};
