import { style } from "typestyle";
import { colorVars, cssVars } from "@library/theme/themeVariables";

/** The dashboard's forms: groups of labelled fields with their help and errors beside them. */
export const adminFormClasses = {
    form: style({ display: "flex", flexDirection: "column", gap: cssVars.spacing.gutterFull }),
    fieldset: style({
        border: `${cssVars.borders.width} solid ${colorVars.border}`,
        borderRadius: cssVars.borders.radius,
        padding: cssVars.spacing.gutter,
        margin: 0,
        display: "flex",
        flexDirection: "column",
        gap: cssVars.spacing.gutter,
        minWidth: 0,
    }),
    legend: style({ fontWeight: cssVars.fontWeights.bold, fontSize: cssVars.fontSizes.large, padding: "0 6px" }),
    field: style({ display: "flex", flexDirection: "column", gap: 4 }),
    checkboxField: style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 8 }),
    label: style({ fontWeight: cssVars.fontWeights.semiBold }),
    /** A checkbox's label takes the rest of the row, so a long one wraps beside its box. */
    checkboxLabel: style({ flex: "1 1 0", minWidth: 0 }),
    help: style({ color: colorVars.mutedFg, fontSize: cssVars.fontSizes.small, margin: 0, flexBasis: "100%" }),
    input: style({
        minHeight: cssVars.forms.elementHeight,
        padding: "6px 10px",
        boxSizing: "border-box",
        border: `${cssVars.borders.width} solid ${colorVars.border}`,
        borderRadius: cssVars.borders.radius,
        font: "inherit",
        background: colorVars.bg,
        color: colorVars.fg,
        maxWidth: "100%",
        $nest: { "&[aria-invalid='true']": { borderColor: colorVars.error } },
    }),
    checkbox: style({ width: 18, height: 18, margin: 0 }),
    /** An on/off switch (role="switch"): filled while on, so the state shows without reading the word. */
    switch: style({
        minHeight: cssVars.forms.elementHeight,
        minWidth: 96,
        padding: "0 14px",
        borderRadius: 999,
        border: `${cssVars.borders.width} solid ${colorVars.border}`,
        background: colorVars.bg,
        color: colorVars.fg,
        font: "inherit",
        fontWeight: cssVars.fontWeights.semiBold,
        cursor: "pointer",
        $nest: {
            "&[aria-checked='true']": { background: colorVars.primary, borderColor: colorVars.primary, color: colorVars.primaryContrast },
            // Busy (AddonsManager): aria-disabled, not disabled, so it keeps keyboard focus.
            "&:disabled, &[aria-disabled='true']": { opacity: 0.6, cursor: "progress" },
        },
    }),
    fieldError: style({ color: colorVars.error, fontSize: cssVars.fontSizes.small, margin: 0, flexBasis: "100%" }),
    summary: style({ color: colorVars.error, background: colorVars.errorBg, padding: 12, borderRadius: cssVars.borders.radius }),
    actions: style({ display: "flex", alignItems: "center", gap: cssVars.spacing.gutter, flexWrap: "wrap" }),
    status: style({ color: colorVars.mutedFg }),
    logoPreview: style({ maxHeight: 48, maxWidth: 200, background: colorVars.titleBarBg, padding: 4, borderRadius: cssVars.borders.radius }),
    row: style({ display: "flex", gap: 8, alignItems: "center", flexWrap: "wrap" }),
};
