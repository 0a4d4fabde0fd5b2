/** Classes shared by the dashboard's categories, roles and members pages (theme variables only: light and dark alike). */
import { style } from "typestyle";
import { colorVars, cssVars } from "@library/theme/themeVariables";

const cell = { padding: "6px 8px", borderBottom: `1px solid ${colorVars.border}`, textAlign: "left" as const, verticalAlign: "top" as const };

export const adminClasses = {
    section: style({ margin: "16px 0 24px", display: "flex", flexDirection: "column", gap: 12 }),
    sectionTitle: style({ fontSize: cssVars.fontSizes.large, margin: 0 }),
    toolbar: style({ display: "flex", flexWrap: "wrap", gap: 8, alignItems: "center" }),
    /** A label and its control in a toolbar: they wrap onto the next line together. */
    toolbarField: style({ display: "inline-flex", alignItems: "center", gap: 8 }),
    tableWrap: style({ overflowX: "auto", maxWidth: "100%" }),
    table: style({
        borderCollapse: "collapse",
        width: "100%",
        $nest: {
            "& th, & td": cell,
            "& th": { fontWeight: cssVars.fontWeights.semiBold },
            // A permission group's row heads its names: set apart from them.
            "& th[scope='rowgroup']": { background: colorVars.bg, textTransform: "uppercase", fontSize: cssVars.fontSizes.small, letterSpacing: "0.04em" },
            "& tr:has(th[scope='rowgroup']) td": { background: colorVars.bg },
        },
    }),
    facts: style({ display: "grid", gridTemplateColumns: "max-content 1fr", gap: "4px 16px", margin: 0, $nest: { "& dd": { margin: 0 } } }),
    treeList: style({ listStyle: "none", padding: 0, margin: 0, border: `1px solid ${colorVars.border}`, borderRadius: cssVars.borders.radius }),
    treeRow: style({
        display: "flex",
        flexWrap: "wrap",
        alignItems: "center",
        gap: 8,
        padding: "8px 10px",
        borderBottom: `1px solid ${colorVars.border}`,
        $nest: { "&:last-child": { borderBottom: "none" }, "&[data-drop-target='true']": { outline: `2px dashed ${colorVars.primary}`, outlineOffset: -2 } },
    }),
    treeName: style({ flex: "1 1 160px", minWidth: 0, overflowWrap: "anywhere" }),
    muted: style({ color: colorVars.mutedFg, fontSize: cssVars.fontSizes.small }),
    smallButtons: style({ display: "flex", flexWrap: "wrap", gap: 4 }),
    panel: style({ border: `1px solid ${colorVars.border}`, borderRadius: cssVars.borders.radius, padding: 16, background: colorVars.panelBg, display: "flex", flexDirection: "column", gap: 12 }),
    fieldset: style({ border: `1px solid ${colorVars.border}`, borderRadius: cssVars.borders.radius, padding: "8px 12px", margin: 0, display: "flex", flexWrap: "wrap", gap: "6px 16px" }),
    checkboxLabel: style({ display: "inline-flex", alignItems: "center", gap: 6 }),
    select: style({ height: cssVars.forms.elementHeight, padding: "0 8px", border: `1px solid ${colorVars.border}`, borderRadius: cssVars.borders.radius, background: colorVars.bg, color: colorVars.fg, font: "inherit", maxWidth: "100%" }),
    textarea: style({ minHeight: 80, padding: 8, border: `1px solid ${colorVars.border}`, borderRadius: cssVars.borders.radius, background: colorVars.bg, color: colorVars.fg, font: "inherit" }),
    status: style({ margin: 0, minHeight: "1.5em" }),
    error: style({ color: colorVars.error, margin: 0 }),
    ok: style({ color: colorVars.fg, margin: 0 }),
    twoColumns: style({ display: "grid", gap: 16, gridTemplateColumns: "repeat(auto-fit, minmax(260px, 1fr))", alignItems: "start" }),
    thumb: style({ maxWidth: 64, maxHeight: 64, borderRadius: cssVars.borders.radius }),
    yes: style({ color: colorVars.fg, fontWeight: cssVars.fontWeights.semiBold }),
    no: style({ color: colorVars.mutedFg }),
};
