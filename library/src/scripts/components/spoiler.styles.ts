import { style } from "typestyle";
import { colorVars, sizes } from "@library/theme/themeVariables";

export const spoilerClasses = {
    root: style({ border: `1px solid ${colorVars.border}`, borderRadius: sizes.borderRadius, background: colorVars.panelBg, margin: "8px 0" }),
    toggle: style({ width: "100%", justifyContent: "flex-start", padding: "6px 12px", fontWeight: sizes.fontWeights.semiBold }),
    content: style({ padding: "0 12px 12px" }),
};
