import { cssVars, themeConstants } from "@library/theme/themeVariables";

/**
 * The toast constants of shell §9, named once for the slice, the container and the styles. The
 * numbers are for scripts; styles use `css`, the theme's custom properties with the same defaults.
 */
export const toastVariables = {
    /** Width of a toast, and of a wide one. */
    width: themeConstants.toasts.width,
    wideWidth: themeConstants.toasts.wideWidth,
    maxHeight: themeConstants.toasts.maxHeight,
    /** An autoDismiss toast starts its removal this long after it appears. */
    autoDismissMs: 3000,
    /** A removed toast stays (hidden, fading out) this long before it is deleted. */
    removalDelayMs: 2000,
    /** Shell §9: animation 0.10s ease-out. */
    animation: `${themeConstants.animation.duration} ${themeConstants.animation.easing}`,
    /** Shell §9: the default layer stacking starts at 1051, above the title bar (1050). */
    zIndex: themeConstants.layers.stackingStart,
    /** Distance of the toast area from the bottom-left corner of the window. */
    offset: 16,
    gap: 8,
    /** The same constants as custom properties (`var(--h-…)`) for the styles. */
    css: {
        width: cssVars.toasts.width,
        wideWidth: cssVars.toasts.wideWidth,
        maxHeight: cssVars.toasts.maxHeight,
        animation: `${cssVars.animation.duration} ${cssVars.animation.easing}`,
        zIndex: cssVars.layers.stackingStart,
    },
} as const;
