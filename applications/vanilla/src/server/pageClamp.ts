/**
 * Content §4 "page always clamped to 1..total pages", for addresses: a page past the last one
 * (/discussions/p99, a category's or a discussion's /p99) is answered with a redirect to the last
 * page, the query kept, instead of an empty page. The API keeps Vanilla's answer (an empty list
 * with the paging headers); only pages redirect.
 */
import { lastPage } from "@library/navigation/pagerMath";

export interface IPageAddress {
    page: number;
    limit: number;
    total: number;
    /** The address of page 1 (no /p1 suffix). */
    firstPageUrl: string;
    /** The address of page N, with "{page}" for N. */
    pageUrlTemplate: string;
    /** The request's query string ("" or "?a=b"). */
    search: string;
}

/** Where to send a request for a page past the last, or null when the page exists. */
export function pastLastPageRedirect({ page, limit, total, firstPageUrl, pageUrlTemplate, search }: IPageAddress): string | null {
    const last = lastPage({ page, limit, total, hasMorePages: false });
    if (page <= last) return null;
    const path = last > 1 ? pageUrlTemplate.replace("{page}", String(last)) : firstPageUrl;
    // ?page= would name the page again (the list reads it when the path has none): it is dropped, the rest kept as sent.
    const kept = search
        .replace(/^\?/, "")
        .split("&")
        .filter((pair) => pair && decodeURIComponent(pair.split("=")[0]!) !== "page")
        .join("&");
    return kept ? `${path}?${kept}` : path;
}
