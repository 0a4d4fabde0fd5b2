import { media, style } from "typestyle";
import { colorVars, cssVars } from "@library/theme/themeVariables";
import { REACTIONS_ONE_COLUMN_BREAKPOINT } from "@vanilla/reactions/reactionTypes";

export const reactionBarClasses = {
    root: style({ margin: `${cssVars.spacing.gutter} 0` }),
    list: style(
        { display: "flex", flexWrap: "wrap", gap: 8, listStyle: "none", margin: 0, padding: 0 },
        // Content §9: one column below the reactions menu breakpoint.
        media({ maxWidth: REACTIONS_ONE_COLUMN_BREAKPOINT - 1 }, { flexDirection: "column", alignItems: "flex-start" }),
    ),
    button: style({
        display: "inline-flex",
        alignItems: "center",
        gap: 6,
        // Shell §9: medium button height 32.
        minHeight: cssVars.buttons.mediumHeight,
        padding: "0 12px",
        borderRadius: 16,
        border: `${cssVars.borders.width} solid ${colorVars.border}`,
        background: colorVars.bg,
        color: colorVars.fg,
        font: "inherit",
        cursor: "pointer",
        $nest: {
            "&[aria-pressed=true]": { borderColor: colorVars.primary, color: colorVars.primary, fontWeight: cssVars.fontWeights.semiBold },
            "&:disabled": { opacity: 0.6, cursor: "not-allowed" },
            "&:hover:not(:disabled)": { borderColor: colorVars.primary },
            "&:focus-visible": { outline: `2px solid ${colorVars.focusRing}`, outlineOffset: 2 },
        },
    }),
    count: style({ fontVariantNumeric: "tabular-nums" }),
    who: style({ display: "inline-flex", flexDirection: "column", alignItems: "center", gap: 4 }),
    stack: style({ display: "inline-flex", alignItems: "center", gap: 4 }),
    // Each avatar overlaps the one before it: a stack, not a row.
    stackedAvatar: style({ marginLeft: -8, border: `2px solid ${colorVars.fg}`, $nest: { "&:first-child": { marginLeft: 0 } } }),
    logButton: style({
        marginTop: 8,
        padding: 0,
        border: 0,
        background: "none",
        color: colorVars.primary,
        font: "inherit",
        fontSize: cssVars.fontSizes.small,
        cursor: "pointer",
        textDecoration: "underline",
    }),
    hint: style({ color: colorVars.mutedFg, fontSize: cssVars.fontSizes.small, margin: "6px 0 0" }),
};
