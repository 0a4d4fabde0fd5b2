/**
 * The messages an embedded page sends to the window that embeds it (shell §4 "Embed mode").
 * Every message carries type "hearth:embed" so the parent can tell ours from other frames'.
 */
import { logWarning } from "@library/utility/logger";

export const EMBED_MESSAGE_TYPE = "hearth:embed";

export type EmbedMessage =
    | { type: typeof EMBED_MESSAGE_TYPE; action: "location"; href: string; title: string }
    | { type: typeof EMBED_MESSAGE_TYPE; action: "scroll"; scrolled: boolean }
    | { type: typeof EMBED_MESSAGE_TYPE; action: "externalLink"; href: string };

/** Remembers the parent's origin across the frame's own navigations (see resolveParentOrigin). */
export const PARENT_ORIGIN_KEY = "hearth.embedParentOrigin";

function originOf(url: string): string | null {
    try {
        const origin = new URL(url).origin;
        return origin === "null" ? null : origin;
    } catch {
        return null;
    }
}

function sessionStore(win: Window): Storage | null {
    try {
        return win.sessionStorage;
    } catch {
        return null;
    }
}

/**
 * Where postMessage may deliver: the parent's origin whenever it can be known, so that href and
 * title never reach a page that replaced the parent. document.referrer names the parent only on
 * the first page of the frame; after a navigation inside the frame it names our own previous
 * page, so the parent's origin is remembered for the session, and better sources come first.
 * "*" is left for a parent that hides itself entirely (no referrer, no ancestorOrigins).
 */
export function resolveParentOrigin(win: Window = window): string {
    // A same-origin parent can be asked directly; a cross-origin one throws.
    try {
        const parentOrigin = win.parent.location.origin;
        if (parentOrigin && parentOrigin !== "null") return parentOrigin;
    } catch {
        // Cross-origin parent: use the other sources.
    }
    const ancestor = win.location.ancestorOrigins?.[0];
    if (ancestor && ancestor !== "null") return ancestor;

    const storage = sessionStore(win);
    const referrerOrigin = originOf(win.document.referrer);
    if (referrerOrigin && referrerOrigin !== win.location.origin) {
        try {
            storage?.setItem(PARENT_ORIGIN_KEY, referrerOrigin);
        } catch (error) {
            logWarning("Could not remember the embedding page's origin.", error);
        }
        return referrerOrigin;
    }
    let remembered: string | null = null;
    try {
        remembered = storage?.getItem(PARENT_ORIGIN_KEY) ?? null;
    } catch {
        remembered = null;
    }
    return remembered ?? referrerOrigin ?? "*";
}

/** Sends one message to the parent window. */
export function postToParent(message: EmbedMessage, targetOrigin: string, win: Window = window): void {
    win.parent.postMessage(message, targetOrigin);
}
