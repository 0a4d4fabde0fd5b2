/**
 * Content §2 and §9: a layout answer with redirectTo sends the browser there after 5 s. The
 * timer and the navigation are arguments, so tests drive them with fake timers.
 */
export const LAYOUT_REDIRECT_DELAY_MS = 5000;

export interface ILayoutRedirectTimer {
    delayMs?: number;
    navigate?: (url: string) => void;
    setTimer?: (run: () => void, delayMs: number) => unknown;
    clearTimer?: (handle: unknown) => void;
}

/** Schedules the redirect; the returned function cancels it (the page went away first). */
export function scheduleLayoutRedirect(url: string, timer: ILayoutRedirectTimer = {}): () => void {
    const { delayMs = LAYOUT_REDIRECT_DELAY_MS, navigate = (to: string) => window.location.assign(to), setTimer = (run, ms) => setTimeout(run, ms), clearTimer = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>) } = timer;
    const handle = setTimer(() => navigate(url), delayMs);
    return () => clearTimer(handle);
}
