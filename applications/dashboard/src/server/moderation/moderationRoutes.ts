/**
 * The moderation API (issue 14 item 7, content §2 reports):
 *   POST  /api/v2/reports                      {recordType, recordID, reportReasonIDs, noteBody} → 201 the report
 *   GET   /api/v2/reports                      ?status[]=&recordType=&recordID=&page=&limit= (paging headers)
 *   POST  /api/v2/reports/{id}/dismiss         → 204 (Vanilla's)
 *   POST  /api/v2/reports/{id}/escalate        → the report (ours: Vanilla escalates through /escalations)
 *   PATCH /api/v2/reports/{id}/reject-record   → the report: acts on the post (a comment is deleted,
 *                                                a discussion closed and sunk) and closes every open report of it
 *   POST  /api/v2/warnings                     {userID, recordType, recordID, reason} → 201 (content §2 "warn")
 *   GET   /api/v2/logs                         ?recordType=&recordID=|parentRecordID=&operation=
 *   POST  /api/v2/logs/{id}/restore            → the entry: undeletes a comment, or puts an edited post back
 *   GET   /api/v2/audit-logs                   ?insertUserID=&eventType=&page=&limit= (Vanilla's auditlog.yml)
 * Reports, the log and restoring need discussions.moderate in the post's category; warning
 * community.moderate; the audit log site.manage. Filing a report needs flag.add or
 * reactions.flag.add (the Flag reactions are reports too) and a post the member can see. Every
 * moderator change writes an audit entry in its own transaction; a change already made (a second
 * click, ten requests at once) changes nothing and records nothing.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { hasPermission } from "@library/users/permissions";
import { recordAudit } from "@server/audit/auditLog";
import { HttpError, notFound } from "@server/http/httpErrors";
import { setPagingHeaders } from "@server/http/paging";
import { getViewer, requirePermission } from "@server/http/viewer";
import { fileReport, recordRevision, type ReportRow } from "@server/moderation/moderationRecords";
import { REPORT_REASONS, type ReportStatus } from "@dashboard/moderation/moderationTypes";
import { listAuditLogs, listLog, listReports, toApiLogEntries, toApiReports } from "./moderationModel";

const STATUSES: ReportStatus[] = ["new", "escalated", "dismissed", "actioned"];
const idParams = { type: "object", required: ["id"], properties: { id: { type: "integer", minimum: 1 } } } as const;
const recordTypeSchema = { type: "string", enum: ["discussion", "comment"] } as const;

const reportBodySchema = {
    type: "object",
    required: ["recordType", "recordID", "reportReasonIDs"],
    properties: {
        recordType: recordTypeSchema,
        recordID: { type: "integer", minimum: 1 },
        reportReasonIDs: { type: "array", minItems: 1, maxItems: 4, items: { type: "string", enum: REPORT_REASONS.map((reason) => reason.reportReasonID) } },
        noteBody: { type: "string", maxLength: 2000, default: "" },
        noteFormat: { type: "string" },
    },
} as const;

const reportsQuerySchema = {
    type: "object",
    properties: {
        status: { anyOf: [{ type: "array", items: { type: "string", enum: STATUSES } }, { type: "string" }] },
        recordType: recordTypeSchema,
        recordID: { type: "integer", minimum: 1 },
        page: { type: "integer", minimum: 1, default: 1 },
        limit: { type: "integer", minimum: 1, maximum: 500, default: 100 },
    },
} as const;

const warningBodySchema = {
    type: "object",
    required: ["userID", "recordType", "recordID", "reason"],
    properties: {
        userID: { type: "integer", minimum: 1 },
        recordType: recordTypeSchema,
        recordID: { type: "integer", minimum: 1 },
        reason: { type: "string", minLength: 1, maxLength: 2000 },
    },
} as const;

const logQuerySchema = {
    type: "object",
    required: ["recordType"],
    properties: {
        recordType: recordTypeSchema,
        recordID: { type: "integer", minimum: 1 },
        parentRecordID: { type: "integer", minimum: 1 },
        operation: { type: "string", enum: ["edit", "delete"] },
    },
} as const;

const auditQuerySchema = {
    type: "object",
    properties: {
        insertUserID: { type: "integer", minimum: 1 },
        eventType: { type: "string", maxLength: 100 },
        page: { type: "integer", minimum: 1, default: 1 },
        limit: { type: "integer", minimum: 1, maximum: 500, default: 30 },
    },
} as const;

/** Vanilla's status filter: an array, a CSV, or "none" (content §2's address: the open reports). */
export function readStatuses(value: unknown): ReportStatus[] {
    const words = (Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : []).map((word) => String(word).trim());
    if (words.length === 0 || words.includes("none")) return ["new", "escalated"];
    return STATUSES.filter((status) => words.includes(status));
}

