/**
 * Embed mode (shell §4): a page shown inside another site's frame tells that site where it is
 * (href and title, polled every 200 ms because client-side navigations and title changes fire
 * no event the frame could forward), whether it is scrolled (more than 50 px, throttled to
 * about 60 messages a second), and hands it clicks on links to other sites: navigating the
 * frame away would strand the reader inside the parent, so the parent decides what to open.
 * Loaded by bootPage only when window.parent !== window.
 */
import { isEmbedBypassed } from "@library/embed/bypassEmbed";
import { EMBED_MESSAGE_TYPE, postToParent, resolveParentOrigin, type EmbedMessage } from "@library/embed/embedMessages";
import { isExternalHref } from "@library/utility/safeLinks";

/** Shell §9 "Embed polling 200 ms". */
export const EMBED_POLL_MS = 200;
/** About 60 messages a second. */
export const SCROLL_THROTTLE_MS = 16;
/** Shell §4: the scrolled flag is true past 50 px. */
export const SCROLLED_THRESHOLD_PX = 50;

export function isEmbedded(win: Window = window): boolean {
    return win.parent !== win;
}

/** Starts embed mode when the page is in a frame and not bypassed; returns how to stop it. */
export function startEmbedMode(win: Window = window): () => void {
    if (!isEmbedded(win) || isEmbedBypassed(win)) return () => {};
    const doc = win.document;
    const targetOrigin = resolveParentOrigin(win);
    const send = (message: EmbedMessage) => postToParent(message, targetOrigin, win);

    let lastHref: string | null = null;
    let lastTitle: string | null = null;
    const reportLocation = () => {
        const href = win.location.href;
        const title = doc.title;
        if (href === lastHref && title === lastTitle) return;
        lastHref = href;
        lastTitle = title;
        send({ type: EMBED_MESSAGE_TYPE, action: "location", href, title });
    };
    // The first report tells the parent where the frame starts; later ones only on change.
    reportLocation();
    const poll = setInterval(reportLocation, EMBED_POLL_MS);

    // Leading and trailing: the first scroll reports at once, and the state at the end of a
    // burst is always reported, so the parent never keeps a stale flag.
    let lastScrollPost = -Infinity;
    let trailing: ReturnType<typeof setTimeout> | null = null;
    const postScroll = () => {
        trailing = null;
        lastScrollPost = Date.now();
        send({ type: EMBED_MESSAGE_TYPE, action: "scroll", scrolled: win.scrollY > SCROLLED_THRESHOLD_PX });
    };
    const onScroll = () => {
        if (trailing !== null) return;
        const wait = lastScrollPost + SCROLL_THROTTLE_MS - Date.now();
        if (wait <= 0) postScroll();
        else trailing = setTimeout(postScroll, wait);
    };

    // Capture phase on the document: runs before the external-link handler and React's
    // handlers, which both skip a click whose default is already prevented.
    const onClick = (event: MouseEvent) => {
        if (event.defaultPrevented || event.button !== 0) return;
        // Modified clicks open a new tab or window: they do not navigate the frame.
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
        if (!anchor) return;
        const href = anchor.href;
        if (!isExternalHref(href, win.location.origin)) return;
        event.preventDefault();
        send({ type: EMBED_MESSAGE_TYPE, action: "externalLink", href });
    };

    win.addEventListener("scroll", onScroll, { passive: true });
    doc.addEventListener("click", onClick, true);
    return () => {
        clearInterval(poll);
        if (trailing !== null) clearTimeout(trailing);
        win.removeEventListener("scroll", onScroll);
        doc.removeEventListener("click", onClick, true);
    };
}
