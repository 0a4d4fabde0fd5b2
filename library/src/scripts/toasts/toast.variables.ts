/** The toast constants of shell §9, named once for the slice, the container and the styles. */
export const toastVariables = {
    /** Width of a toast, and of a wide one. */
    width: 280,
    wideWidth: 380,
    maxHeight: 120,
    /** An autoDismiss toast starts its removal this long after it appears. */
    autoDismissMs: 3000,
    /** A removed toast stays (hidden, fading out) this long before it is deleted. */
    removalDelayMs: 2000,
    /** Shell §9: animation 0.10s ease-out. */
    animation: "0.1s ease-out",
    /** Shell §9: the default layer stacking starts at 1051, above the title bar (1050). */
    zIndex: 1051,
    /** Distance of the toast area from the bottom-left corner of the window. */
    offset: 16,
    gap: 8,
} as const;
