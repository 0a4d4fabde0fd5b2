/**
 * Moderation's records, written by the forum's routes and read by the dashboard's moderation
 * pages (issue 14 item 7): reports on posts, the content log (a post's state before each edit,
 * and who deleted a comment) and warnings. Here, in the host, because the forum (vanilla) writes
 * them and the dashboard reads and acts on them, and applications do not import each other.
 * Tables: the dashboard's migration 2026_11_24_999_01 (moderationMigrations.ts).
 */
import type { Generated, Kysely, Selectable, Transaction } from "kysely";
import type { Database } from "@server/db/schema";

/**
 * Report statuses: Vanilla's new, escalated and dismissed, and ours, "actioned": a moderator
 * acted on the post (removed or hid it), which closes every report of that post.
 */
export const REPORT_STATUSES = ["new", "escalated", "dismissed", "actioned"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export interface ReportsTable {
    reportID: Generated<number>;
    recordType: "discussion" | "comment";
    recordID: number;
    discussionID: number;
    categoryID: number;
    recordUserID: number;
    /** JSON array of report-reason IDs (the dashboard's moderationTypes.ts REPORT_REASONS). */
    reasons: string;
    noteBody: string;
    insertUserID: number;
    dateInserted: string;
    status: ReportStatus;
    updateUserID: number | null;
    dateUpdated: string | null;
}

export interface ContentLogTable {
    logID: Generated<number>;
    /** "edit": the post as it was before an edit; "delete": a comment as it was when deleted. */
    operation: "edit" | "delete";
    recordType: "discussion" | "comment";
    recordID: number;
    /** The discussion: itself for a discussion, its discussion for a comment. */
    parentRecordID: number;
    categoryID: number;
    recordUserID: number;
    name: string | null;
    body: string;
    format: string;
    /** Who edited or deleted. */
    insertUserID: number;
    dateInserted: string;
    restoreUserID: number | null;
    dateRestored: string | null;
}

export interface WarningsTable {
    warningID: Generated<number>;
    userID: number;
    recordType: string;
    recordID: number;
    reason: string;
    insertUserID: number;
    dateInserted: string;
}

declare module "@server/db/schema" {
    interface Database {
        reports: ReportsTable;
        contentLog: ContentLogTable;
        warnings: WarningsTable;
    }
}

export type ReportRow = Selectable<ReportsTable>;
export type ContentLogRow = Selectable<ContentLogTable>;

type Db = Kysely<Database> | Transaction<Database>;

export interface IRevisionInput {
    operation: "edit" | "delete";
    recordType: "discussion" | "comment";
    recordID: number;
    parentRecordID: number;
    categoryID: number;
    recordUserID: number;
    name?: string | null;
    body: string;
    format: string;
    /** Who edited or deleted. */
    userID: number;
}

/**
 * Keeps the post's state from before an edit or a delete. Call it in the transaction of the
 * change; an edit that changes nothing (same title, body and format) keeps nothing.
 */
export async function recordRevision(db: Db, input: IRevisionInput, changed = true): Promise<void> {
    if (!changed) return;
    await db
        .insertInto("contentLog")
        .values({
            operation: input.operation,
            recordType: input.recordType,
            recordID: input.recordID,
            parentRecordID: input.parentRecordID,
            categoryID: input.categoryID,
            recordUserID: input.recordUserID,
            name: input.name ?? null,
            body: input.body,
            format: input.format,
            insertUserID: input.userID,
            dateInserted: new Date().toISOString(),
            restoreUserID: null,
            dateRestored: null,
        })
        .execute();
}

export interface IReportInput {
    recordType: "discussion" | "comment";
    recordID: number;
    discussionID: number;
    categoryID: number;
    recordUserID: number;
    reasons: string[];
    noteBody: string;
    insertUserID: number;
}

/**
 * Files a member's report on a post, or reopens their earlier one with the new reasons: one row
 * per member and post (a unique key), so a report sent ten times at once is one report.
 */
export async function fileReport(db: Db, input: IReportInput): Promise<ReportRow> {
    const now = new Date().toISOString();
    const reasons = JSON.stringify([...new Set(input.reasons)]);
    await db
        .insertInto("reports")
        .values({ ...input, reasons, dateInserted: now, status: "new", updateUserID: null, dateUpdated: null })
        .onConflict((conflict) =>
            conflict.columns(["recordType", "recordID", "insertUserID"]).doUpdateSet({ reasons, noteBody: input.noteBody, status: "new", dateInserted: now, updateUserID: null, dateUpdated: null }),
        )
        .execute();
    return db
        .selectFrom("reports")
        .selectAll()
        .where("recordType", "=", input.recordType)
        .where("recordID", "=", input.recordID)
        .where("insertUserID", "=", input.insertUserID)
        .executeTakeFirstOrThrow();
}
