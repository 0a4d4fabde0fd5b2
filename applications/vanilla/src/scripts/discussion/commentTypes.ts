import type { IUserFragment } from "@library/users/userTypes";

/** Content §3 "User fragment": the author, with their signature when signatures are shown. */
export interface ICommentAuthor extends IUserFragment {
    /** Sanitised HTML of the author's signature; present only when signatures.enabled and the author has one. */
    signature?: { body: string };
}

/** Vanilla's Comment shape (vanilla-openapi comments.yml), the fields this page uses. */
export interface IComment {
    commentID: number;
    discussionID: number;
    categoryID: number;
    insertUserID: number;
    insertUser?: ICommentAuthor;
    body: string;
    dateInserted: string;
    dateUpdated: string | null;
    score: number;
    url: string;
    /** Content §3 "Comment display modes": a tombstone shows only that the comment is gone. */
    displayMode?: "full" | "tombstone";
    /** The comment this one replies to (same discussion), or null for a top-level comment. */
    parentCommentID?: number | null;
    /** For a reply: the comment it answers and that comment's author, for "In reply to {name}". */
    replyTo?: { commentID: number; name: string };
    /** Add-ons' data (Vanilla's `attributes.answer`), filled by their post decorators. */
    attributes?: Record<string, unknown>;
    /** Add-ons' labels ("Accepted answer"), untranslated. */
    /** An add-on's label beside the author's name (a rank; add-on API 5), inline HTML the server sanitised. */
    authorLabelHtml?: string;
    labels?: string[];
    /** Add-ons' buttons for this viewer; the add-on's bundle handles the click (data-addon-action). */
    buttons?: Array<{ action: string; label: string }>;
}

/** Content §5: how signatures show when signatures.enabled is on. */
export interface ISignatureDisplay {
    /** signatures.hideMobile: hidden below the one-column breakpoint. */
    hideMobile: boolean;
    /** signatures.imageMaxHeight in pixels; 0 = no limit. */
    imageMaxHeight: number;
}

/** Content §9: comment sorts; the first is the default, which the address leaves out (content §2). */
export const COMMENT_SORTS = ["dateInserted", "-dateInserted", "-score", "-experimentalTrending"] as const;
export type CommentSort = (typeof COMMENT_SORTS)[number];
export const DEFAULT_COMMENT_SORT: CommentSort = "dateInserted";

/** Labels of content §9 (oldest, newest, top, trending), passed through t() where shown. */
export const COMMENT_SORT_LABELS: Record<CommentSort, string> = {
    dateInserted: "Oldest",
    "-dateInserted": "Newest",
    "-score": "Top",
    "-experimentalTrending": "Trending",
};

/** The sort a query value names; anything unknown or missing is the default. */
export function readCommentSort(value: unknown): CommentSort {
    return COMMENT_SORTS.includes(value as CommentSort) ? (value as CommentSort) : DEFAULT_COMMENT_SORT;
}

/**
 * The query string with `sort` set to the given sort, or removed when it is the default
 * (content §2); every other parameter is kept as it was. Returns "" or "?…".
 */
export function searchWithSort(search: string, sort: CommentSort): string {
    const params = new URLSearchParams(search);
    if (sort === DEFAULT_COMMENT_SORT) params.delete("sort");
    else params.set("sort", sort);
    const text = params.toString();
    return text ? `?${text}` : "";
}
