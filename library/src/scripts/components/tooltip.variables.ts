/** The tooltip constants of shell §9 and §4. */
export const tooltipVariables = {
    minWidth: 150,
    maxWidth: 320,
    offset: 8,
    /** The pointer rests this long on the trigger before the tooltip shows. */
    restMs: 100,
    /** After the pointer leaves a visible tooltip, this long before it goes idle (hidden). */
    leaveMs: 500,
    /** Tooltips stay hidden while the window scrolls and this long after. */
    scrollHideMs: 200,
    zIndex: 1051,
} as const;
