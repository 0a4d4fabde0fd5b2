/**
 * The discussion list's sorts with their labels (content §9), and the query string that keeps
 * one on list addresses. Free of the query parser so the sort selector island stays small.
 */
import { DEFAULT_DISCUSSION_SORT, type DiscussionSort } from "@vanilla/discussions/discussionTypes";

/** In the order the selector offers them; the labels are translation keys (marked for `npm run i18n:extract`). */
export const DISCUSSION_SORT_OPTIONS: Array<{ value: DiscussionSort; label: string }> = [
    { value: "-dateLastComment", label: /* i18n */ "Recently Commented" },
    { value: "-dateInserted", label: /* i18n */ "Recently Created" },
    { value: "-score", label: /* i18n */ "Top" },
    { value: "-hot", label: /* i18n */ "Trending" },
    { value: "dateInserted", label: /* i18n */ "Oldest" },
];

/** "?sort=-score", or "" for the default sort, which the address omits (content §2). */
export function sortSearch(sort: DiscussionSort): string {
    return sort === DEFAULT_DISCUSSION_SORT ? "" : `?sort=${encodeURIComponent(sort)}`;
}
