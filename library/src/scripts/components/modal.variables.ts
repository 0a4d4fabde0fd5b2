/** The modal constants of shell §9, named once for the component and its styles. */
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
    widths: { xl: 1022, xxl: 1320, large: 720, medium: 516, small: 375 },
    sidePanelMaxWidth: 400,
    /**
     * The large right side panel: its width is not given; it takes the large modal width (720),
     * within the horizontal margin, so wide forms fit beside a glimpse of the page.
     */
    sidePanelLargeMaxWidth: 720,
    /** Kept between a centred modal and the window's left and right edges. */
    horizontalMargin: 40,
    /** Shell §9: the default layer stacking starts at 1051, above the title bar (1050). */
    zIndex: 1051,
    /** Shell §9: animation 0.10s ease-out; "exiting" lasts this long before "destroyed". */
    exitDurationMs: 100,
    animation: "0.1s ease-out",
} as const;
