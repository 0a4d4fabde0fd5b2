import { media, style } from "typestyle";
import { colorVars, cssVars } from "@library/theme/themeVariables";
import { REACTIONS_ONE_COLUMN_BREAKPOINT } from "@vanilla/reactions/reactionTypes";

export const reactionBarClasses = {
    // One line under the post at every width (issue 12: a phone used to stack every reaction, ~240 px a post).
    root: style({ position: "relative", display: "flex", flexWrap: "wrap", alignItems: "center", gap: 8, margin: `${cssVars.spacing.gutter} 0 4px` }),
    list: style({ display: "flex", flexWrap: "wrap", gap: 8, listStyle: "none", margin: 0, padding: 0 }),
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
            "&[aria-disabled=true]": { cursor: "progress" },
            "&:hover:not(:disabled)": { borderColor: colorVars.primary },
            "&:focus-visible": { outline: `2px solid ${colorVars.focusRing}`, outlineOffset: 2 },
        },
    }),
    count: style({ fontVariantNumeric: "tabular-nums" }),
    // Below the reactions breakpoint a toggle shows its icon and count; its name stays in its accessible name.
    name: style(media({ maxWidth: REACTIONS_ONE_COLUMN_BREAKPOINT - 1 }, { display: "none" })),
    /** "React": opens the full set (members) or leads to sign-in (guests); no icon, so no SVG in every comment's markup. */
    reactButton: style({
        display: "inline-flex",
        alignItems: "center",
        minHeight: cssVars.buttons.mediumHeight,
        padding: "0 12px",
        borderRadius: 16,
        border: `${cssVars.borders.width} dashed ${colorVars.border}`,
        background: "none",
        color: colorVars.mutedFg,
        font: "inherit",
        textDecoration: "none",
        cursor: "pointer",
        $nest: {
            "&:hover, &[aria-expanded=true]": { borderColor: colorVars.primary, color: colorVars.primary },
            "&:focus-visible": { outline: `2px solid ${colorVars.focusRing}`, outlineOffset: 2 },
        },
    }),
    who: style({ display: "inline-flex", flexDirection: "column", alignItems: "center", gap: 4 }),
    stack: style({ display: "inline-flex", alignItems: "center", gap: 4 }),
    // Each avatar overlaps the one before it: a stack, not a row.
    stackedAvatar: style({ marginInlineStart: -8, border: `2px solid ${colorVars.fg}`, $nest: { "&:first-child": { marginInlineStart: 0 } } }),
    logButton: style({
        padding: 0,
        border: 0,
        background: "none",
        color: colorVars.primary,
        font: "inherit",
        fontSize: cssVars.fontSizes.small,
        cursor: "pointer",
        textDecoration: "underline",
    }),
    hint: style({ flexBasis: "100%", color: colorVars.mutedFg, fontSize: cssVars.fontSizes.small, margin: 0 }),
};
