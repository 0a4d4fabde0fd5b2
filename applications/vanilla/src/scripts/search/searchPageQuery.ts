/**
 * The search page's address (content §2): what its form sends and its links keep, read into
 * form values and turned into the search API's query (ISearchQuery). One module for both
 * directions, so a shared or reloaded address shows the same search with the same filters.
 *
 *   /search?query=dark+mode&scope=site&recordTypes=discussion&categoryID=3&includeChildCategories=1
 *          &author=member&tag=tips&dateFrom=2026-01-01&dateTo=2026-02-01&sort=-dateInserted&page=2
 */
import { readScope } from "@library/search/searchUrls";
import { SEARCH_QUERY_MAX_LENGTH, type ISearchQuery, type SearchScope, type SearchSort } from "@library/search/searchTypes";

/** Content §9: the pager's default page size. */
export const SEARCH_PAGE_LIMIT = 10;
export const SEARCH_PAGE_SORTS: readonly SearchSort[] = ["relevance", "-dateInserted", "dateInserted"];

export interface ISearchFormValues {
    query: string;
    scope: SearchScope;
    /** Record types to keep (none: every type). */
    recordTypes: string[];
    categoryID: number | null;
    includeChildCategories: boolean;
    /** A member's name. */
    author: string;
    tag: string;
    /** Days as YYYY-MM-DD, or "". */
    dateFrom: string;
    dateTo: string;
    sort: SearchSort;
    page: number;
}

function text(value: unknown, max = 200): string {
    const first = Array.isArray(value) ? value[0] : value;
    return typeof first === "string" ? first.slice(0, max) : "";
}

function list(value: unknown): string[] {
    const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
    return [...new Set(values.filter((item): item is string => typeof item === "string" && item !== "").map((item) => item.slice(0, 50)))].slice(0, 20);
}

function positiveInteger(value: unknown): number | null {
    const raw = text(value);
    return /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

function day(value: unknown): string {
    const raw = text(value);
    return /^\d{4}-\d{2}-\d{2}$/.test(raw) && !Number.isNaN(Date.parse(`${raw}T00:00:00Z`)) ? raw : "";
}

/**
 * The form values of a request's query. The text is read from the configured parameter
 * (`query`, or `search` with the new search page off) and, failing that, from the other one, so
 * an address shared before the setting changed still searches. Bad values fall back to defaults.
 */
export function readSearchForm(raw: Record<string, unknown>, queryParam: "query" | "search"): ISearchFormValues {
    const other = queryParam === "query" ? "search" : "query";
    const sort = text(raw.sort);
    return {
        query: text(raw[queryParam] ?? raw[other], SEARCH_QUERY_MAX_LENGTH * 2),
        scope: readScope(text(raw.scope)),
        recordTypes: list(raw.recordTypes),
        categoryID: positiveInteger(raw.categoryID),
        includeChildCategories: ["1", "true", "on"].includes(text(raw.includeChildCategories)),
        author: text(raw.author, 100).trim(),
        tag: text(raw.tag, 100).trim(),
        dateFrom: day(raw.dateFrom),
        dateTo: day(raw.dateTo),
        sort: (SEARCH_PAGE_SORTS as readonly string[]).includes(sort) ? (sort as SearchSort) : "relevance",
        page: positiveInteger(raw.page) ?? 1,
    };
}

/** Vanilla's date filter for the two days: "[from,to]", ">=from" or "<=to" (whole days). */
export function dateFilter(from: string, to: string): string | undefined {
    if (from && to) return `[${from},${to}]`;
    if (from) return `>=${from}`;
    if (to) return `<=${to}`;
    return undefined;
}

/** The search API's query for the form values. */
export function toSearchQuery(values: ISearchFormValues, locale: string): ISearchQuery {
    const dateInserted = dateFilter(values.dateFrom, values.dateTo);
    return {
        query: values.query.trim(),
        scope: values.scope,
        ...(values.recordTypes.length ? { recordTypes: values.recordTypes } : {}),
        ...(values.categoryID ? { categoryID: values.categoryID, includeChildCategories: values.includeChildCategories } : {}),
        ...(values.author ? { insertUserNames: [values.author] } : {}),
        ...(values.tag ? { tags: [values.tag] } : {}),
        ...(dateInserted ? { dateInserted } : {}),
        sort: values.sort,
        locale,
        page: values.page,
        limit: SEARCH_PAGE_LIMIT,
        expand: ["insertUser", "breadcrumbs", "excerpt"],
    };
}

/** True when a filter narrows the search (the filters then show open). */
export function hasFilters(values: ISearchFormValues): boolean {
    return Boolean(values.recordTypes.length || values.categoryID || values.author || values.tag || values.dateFrom || values.dateTo || values.sort !== "relevance");
}

/**
 * The address of the form values, defaults left out, without the page (the pager adds it), and
 * with the add-on filter parameters (`extra`) kept as they came.
 */
export function searchFormUrl(path: string, values: ISearchFormValues, queryParam: "query" | "search", extra: Array<[string, string]> = []): string {
    const params = new URLSearchParams();
    params.set(queryParam, values.query);
    params.set("scope", values.scope);
    for (const type of values.recordTypes) params.append("recordTypes", type);
    if (values.categoryID) params.set("categoryID", String(values.categoryID));
    if (values.categoryID && values.includeChildCategories) params.set("includeChildCategories", "1");
    if (values.author) params.set("author", values.author);
    if (values.tag) params.set("tag", values.tag);
    if (values.dateFrom) params.set("dateFrom", values.dateFrom);
    if (values.dateTo) params.set("dateTo", values.dateTo);
    if (values.sort !== "relevance") params.set("sort", values.sort);
    for (const [name, value] of extra) params.append(name, value);
    return `${path}?${params.toString()}`;
}

/** The parameters the core reads; the rest of a request's query belongs to add-on filters. */
export const CORE_SEARCH_PARAMS = new Set(["query", "search", "scope", "recordTypes", "categoryID", "includeChildCategories", "author", "tag", "dateFrom", "dateTo", "sort", "page"]);

/** Add-on filter parameters of a request's query, as name/value pairs to keep in links. */
export function extraSearchParams(raw: Record<string, unknown>): Array<[string, string]> {
    const pairs: Array<[string, string]> = [];
    for (const [name, value] of Object.entries(raw)) {
        if (CORE_SEARCH_PARAMS.has(name)) continue;
        // An empty field of the form is no filter: it stays out of the address.
        for (const item of Array.isArray(value) ? value : [value]) if (typeof item === "string" && item !== "") pairs.push([name, item.slice(0, 200)]);
    }
    return pairs.slice(0, 20);
}

/**
 * True when the address holds a parameter with no value besides the text's: a GET form sends
 * its empty fields (`&categoryID=&author=&tag=…`). The page then answers with a redirect to the
 * address without them (searchFormUrl), the one the form sends with script (searchFormDataUrl).
 */
export function hasEmptyParams(raw: Record<string, unknown>, queryParam: "query" | "search"): boolean {
    return Object.entries(raw).some(([name, value]) => name !== queryParam && (Array.isArray(value) ? value : [value]).some((item) => item === ""));
}

/** The address the search form's fields make, read as the server reads it: empty fields and defaults left out. */
export function searchFormDataUrl(path: string, data: FormData, queryParam: "query" | "search"): string {
    const raw: Record<string, string | string[]> = {};
    for (const [name, value] of data.entries()) {
        if (typeof value !== "string") continue;
        const before = raw[name];
        raw[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
    }
    return searchFormUrl(path, readSearchForm(raw, queryParam), queryParam, extraSearchParams(raw));
}
