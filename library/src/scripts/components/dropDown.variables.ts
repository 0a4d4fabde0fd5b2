/** The drop-down constants of shell §9. */
export const dropDownVariables = {
    width: 250,
    mediumWidth: 300,
    itemMinHeight: 30,
    itemMinHeightMobile: 44,
    /** "Mobile" here is the one-column layout and below (shell §2). */
    mobileBreakpoint: 766,
    /** Shell §9: the default layer stacking starts at 1051. */
    zIndex: 1051,
} as const;
