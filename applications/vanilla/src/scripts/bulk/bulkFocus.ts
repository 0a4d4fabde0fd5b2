/**
 * The keyboard's way between a list row's checkbox and the bulk toast (two kinds of islands on one
 * page). The toast floats at the bottom of the window but comes after the whole list in the Tab
 * order (30 rows: 133 Tab presses from a row's checkbox), so a checked box is followed by a
 * "Go to bulk actions" button (BulkCheckbox.tsx, the skip-link pattern: seen when it has the
 * focus) that puts the focus on the toast's first action; Escape in the toast brings it back to
 * the box it came from, to check more.
 */

/** The checkbox the focus came from, for Escape. */
let origin: HTMLElement | null = null;

/** Focuses the toast's first action (they stay focusable when unavailable); false when no toast is shown. */
export function focusBulkActions(from: HTMLElement | null): boolean {
    const first = document.querySelector<HTMLElement>("[data-bulk-toast] [data-bulk-action]");
    if (!first) return false;
    origin = from;
    first.focus();
    return true;
}

/** Gives the focus back to the checkbox it came from, if that can still take it. */
export function returnFocusFromBulkActions(): boolean {
    const target = origin;
    origin = null;
    if (!target?.isConnected || target.matches(":disabled")) return false;
    target.focus();
    return true;
}
