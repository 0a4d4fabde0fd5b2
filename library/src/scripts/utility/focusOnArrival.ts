/**
 * Gives the focus to what a page was opened for, as soon as it is in the document: the first
 * element one of `selectors` finds, tried in order (an element that takes no focus of its own, a
 * list item, is made focusable by script only: tabIndex -1). Run as a page's code starts, before
 * the page's own choices (a linked comment, the unread jump), which leave a placed focus alone.
 */
export function focusOnArrival(selectors: string[], doc: Document = document): void {
    const run = () => {
        for (const selector of selectors) {
            const target = doc.querySelector<HTMLElement>(selector);
            if (!target) continue;
            if (target.tabIndex < 0) target.tabIndex = -1;
            target.focus();
            return;
        }
    };
    if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", run, { once: true });
    else run();
}
