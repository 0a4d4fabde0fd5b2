/**
 * The editor's look (loaded with the composer chunk): the plain box's look from
 * composerField.styles.ts with a toolbar above it. Colours are the theme's CSS variables, so
 * light and dark themes (and the OS dark scheme) follow. At 375 px the toolbar wraps.
 */
import { style } from "typestyle";
import { composerFieldClasses, focusRing, textBox as box } from "@library/composer/composerField.styles";
import { colorVars, cssVars } from "@library/theme/themeVariables";

export const composerClasses = {
    ...composerFieldClasses,
    editor: style({
        ...box,
        maxHeight: "70vh",
        overflowY: "auto",
        whiteSpace: "pre-wrap",
        overflowWrap: "anywhere",
        $nest: {
            "&:focus-visible, &:focus": focusRing,
            "& p, & h2, & h3, & h4, & h5, & ul, & ol, & pre, & blockquote": { marginTop: 0, marginBottom: 8 },
            "& blockquote": { borderInlineStart: `4px solid ${colorVars.border}`, paddingInlineStart: 10, marginInlineStart: 0, color: colorVars.mutedFg },
            "& pre, & code": { fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace", background: colorVars.panelBg, borderRadius: 3 },
            "& pre": { padding: 8, overflowX: "auto" },
            "& a": { color: colorVars.link },
        },
    }),
    spoiler: style({ border: `1px dashed ${colorVars.border}`, padding: 8, marginBottom: 8, background: colorVars.panelBg }),
    spoilerLabel: style({ fontSize: cssVars.fontSizes.small, color: colorVars.mutedFg, userSelect: "none" }),
    mention: style({ color: colorVars.link, fontWeight: 600 }),
    image: style({ display: "block", maxWidth: "100%", maxHeight: 320, margin: "4px 0" }),
    file: style({ display: "inline-flex", gap: 6, padding: "4px 8px", border: `1px solid ${colorVars.border}`, borderRadius: cssVars.borders.radius }),
    selectedVoid: style({ outline: `2px solid ${colorVars.focusRing}` }),
    toolbar: style({
        display: "flex",
        flexWrap: "wrap",
        gap: 2,
        padding: 2,
        border: `${cssVars.borders.width} solid ${colorVars.border}`,
        borderRadius: cssVars.borders.radius,
        background: colorVars.panelBg,
    }),
    separator: style({ width: 1, alignSelf: "stretch", background: colorVars.border, margin: "2px 4px" }),
    toolButton: style({
        display: "inline-flex",
        alignItems: "center",
        justifyContent: "center",
        minWidth: 36,
        minHeight: 36,
        padding: "0 8px",
        border: "1px solid transparent",
        borderRadius: cssVars.borders.radius,
        background: "transparent",
        color: colorVars.fg,
        font: "inherit",
        cursor: "pointer",
        $nest: {
            "&:hover": { borderColor: colorVars.border },
            "&[aria-pressed=true]": { background: colorVars.bg, borderColor: colorVars.primary, color: colorVars.primary },
            "&:focus-visible": focusRing,
            "&:disabled": { opacity: 0.5, cursor: "default" },
        },
    }),
    popover: style({
        display: "flex",
        flexWrap: "wrap",
        gap: 6,
        alignItems: "flex-end",
        padding: 8,
        border: `${cssVars.borders.width} solid ${colorVars.border}`,
        borderRadius: cssVars.borders.radius,
        background: colorVars.bg,
        boxShadow: "0 4px 16px rgba(0, 0, 0, 0.15)",
    }),
    field: style({ display: "flex", flexDirection: "column", gap: 2, flex: "1 1 200px", minWidth: 0 }),
    input: style({ ...box, minHeight: 0, padding: "6px 8px", $nest: { "&:focus-visible": focusRing } }),
    preview: style({ ...box, overflowWrap: "anywhere" }),
    uploads: style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: 4, fontSize: cssVars.fontSizes.small }),
    progress: style({ width: "100%" }),
    error: style({ color: colorVars.error, background: colorVars.errorBg, padding: 8, borderRadius: cssVars.borders.radius, margin: 0 }),
    hint: style({ color: colorVars.mutedFg, fontSize: cssVars.fontSizes.small, margin: 0 }),
    footer: style({ display: "flex", flexWrap: "wrap", gap: 8, alignItems: "center", justifyContent: "space-between" }),
};
