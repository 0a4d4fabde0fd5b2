/** Field shapes follow Vanilla's API v2 (vanilla-openapi discussions.yml). */
import type { IUserFragment } from "@library/users/userTypes";
import type { IReaction } from "@vanilla/reactions/reactionTypes";

export type { IUserFragment };

export interface ICategoryFragment {
    categoryID: number;
    name: string;
    url: string;
    /** The post types the category allows (content §3); absent or null = the default list. */
    allowedDiscussionTypes?: string[] | null;
}

/** Vanilla's TagFragment (vanilla-openapi tags.yml). */
export interface ITagFragment {
    tagID: number;
    name: string;
    urlcode: string;
    /** Vanilla's newer spellings of tagID and urlcode, both sent (tags.yml's Tag). */
    id: number;
    urlCode: string;
    /** Hearth's tags are flat: always null. */
    parentTagID: number | null;
}

export interface IDiscussion {
    discussionID: number;
    type: string;
    /** An add-on's label beside the author's name (a rank; add-on API 5), inline HTML the server sanitised. */
    authorLabelHtml?: string;
    /** Add-ons' labels ("Accepted"), untranslated (their post decorators). */
    labels?: string[];
    /** Add-ons' components under the body on the discussion page (a poll), with their props (their post decorators). */
    islands?: Array<{ component: string; props: Record<string, unknown> }>;
    name: string;
    body?: string;
    format?: string;
    url: string;
    canonicalUrl: string;
    categoryID: number;
    insertUserID: number;
    dateInserted: string;
    dateUpdated: string | null;
    dateLastComment: string;
    lastUserID: number | null;
    countComments: number;
    countViews: number;
    score: number;
    pinned: boolean;
    pinLocation: "category" | "recent" | null;
    closed: boolean;
    sink: boolean;
    /** Triage (content §3, §4 "Resolve/Unresolve"). */
    resolved?: boolean;
    /** The discussion's tags (content §3), by name. */
    tags?: ITagFragment[];
    announce: boolean;
    bookmarked: boolean;
    /** The viewer dismissed this announcement (content §3); false for guests. */
    dismissed?: boolean;
    insertUser?: IUserFragment;
    lastUser?: IUserFragment;
    category?: ICategoryFragment;
    /** Every reaction type with its count and whether the viewer chose it (content §3). */
    reactions?: IReaction[];
    /** Read tracking (issue 12): new to the viewer, or new comments since they last read it; false for guests. */
    unread: boolean;
    /** Comments the viewer has not read (all of a new discussion's); 0 for guests. */
    countUnread: number;
    /** When the viewer last viewed (or marked read) the discussion; null: never, or a guest. */
    dateLastViewed: string | null;
    /** Pages only: the reader's locale, when the name or body is shown translated into it (issue 15 item 4). */
    translatedLocale?: string;
}

export type DiscussionSort = "-dateLastComment" | "-dateInserted" | "-score" | "-hot" | "dateInserted";
export const DISCUSSION_SORTS: DiscussionSort[] = ["-dateLastComment", "-dateInserted", "-score", "-hot", "dateInserted"];
export const DEFAULT_DISCUSSION_SORT: DiscussionSort = "-dateLastComment";
