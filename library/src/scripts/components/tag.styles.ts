import { style } from "typestyle";
import { colorVars, cssVars } from "@library/theme/themeVariables";

/** Tag presets of shell §3. */
export type TagPreset = "standard" | "greyscale" | "colored" | "success" | "primary" | "error";

/** The theme has no success colour yet: a themeable custom property with a green default. */
const SUCCESS = "var(--h-color-success, #1a7f37)";

const base = style({
    display: "inline-flex",
    alignItems: "center",
    maxWidth: "100%",
    minHeight: 20,
    padding: "0 8px",
    borderRadius: 10,
    border: `${cssVars.borders.width} solid`,
    fontSize: cssVars.fontSizes.small,
    fontWeight: cssVars.fontWeights.semiBold,
    lineHeight: cssVars.lineHeights.base,
    whiteSpace: "nowrap",
    overflow: "hidden",
    textOverflow: "ellipsis",
    textDecoration: "none",
    $nest: {
        "a&:hover, a&:focus-visible": { textDecoration: "underline" },
    },
});

const presets: Record<TagPreset, string> = {
    standard: style({ borderColor: colorVars.border, color: colorVars.fg, background: colorVars.bg }),
    greyscale: style({ borderColor: colorVars.panelBg, color: colorVars.mutedFg, background: colorVars.panelBg }),
    colored: style({ borderColor: colorVars.primary, color: colorVars.primary, background: "transparent" }),
    success: style({ borderColor: SUCCESS, color: SUCCESS, background: "transparent" }),
    primary: style({ borderColor: colorVars.primary, color: colorVars.primaryContrast, background: colorVars.primary }),
    error: style({ borderColor: colorVars.error, color: colorVars.error, background: colorVars.errorBg }),
};

export function tagClasses(preset: TagPreset): string[] {
    return [base, presets[preset]];
}
