import type { BodyFormat } from "@library/composer/composerTypes";

/**
 * Posts in an add-on's demo seed (add-on API version 7: `context.post` of api.seedDemoForum):
 * a discussion or a comment made by the core's own posting (vanilla's posting.ts, which the
 * vanilla application hands the host as `seedPosting`), so the category's and the author's
 * counts, the discussion's comment count and last comment, the search index and the post events
 * come out as if the member had posted. Only the date may be in the past. The author must be
 * allowed to post there: a seed that breaks a rule fails like a member's post would.
 */
export interface IAddonSeedDiscussion {
    authorID: number;
    categoryID: number;
    name: string;
    body: string;
    /** Default "markdown". */
    format?: BodyFormat;
    /** The post type (default "discussion"); the category must allow it. */
    type?: string;
    /** When it was posted (ISO); default now. */
    dateInserted?: string;
}

export interface IAddonSeedComment {
    authorID: number;
    discussionID: number;
    body: string;
    format?: BodyFormat;
    dateInserted?: string;
}

export interface IAddonSeedPosting {
    /** Posts the discussion; answers its ID. */
    discussion(input: IAddonSeedDiscussion): Promise<number>;
    /** Posts the comment; answers its ID. */
    comment(input: IAddonSeedComment): Promise<number>;
}
