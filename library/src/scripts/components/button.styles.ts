/**
 * Button types of shell §3 and their states (shell §4: default, hover, focus, focus-visible,
 * active, disabled), all in CSS. The "dashboard" variants are the denser buttons of the admin
 * pages (medium height 32, shell §9). `aria-disabled="true"` looks disabled too (a button that
 * must stay focusable).
 */
import { style } from "typestyle";
import { colorVars, sizes, themeConstants } from "@library/theme/themeVariables";

export type ButtonType =
    | "standard"
    | "text"
    | "primary"
    | "icon"
    | "transparent"
    | "outline"
    | "translucid"
    | "link"
    | "custom"
    | "dashboardPrimary"
    | "dashboardSecondary"
    | "dashboardLink";

const DISABLED = "&:disabled, &[aria-disabled='true']";
const ENABLED = ":not(:disabled):not([aria-disabled='true'])";

const reset = style({
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: 6,
    margin: 0,
    font: "inherit",
    cursor: "pointer",
    textDecoration: "none",
    $nest: {
        // Focus from a pointer (focus without focus-visible) draws no ring, the click showed
        // where it is; focus from the keyboard (focus-visible) draws the theme's ring.
        "&:focus:not(:focus-visible)": { outline: "none" },
        "&:focus-visible": { outline: `2px solid ${colorVars.focusRing}`, outlineOffset: 2 },
        [DISABLED]: { opacity: 0.5, cursor: "not-allowed" },
    },
});

/** The shape shared by the boxed types (standard, primary, outline, transparent, translucid). */
const boxed = style({
    minHeight: sizes.formElementHeight,
    minWidth: sizes.buttonMinWidth,
    padding: "0 16px",
    borderRadius: sizes.borderRadius,
    border: `${sizes.borderWidth}px solid ${colorVars.border}`,
    fontWeight: sizes.fontWeights.semiBold,
    transition: "background-color 0.1s ease-out, border-color 0.1s ease-out, color 0.1s ease-out",
});

/** The primary colours and states: the primary button's, and the admin pages' primary button's. */
const primary = style({
    background: colorVars.primary,
    color: colorVars.primaryContrast,
    borderColor: colorVars.primary,
    $nest: {
        [`&:hover${ENABLED}, &:focus-visible`]: { filter: "brightness(0.9)" },
        [`&:active${ENABLED}`]: { filter: "brightness(0.8)" },
    },
});

const types: Record<ButtonType, string> = {
    standard: style({
        background: colorVars.bg,
        color: colorVars.fg,
        $nest: {
            [`&:hover${ENABLED}, &:focus-visible`]: { borderColor: colorVars.primary, color: colorVars.primary },
            [`&:active${ENABLED}`]: { background: colorVars.panelBg },
        },
    }),
    primary,
    outline: style({
        background: "transparent",
        color: colorVars.primary,
        borderColor: colorVars.primary,
        $nest: {
            [`&:hover${ENABLED}, &:focus-visible`]: { background: colorVars.primary, color: colorVars.primaryContrast },
            [`&:active${ENABLED}`]: { filter: "brightness(0.85)" },
        },
    }),
    // For coloured backgrounds (the title bar): the text colour of the place, a border of it.
    transparent: style({
        background: "transparent",
        color: "inherit",
        borderColor: "currentColor",
        $nest: {
            [`&:hover${ENABLED}, &:focus-visible`]: { background: "color-mix(in srgb, currentColor 12%, transparent)" },
            [`&:active${ENABLED}`]: { background: "color-mix(in srgb, currentColor 20%, transparent)" },
        },
    }),
    translucid: style({
        background: "color-mix(in srgb, currentColor 15%, transparent)",
        color: "inherit",
        borderColor: "transparent",
        $nest: {
            [`&:hover${ENABLED}, &:focus-visible`]: { background: "color-mix(in srgb, currentColor 25%, transparent)" },
            [`&:active${ENABLED}`]: { background: "color-mix(in srgb, currentColor 32%, transparent)" },
        },
    }),
    text: style({
        minHeight: sizes.formElementHeight,
        padding: "0 4px",
        border: "none",
        background: "transparent",
        color: colorVars.link,
        fontWeight: sizes.fontWeights.semiBold,
        $nest: {
            [`&:hover${ENABLED}, &:focus-visible`]: { color: colorVars.primary, textDecoration: "underline" },
            [`&:active${ENABLED}`]: { filter: "brightness(0.85)" },
        },
    }),
    icon: style({
        width: sizes.formElementHeight,
        height: sizes.formElementHeight,
        padding: 0,
        border: "none",
        borderRadius: sizes.borderRadius,
        background: "transparent",
        color: "inherit",
        $nest: {
            [`&:hover${ENABLED}, &:focus-visible`]: { background: "color-mix(in srgb, currentColor 10%, transparent)" },
            [`&:active${ENABLED}`]: { background: "color-mix(in srgb, currentColor 18%, transparent)" },
        },
    }),
    // Looks like a link inside text; still a button for what it does.
    link: style({
        padding: 0,
        border: "none",
        background: "none",
        color: colorVars.link,
        display: "inline",
        $nest: {
            [`&:hover${ENABLED}, &:focus-visible`]: { textDecoration: "underline" },
            [`&:active${ENABLED}`]: { filter: "brightness(0.85)" },
        },
    }),
    // No look of its own: the caller's className gives it (the states above still apply).
    custom: style({ padding: 0, border: "none", background: "none", color: "inherit" }),
    // The primary look on the admin pages' shape (dashboardBoxed).
    dashboardPrimary: primary,
    dashboardSecondary: style({
        background: colorVars.bg,
        color: colorVars.primary,
        borderColor: colorVars.primary,
        $nest: {
            [`&:hover${ENABLED}, &:focus-visible`]: { background: colorVars.panelBg },
            [`&:active${ENABLED}`]: { filter: "brightness(0.9)" },
        },
    }),
    dashboardLink: style({
        padding: "0 4px",
        minHeight: themeConstants.buttons.mediumHeight,
        border: "none",
        background: "none",
        color: colorVars.link,
        fontWeight: sizes.fontWeights.semiBold,
        $nest: {
            [`&:hover${ENABLED}, &:focus-visible`]: { textDecoration: "underline" },
            [`&:active${ENABLED}`]: { filter: "brightness(0.85)" },
        },
    }),
};

const BOXED: ReadonlySet<ButtonType> = new Set<ButtonType>(["standard", "primary", "outline", "transparent", "translucid"]);

/** The admin pages' shape: the boxed look at the medium height, a little tighter. */
const dashboardBoxed = style({
    minHeight: themeConstants.buttons.mediumHeight,
    minWidth: sizes.buttonMinWidth,
    padding: "0 12px",
    borderRadius: sizes.borderRadius,
    border: `${sizes.borderWidth}px solid`,
    fontSize: sizes.fontSizes.medium,
    fontWeight: sizes.fontWeights.semiBold,
    transition: "background-color 0.1s ease-out, border-color 0.1s ease-out, color 0.1s ease-out",
});

const DASHBOARD_BOXED: ReadonlySet<ButtonType> = new Set<ButtonType>(["dashboardPrimary", "dashboardSecondary"]);

export function buttonClasses(type: ButtonType): string[] {
    if (BOXED.has(type)) return [reset, boxed, types[type]];
    if (DASHBOARD_BOXED.has(type)) return [reset, dashboardBoxed, types[type]];
    return [reset, types[type]];
}
