import { cssVars, themeConstants } from "@library/theme/themeVariables";

/** The tooltip constants of shell §9 and §4; styles use `css`, the theme's custom properties. */
export const tooltipVariables = {
    minWidth: themeConstants.tooltips.minWidth,
    maxWidth: themeConstants.tooltips.maxWidth,
    offset: themeConstants.tooltips.offset,
    /** The pointer rests this long on the trigger before the tooltip shows. */
    restMs: 100,
    /** After the pointer leaves a visible tooltip, this long before it goes idle (hidden). */
    leaveMs: 500,
    /** Tooltips stay hidden while the window scrolls and this long after. */
    scrollHideMs: 200,
    zIndex: themeConstants.layers.stackingStart,
    css: {
        minWidth: cssVars.tooltips.minWidth,
        maxWidth: cssVars.tooltips.maxWidth,
        offset: cssVars.tooltips.offset,
        zIndex: cssVars.layers.stackingStart,
    },
} as const;
