import { media, style } from "typestyle";
import { colorVars, cssVars, sizes } from "@library/theme/themeVariables";

/** Content §9 / shell §9: the translator modal's content is at most 800 px wide. */
export const TRANSLATOR_CONTENT_MAX_WIDTH = 800;

export const contentTranslatorClasses = {
    content: style({ maxWidth: TRANSLATOR_CONTENT_MAX_WIDTH, marginInline: "auto", display: "flex", flexDirection: "column", gap: cssVars.spacing.gutter }),
    localeRow: style({ display: "flex", alignItems: "center", gap: 8, flexWrap: "wrap" }),
    select: style({
        height: cssVars.forms.elementHeight,
        padding: "0 8px",
        border: `${cssVars.borders.width} solid ${colorVars.border}`,
        borderRadius: cssVars.borders.radius,
        font: "inherit",
        background: colorVars.bg,
        color: colorVars.fg,
    }),
    /** Source left, translation right; one column on a phone (source above its translation). */
    grid: style(
        { display: "grid", gridTemplateColumns: "1fr 1fr", columnGap: cssVars.spacing.gutter, rowGap: 8, alignItems: "start", margin: 0 },
        media({ maxWidth: sizes.breakpoints.xs }, { gridTemplateColumns: "1fr" }),
    ),
    columnHeading: style(
        { fontWeight: cssVars.fontWeights.semiBold, color: colorVars.mutedFg, fontSize: cssVars.fontSizes.small, margin: 0 },
        media({ maxWidth: sizes.breakpoints.xs }, { display: "none" }),
    ),
    entryLabel: style({ gridColumn: "1 / -1", fontWeight: cssVars.fontWeights.semiBold, display: "flex", alignItems: "center", gap: 6, marginTop: 8 }),
    source: style({
        margin: 0,
        padding: "8px 10px",
        background: colorVars.panelBg,
        border: `${cssVars.borders.width} solid ${colorVars.border}`,
        borderRadius: cssVars.borders.radius,
        whiteSpace: "pre-wrap",
        overflowWrap: "anywhere",
        maxHeight: 160,
        overflowY: "auto",
    }),
    translation: style({ display: "flex", flexDirection: "column", gap: 4 }),
    input: style({
        width: "100%",
        boxSizing: "border-box",
        minHeight: cssVars.forms.elementHeight,
        padding: "6px 10px",
        border: `${cssVars.borders.width} solid ${colorVars.border}`,
        borderRadius: cssVars.borders.radius,
        font: "inherit",
        background: colorVars.bg,
        color: colorVars.fg,
        resize: "vertical",
    }),
    status: style({ display: "inline-flex", alignItems: "center", gap: 4, fontWeight: "normal", fontSize: cssVars.fontSizes.small, color: colorVars.mutedFg }),
    untranslated: style({ color: colorVars.error, display: "inline-flex", alignItems: "center", gap: 4 }),
    prefill: style({ alignSelf: "flex-start" }),
    footer: style({ display: "flex", justifyContent: "flex-end", alignItems: "center", gap: 8, flexWrap: "wrap" }),
    message: style({ marginInlineEnd: "auto", margin: 0 }),
    error: style({ color: colorVars.error, margin: 0 }),
};
