import { style } from "typestyle";
import { dropDownVariables } from "@library/components/dropDown.variables";
import { colorVars, sizes } from "@library/theme/themeVariables";

export const mentionClasses = {
    listbox: style({
        listStyle: "none",
        margin: 0,
        padding: "4px 0",
        width: dropDownVariables.width,
        maxWidth: "100%",
        maxHeight: 280,
        overflowY: "auto",
        background: colorVars.bg,
        border: `1px solid ${colorVars.border}`,
        borderRadius: sizes.borderRadius,
        boxShadow: "0 4px 16px rgba(0, 0, 0, 0.15)",
    }),
    option: style({
        display: "flex",
        alignItems: "center",
        gap: 8,
        minHeight: dropDownVariables.itemMinHeight,
        padding: "2px 12px",
        cursor: "pointer",
        $nest: { [`@media (max-width: ${dropDownVariables.mobileBreakpoint}px)`]: { minHeight: dropDownVariables.itemMinHeightMobile } },
    }),
    active: style({ background: colorVars.panelBg, outline: `2px solid ${colorVars.focusRing}`, outlineOffset: -2 }),
    error: style({ color: colorVars.error, margin: 0, fontSize: sizes.fontSizes.small }),
};
