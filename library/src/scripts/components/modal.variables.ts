import { cssVars, themeConstants } from "@library/theme/themeVariables";

/**
 * The modal constants of shell §9, named once for the component and its styles. The numbers are
 * for scripts; styles use `css`, the theme's custom properties with the same defaults.
 */
export type ModalSize =
    | "fullScreen"
    | "sidePanelRight"
    | "sidePanelRightLarge"
    | "sidePanelLeft"
    | "dropDown"
    | "xl"
    | "xxl"
    | "large"
    | "medium"
    | "small";

export const modalVariables = {
    /** Widths of the centred sizes. */
    widths: {
        xl: themeConstants.modals.xl,
        xxl: themeConstants.modals.xxl,
        large: themeConstants.modals.large,
        medium: themeConstants.modals.medium,
        small: themeConstants.modals.small,
    },
    sidePanelMaxWidth: themeConstants.modals.sidePanelMaxWidth,
    /**
     * The large right side panel: its width is not given; it takes the large modal width (720),
     * within the horizontal margin, so wide forms fit beside a glimpse of the page.
     */
    sidePanelLargeMaxWidth: themeConstants.modals.large,
    /** Kept between a centred modal and the window's left and right edges. */
    horizontalMargin: themeConstants.modals.horizontalMargin,
    /** Shell §9: the default layer stacking starts at 1051, above the title bar (1050). */
    zIndex: themeConstants.layers.stackingStart,
    /** Shell §9: animation 0.10s ease-out; "exiting" lasts this long before "destroyed". */
    exitDurationMs: 100,
    animation: `${themeConstants.animation.duration} ${themeConstants.animation.easing}`,
    css: {
        widths: {
            xl: cssVars.modals.xl,
            xxl: cssVars.modals.xxl,
            large: cssVars.modals.large,
            medium: cssVars.modals.medium,
            small: cssVars.modals.small,
        },
        sidePanelMaxWidth: cssVars.modals.sidePanelMaxWidth,
        sidePanelLargeMaxWidth: cssVars.modals.large,
        horizontalMargin: cssVars.modals.horizontalMargin,
        zIndex: cssVars.layers.stackingStart,
        animation: `${cssVars.animation.duration} ${cssVars.animation.easing}`,
    },
} as const;
