/**
 * Keeping the keyboard's place across a whole page load. An action that reloads the page, or
 * opens another one, says what should have the focus there (rememberFocus); that page's code
 * gives it as soon as the element is in the document (focusRemembered). The first page to call
 * focusRemembered forgets the wish, whatever its path, so a later visit starts at the top as
 * usual; a page that does not call it leaves the wish alone. The wish is kept in sessionStorage
 * (this tab only), with the path it is for. Small on purpose: add-on bundles on every page carry it.
 */
import { focusOnArrival } from "@library/utility/focusOnArrival";

const STORAGE_KEY = "hearth:focusAfterLoad";

/** Before a load of `path` (this page's by default: a reload): that page will focus the first of `selectors` it has (focusOnArrival). */
export function rememberFocus(selectors: string[], path: string = window.location.pathname): void {
    try {
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify([path, selectors]));
    } catch {
        // Storage refused (private mode, full): the page starts at its top, as before.
    }
}

/** Run by a page's code as it starts: gives the focus remembered for this path, and forgets it. */
export function focusRemembered(doc: Document = document): void {
    try {
        const [path, selectors] = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? "[]") as [string?, string[]?];
        window.sessionStorage.removeItem(STORAGE_KEY);
        if (path === doc.location.pathname && selectors) focusOnArrival(selectors, doc);
    } catch {
        // Nothing (readable) remembered.
    }
}
