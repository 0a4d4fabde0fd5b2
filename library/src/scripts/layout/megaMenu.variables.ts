import { cssVars, themeConstants } from "@library/theme/themeVariables";

/** The mega-menu constants of shell §4 and §9, named once for the component, its styles and tests. */
export const megaMenuVariables = {
    /** The menu closes this long after the pointer or the focus left the item and its panel. */
    closeDelayMs: 250,
    /** Once closed, the panel fades out and is hidden this long after. */
    hideDelayMs: 200,
    /** Shell §9: mega-menu max height 60vh. */
    maxHeight: themeConstants.megaMenu.maxHeight,
    /** As wide as a drop-down at least (shell §9 dropdown width 250). */
    minWidth: themeConstants.dropDowns.width,
    css: { maxHeight: cssVars.megaMenu.maxHeight, minWidth: cssVars.dropDowns.width },
} as const;
