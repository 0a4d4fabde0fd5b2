/**
 * The first-load part of the composer's look: the field's wrapper and the plain text box (the
 * body form's look, bodyForm.styles.ts). Everything else is in composer.styles.ts, which loads
 * with the editor. Theme colours are CSS variables, so light and dark themes follow.
 */
import { style } from "typestyle";
import { colorVars, cssVars } from "@library/theme/themeVariables";

export const focusRing = { outline: `2px solid ${colorVars.focusRing}`, outlineOffset: 2 };

/** The text box look shared by the plain box, the editor and the preview. */
export const textBox = {
    width: "100%",
    minHeight: 140,
    padding: 10,
    border: `${cssVars.borders.width} solid ${colorVars.border}`,
    borderRadius: cssVars.borders.radius,
    font: "inherit",
    lineHeight: cssVars.lineHeights.base,
    background: colorVars.bg,
    color: colorVars.fg,
    boxSizing: "border-box" as const,
};

export const composerFieldClasses = {
    root: style({ display: "flex", flexDirection: "column", gap: 6, minWidth: 0 }),
    /** The plain text box (before the editor loads, and Markdown mode). */
    textarea: style({ ...textBox, resize: "vertical", $nest: { "&:focus-visible": focusRing } }),
};