interface IPost {
    recordType: "discussion" | "comment";
    recordID: number;
    discussionID: number;
    categoryID: number;
    insertUserID: number;
    name: string;
}

/** The reported post (a comment deleted since is a tombstone, still found), or 404. */
export async function findPost(request: FastifyRequest, recordType: "discussion" | "comment", recordID: number): Promise<IPost> {
    const { db } = request.server.hearth;
    if (recordType === "discussion") {
        const row = await db.selectFrom("discussions").select(["discussionID", "categoryID", "insertUserID", "name"]).where("discussionID", "=", recordID).executeTakeFirst();
        if (!row) throw notFound("Discussion");
        return { recordType, recordID, discussionID: row.discussionID, categoryID: row.categoryID, insertUserID: row.insertUserID, name: row.name };
    }
    const row = await db
        .selectFrom("comments")
        .innerJoin("discussions", "discussions.discussionID", "comments.discussionID")
        .select(["comments.commentID", "comments.insertUserID", "discussions.discussionID", "discussions.categoryID", "discussions.name"])
        .where("comments.commentID", "=", recordID)
        .executeTakeFirst();
    if (!row) throw notFound("Comment");
    return { recordType, recordID, discussionID: row.discussionID, categoryID: row.categoryID, insertUserID: row.insertUserID, name: row.name };
}

async function requireModerator(request: FastifyRequest, categoryID: number): Promise<void> {
    await requirePermission(request, "discussions.moderate", { resourceID: categoryID });
}

