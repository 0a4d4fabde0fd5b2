/** The forum's tables (vanilla's migrations.ts), added to the host's Database type (see @server/db/schema). */
import type { ColumnType, Generated, Insertable, Selectable } from "kysely";

export interface CategoriesTable {
    categoryID: Generated<number>;
    parentCategoryID: number | null;
    name: string;
    urlcode: string;
    description: string;
    sort: number;
    countDiscussions: number;
    countComments: number;
    dateInserted: string;
    /** JSON list of discussion types; null = the default list (vanilla's migration 2026_11_23_600). */
    allowedDiscussionTypes: Generated<string | null>;
}

export interface DiscussionsTable {
    discussionID: Generated<number>;
    categoryID: number;
    insertUserID: number;
    type: string;
    name: string;
    body: string;
    format: string;
    dateInserted: string;
    dateUpdated: string | null;
    dateLastComment: string;
    lastCommentUserID: number | null;
    countComments: number;
    countViews: number;
    score: number;
    pinned: number;
    pinLocation: string | null;
    closed: number;
    sink: number;
    /** Triage (content §4 "resolved"); added by vanilla's migration 2026_11_23_600. */
    resolved: Generated<number>;
}

export interface CommentsTable {
    commentID: Generated<number>;
    discussionID: number;
    insertUserID: number;
    body: string;
    format: string;
    dateInserted: string;
    dateUpdated: string | null;
    score: number;
    /** Set when the comment was deleted: it is then shown as a tombstone. Optional on insert. */
    dateDeleted: ColumnType<string | null, string | null | undefined, string | null>;
    /** The comment this one replies to (same discussion), or null for a top-level comment. Optional on insert. */
    parentCommentID: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface ReactionTypesTable {
    tagID: Generated<number>;
    urlcode: string;
    name: string;
    class: string;
    reactionValue: number;
}

export interface ReactionsTable {
    recordType: string;
    recordID: number;
    userID: number;
    tagID: number;
    dateInserted: string;
}

export interface BookmarksTable {
    discussionID: number;
    userID: number;
    dateInserted: string;
}

/** Announcements each user has dismissed (content §3 "dismissed"). */
export interface DiscussionDismissalsTable {
    discussionID: number;
    userID: number;
    dateInserted: string;
}

export interface TagsTable {
    tagID: Generated<number>;
    name: string;
    urlcode: string;
    dateInserted: string;
}

export interface DiscussionTagsTable {
    discussionID: number;
    tagID: number;
}

export interface CollectionsTable {
    collectionID: Generated<number>;
    name: string;
    dateInserted: string;
    dateUpdated: string | null;
    insertUserID: number;
    updateUserID: number | null;
}

/** A record of a collection: a discussion or a comment, named by type and ID (no foreign key can follow it). */
export interface CollectionRecordsTable {
    collectionID: number;
    recordType: string;
    recordID: number;
    sort: number | null;
    dateAddedToCollection: string;
}

declare module "@server/db/schema" {
    interface Database {
        categories: CategoriesTable;
        discussions: DiscussionsTable;
        comments: CommentsTable;
        reactionTypes: ReactionTypesTable;
        reactions: ReactionsTable;
        bookmarks: BookmarksTable;
        discussionDismissals: DiscussionDismissalsTable;
        tags: TagsTable;
        discussionTags: DiscussionTagsTable;
        collections: CollectionsTable;
        collectionRecords: CollectionRecordsTable;
    }
}

export type CategoryRow = Selectable<CategoriesTable>;
export type DiscussionRow = Selectable<DiscussionsTable>;
export type NewDiscussion = Insertable<DiscussionsTable>;
