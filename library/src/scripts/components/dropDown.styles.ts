import { style } from "typestyle";
import type { NestedCSSProperties } from "typestyle/lib/types";
import { colorVars, cssVars } from "@library/theme/themeVariables";
import { dropDownVariables as vars } from "@library/components/dropDown.variables";

/** What every flyout looks like (a drop-down's, the title bar's language list): a raised panel of the page's colours. */
export const flyoutSurface: NestedCSSProperties = {
    maxWidth: "calc(100vw - 16px)",
    padding: "4px 0",
    background: colorVars.bg,
    color: colorVars.fg,
    border: `${cssVars.borders.width} solid ${colorVars.border}`,
    borderRadius: cssVars.borders.radius,
    boxShadow: "0 4px 16px rgba(0, 0, 0, 0.15)",
};

export const dropDownClasses = {
    root: style({ position: "relative", display: "inline-block" }),
    flyout: style({
        position: "absolute",
        top: "calc(100% + 4px)",
        zIndex: vars.css.zIndex,
        width: vars.css.width,
        ...flyoutSurface,
    }),
    medium: style({ width: vars.css.mediumWidth }),
    alignLeft: style({ insetInlineStart: 0 }),
    alignRight: style({ insetInlineEnd: 0 }),
    list: style({ listStyle: "none", margin: 0, padding: 0 }),
    separator: style({ height: 0, margin: "4px 0", borderTop: `${cssVars.borders.width} solid ${colorVars.border}` }),
    item: style({
        display: "flex",
        alignItems: "center",
        width: "100%",
        minHeight: vars.css.itemMinHeight,
        padding: `4px ${cssVars.spacing.gutter}`,
        border: "none",
        background: "none",
        color: "inherit",
        font: "inherit",
        textAlign: "left",
        textDecoration: "none",
        cursor: "pointer",
        $nest: {
            "&:hover, &:focus-visible": { background: colorVars.panelBg },
            "&:focus-visible": { outlineOffset: -2 },
            "&:disabled": { opacity: 0.5, cursor: "not-allowed" },
            [`@media (max-width: ${vars.mobileBreakpoint}px)`]: { minHeight: vars.css.itemMinHeightMobile },
        },
    }),
};
