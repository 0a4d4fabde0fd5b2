import { useEffect, useRef } from "react";
import { INITIAL_SCROLL_OFF, nextScrollOff } from "@library/layout/scrollOff";

/** Set on the title bar: "true" while scrolled off (shell §4 header scroll-off). */
export const SCROLL_HIDDEN_ATTRIBUTE = "data-scroll-hidden";
/** Set on the title bar: "true" once the page is scrolled at all (transparent bars turn solid, fade-in logos show). */
export const SCROLLED_ATTRIBUTE = "data-scrolled";

/**
 * Watches the window's scroll and marks the title bar with two attributes the styles read. It is
 * an island of its own that renders nothing visible: on Island pages the bar itself is plain
 * server HTML, so this is how its scroll behaviour reaches it; the markup never changes, so the
 * server and the client render the same.
 */
export function TitleBarScrollWatcher() {
    const markerRef = useRef<HTMLSpanElement>(null);
    useEffect(() => {
        const bar = markerRef.current?.closest("header");
        if (!bar) return;
        let state = INITIAL_SCROLL_OFF;
        let frame = 0;
        const update = () => {
            frame = 0;
            const y = window.scrollY;
            state = nextScrollOff(state, y);
            // Focus inside the bar (a drop-down open, the search typing) keeps it in view.
            const hidden = state.hidden && !bar.contains(document.activeElement);
            bar.setAttribute(SCROLL_HIDDEN_ATTRIBUTE, String(hidden));
            bar.setAttribute(SCROLLED_ATTRIBUTE, String(y > 0));
        };
        // One update per animation frame at most: scroll events come far more often.
        const onScroll = () => {
            if (!frame) frame = requestAnimationFrame(update);
        };
        update();
        window.addEventListener("scroll", onScroll, { passive: true });
        return () => {
            window.removeEventListener("scroll", onScroll);
            if (frame) cancelAnimationFrame(frame);
        };
    }, []);
    return <span ref={markerRef} hidden />;
}
