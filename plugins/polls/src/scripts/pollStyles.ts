/** The poll box's and the poll form section's looks: theme colours and sizes only, so dark themes follow. */
import { colorVars, sizes, style } from "@library/addons/addonApi";

const box = {
    border: `${sizes.borderWidth}px solid ${colorVars.border}`,
    borderRadius: sizes.borderRadius,
    padding: 16,
    margin: "16px 0",
    background: colorVars.bg,
    color: colorVars.fg,
    maxWidth: 640,
} as const;

const button = {
    minHeight: 36,
    minWidth: 96,
    padding: "0 16px",
    borderRadius: sizes.borderRadius,
    font: "inherit",
    fontWeight: sizes.fontWeights.semiBold,
    cursor: "pointer",
} as const;

export const pollClasses = {
    box: style(box),
    heading: style({ fontSize: sizes.fontSizes.subTitle, margin: "0 0 4px", lineHeight: 1.3, overflowWrap: "anywhere", $nest: { "&:focus": { outline: "none" }, "&:focus-visible": { outline: `2px solid ${colorVars.focusRing}`, outlineOffset: 2 } } }),
    status: style({ color: colorVars.mutedFg, fontSize: sizes.fontSizes.small, margin: "0 0 12px" }),
    fieldset: style({ border: 0, margin: 0, padding: 0, minWidth: 0 }),
    legend: style({ padding: 0, fontSize: sizes.fontSizes.subTitle, fontWeight: sizes.fontWeights.semiBold, marginBottom: 4, overflowWrap: "anywhere" }),
    hint: style({ color: colorVars.mutedFg, fontSize: sizes.fontSizes.small, margin: "0 0 8px" }),
    choice: style({
        display: "flex",
        alignItems: "flex-start",
        gap: 10,
        padding: "8px 0",
        cursor: "pointer",
        overflowWrap: "anywhere",
        $nest: { "& input": { width: 18, height: 18, margin: "2px 0 0", flexShrink: 0, accentColor: colorVars.primary } },
    }),
    actions: style({ display: "flex", flexWrap: "wrap", gap: 8, marginTop: 12 }),
    primary: style({ ...button, border: `1px solid ${colorVars.primary}`, background: colorVars.primary, color: colorVars.primaryContrast, $nest: { "&:disabled": { opacity: 0.6, cursor: "default" } } }),
    secondary: style({ ...button, border: `1px solid ${colorVars.border}`, background: colorVars.bg, color: colorVars.fg, $nest: { "&:hover, &:focus-visible": { borderColor: colorVars.primary, color: colorVars.primary } } }),
    results: style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: 12 }),
    resultLine: style({ display: "flex", justifyContent: "space-between", gap: 12, flexWrap: "wrap", overflowWrap: "anywhere" }),
    resultCount: style({ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }),
    mine: style({ fontWeight: sizes.fontWeights.semiBold }),
    track: style({ height: 8, borderRadius: 4, background: colorVars.panelBg, border: `1px solid ${colorVars.border}`, marginTop: 4, overflow: "hidden" }),
    bar: style({ height: "100%", background: colorVars.primary }),
    total: style({ color: colorVars.mutedFg, fontSize: sizes.fontSizes.small, margin: "12px 0 0" }),
    live: style({ position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" }),
    // The create-post form's section.
    section: style({ ...box, margin: 0, maxWidth: "none", display: "flex", flexDirection: "column", gap: 12 }),
    field: style({ display: "flex", flexDirection: "column", gap: 4 }),
    label: style({ fontWeight: sizes.fontWeights.semiBold }),
    input: style({ height: sizes.formElementHeight, padding: "0 10px", border: `${sizes.borderWidth}px solid ${colorVars.border}`, borderRadius: sizes.borderRadius, font: "inherit", background: colorVars.bg, color: colorVars.fg, minWidth: 0 }),
    optionsLegend: style({ padding: 0, marginBottom: 4, fontWeight: sizes.fontWeights.semiBold }),
    optionList: style({ display: "flex", flexDirection: "column", gap: 8 }),
    optionRow: style({ display: "flex", gap: 8, alignItems: "center", $nest: { "& input": { flex: 1 } } }),
    error: style({ color: colorVars.error, fontSize: sizes.fontSizes.small, margin: 0 }),
    inline: style({ display: "flex", alignItems: "center", gap: 8 }),
    toggle: style({ display: "flex", alignItems: "center", gap: 8, fontWeight: sizes.fontWeights.semiBold, cursor: "pointer" }),
};
