/**
 * Which island hydrates first (issue 18 item 2). A page paints long before its script has run;
 * each island then costs its chunk's evaluation and a hydration pass, on a phone tens of
 * milliseconds each. Done in page order, the control a member is reaching for waits behind
 * every comment's footer. So islands hydrate in waves:
 *
 * - `now`: what the member can reach for at once: the title bar, and any island holding the
 *   focus, under the pointer, or given a click the click guard is holding (clickReplay.ts);
 * - `visible`: the rest of what is on screen;
 * - `later`: what is off screen or not displayed. It hydrates when it scrolls near the viewport,
 *   when the member points at or focuses it, or when the browser is idle, whichever comes first.
 *
 * Each wave starts only once the one before it has committed, so its code's evaluation and its
 * hydration do not compete with the wave the member is waiting for.
 */

import { focusIsPlaced } from "@library/utility/focusIsPlaced";

export type HydrationWave = "now" | "visible" | "later";

/** How far outside the viewport an island starts to hydrate as the member scrolls towards it. */
const NEAR_VIEWPORT_MARGIN = "200px";
/** The longest a `later` island waits for an idle moment that a busy page never gives. */
const IDLE_TIMEOUT_MS = 2_000;
/** What a member does just before using a control: its island hydrates at once. */
const INTEREST_EVENTS = ["pointerover", "pointerdown", "focusin", "touchstart"] as const;

function heldClicks(): Element[] {
    return window.hearthClickGuard?.queue ?? [];
}

function onScreen(element: Element): boolean {
    const rect = element.getBoundingClientRect();
    // An island that is not displayed (a phone-only control on a wide screen) has no box.
    if (rect.width === 0 && rect.height === 0) return false;
    return rect.bottom > 0 && rect.right > 0 && rect.top < window.innerHeight && rect.left < window.innerWidth;
}

export function hydrationWave(island: Element): HydrationWave {
    const wanted = (focusIsPlaced() && island.contains(document.activeElement)) || island.matches(":hover") || heldClicks().some((control) => island.contains(control));
    if (!onScreen(island)) return wanted ? "now" : "later";
    if (wanted || island.closest("header")) return "now";
    return "visible";
}

/**
 * Calls `start(island)` for the island a member shows interest in (pointer, touch or focus
 * inside it) while `isPending(island)` says it has not started. Returns the listener's removal.
 */
export function onInterest(root: ParentNode, isPending: (island: Element) => boolean, start: (island: Element) => void, islandOf: (target: Element) => Element | null): () => void {
    const listener = (event: Event) => {
        if (!(event.target instanceof Element)) return;
        const island = islandOf(event.target);
        if (island && isPending(island)) start(island);
    };
    for (const type of INTEREST_EVENTS) root.addEventListener(type, listener, { capture: true, passive: true });
    return () => {
        for (const type of INTEREST_EVENTS) root.removeEventListener(type, listener, { capture: true });
    };
}

/**
 * Calls `start` for each island once it comes near the viewport, and for all that are left when
 * the browser is next idle. Without IntersectionObserver (old browsers, jsdom) they start at once.
 */
export function whenNearOrIdle(islands: Element[], start: (island: Element) => void): void {
    if (islands.length === 0) return;
    if (typeof IntersectionObserver !== "function") {
        islands.forEach(start);
        return;
    }
    const observer = new IntersectionObserver(
        (entries) => {
            for (const entry of entries) {
                if (!entry.isIntersecting) continue;
                observer.unobserve(entry.target);
                start(entry.target);
            }
        },
        { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    islands.forEach((island) => observer.observe(island));
    const startTheRest = () => {
        observer.disconnect();
        islands.forEach(start);
    };
    if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(startTheRest, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(startTheRest, 0);
}
