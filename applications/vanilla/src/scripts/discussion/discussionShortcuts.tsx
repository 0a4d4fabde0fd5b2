/**
 * What the discussion page's shortcuts do beyond the first load (discussionKeys.ts decides when
 * a key is a shortcut): j / k move the focus to the next / previous post and scroll it to the
 * top, ? opens the list of shortcuts. Loaded on the first such key press.
 */
import { createRoot } from "react-dom/client";
import { useState } from "react";
import { Modal } from "@library/components/Modal";
import { t } from "@library/i18n/t";
import type { ShortcutKey } from "@vanilla/discussion/discussionKeys";
import { discussionShortcutsClasses as classes } from "@vanilla/discussion/discussionShortcuts.styles";

/** The list the ? dialog shows, in the order a reader meets them. */
export const SHORTCUTS: ReadonlyArray<{ keys: string; description: string }> = [
    { keys: "j", description: "Next post" },
    { keys: "k", description: "Previous post" },
    { keys: "r", description: "Reply to the discussion" },
    { keys: "?", description: "Show keyboard shortcuts" },
    { keys: "Esc", description: "Close a menu or dialog" },
];

/** The discussion and its comments, in page order (a deleted comment's place is not a post). */
export function postsOf(doc: Document): HTMLElement[] {
    return Array.from(doc.querySelectorAll<HTMLElement>("main article, main li[id^='Comment_']:not([data-display-mode='tombstone'])"));
}

/** Below the sticky title bar: a post whose top is above this line is the one being read. */
const READING_LINE_PX = 80;

/**
 * The post j / k move from: the one holding the focus, else the last one whose top has passed
 * the reading line (the one being read). -1: above the first post (j goes to the first).
 */
export function currentPostIndex(posts: HTMLElement[], active: Element | null): number {
    const holding = posts.findIndex((post) => active !== null && post.contains(active));
    if (holding !== -1) return holding;
    let reading = -1;
    posts.forEach((post, index) => {
        if (post.getBoundingClientRect().top <= READING_LINE_PX) reading = index;
    });
    return reading;
}

export function focusPost(post: HTMLElement): void {
    if (!post.hasAttribute("tabindex")) post.tabIndex = -1;
    post.classList.add(classes.post);
    post.focus({ preventScroll: true });
    post.scrollIntoView({ block: "start", behavior: "instant" as ScrollBehavior });
}

/** Moves the focus by `step` posts; stays on the first or last one at the ends. */
export function movePost(doc: Document, step: 1 | -1): void {
    const posts = postsOf(doc);
    if (posts.length === 0) return;
    const index = currentPostIndex(posts, doc.activeElement);
    const next = Math.min(posts.length - 1, Math.max(0, index + step));
    focusPost(posts[next]!);
}

function ShortcutsDialog({ onDestroyed }: { onDestroyed: () => void }) {
    const [open, setOpen] = useState(true);
    return (
        <Modal isVisible={open} onClose={() => setOpen(false)} onDestroyed={onDestroyed} title={t("Keyboard shortcuts")} size="small">
            <dl className={classes.list}>
                {SHORTCUTS.map((shortcut) => (
                    <div key={shortcut.keys} className={classes.row}>
                        <dt>
                            <kbd className={classes.key}>{shortcut.keys}</kbd>
                        </dt>
                        <dd className={classes.description}>{t(shortcut.description)}</dd>
                    </div>
                ))}
            </dl>
            <p className={classes.note}>{t("Shortcuts are off while you type.")}</p>
        </Modal>
    );
}

let dialogOpen = false;

/** The ? dialog (one at a time): its own root, gone once closed; the Modal gives the focus back to where it was. */
export function openShortcutsDialog(doc: Document): void {
    if (dialogOpen) return;
    dialogOpen = true;
    const container = doc.createElement("div");
    doc.body.appendChild(container);
    const root = createRoot(container);
    root.render(
        <ShortcutsDialog
            onDestroyed={() => {
                dialogOpen = false;
                // After this render is over: React does not unmount a root from inside it.
                queueMicrotask(() => {
                    root.unmount();
                    container.remove();
                });
            }}
        />,
    );
}

export function runShortcut(key: Exclude<ShortcutKey, "r">, doc: Document = document): void {
    if (key === "j") movePost(doc, 1);
    else if (key === "k") movePost(doc, -1);
    else openShortcutsDialog(doc);
}
