/**
 * The shapes of the moderation pages and their calls (issue 14 item 7), shared by the server
 * that answers them and the islands that show them. Reports follow Vanilla's reports.yml;
 * the log and its restore are ours (Vanilla's /log pages have no API in the spec).
 */
import type { IReportReason } from "@library/moderation/reportReasons";
import type { IUserFragment } from "@library/users/userTypes";

export const REPORTS_PAGE_PATH = "/dashboard/content/reports";
export const LOG_PAGE_PATH = "/log/filter";
export const AUDIT_LOG_PAGE_PATH = "/dashboard/audit-log";

export type ReportStatus = "new" | "escalated" | "dismissed" | "actioned";
/** "none" in the address (content §2) means: not yet handled, the queue's default. */
export const OPEN_REPORT_STATUSES: ReportStatus[] = ["new", "escalated"];
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = { new: "New", escalated: "Escalated", dismissed: "Dismissed", actioned: "Acted on" };

// The reasons live in the library: the forum's Report dialog offers them too.
export { REPORT_REASONS, type IReportReason } from "@library/moderation/reportReasons";

export interface IReport {
    reportID: number;
    recordType: "discussion" | "comment";
    recordID: number;
    recordName: string;
    recordHtml: string;
    recordUrl: string;
    /** False when the post was deleted since. */
    recordIsLive: boolean;
    recordUserID: number;
    recordUser: IUserFragment;
    placeRecordType: "category";
    placeRecordID: number;
    placeRecordName: string;
    reportReasons: IReportReason[];
    noteHtml: string;
    insertUserID: number;
    insertUser: IUserFragment;
    status: ReportStatus;
    dateInserted: string;
    dateUpdated: string | null;
    updateUserID: number | null;
}

export interface IReportsQuery {
    statuses: ReportStatus[];
    recordType?: "discussion" | "comment";
    recordID?: number;
}

export interface ILogEntry {
    logID: number;
    operation: "edit" | "delete";
    recordType: "discussion" | "comment";
    recordID: number;
    parentRecordID: number;
    /** The discussion's title at that time (discussions only). */
    name: string | null;
    bodyHtml: string;
    /** The body as plain text, one paragraph a line: what the side-by-side diff compares. */
    text: string;
    insertUser: IUserFragment;
    recordUser: IUserFragment;
    dateInserted: string;
    dateRestored: string | null;
}

/**
 * An entry of the forum-wide change log (/log/filter without a record): what was changed, by
 * whom, when, and where to see it now.
 */
export interface IChangeLogEntry {
    logID: number;
    operation: "edit" | "delete";
    recordType: "discussion" | "comment";
    recordID: number;
    /** The discussion: itself for a discussion, its discussion for a comment. */
    parentRecordID: number;
    /** The discussion's title now, or (a discussion deleted since) its title in the entry; null when unknown. */
    discussionName: string | null;
    /** The discussion, while it exists. */
    discussionUrl: string | null;
    /** The post itself, while it exists (a comment deleted since, not restored, has none). */
    recordUrl: string | null;
    /** The record's revision history or its discussion's deleted comments, while the discussion exists. */
    historyUrl: string | null;
    /** The first words of the post as it was before the edit, or when deleted (plain text). */
    excerpt: string;
    /** Who edited or deleted. */
    insertUser: IUserFragment;
    /** The post's author. */
    recordUser: IUserFragment;
    dateInserted: string;
    dateRestored: string | null;
    restoreUser: IUserFragment | null;
}

/** What /log/filter shows: the record's current state beside its log. */
export interface ILogCurrent {
    name: string | null;
    text: string;
}

export interface ILogQuery {
    recordType: "discussion" | "comment";
    recordID?: number;
    parentRecordID?: number;
    operation?: "edit" | "delete";
}

export interface IAuditLogEntry {
    auditLogID: string;
    eventType: string;
    message: string;
    recordType: string;
    recordID: number | null;
    requestMethod: string;
    requestPath: string;
    requestQuery: string;
    insertUserID: number;
    insertUser: IUserFragment;
    dateInserted: string;
}
