/** The knowledge base pages' styles: the theme's colours and sizes, so light and dark both hold. */
import { colorVars, sizes, style } from "@library/addons/addonApi";

const box = { border: `${sizes.borderWidth}px solid ${colorVars.border}`, borderRadius: sizes.borderRadius, padding: 16, background: colorVars.bg } as const;

export const kbClasses = {
    list: style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: 12 }),
    card: style(box),
    cardTitle: style({ fontSize: sizes.fontSizes.subTitle, fontWeight: sizes.fontWeights.semiBold, margin: "0 0 4px" }),
    muted: style({ color: colorVars.mutedFg, fontSize: sizes.fontSizes.medium, margin: "4px 0 0" }),
    label: style({ display: "inline-block", fontSize: sizes.fontSizes.small, border: `1px solid ${colorVars.border}`, borderRadius: 10, padding: "0 8px", color: colorVars.mutedFg, marginLeft: 8, verticalAlign: "middle" }),
    breadcrumbs: style({
        fontSize: sizes.fontSizes.medium,
        margin: "0 0 8px",
        $nest: {
            "& ol": { listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: 4 },
            "& li:not(:last-child)::after": { content: '"›"', marginLeft: 4, color: colorVars.mutedFg },
        },
    }),
    section: style({ margin: "0 0 24px" }),
    sectionTitle: style({ fontSize: sizes.fontSizes.large, fontWeight: sizes.fontWeights.semiBold, margin: "0 0 8px" }),
    articleLinks: style({ margin: 0, paddingLeft: 20, lineHeight: 1.8 }),
    tree: style({ margin: 0, paddingLeft: 20, lineHeight: 1.8, $nest: { "& ul": { paddingLeft: 20 } } }),
    toc: style({ ...box, background: colorVars.panelBg, margin: "0 0 16px", $nest: { "& ul": { listStyle: "none", margin: 0, padding: 0, lineHeight: 1.8 } } }),
    tocTitle: style({ fontSize: sizes.fontSizes.medium, fontWeight: sizes.fontWeights.semiBold, margin: "0 0 4px" }),
    body: style({
        lineHeight: sizes.lineHeights.base,
        overflowWrap: "anywhere",
        $nest: {
            "& h3, & h4, & h5, & h6": { scrollMarginTop: sizes.titleBarHeight + 16, margin: "24px 0 8px" },
            "& pre": { overflowX: "auto", background: colorVars.panelBg, padding: 8, borderRadius: sizes.borderRadius },
            "& img": { maxWidth: "100%" },
        },
    }),
    feedback: style({ ...box, margin: "24px 0 0", display: "flex", flexWrap: "wrap", alignItems: "center", gap: 8 }),
    // The question on its own line, the answers and the counts under it (wrapping on phones).
    feedbackQuestion: style({ flexBasis: "100%", fontSize: sizes.fontSizes.large, fontWeight: sizes.fontWeights.semiBold, margin: 0 }),
    button: style({
        minHeight: sizes.formElementHeight,
        minWidth: 72,
        padding: "0 12px",
        borderRadius: sizes.borderRadius,
        border: `1px solid ${colorVars.primary}`,
        background: colorVars.bg,
        color: colorVars.fg,
        cursor: "pointer",
        font: "inherit",
        $nest: {
            '&[aria-pressed="true"]': { background: colorVars.primary, color: colorVars.primaryContrast },
            "&:disabled": { opacity: 0.6, cursor: "default" },
        },
    }),
    primaryButton: style({
        minHeight: sizes.formElementHeight,
        padding: "0 16px",
        borderRadius: sizes.borderRadius,
        border: `1px solid ${colorVars.primary}`,
        background: colorVars.primary,
        color: colorVars.primaryContrast,
        cursor: "pointer",
        font: "inherit",
        fontWeight: sizes.fontWeights.semiBold,
        display: "inline-flex",
        alignItems: "center",
        textDecoration: "none",
    }),
    actions: style({ display: "flex", flexWrap: "wrap", gap: 8, margin: "0 0 16px" }),
    meta: style({ color: colorVars.mutedFg, fontSize: sizes.fontSizes.medium, margin: "0 0 16px" }),
    form: style({ display: "grid", gap: 16, maxWidth: 720 }),
    field: style({ display: "grid", gap: 4, $nest: { "& label": { fontWeight: sizes.fontWeights.semiBold } } }),
    input: style({
        minHeight: sizes.formElementHeight,
        padding: "0 8px",
        border: `1px solid ${colorVars.border}`,
        borderRadius: sizes.borderRadius,
        background: colorVars.bg,
        color: colorVars.fg,
        font: "inherit",
    }),
    error: style({ color: colorVars.error, background: colorVars.errorBg, padding: 8, borderRadius: sizes.borderRadius, margin: 0 }),
    revisions: style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: 8 }),
    revision: style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 8, justifyContent: "space-between", borderBottom: `1px solid ${colorVars.border}`, paddingBottom: 8 }),
};
