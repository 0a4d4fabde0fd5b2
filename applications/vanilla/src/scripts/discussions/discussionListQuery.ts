/**
 * The discussion list's query, address and cache key, shared by the page, the server that
 * preloads it and the client that fetches further pages, so all three agree on one key.
 */
import { parseQuery } from "@library/api/queryString";
import { DISCUSSION_LIST_PATH } from "@vanilla/discussions/discussionListPath";
import { DEFAULT_DISCUSSION_SORT, DISCUSSION_SORTS, type DiscussionSort } from "@vanilla/discussions/discussionTypes";

export const DISCUSSION_LIST_LIMIT = 30;
export const DISCUSSION_LIST_EXPAND = ["insertUser", "lastUser", "category"];

export interface IDiscussionListParams {
    page: number;
    limit: number;
    sort: DiscussionSort;
    expand: string[];
    /** "first": announcements (pinned) before everything else, as the list pages show them. */
    pinOrder?: "first" | "mixed";
    categoryID?: number;
    insertUserID?: number;
}

/** Page numbers from "/p2" or "?page=2": a non-integer or out-of-range value means page 1 (content §2). */
export function readPageNumber(value: unknown): number {
    const number = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : NaN;
    return Number.isSafeInteger(number) && number >= 1 ? number : 1;
}

/** The sort of the query string; an unknown or missing value is the default (content §9). */
export function readDiscussionSort(value: unknown): DiscussionSort {
    return DISCUSSION_SORTS.includes(value as DiscussionSort) ? (value as DiscussionSort) : DEFAULT_DISCUSSION_SORT;
}

/** A site section's list ("/{folder}/discussions/p2", add-on API 6): the page is read the same way. */
const SECTION_LIST_PATH = /^\/[a-z0-9][a-z0-9-]*\/discussions(?:\/p(\d+))?\/?$/;

/** Query for the discussion list at an address: "/discussions/p2?sort=-score". */
export function discussionListParamsFromLocation(pathname: string, search: string): IDiscussionListParams {
    const pathPage = (DISCUSSION_LIST_PATH.exec(pathname) ?? SECTION_LIST_PATH.exec(pathname))?.[1];
    const query = parseQuery(search);
    const sort = readDiscussionSort(query.sort);
    return {
        page: readPageNumber(pathPage ?? query.page),
        limit: DISCUSSION_LIST_LIMIT,
        sort,
        expand: DISCUSSION_LIST_EXPAND,
        pinOrder: "first",
    };
}
