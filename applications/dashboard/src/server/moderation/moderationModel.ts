/**
 * Reading and changing moderation's records for the dashboard (issue 14 item 7): the report
 * queue, the content log and the audit log. Each list is limited to the categories where the
 * viewer holds discussions.moderate; the routes check the permission of each single record.
 */
import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { hasPermission } from "@library/users/permissions";
import { DELETED_USER, type IUserFragment } from "@library/users/userTypes";
import type { Database } from "@server/db/schema";
import { renderBody } from "@server/content/bodyFormat";
import { getViewer } from "@server/http/viewer";
import { userFragmentsByID } from "@server/users/usersModel";
import type { ContentLogRow, ReportRow } from "@server/moderation/moderationRecords";
import type { IAuditLogEntry, IChangeLogEntry, ILogCurrent, ILogEntry, ILogQuery, IReport, IReportsQuery } from "@dashboard/moderation/moderationTypes";
import { LOG_PAGE_PATH, REPORT_REASONS } from "@dashboard/moderation/moderationTypes";
import type { AuditLogRow } from "@server/audit/auditLog";

/** The categories whose posts the viewer moderates (discussions.moderate, content §6). */
export async function moderatedCategoryIDs(request: FastifyRequest): Promise<number[]> {
    const { db } = request.server.hearth;
    const { permissions } = await getViewer(request);
    const categories = await db.selectFrom("categories").select("categoryID").execute();
    return categories.map((category) => category.categoryID).filter((categoryID) => hasPermission(permissions, "discussions.moderate", { resourceID: categoryID }));
}

/** Plain text of a rendered body, a paragraph a line, for the side-by-side diff. */
export function bodyText(html: string): string {
    return html
        .replace(/<\/(p|div|li|h[1-6]|blockquote|pre)>|<br\s*\/?>/gi, "\n")
        .replace(/<[^>]*>/g, "")
        .replace(/&nbsp;/g, " ")
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, "&")
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean)
        .join("\n");
}

interface IRecordState {
    name: string;
    body: string;
    format: string;
    live: boolean;
    url: string;
}

/** The reported posts as they are now: a comment deleted since (a tombstone) or a discussion removed is not live. */
async function recordStates(db: Kysely<Database>, rows: Array<Pick<ReportRow, "recordType" | "recordID">>): Promise<Map<string, IRecordState>> {
    const states = new Map<string, IRecordState>();
    const discussionIDs = rows.filter((row) => row.recordType === "discussion").map((row) => row.recordID);
    const commentIDs = rows.filter((row) => row.recordType === "comment").map((row) => row.recordID);
    if (discussionIDs.length) {
        for (const row of await db.selectFrom("discussions").select(["discussionID", "name", "body", "format"]).where("discussionID", "in", discussionIDs).execute()) {
            states.set(`discussion:${row.discussionID}`, { name: row.name, body: row.body, format: row.format, live: true, url: `/discussion/${row.discussionID}` });
        }
    }
    if (commentIDs.length) {
        const comments = await db
            .selectFrom("comments")
            .innerJoin("discussions", "discussions.discussionID", "comments.discussionID")
            .select(["comments.commentID", "comments.body", "comments.format", "comments.dateDeleted", "discussions.name"])
            .where("comments.commentID", "in", commentIDs)
            .execute();
        for (const row of comments) {
            states.set(`comment:${row.commentID}`, { name: `Re: ${row.name}`, body: row.body, format: row.format, live: !row.dateDeleted, url: `/discussion/comment/${row.commentID}` });
        }
    }
    return states;
}

async function categoryNames(db: Kysely<Database>, ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const rows = await db.selectFrom("categories").select(["categoryID", "name"]).where("categoryID", "in", [...new Set(ids)]).execute();
    return new Map(rows.map((row) => [row.categoryID, row.name]));
}

function parseReasons(json: string): string[] {
    try {
        const value: unknown = JSON.parse(json);
        return Array.isArray(value) ? value.filter((reason): reason is string => typeof reason === "string") : [];
    } catch {
        return [];
    }
}

