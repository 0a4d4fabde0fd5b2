import { style } from "typestyle";
import { colorVars, cssVars } from "@library/theme/themeVariables";

/** The crop viewport's side in CSS pixels (fits a 320 px phone with the page's gutters). */
export const VIEWPORT_SIDE = 240;

export const profilePictureClasses = {
    current: style({ display: "flex", alignItems: "center", gap: 16, margin: `${cssVars.spacing.gutter} 0` }),
    field: style({ display: "flex", flexDirection: "column", gap: 4, margin: "12px 0" }),
    editor: style({ display: "flex", flexWrap: "wrap", gap: 24, alignItems: "flex-start", margin: `${cssVars.spacing.gutter} 0` }),
    viewport: style({
        width: VIEWPORT_SIDE,
        height: VIEWPORT_SIDE,
        borderRadius: "50%",
        border: `1px solid ${colorVars.border}`,
        background: colorVars.panelBg,
        cursor: "grab",
        touchAction: "none",
        $nest: { "&:focus-visible": { outline: `2px solid ${colorVars.focusRing}`, outlineOffset: 3 } },
    }),
    controls: style({ display: "flex", flexDirection: "column", minWidth: 200, flex: "1 1 200px" }),
    range: style({ width: "100%", minHeight: 24 }),
    hint: style({ color: colorVars.mutedFg, fontSize: cssVars.fontSizes.small, margin: "4px 0 0" }),
    buttons: style({ display: "flex", flexWrap: "wrap", gap: 8, marginTop: 12 }),
    error: style({ color: colorVars.error, background: colorVars.errorBg, padding: 12, borderRadius: cssVars.borders.radius, margin: "12px 0" }),
    status: style({ margin: "12px 0" }),
};
