/** Element IDs and event names the server's document and the client's boot agree on. */
export const STYLES_TARGET_ID = "styles-target";
/**
 * The site stylesheet's <link>: sent with media="print" so it never holds up the first paint (the
 * page's critical CSS is inline); boot turns it on for the screen.
 */
export const SITE_STYLES_ID = "site-styles";
export const READY_EVENT = "hearth:ready";

/**
 * Runs `callback` once the page is ready (every island hydrated and committed: the body loses its
 * "isLoading" class and READY_EVENT fires), at once when it already is. Returns a cancel.
 */
export function whenPageReady(callback: () => void): () => void {
    if (!document.body.classList.contains("isLoading")) {
        callback();
        return () => undefined;
    }
    document.addEventListener(READY_EVENT, callback, { once: true });
    return () => document.removeEventListener(READY_EVENT, callback);
}
