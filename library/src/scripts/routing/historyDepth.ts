/**
 * History depth (shell §4): a push increments it, a pop decrements it, and "back" is available
 * when it is above 1. On Island pages every page is a full load, so the depth lives in
 * sessionStorage (one per tab, like the history itself): a new page is a push, a page reached
 * with the browser's back or forward buttons a pop, a reload neither.
 */
import { logWarning } from "@library/utility/logger";

const STORAGE_KEY = "hearth.historyDepth";
/** The delay before the fallback of a back action with no history (content §9: 300 ms). */
export const BACK_FALLBACK_DELAY_MS = 300;

function read(): number {
    try {
        const value = Number(window.sessionStorage.getItem(STORAGE_KEY));
        return Number.isFinite(value) && value > 0 ? value : 0;
    } catch {
        return 0;
    }
}

function write(depth: number): void {
    try {
        window.sessionStorage.setItem(STORAGE_KEY, String(Math.max(0, depth)));
    } catch (error) {
        // Storage refused (private mode, quota): back falls back to the referrer.
        logWarning("Could not store the history depth.", error);
    }
}

export function historyDepth(): number {
    return read();
}

export function recordPush(): void {
    write(read() + 1);
}

export function recordPop(): void {
    write(read() - 1);
}

/** Called once per full page load: how the page was reached decides push, pop or nothing. */
export function recordPageLoad(): void {
    const entry = window.performance?.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined;
    if (entry?.type === "reload") return;
    if (entry?.type === "back_forward") recordPop();
    else recordPush();
    // A pop past the first page of the tab still leaves this page itself in the history.
    if (read() < 1) write(1);
}

export function canGoBack(): boolean {
    return read() > 1;
}

/** The same-origin referrer, if any: a fallback must never send a visitor to another site. */
function sameOriginReferrer(): string | null {
    if (!document.referrer) return null;
    try {
        const url = new URL(document.referrer);
        return url.origin === window.location.origin && url.href !== window.location.href ? url.href : null;
    } catch {
        return null;
    }
}

/**
 * Back (shell §4): back in history when there is one; otherwise, after 300 ms, the referrer
 * or else the fallback address (the site root by default).
 */
export function goBack(fallbackUrl = "/", navigate: (url: string) => void = (url) => window.location.assign(url)): void {
    if (canGoBack()) {
        window.history.back();
        return;
    }
    const target = sameOriginReferrer() ?? fallbackUrl;
    window.setTimeout(() => navigate(target), BACK_FALLBACK_DELAY_MS);
}