function escapeText(text: string): string {
    return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export async function toApiReports(db: Kysely<Database>, rows: ReportRow[]): Promise<IReport[]> {
    const [states, users, categories] = await Promise.all([
        recordStates(db, rows),
        userFragmentsByID(db, rows.flatMap((row) => [row.insertUserID, row.recordUserID])),
        categoryNames(db, rows.map((row) => row.categoryID)),
    ]);
    return rows.map((row) => {
        const state = states.get(`${row.recordType}:${row.recordID}`);
        return {
            reportID: row.reportID,
            recordType: row.recordType,
            recordID: row.recordID,
            recordName: state?.name ?? "(removed)",
            recordHtml: state ? renderBody(state.body, state.format) : "",
            recordUrl: state?.url ?? "",
            recordIsLive: state?.live ?? false,
            recordUserID: row.recordUserID,
            recordUser: users.get(row.recordUserID) ?? DELETED_USER,
            placeRecordType: "category",
            placeRecordID: row.categoryID,
            placeRecordName: categories.get(row.categoryID) ?? "",
            reportReasons: parseReasons(row.reasons).flatMap((id) => REPORT_REASONS.filter((reason) => reason.reportReasonID === id)),
            noteHtml: row.noteBody ? `<p>${escapeText(row.noteBody)}</p>` : "",
            insertUserID: row.insertUserID,
            insertUser: users.get(row.insertUserID) ?? DELETED_USER,
            status: row.status,
            dateInserted: row.dateInserted,
            dateUpdated: row.dateUpdated,
            updateUserID: row.updateUserID,
        };
    });
}

/** The queue: reports in the viewer's categories, oldest open first (first come, first handled). */
export async function listReports(request: FastifyRequest, query: IReportsQuery, page: number, limit: number): Promise<{ reports: IReport[]; total: number }> {
    const { db } = request.server.hearth;
    const categoryIDs = await moderatedCategoryIDs(request);
    if (!categoryIDs.length || !query.statuses.length) return { reports: [], total: 0 };
    let select = db.selectFrom("reports").where("categoryID", "in", categoryIDs).where("status", "in", query.statuses);
    if (query.recordType) select = select.where("recordType", "=", query.recordType);
    if (query.recordID !== undefined) select = select.where("recordID", "=", query.recordID);
    const { count } = await select.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
    const rows = await select.selectAll().orderBy("dateInserted", "asc").orderBy("reportID", "asc").limit(limit).offset((page - 1) * limit).execute();
    return { reports: await toApiReports(db, rows), total: Number(count) };
}

/** What a record's log and the forum-wide change log both say of a log row: which change, to what, by and of whom, when. */
function logRowFields(row: ContentLogRow, users: Map<number, IUserFragment>) {
    return {
        logID: row.logID,
        operation: row.operation,
        recordType: row.recordType,
        recordID: row.recordID,
        parentRecordID: row.parentRecordID,
        insertUser: users.get(row.insertUserID) ?? DELETED_USER,
        recordUser: users.get(row.recordUserID) ?? DELETED_USER,
        dateInserted: row.dateInserted,
        dateRestored: row.dateRestored,
    };
}

export async function toApiLogEntries(db: Kysely<Database>, rows: ContentLogRow[]): Promise<ILogEntry[]> {
    const users = await userFragmentsByID(db, rows.flatMap((row) => [row.insertUserID, row.recordUserID]));
    return rows.map((row) => {
        const bodyHtml = renderBody(row.body, row.format);
        return { ...logRowFields(row, users), name: row.name, bodyHtml, text: bodyText(bodyHtml) };
    });
}

/**
 * A record's log, newest first. Deleted comments list only those still deleted (a restored one
 * is back in its discussion); revisions list every edit, restored or not.
 */
export async function listLog(request: FastifyRequest, query: ILogQuery, limit = 100): Promise<ILogEntry[]> {
    const { db } = request.server.hearth;
    const categoryIDs = await moderatedCategoryIDs(request);
    if (!categoryIDs.length) return [];
    let select = db.selectFrom("contentLog").selectAll().where("categoryID", "in", categoryIDs).where("recordType", "=", query.recordType);
    if (query.recordID !== undefined) select = select.where("recordID", "=", query.recordID);
    if (query.parentRecordID !== undefined) select = select.where("parentRecordID", "=", query.parentRecordID);
    select = select.where("operation", "=", query.operation ?? "edit");
    if (query.operation === "delete") select = select.where("dateRestored", "is", null);
    const rows = await select.orderBy("dateInserted", "desc").orderBy("logID", "desc").limit(limit).execute();
    return toApiLogEntries(db, rows);
}

/** What a change-log entry shows of the post's text: its first words. */
const EXCERPT_LENGTH = 200;

function excerpt(text: string): string {
    const line = text.replace(/\s+/g, " ").trim();
    return line.length > EXCERPT_LENGTH ? `${line.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : line;
}

/**
 * The forum-wide change log (the dashboard's "Change Log", /log/filter without a record): every
 * edit and deletion kept in contentLog, newest first, a page at a time, optionally of one
 * operation. A moderator sees exactly what the per-record pages would show them: an entry
 * logged in a category they moderate (listLog's rule), whose discussion, if it still exists, is
 * in such a category now (findPost's rule: a discussion moved out of their categories takes its
 * history with it). Restored deletions stay listed (they happened), marked restored.
 */
export async function listChangeLog(request: FastifyRequest, filter: { operation?: "edit" | "delete" }, page: number, limit: number): Promise<{ entries: IChangeLogEntry[]; total: number }> {
    const { db } = request.server.hearth;
    const categoryIDs = await moderatedCategoryIDs(request);
    if (!categoryIDs.length) return { entries: [], total: 0 };
    let select = db
        .selectFrom("contentLog")
        .leftJoin("discussions", "discussions.discussionID", "contentLog.parentRecordID")
        .where("contentLog.categoryID", "in", categoryIDs)
        .where((eb) => eb.or([eb("discussions.discussionID", "is", null), eb("discussions.categoryID", "in", categoryIDs)]));
    if (filter.operation) select = select.where("contentLog.operation", "=", filter.operation);
    const { count } = await select.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
    const rows = await select
        .selectAll("contentLog")
        .orderBy("contentLog.dateInserted", "desc")
        .orderBy("contentLog.logID", "desc")
        .limit(limit)
        .offset((page - 1) * limit)
        .execute();
    return { entries: await toChangeLogEntries(db, rows), total: Number(count) };
}

async function toChangeLogEntries(db: Kysely<Database>, rows: ContentLogRow[]): Promise<IChangeLogEntry[]> {
    if (!rows.length) return [];
    const discussionIDs = [...new Set(rows.map((row) => row.parentRecordID))];
    const commentIDs = [...new Set(rows.filter((row) => row.recordType === "comment").map((row) => row.recordID))];
    const [discussions, comments, users] = await Promise.all([
        db.selectFrom("discussions").select(["discussionID", "name"]).where("discussionID", "in", discussionIDs).execute(),
        commentIDs.length ? db.selectFrom("comments").select(["commentID", "dateDeleted"]).where("commentID", "in", commentIDs).execute() : Promise.resolve([]),
        userFragmentsByID(db, rows.flatMap((row) => [row.insertUserID, row.recordUserID, row.restoreUserID])),
    ]);
    const titles = new Map(discussions.map((row) => [row.discussionID, row.name]));
    const liveComments = new Set(comments.filter((row) => !row.dateDeleted).map((row) => row.commentID));
    return rows.map((row) => {
        const title = titles.get(row.parentRecordID);
        const discussionExists = title !== undefined;
        const recordExists = row.recordType === "discussion" ? discussionExists : liveComments.has(row.recordID);
        // The per-record page of this entry (where it can be restored): only while its discussion exists (else it is a 404).
        const historyUrl = !discussionExists
            ? null
            : row.operation === "delete"
              ? `${LOG_PAGE_PATH}?parentRecordID=${row.parentRecordID}&recordType=comment&operation=delete`
              : `${LOG_PAGE_PATH}?recordType=${row.recordType}&recordID=${row.recordID}`;
        return {
            ...logRowFields(row, users),
            discussionName: title ?? (row.recordType === "discussion" ? row.name : null),
            discussionUrl: discussionExists ? `/discussion/${row.parentRecordID}` : null,
            recordUrl: recordExists ? (row.recordType === "discussion" ? `/discussion/${row.recordID}` : `/discussion/comment/${row.recordID}`) : null,
            historyUrl,
            excerpt: excerpt(bodyText(renderBody(row.body, row.format))),
            restoreUser: row.restoreUserID !== null ? (users.get(row.restoreUserID) ?? DELETED_USER) : null,
        };
    });
}

/** The record as it is now, for the newest revision's diff. */
export async function currentState(db: Kysely<Database>, recordType: "discussion" | "comment", recordID: number): Promise<ILogCurrent | null> {
    const state = (await recordStates(db, [{ recordType, recordID }])).get(`${recordType}:${recordID}`);
    if (!state) return null;
    return { name: recordType === "discussion" ? state.name : null, text: bodyText(renderBody(state.body, state.format)) };
}

export async function toApiAuditLogs(db: Kysely<Database>, rows: AuditLogRow[]): Promise<IAuditLogEntry[]> {
    const users = await userFragmentsByID(db, rows.map((row) => row.insertUserID));
    return rows.map((row) => ({
        auditLogID: row.auditLogID,
        eventType: row.eventType,
        message: row.message,
        recordType: row.recordType,
        recordID: row.recordID,
        requestMethod: row.requestMethod,
        requestPath: row.requestPath,
        requestQuery: row.requestQuery,
        insertUserID: row.insertUserID,
        insertUser: users.get(row.insertUserID) ?? DELETED_USER,
        dateInserted: row.dateInserted,
    }));
}

export async function listAuditLogs(db: Kysely<Database>, filter: { insertUserID?: number; eventType?: string }, page: number, limit: number): Promise<{ entries: IAuditLogEntry[]; total: number }> {
    let select = db.selectFrom("auditLogs");
    if (filter.insertUserID !== undefined) select = select.where("insertUserID", "=", filter.insertUserID);
    if (filter.eventType) select = select.where("eventType", "=", filter.eventType);
    const { count } = await select.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
    const rows = await select.selectAll().orderBy("dateInserted", "desc").orderBy("auditLogID", "desc").limit(limit).offset((page - 1) * limit).execute();
    return { entries: await toApiAuditLogs(db, rows), total: Number(count) };
}