function escapeHtml(text: string): string {
    return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export async function registerModerationRoutes(app: FastifyInstance): Promise<void> {
    const { db } = app.hearth;

    async function reportOr404(reportID: number): Promise<ReportRow> {
        const row = await db.selectFrom("reports").selectAll().where("reportID", "=", reportID).executeTakeFirst();
        if (!row) throw notFound("Report");
        return row;
    }

    async function answerReport(reportID: number) {
        const [report] = await toApiReports(db, [await reportOr404(reportID)]);
        return report!;
    }

    /** Moves a report from one of `from` to `to`; false when another request already did (nothing recorded then). */
    async function moveReport(request: FastifyRequest, report: ReportRow, from: ReportStatus[], to: ReportStatus, message: string): Promise<boolean> {
        const { user } = await getViewer(request);
        return db.transaction().execute(async (trx) => {
            const moved = await trx
                .updateTable("reports")
                .set({ status: to, updateUserID: user.userID, dateUpdated: new Date().toISOString() })
                .where("reportID", "=", report.reportID)
                .where("status", "in", from)
                .executeTakeFirst();
            if (Number(moved.numUpdatedRows) === 0) return false;
            await recordAudit(request, trx, { eventType: `report.${to === "dismissed" ? "dismiss" : "escalate"}`, message, recordType: report.recordType, recordID: report.recordID, meta: { reportID: report.reportID } });
            return true;
        });
    }

    app.post<{ Body: { recordType: "discussion" | "comment"; recordID: number; reportReasonIDs: string[]; noteBody: string } }>(
        "/api/v2/reports",
        { schema: { body: reportBodySchema } },
        async (request, reply) => {
            const { user, permissions } = await getViewer(request);
            if (user.userID === 0) throw new HttpError(403, "You must be signed in to report a post.");
            const post = await findPost(request, request.body.recordType, request.body.recordID);
            const resource = { resourceID: post.categoryID };
            if (!hasPermission(permissions, "discussions.view", resource)) throw new HttpError(403, "You don't have permission to view this post.");
            if (!hasPermission(permissions, ["flag.add", "reactions.flag.add"], resource)) throw new HttpError(403, "You need the flag.add permission to report a post.");
            const row = await fileReport(db, {
                recordType: post.recordType,
                recordID: post.recordID,
                discussionID: post.discussionID,
                categoryID: post.categoryID,
                recordUserID: post.insertUserID,
                reasons: request.body.reportReasonIDs,
                noteBody: request.body.noteBody.trim(),
                insertUserID: user.userID,
            });
            reply.status(201);
            const [report] = await toApiReports(db, [row]);
            return report;
        },
    );

    app.get<{ Querystring: { status?: unknown; recordType?: "discussion" | "comment"; recordID?: number; page: number; limit: number } }>(
        "/api/v2/reports",
        { schema: { querystring: reportsQuerySchema } },
        async (request, reply) => {
            const { user } = await getViewer(request);
            if (user.userID === 0) throw new HttpError(403, "You must be signed in to see reports.");
            await requirePermission(request, "discussions.moderate");
            const { page, limit, recordType, recordID } = request.query;
            const { reports, total } = await listReports(request, { statuses: readStatuses(request.query.status), recordType, recordID }, page, limit);
            setPagingHeaders(request, reply, { page, limit, total });
            return reports;
        },
    );

    app.post<{ Params: { id: number } }>("/api/v2/reports/:id/dismiss", { schema: { params: idParams } }, async (request, reply) => {
        const report = await reportOr404(request.params.id);
        await requireModerator(request, report.categoryID);
        if (report.status !== "dismissed") {
            const moved = await moveReport(request, report, ["new", "escalated"], "dismissed", `Dismissed report ${report.reportID} on ${report.recordType} ${report.recordID}.`);
            const now = moved ? "dismissed" : (await reportOr404(report.reportID)).status;
            if (now !== "dismissed") throw new HttpError(409, "This report was already acted on.");
        }
        return reply.status(204).send();
    });

    app.post<{ Params: { id: number } }>("/api/v2/reports/:id/escalate", { schema: { params: idParams } }, async (request) => {
        const report = await reportOr404(request.params.id);
        await requireModerator(request, report.categoryID);
        if (report.status !== "escalated") {
            const moved = await moveReport(request, report, ["new"], "escalated", `Escalated report ${report.reportID} on ${report.recordType} ${report.recordID}.`);
            if (!moved && (await reportOr404(report.reportID)).status !== "escalated") throw new HttpError(409, "Only a new report can be escalated.");
        }
        return answerReport(report.reportID);
    });

    app.patch<{ Params: { id: number } }>("/api/v2/reports/:id/reject-record", { schema: { params: idParams } }, async (request) => {
        const report = await reportOr404(request.params.id);
        await requireModerator(request, report.categoryID);
        const { user } = await getViewer(request);
        const now = new Date().toISOString();
        await db.transaction().execute(async (trx) => {
            let message: string;
            if (report.recordType === "comment") {
                const row = await trx.selectFrom("comments").selectAll().where("commentID", "=", report.recordID).executeTakeFirst();
                if (!row) return;
                // Deleted like the thread's Delete (a tombstone), so Deleted Comments can bring it back.
                const deleted = await trx.updateTable("comments").set({ dateDeleted: now }).where("commentID", "=", row.commentID).where("dateDeleted", "is", null).executeTakeFirst();
                if (Number(deleted.numUpdatedRows) > 0) {
                    await recordRevision(trx, { operation: "delete", recordType: "comment", recordID: row.commentID, parentRecordID: row.discussionID, categoryID: report.categoryID, recordUserID: row.insertUserID, body: row.body, format: row.format, userID: user.userID });
                }
                message = `Deleted reported comment ${row.commentID} by member ${row.insertUserID}.`;
            } else {
                // Our choice for a discussion: closed and sunk (out of the lists' top, no new replies), not
                // destroyed: deleting it for good stays the options menu's Delete, with its confirmation.
                await trx.updateTable("discussions").set({ closed: 1, sink: 1, dateUpdated: now }).where("discussionID", "=", report.recordID).execute();
                message = `Closed and sank reported discussion ${report.recordID}.`;
            }
            const closed = await trx
                .updateTable("reports")
                .set({ status: "actioned", updateUserID: user.userID, dateUpdated: now })
                .where("recordType", "=", report.recordType)
                .where("recordID", "=", report.recordID)
                .where("status", "in", ["new", "escalated"])
                .executeTakeFirst();
            if (Number(closed.numUpdatedRows) > 0) {
                await recordAudit(request, trx, { eventType: "report.act", message, recordType: report.recordType, recordID: report.recordID, meta: { reportID: report.reportID, reportsClosed: Number(closed.numUpdatedRows) } });
            }
        });
        return answerReport(report.reportID);
    });

    app.post<{ Body: { userID: number; recordType: "discussion" | "comment"; recordID: number; reason: string } }>(
        "/api/v2/warnings",
        { schema: { body: warningBodySchema } },
        async (request, reply) => {
            const { user, permissions } = await getViewer(request);
            if (user.userID === 0 || !hasPermission(permissions, "community.moderate", { mode: "global" })) throw new HttpError(403, "You need the community.moderate permission to warn a member.");
            const post = await findPost(request, request.body.recordType, request.body.recordID);
            if (post.insertUserID !== request.body.userID) throw new HttpError(400, "The member did not write that post.", [{ field: "userID", message: "The member did not write that post.", code: "mismatch", status: 400 }]);
            if (request.body.userID === user.userID) throw new HttpError(400, "You cannot warn yourself.", [{ field: "userID", message: "You cannot warn yourself.", code: "self", status: 400 }]);
            const reason = request.body.reason.trim();
            if (!reason) throw new HttpError(400, "Give a reason.", [{ field: "reason", message: "Give a reason.", code: "minLength", status: 400 }]);
            const now = new Date().toISOString();
            const warningID = await db.transaction().execute(async (trx) => {
                const { warningID } = await trx
                    .insertInto("warnings")
                    .values({ userID: post.insertUserID, recordType: post.recordType, recordID: post.recordID, reason, insertUserID: user.userID, dateInserted: now })
                    .returning("warningID")
                    .executeTakeFirstOrThrow();
                // The member hears of it at once, in their notifications, with the moderator's words.
                await trx
                    .insertInto("notifications")
                    .values({
                        userID: post.insertUserID,
                        activityType: "warning",
                        reason: "A moderator warned you.",
                        body: `A moderator warned you about your post in <b>${escapeHtml(post.name)}</b>: ${escapeHtml(reason)}`,
                        photoUrl: "",
                        url: post.recordType === "comment" ? `/discussion/comment/${post.recordID}` : `/discussion/${post.recordID}`,
                        recordType: post.recordType,
                        recordID: post.recordID,
                        discussionID: post.discussionID,
                        eventKey: `warning:${warningID ?? now}`,
                        dateInserted: now,
                        dateUpdated: now,
                        read: 0,
                    })
                    .execute();
                await recordAudit(request, trx, { eventType: "user.warn", message: `Warned member ${post.insertUserID} about ${post.recordType} ${post.recordID}: ${reason}`, recordType: post.recordType, recordID: post.recordID, meta: { userID: post.insertUserID } });
                return warningID;
            });
            reply.status(201);
            return { warningID, userID: post.insertUserID, recordType: post.recordType, recordID: post.recordID, reason, insertUserID: user.userID, dateInserted: now };
        },
    );

    app.get<{ Querystring: { recordType: "discussion" | "comment"; recordID?: number; parentRecordID?: number; operation?: "edit" | "delete" } }>(
        "/api/v2/logs",
        { schema: { querystring: logQuerySchema } },
        async (request) => {
            const { user } = await getViewer(request);
            if (user.userID === 0) throw new HttpError(403, "You must be signed in to see the log.");
            const { recordType, recordID, parentRecordID, operation } = request.query;
            const post = recordID !== undefined ? await findPost(request, recordType, recordID) : parentRecordID !== undefined ? await findPost(request, "discussion", parentRecordID) : null;
            if (!post) throw new HttpError(400, "Send recordID or parentRecordID.", [{ field: "recordID", message: "Send recordID or parentRecordID.", code: "required", status: 400 }]);
            await requireModerator(request, post.categoryID);
            return listLog(request, { recordType, recordID, parentRecordID, operation });
        },
    );

    app.post<{ Params: { id: number } }>("/api/v2/logs/:id/restore", { schema: { params: idParams } }, async (request) => {
        const entry = await db.selectFrom("contentLog").selectAll().where("logID", "=", request.params.id).executeTakeFirst();
        if (!entry) throw notFound("Log entry");
        const post = await findPost(request, entry.recordType, entry.recordID);
        await requireModerator(request, post.categoryID);
        const { user } = await getViewer(request);
        const now = new Date().toISOString();
        await db.transaction().execute(async (trx) => {
            const marked = await trx.updateTable("contentLog").set({ restoreUserID: user.userID, dateRestored: now }).where("logID", "=", entry.logID).where("dateRestored", "is", null).executeTakeFirst();
            if (entry.operation === "delete") {
                if (Number(marked.numUpdatedRows) === 0) return; // restored already
                await trx.updateTable("comments").set({ dateDeleted: null }).where("commentID", "=", entry.recordID).execute();
                await recordAudit(request, trx, { eventType: "comment.restore", message: `Restored deleted comment ${entry.recordID} in "${post.name}".`, recordType: "comment", recordID: entry.recordID, meta: { logID: entry.logID } });
                return;
            }
            // An edit: the post takes the revision's words again; what it says now is kept as a revision in turn.
            if (entry.recordType === "discussion") {
                const current = await trx.selectFrom("discussions").selectAll().where("discussionID", "=", entry.recordID).executeTakeFirstOrThrow();
                if (current.name === entry.name && current.body === entry.body && current.format === entry.format) return;
                await recordRevision(trx, { operation: "edit", recordType: "discussion", recordID: current.discussionID, parentRecordID: current.discussionID, categoryID: current.categoryID, recordUserID: current.insertUserID, name: current.name, body: current.body, format: current.format, userID: user.userID });
                await trx.updateTable("discussions").set({ name: entry.name ?? current.name, body: entry.body, format: entry.format, dateUpdated: now }).where("discussionID", "=", current.discussionID).execute();
            } else {
                const current = await trx.selectFrom("comments").selectAll().where("commentID", "=", entry.recordID).executeTakeFirstOrThrow();
                if (current.body === entry.body && current.format === entry.format) return;
                await recordRevision(trx, { operation: "edit", recordType: "comment", recordID: current.commentID, parentRecordID: current.discussionID, categoryID: post.categoryID, recordUserID: current.insertUserID, body: current.body, format: current.format, userID: user.userID });
                await trx.updateTable("comments").set({ body: entry.body, format: entry.format, dateUpdated: now }).where("commentID", "=", current.commentID).execute();
            }
            await recordAudit(request, trx, { eventType: `${entry.recordType}.restoreRevision`, message: `Restored the revision of ${entry.dateInserted} of ${entry.recordType} ${entry.recordID} ("${post.name}").`, recordType: entry.recordType, recordID: entry.recordID, meta: { logID: entry.logID } });
        });
        const row = await db.selectFrom("contentLog").selectAll().where("logID", "=", entry.logID).executeTakeFirstOrThrow();
        return (await toApiLogEntries(db, [row]))[0];
    });

    app.get<{ Querystring: { insertUserID?: number; eventType?: string; page: number; limit: number } }>(
        "/api/v2/audit-logs",
        { schema: { querystring: auditQuerySchema } },
        async (request, reply) => {
            await requirePermission(request, "site.manage", { mode: "global" });
            const { insertUserID, eventType, page, limit } = request.query;
            const { entries, total } = await listAuditLogs(db, { insertUserID, eventType }, page, limit);
            setPagingHeaders(request, reply, { page, limit, total });
            return entries;
        },
    );
}
