import { style } from "typestyle";
import { colorVars, cssVars } from "@library/theme/themeVariables";

export const languagePickerClasses = {
    footer: style({ borderBlockStart: `${cssVars.borders.width} solid ${colorVars.border}`, padding: `${cssVars.spacing.gutter} 0`, color: colorVars.mutedFg }),
    summary: style({ cursor: "pointer", display: "inline-flex", alignItems: "center", gap: 4, minHeight: 44 }),
    // Shell §9: the language drop-down is 200 px wide.
    list: style({ display: "flex", flexDirection: "column", width: 200, maxWidth: "100%", padding: 0, margin: 0 }),
    choice: style({
        background: "none",
        border: 0,
        color: colorVars.link,
        font: "inherit",
        textAlign: "start",
        minHeight: 44,
        paddingInline: 8,
        cursor: "pointer",
        $nest: { "&:hover, &:focus-visible": { textDecoration: "underline" }, '&[aria-current="true"]': { fontWeight: 600, color: colorVars.fg } },
    }),
};
