// Its own module: the boot code (hydrationPriority.ts) asks it on every page, without focusable.ts's selectors.

/**
 * True once the focus is somewhere other than the page itself: the member has clicked or tabbed
 * to something. A page's own focus moves at load (the linked comment, the unread jump) then
 * leave it there: taking it away would close the menu they opened or lose their place.
 */
export function focusIsPlaced(doc: Document = document): boolean {
    const active = doc.activeElement;
    return active !== null && active !== doc.body && active !== doc.documentElement;
}
