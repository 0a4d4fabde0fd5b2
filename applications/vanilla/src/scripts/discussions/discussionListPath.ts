/**
 * Addresses of the discussion list ("/discussions", "/discussions/p2"). Kept free of the query
 * parser so the route table can be registered without loading it.
 */
import { DEFAULT_DISCUSSION_SORT, type DiscussionSort } from "@vanilla/discussions/discussionTypes";

export const DISCUSSION_LIST_PATH = /^\/discussions(?:\/p(\d+))?\/?$/;

export function matchesDiscussionListPath(pathname: string): boolean {
    return DISCUSSION_LIST_PATH.test(pathname);
}

/** The address of a page of the list; page 1 has no suffix and the default sort is omitted (content §2). */
export function discussionListUrl(page: number, sort: DiscussionSort = DEFAULT_DISCUSSION_SORT): string {
    const path = page > 1 ? `/discussions/p${page}` : "/discussions";
    return sort === DEFAULT_DISCUSSION_SORT ? path : `${path}?sort=${encodeURIComponent(sort)}`;
}
