import { colorVars, sizes, style } from "@library/addons/addonApi";

const button = {
    minHeight: 36,
    padding: "0 12px",
    borderRadius: sizes.borderRadius,
    border: `1px solid ${colorVars.border}`,
    background: colorVars.bg,
    color: colorVars.fg,
    font: "inherit",
    cursor: "pointer",
    $nest: { "&:focus-visible": { outline: `2px solid ${colorVars.focusRing}`, outlineOffset: 2 }, "&:disabled": { opacity: 0.6, cursor: "default" } },
} as const;

export const adminClasses = {
    list: style({ listStyle: "none", margin: "0 0 24px", padding: 0, borderTop: `1px solid ${colorVars.border}` }),
    item: style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 8, padding: "12px 0", borderBottom: `1px solid ${colorVars.border}` }),
    itemText: style({ flex: "1 1 240px", minWidth: 0 }),
    name: style({ fontWeight: sizes.fontWeights.semiBold, marginRight: 8 }),
    label: style({ display: "inline-block", padding: "0 6px", borderRadius: sizes.borderRadius, border: `1px solid ${colorVars.primary}`, color: colorVars.fg, fontSize: sizes.fontSizes.small }),
    criteria: style({ display: "block", color: colorVars.mutedFg, fontSize: sizes.fontSizes.small, marginTop: 4 }),
    actions: style({ display: "flex", flexWrap: "wrap", gap: 6 }),
    button: style(button),
    primary: style({ ...button, background: colorVars.primary, color: colorVars.primaryContrast, borderColor: colorVars.primary }),
    danger: style({ ...button, color: colorVars.error, borderColor: colorVars.error }),
    form: style({ display: "grid", gap: 12, maxWidth: 520, padding: 16, border: `1px solid ${colorVars.border}`, borderRadius: sizes.borderRadius, marginBottom: 24 }),
    formHeading: style({ fontSize: sizes.fontSizes.large, margin: 0 }),
    field: style({ display: "grid", gap: 4 }),
    input: style({
        minHeight: 36,
        padding: "4px 8px",
        border: `1px solid ${colorVars.border}`,
        borderRadius: sizes.borderRadius,
        background: colorVars.bg,
        color: colorVars.fg,
        font: "inherit",
        $nest: { "&:focus-visible": { outline: `2px solid ${colorVars.focusRing}`, outlineOffset: 1 } },
    }),
    hint: style({ color: colorVars.mutedFg, fontSize: sizes.fontSizes.small }),
    error: style({ color: colorVars.error, margin: 0 }),
    row: style({ display: "flex", flexWrap: "wrap", gap: 8, alignItems: "center" }),
    status: style({ minHeight: "1.5em", margin: "0 0 12px" }),
};
