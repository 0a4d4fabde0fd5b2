/**
 * Where the keyboard lands on the search page. Reached from the search page itself (its form
 * sent, with or before its script; a pager link or the jump field; the title bar's box used
 * there), the focus goes to what the search found: the results' heading with their count, "No
 * results", or the error. The form just used is at the top, and a keyboard or screen-reader user
 * would otherwise Tab through it (and the title bar) on every search and every page of results.
 * A visit from elsewhere, a reload and Back / Forward start as every page does.
 *
 * "From itself" is the page's referrer (same origin, same path: /search, or /kb/search), which
 * needs nothing of the page left behind, so it holds for a form sent before its script ran; the
 * site's Referrer-Policy (strict-origin-when-cross-origin) keeps the path for its own pages. The
 * page may be a guest's cached copy, so the server cannot decide it.
 */
import { focusOnArrival } from "@library/utility/focusOnArrival";

/** The element that says what the search found (SearchPage.tsx): the results' heading, "No results", or the error. */
export const SEARCH_OUTCOME_ID = "search-results-title";

/** Run by the search entry as it starts. */
export function focusSearchOutcome(doc: Document = document): void {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    // A referrer has no fragment; its query is the search left behind.
    if (navigation?.type === "navigate" && doc.referrer.split("?")[0] === doc.location.origin + doc.location.pathname) focusOnArrival([`#${SEARCH_OUTCOME_ID}`], doc);
}
