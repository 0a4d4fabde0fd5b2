import { cssVars, sizes, themeConstants } from "@library/theme/themeVariables";

/**
 * The drop-down constants of shell §9. The numbers are for scripts (placing a popup); styles use
 * `css`, the theme's custom properties with the same defaults.
 */
export const dropDownVariables = {
    width: themeConstants.dropDowns.width,
    mediumWidth: themeConstants.dropDowns.mediumWidth,
    itemMinHeight: themeConstants.dropDowns.itemMinHeight,
    itemMinHeightMobile: themeConstants.dropDowns.itemMinHeightMobile,
    /** "Mobile" here is the one-column layout and below (shell §2). */
    mobileBreakpoint: sizes.breakpoints.oneColumn,
    /** Shell §9: the default layer stacking starts at 1051. */
    zIndex: themeConstants.layers.stackingStart,
    css: {
        width: cssVars.dropDowns.width,
        mediumWidth: cssVars.dropDowns.mediumWidth,
        itemMinHeight: cssVars.dropDowns.itemMinHeight,
        itemMinHeightMobile: cssVars.dropDowns.itemMinHeightMobile,
        zIndex: cssVars.layers.stackingStart,
    },
} as const;
