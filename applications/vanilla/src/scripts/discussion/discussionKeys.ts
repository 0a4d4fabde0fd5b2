/**
 * The discussion page's keyboard shortcuts and "Skip to reply" (issue 12), the part that ships
 * with the page: a keydown listener that knows which keys are shortcuts, and the moves that
 * need nothing else (to the reply form, to a linked comment). Moving between posts and the list
 * of shortcuts load on the first key press that needs them (discussionShortcuts.tsx).
 *
 * Shortcuts are single keys, as on the best forums: j / k next and previous post, r reply,
 * ? the list. They are off while the member types (inputs, text areas, the editor), with Ctrl,
 * Alt or Meta held (the browser's and the screen reader's keys), and inside dialogs and menus,
 * which have keys of their own.
 */
import { loadOnDemand } from "@library/lazy/loadOnDemand";
import { focusableElements } from "@library/utility/focusable";
import { focusIsPlaced } from "@library/utility/focusIsPlaced";

export type ShortcutKey = "j" | "k" | "r" | "?";

const SHORTCUT_KEYS: ReadonlySet<string> = new Set<ShortcutKey>(["j", "k", "r", "?"]);
/** Inputs that take no typing: a letter pressed on them is free for a shortcut. */
const NON_TEXT_INPUTS = new Set(["button", "checkbox", "color", "file", "hidden", "image", "radio", "range", "reset", "submit"]);
/** Where keys belong to something else: typing, dialogs, menus, list boxes. */
const OWNS_KEYS = "textarea, select, [contenteditable]:not([contenteditable=false]), [role=textbox], [role=combobox], [role=dialog], [role=menu], [role=listbox]";

export const REPLY_FORM_ID = "create-comment";

/** True when a key pressed on `target` is the member typing (or talking to a widget), not a shortcut. */
export function ownsKeys(target: EventTarget | null): boolean {
    if (!(target instanceof Element)) return false;
    if (target instanceof HTMLInputElement) return !NON_TEXT_INPUTS.has(target.type);
    if (target instanceof HTMLElement && target.isContentEditable) return true;
    return target.closest(OWNS_KEYS) !== null;
}

type KeyEventLike = Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "target" | "defaultPrevented" | "isComposing">;

/** The shortcut a key press is, or null. Shift is allowed: "?" is Shift+/ on most layouts, and "J" is not "j". */
export function shortcutFor(event: KeyEventLike): ShortcutKey | null {
    if (event.defaultPrevented || event.isComposing || event.ctrlKey || event.metaKey || event.altKey) return null;
    if (!SHORTCUT_KEYS.has(event.key) || ownsKeys(event.target)) return null;
    return event.key as ShortcutKey;
}

/**
 * Focuses the reply form's text box (the plain textarea, which swaps the editor in), or what
 * the form offers instead (a guest's sign-in link). False when the page has no reply form.
 */
export function focusReplyForm(doc: Document = document): boolean {
    const form = doc.getElementById(REPLY_FORM_ID);
    if (!form) return false;
    const target = form.querySelector<HTMLElement>("textarea:not([readonly]), [contenteditable=true]") ?? focusableElements(form)[0];
    if (target) {
        target.focus();
        return true;
    }
    form.tabIndex = -1;
    form.focus();
    return true;
}

/**
 * A page opened at one comment (#Comment_12: a link to it, or the page a new comment was posted
 * to) gives that comment the focus, so the keyboard and the screen reader start where the eye
 * does instead of at the top of the page, unless the member has already put the focus somewhere.
 */
export function focusLinkedComment(doc: Document = document): void {
    const match = /^#(Comment_\d+)$/.exec(doc.location.hash);
    const comment = match?.[1] ? doc.getElementById(match[1]) : null;
    if (!comment || focusIsPlaced(doc)) return;
    comment.tabIndex = -1;
    comment.focus({ preventScroll: true });
}

function importShortcuts() {
    return import(/* webpackChunkName: "discussionShortcuts" */ "@vanilla/discussion/discussionShortcuts");
}

/** Listens for the shortcuts and the "Skip to reply" link; run once by the discussion entry. */
export function installDiscussionKeys(doc: Document = document): void {
    doc.addEventListener("keydown", (event) => {
        const key = shortcutFor(event);
        if (!key) return;
        event.preventDefault();
        if (key === "r") {
            focusReplyForm(doc);
            return;
        }
        // loadOnDemand (every entry has it) retries; the failure message with Retry (loadFeature) is only fetched if that fails too.
        loadOnDemand(importShortcuts)
            .catch(() => import("@library/lazy/loadFeature").then(({ loadFeature }) => loadFeature(importShortcuts)))
            .then((shortcuts) => shortcuts.runShortcut(key))
            .catch(() => undefined);
    });
    // Without JavaScript the link only scrolls to the form; with it, the focus goes there too.
    doc.addEventListener("click", (event) => {
        if (!(event.target instanceof Element) || !event.target.closest("a[data-skip-to-reply]")) return;
        if (focusReplyForm(doc)) event.preventDefault();
    });
    focusLinkedComment(doc);
}
