/**
 * The tooltip state machine of shell §4, as a pure reducer:
 *
 *   idle ──pointer enter──▶ focused (resting) ──100 ms──▶ visible
 *   idle ──keyboard focus─────────────────────────────▶ visible
 *   visible ──pointer leave──▶ leaving-visible ──500 ms──▶ idle   (pointer back: visible)
 *   visible / leaving-visible ──blur──▶ idle
 *   focused / visible / leaving-visible ──mouse down, Enter, Space, Escape──▶ dismissed
 *   dismissed ──pointer leave or blur──▶ idle   (it stays down until the user moves on)
 *
 * The tooltip shows in visible and leaving-visible.
 */
export type TooltipState = "idle" | "focused" | "visible" | "leaving-visible" | "dismissed";

export type TooltipEvent = "pointerEnter" | "pointerLeave" | "focus" | "blur" | "rest" | "leaveElapsed" | "dismiss";

export function tooltipTransition(state: TooltipState, event: TooltipEvent): TooltipState {
    switch (state) {
        case "idle":
            if (event === "pointerEnter") return "focused";
            if (event === "focus") return "visible";
            return state;
        case "focused":
            if (event === "rest" || event === "focus") return "visible";
            if (event === "pointerLeave" || event === "blur") return "idle";
            if (event === "dismiss") return "dismissed";
            return state;
        case "visible":
            if (event === "pointerLeave") return "leaving-visible";
            if (event === "blur") return "idle";
            if (event === "dismiss") return "dismissed";
            return state;
        case "leaving-visible":
            if (event === "pointerEnter" || event === "focus") return "visible";
            if (event === "leaveElapsed" || event === "blur") return "idle";
            if (event === "dismiss") return "dismissed";
            return state;
        case "dismissed":
            if (event === "pointerLeave" || event === "blur") return "idle";
            return state;
    }
}

export function tooltipShows(state: TooltipState): boolean {
    return state === "visible" || state === "leaving-visible";
}
