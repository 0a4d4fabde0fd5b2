import { style } from "typestyle";
import { dropDownVariables } from "@library/components/dropDown.variables";
import { colorVars, cssVars } from "@library/theme/themeVariables";

export const mentionClasses = {
    listbox: style({
        listStyle: "none",
        margin: 0,
        padding: "4px 0",
        width: dropDownVariables.css.width,
        maxWidth: "100%",
        maxHeight: 280,
        overflowY: "auto",
        background: colorVars.bg,
        border: `${cssVars.borders.width} solid ${colorVars.border}`,
        borderRadius: cssVars.borders.radius,
        boxShadow: "0 4px 16px rgba(0, 0, 0, 0.15)",
    }),
    option: style({
        display: "flex",
        alignItems: "center",
        gap: 8,
        minHeight: dropDownVariables.css.itemMinHeight,
        padding: "2px 12px",
        cursor: "pointer",
        $nest: { [`@media (max-width: ${dropDownVariables.mobileBreakpoint}px)`]: { minHeight: dropDownVariables.css.itemMinHeightMobile } },
    }),
    active: style({ background: colorVars.panelBg, outline: `2px solid ${colorVars.focusRing}`, outlineOffset: -2 }),
    error: style({ color: colorVars.error, margin: 0, fontSize: cssVars.fontSizes.small }),
};
