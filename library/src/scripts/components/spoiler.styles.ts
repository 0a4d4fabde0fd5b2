import { style } from "typestyle";
import { colorVars, cssVars } from "@library/theme/themeVariables";

export const spoilerClasses = {
    root: style({ border: `${cssVars.borders.width} solid ${colorVars.border}`, borderRadius: cssVars.borders.radius, background: colorVars.panelBg, margin: "8px 0" }),
    toggle: style({ width: "100%", justifyContent: "flex-start", padding: "6px 12px", fontWeight: cssVars.fontWeights.semiBold }),
    content: style({ padding: "0 12px 12px" }),
};
