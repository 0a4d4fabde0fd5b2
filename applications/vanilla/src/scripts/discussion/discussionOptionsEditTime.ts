/**
 * The "Edit (time)" label of the options menu (content §5): the time the author has left,
 * refreshed every 10 s while more than 60 s remain, then every 5 s, until the window closes.
 */
import { useEffect, useState } from "react";
import { tf } from "@library/i18n/t";

export const SLOW_REFRESH_MS = 10_000;
export const FAST_REFRESH_MS = 5_000;
/** Above this many seconds left the label refreshes slowly. */
export const FAST_REFRESH_BELOW_S = 60;

/** How long until the label should next change. */
export function refreshDelay(secondsLeft: number): number {
    return secondsLeft > FAST_REFRESH_BELOW_S ? SLOW_REFRESH_MS : FAST_REFRESH_MS;
}

/** "2 h 5 min", "4 min", "45 s": minutes rounded up, so the label never promises more than is left. */
export function formatTimeLeft(seconds: number): string {
    if (seconds <= FAST_REFRESH_BELOW_S) return tf("{seconds} s", { seconds });
    const minutes = Math.ceil(seconds / 60);
    if (minutes < 60) return tf("{minutes} min", { minutes });
    return tf("{hours} h {minutes} min", { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

/** "Edit (4 min)"; plain "Edit" when there is no limit. */
export function editLabel(secondsLeft: number | undefined): string {
    return secondsLeft === undefined ? tf("Edit", {}) : tf("Edit ({time})", { time: formatTimeLeft(secondsLeft) });
}

/**
 * The current time for the menu's rules, ticking while an edit window is open: every 10 s while
 * more than 60 s remain, else every 5 s, and not at all without a window (`deadline` null) or
 * once it has passed. Starts at `initialNow` (the server's render time) so the first client
 * render matches the server's HTML; the real clock takes over right after hydration.
 */
export function useEditClock(deadline: number | null, initialNow: number): number {
    const [now, setNow] = useState(initialNow);
    useEffect(() => {
        setNow(Date.now());
    }, []);
    useEffect(() => {
        if (deadline === null) return;
        const left = Math.floor((deadline - now) / 1000);
        if (left <= 0) return;
        const timer = setTimeout(() => setNow(Date.now()), refreshDelay(left));
        return () => clearTimeout(timer);
    }, [deadline, now]);
    return now;
}
