/**
 * The audit log (issue 14 item 7): every moderator action is one row saying who did what to which
 * record, when, and from which page. The page comes from the audit headers of shell §7 that the
 * API client adds while the page has an audit context (renderPage gives one to moderators):
 * the parent log ID, and the page's path, method and query. Without them the API request itself
 * is recorded. Header values are the client's words: stored as text, bounded, escaped on output.
 *
 * The table is created by the dashboard's migration 2026_11_24_999_01 (auditMigrations.ts).
 */
import { randomUUID } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database } from "@server/db/schema";
import { getViewer } from "@server/http/viewer";

export interface AuditLogsTable {
    auditLogID: string;
    /** What was done, as "{recordType}.{verb}": "report.dismiss", "comment.restore", "discussion.announce"… */
    eventType: string;
    /** One readable line (English; the page shows it as written). */
    message: string;
    recordType: string;
    recordID: number | null;
    insertUserID: number;
    insertIPAddress: string;
    dateInserted: string;
    /** The page the action was taken from (audit headers), else the API request itself. */
    requestMethod: string;
    requestPath: string;
    requestQuery: string;
    parentAuditLogID: string | null;
    /** JSON object: what changed (before/after values, the API call made). */
    meta: string;
}

declare module "@server/db/schema" {
    interface Database {
        auditLogs: AuditLogsTable;
    }
}

export type AuditLogRow = Selectable<AuditLogsTable>;

export const AUDIT_HEADER_NAMES = {
    parentID: "x-parent-audit-log-id",
    path: "x-parent-audit-log-request-path",
    method: "x-parent-audit-log-request-method",
    query: "x-parent-audit-log-request-query",
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

function header(request: FastifyRequest, name: string, max: number): string | null {
    const value = request.headers[name];
    const text = Array.isArray(value) ? value[0] : value;
    return typeof text === "string" && text.length > 0 ? text.slice(0, max) : null;
}

/** The page context of the request: its audit headers when they are well formed, else the request itself. */
export function auditRequestContext(request: FastifyRequest): Pick<AuditLogsTable, "requestMethod" | "requestPath" | "requestQuery" | "parentAuditLogID"> {
    const parentID = header(request, AUDIT_HEADER_NAMES.parentID, 36);
    const path = header(request, AUDIT_HEADER_NAMES.path, 500);
    const method = header(request, AUDIT_HEADER_NAMES.method, 10)?.toUpperCase() ?? null;
    const query = header(request, AUDIT_HEADER_NAMES.query, 2000);
    if (parentID && UUID.test(parentID) && path?.startsWith("/") && method && METHODS.includes(method)) {
        return { parentAuditLogID: parentID.toLowerCase(), requestPath: path, requestMethod: method, requestQuery: query ?? "{}" };
    }
    const [requestPath = "/", search = ""] = request.url.split("?");
    return { parentAuditLogID: null, requestPath: requestPath.slice(0, 500), requestMethod: request.method, requestQuery: JSON.stringify(Object.fromEntries(new URLSearchParams(search))).slice(0, 2000) };
}

export interface IAuditEntry {
    eventType: string;
    message: string;
    recordType: string;
    recordID?: number | null;
    meta?: Record<string, unknown>;
}

/**
 * Records one action by the request's viewer. Pass the transaction that made the change, so the
 * entry exists exactly when the change does (an action that changed nothing records nothing).
 */
export async function recordAudit(request: FastifyRequest, db: Kysely<Database> | Transaction<Database>, entry: IAuditEntry): Promise<void> {
    const { user } = await getViewer(request);
    await db
        .insertInto("auditLogs")
        .values({
            auditLogID: randomUUID(),
            eventType: entry.eventType,
            message: entry.message.slice(0, 500),
            recordType: entry.recordType,
            recordID: entry.recordID ?? null,
            insertUserID: user.userID,
            insertIPAddress: request.ip ?? "",
            dateInserted: new Date().toISOString(),
            ...auditRequestContext(request),
            meta: JSON.stringify({ api: `${request.method} ${request.url.split("?")[0]}`, ...entry.meta }),
        })
        .execute();
}
