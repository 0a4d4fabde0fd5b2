/**
 * Header scroll-off (shell §4, §9): past 400 px, scrolling down by more than 10 px hides the
 * title bar; scrolling up by 10 px brings it back. Pure, so its thresholds are tested alone.
 */
export const SCROLL_OFF_THRESHOLD = 400;
export const SCROLL_OFF_STEP = 10;

export interface IScrollOffState {
    hidden: boolean;
    /** Where the last change of direction (or the last decision) was measured from. */
    anchorY: number;
}

export const INITIAL_SCROLL_OFF: IScrollOffState = { hidden: false, anchorY: 0 };

export function nextScrollOff(state: IScrollOffState, y: number): IScrollOffState {
    // Near the top the bar always shows.
    if (y <= SCROLL_OFF_THRESHOLD) return { hidden: false, anchorY: y };
    const delta = y - state.anchorY;
    if (!state.hidden) {
        if (delta > SCROLL_OFF_STEP) return { hidden: true, anchorY: y };
        // Moving up while shown: measure the next descent from the highest point reached.
        return delta < 0 ? { hidden: false, anchorY: y } : state;
    }
    if (-delta >= SCROLL_OFF_STEP) return { hidden: false, anchorY: y };
    return delta > 0 ? { hidden: true, anchorY: y } : state;
}
