import { style } from "typestyle";
import { colorVars, cssVars } from "@library/theme/themeVariables";

export const navigationEditorClasses = {
    list: style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: 8 }),
    childList: style({ listStyle: "none", margin: "8px 0 0", paddingBlock: 0, paddingInline: "16px 0", borderInlineStart: `2px solid ${colorVars.border}`, display: "flex", flexDirection: "column", gap: 8 }),
    item: style({
        border: `${cssVars.borders.width} solid ${colorVars.border}`,
        borderRadius: cssVars.borders.radius,
        padding: 12,
        background: colorVars.bg,
        $nest: { "&[data-drag-over='true']": { borderColor: colorVars.primary, borderStyle: "dashed" } },
    }),
    itemHeader: style({ display: "flex", alignItems: "center", gap: 8, flexWrap: "wrap", marginBottom: 8 }),
    handle: style({ cursor: "grab", padding: "0 4px", color: colorVars.mutedFg, userSelect: "none" }),
    itemTitle: style({ fontWeight: cssVars.fontWeights.semiBold, flex: "1 1 auto", margin: 0, fontSize: cssVars.fontSizes.medium }),
    fields: style({ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))", gap: 8 }),
    roles: style({ border: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: "4px 12px", $nest: { "& legend": { fontWeight: cssVars.fontWeights.semiBold, padding: 0 } } }),
    smallButton: style({
        minHeight: 32,
        padding: "0 10px",
        border: `${cssVars.borders.width} solid ${colorVars.border}`,
        borderRadius: cssVars.borders.radius,
        background: colorVars.panelBg,
        color: colorVars.fg,
        font: "inherit",
        cursor: "pointer",
        $nest: { "&:disabled": { opacity: 0.5, cursor: "not-allowed" } },
    }),
    previewBar: style({
        background: colorVars.titleBarBg,
        color: colorVars.titleBarFg,
        borderRadius: cssVars.borders.radius,
        padding: "10px 16px",
        display: "flex",
        flexWrap: "wrap",
        alignItems: "flex-start",
        gap: 20,
    }),
    previewSite: style({ fontWeight: cssVars.fontWeights.bold, fontSize: cssVars.fontSizes.subTitle }),
    previewList: style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: 16 }),
    previewChildren: style({ listStyle: "none", margin: "4px 0 0", paddingBlock: 0, paddingInline: "10px 0", fontSize: cssVars.fontSizes.small, borderLeft: `1px solid ${colorVars.titleBarFg}` }),
    previewBadge: style({ marginInlineStart: 4, padding: "0 5px", borderRadius: 999, border: "1px solid currentColor", fontSize: cssVars.fontSizes.extraSmall }),
};
