/** The read-tracking tables (readMarksMigrations.ts), added to the host's Database type. */

export interface DiscussionReadsTable {
    userID: number;
    discussionID: number;
    dateLastViewed: string;
    countCommentsRead: number;
}

export interface ReadWatermarksTable {
    userID: number;
    /** 0: every category ("Mark all read" everywhere). */
    categoryID: number;
    dateMarkedRead: string;
}

declare module "@server/db/schema" {
    interface Database {
        discussionReads: DiscussionReadsTable;
        readWatermarks: ReadWatermarksTable;
    }
}
