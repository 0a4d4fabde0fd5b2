/**
 * Posting comments (content §2 "a reply form so members can comment", §6 comments.add):
 * POST /api/v2/comments, GET /api/v2/comments?discussionID= (or ?insertUserID=, a member's comments), and /discussion/comment/{id},
 * which opens the page holding the comment.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "@server/http/httpErrors";
import { setPagingHeaders } from "@server/http/paging";
import { getViewer } from "@server/http/viewer";
import { userFragmentsByID } from "@server/users/usersModel";
import { BODY_FORMATS, isEmptyBody, validateBody } from "@server/content/bodyFormat";
import { COMMENT_SORTS, DEFAULT_COMMENT_SORT, readCommentSort, searchWithSort, type CommentSort } from "@vanilla/discussion/commentTypes";
import { canEditContent } from "@vanilla/discussion/editWindow";
import { canCommentOnDiscussion, canDeleteComment } from "@vanilla/discussion/commentPermissions";
import { answerIdempotently } from "@server/http/idempotency";
import { recordAudit } from "@server/audit/auditLog";
import { recordRevision } from "@server/moderation/moderationRecords";
import { actorOf, createComment, withRetryAfter } from "./posting";
import { COMMENTS_PER_PAGE, listComments, pageOfComment, toApiComments } from "./commentsModel";
import { signatureSettings } from "./signatures";
import { viewerReactionCounts } from "./reactionsModel";
import { discussionUrl, getViewableDiscussionRow, slugify } from "./discussionsModel";
import { requireAuthorListVisible } from "./profileAccess";
import { listUserComments } from "./userComments";
import { allowGuestCache } from "@server/http/guestPageCache";

export const MAX_COMMENT_LENGTH = 50_000;

interface ICommentPost {
    discussionID: number;
    body: string;
    format: (typeof BODY_FORMATS)[number];
    parentCommentID?: number;
    draftID?: number;
}

/** Whether the viewer may comment on a discussion (closed ones need discussions.close). */
export async function canComment(request: FastifyRequest, discussion: { categoryID: number; closed: boolean }): Promise<boolean> {
    const { permissions } = await getViewer(request);
    return canCommentOnDiscussion(permissions, discussion);
}

/** Content §5: ui.editContentTimeout, the seconds an author may edit; null (unset) or -1 = no limit. */
export function editContentTimeout(request: FastifyRequest): number | null {
    const value = request.server.hearth.config.get<number | null>("Garden.EditContentTimeout", null);
    return typeof value === "number" ? value : null;
}

/** Whether the viewer may edit a comment now (the shared rule of editWindow.ts). */
export async function canEditComment(
    request: FastifyRequest,
    comment: { insertUserID: number; dateInserted: string },
    discussion: { categoryID: number; closed: boolean },
): Promise<boolean> {
    const viewer = await getViewer(request);
    return canEditContent({
        viewerID: viewer.user.userID,
        permissions: viewer.permissions,
        insertUserID: comment.insertUserID,
        dateInserted: comment.dateInserted,
        closed: discussion.closed,
        categoryID: discussion.categoryID,
        timeoutSeconds: editContentTimeout(request),
        recordType: "comment",
    });
}

const commentIDParams = { type: "object", required: ["id"], properties: { id: { type: "integer", minimum: 1 } } } as const;

const bodyProperties = {
    body: { type: "string", maxLength: MAX_COMMENT_LENGTH },
    format: { type: "string", enum: [...BODY_FORMATS], default: "markdown" },
} as const;

/** Something written, in a form its format can read (a 400 naming `body` otherwise). */
export function requireBody(body: string, format: string): void {
    if (isEmptyBody(body, format)) throw new HttpError(400, "body is required.", [{ field: "body", message: "Write something before posting.", code: "minLength", status: 400 }]);
    validateBody(body, format);
}

export async function registerCommentsRoutes(app: FastifyInstance): Promise<void> {
    const { db } = app.hearth;

    /** A comment row and its discussion, 404 when either is gone, 403 when the viewer may not see it. */
    const loadComment = async (request: FastifyRequest, commentID: number) => {
        const row = await db.selectFrom("comments").selectAll().where("commentID", "=", commentID).executeTakeFirst();
        // A deleted comment is only a tombstone: nothing to edit, quote or delete again.
        if (!row || row.dateDeleted) throw new HttpError(404, "Comment not found.");
        const discussion = await getViewableDiscussionRow(request, row.discussionID);
        return { row, discussion: { ...discussion, closed: discussion.closed === 1 } };
    };

    // Vanilla's GET /comments/{id}/edit: the stored source (not the rendered HTML), for the editor.
    app.get<{ Params: { id: number } }>("/api/v2/comments/:id/edit", { schema: { params: commentIDParams } }, async (request) => {
        const { row, discussion } = await loadComment(request, request.params.id);
        if (!(await canEditComment(request, row, discussion))) throw new HttpError(403, "You don't have permission to edit this comment.");
        return { commentID: row.commentID, discussionID: row.discussionID, body: row.body, format: row.format };
    });

    // Vanilla's GET /comments/{id}/quote: the source and author, for a Quote in the reply form.
    app.get<{ Params: { id: number } }>("/api/v2/comments/:id/quote", { schema: { params: commentIDParams } }, async (request) => {
        const { row, discussion } = await loadComment(request, request.params.id);
        const users = await userFragmentsByID(db, [row.insertUserID]);
        return { commentID: row.commentID, bodyRaw: row.body, format: row.format, insertUser: users.get(row.insertUserID) ?? null, url: `/discussion/comment/${row.commentID}#Comment_${row.commentID}`, discussionID: discussion.discussionID };
    });

    // Vanilla's GET /discussions/{id}/quote, beside the comment one: the same reply form quotes both.
    app.get<{ Params: { id: number } }>("/api/v2/discussions/:id/quote", { schema: { params: commentIDParams } }, async (request) => {
        const row = await getViewableDiscussionRow(request, request.params.id);
        const users = await userFragmentsByID(db, [row.insertUserID]);
        return { discussionID: row.discussionID, name: row.name, bodyRaw: row.body, format: row.format, insertUser: users.get(row.insertUserID) ?? null, url: discussionUrl(row) };
    });

    // Vanilla's GET /comments/{id}: one comment with its reaction counts (the reaction bar refreshes from it after removing a reaction).
    app.get<{ Params: { id: number } }>("/api/v2/comments/:id", { schema: { params: commentIDParams } }, async (request) => {
        const { row, discussion } = await loadComment(request, request.params.id);
        const [comment] = await toApiComments(db, [row], discussion.categoryID);
        const reactions = (await viewerReactionCounts(request, "comment", [row.commentID])).get(row.commentID) ?? [];
        return { ...comment, reactions };
    });

    // Deleting leaves a tombstone in the thread (commentsModel.ts); community.moderate or comments.delete.
    app.delete<{ Params: { id: number } }>("/api/v2/comments/:id", { schema: { params: commentIDParams } }, async (request, reply) => {
        const { row, discussion } = await loadComment(request, request.params.id);
        const { permissions } = await getViewer(request);
        if (!canDeleteComment(permissions, discussion.categoryID)) throw new HttpError(403, "You need the comments.delete permission to delete this comment.");
        const { user } = await getViewer(request);
        await db.transaction().execute(async (trx) => {
            // Two moderators at once: only the one who deleted it logs it; the other is told it is gone.
            const deleted = await trx.updateTable("comments").set({ dateDeleted: new Date().toISOString() }).where("commentID", "=", row.commentID).where("dateDeleted", "is", null).executeTakeFirst();
            if (Number(deleted.numUpdatedRows) === 0) throw new HttpError(404, "Comment not found.");
            // Deleted comments (content §2 /log/filter?operation=delete) lists it, with who deleted it, for restoring.
            const log = { recordType: "comment" as const, recordID: row.commentID, parentRecordID: discussion.discussionID, categoryID: discussion.categoryID, recordUserID: row.insertUserID };
            await recordRevision(trx, { operation: "delete", ...log, body: row.body, format: row.format, userID: user.userID });
            await recordAudit(request, trx, { eventType: "comment.delete", message: `Deleted comment ${row.commentID} by member ${row.insertUserID} in "${discussion.name}".`, recordType: "comment", recordID: row.commentID });
        });
        return reply.status(204).send();
    });

    // Editing (content §5, §6): the author within the edit window, or an editor of the category.
    app.patch<{ Params: { id: number }; Body: { body: string; format: (typeof BODY_FORMATS)[number] } }>(
        "/api/v2/comments/:id",
        { schema: { params: commentIDParams, body: { type: "object", required: ["body"], additionalProperties: false, properties: bodyProperties } } },
        async (request) => {
            const { body, format } = request.body;
            requireBody(body, format);
            const viewer = await getViewer(request);
            if (viewer.user.userID === 0) throw new HttpError(403, "Sign in to edit.");
            const { row, discussion } = await loadComment(request, request.params.id);
            if (!(await canEditComment(request, row, discussion))) {
                const own = row.insertUserID === viewer.user.userID;
                throw new HttpError(403, own ? (discussion.closed ? "This discussion is closed." : "The time to edit this comment has passed.") : "You don't have permission to edit this comment.");
            }
            const dateUpdated = new Date().toISOString();
            await db.transaction().execute(async (trx) => {
                // The revision history keeps the comment as it was before this edit.
                const log = { recordType: "comment" as const, recordID: row.commentID, parentRecordID: discussion.discussionID, categoryID: discussion.categoryID, recordUserID: row.insertUserID };
                await recordRevision(trx, { operation: "edit", ...log, body: row.body, format: row.format, userID: viewer.user.userID }, row.body !== body || row.format !== format);
                if (row.insertUserID !== viewer.user.userID) {
                    await recordAudit(request, trx, { eventType: "comment.edit", message: `Edited comment ${row.commentID} by member ${row.insertUserID} in "${discussion.name}".`, recordType: "comment", recordID: row.commentID });
                }
                await trx.updateTable("comments").set({ body, format, dateUpdated }).where("commentID", "=", row.commentID).execute();
            });
            const [comment] = await toApiComments(db, [{ ...row, body, format, dateUpdated }], discussion.categoryID);
            return comment;
        },
    );

    app.post<{ Body: ICommentPost }>(
        "/api/v2/comments",
        {
            schema: {
                body: {
                    type: "object",
                    required: ["discussionID", "body"],
                    additionalProperties: false,
                    properties: { discussionID: { type: "integer", minimum: 1 }, parentCommentID: { type: "integer", minimum: 1 }, draftID: { type: "integer", minimum: 1 }, ...bodyProperties },
                },
            },
        },
        async (request, reply) => {
            const { discussionID, body, format, parentCommentID, draftID } = request.body;
            requireBody(body, format);
            const actor = await actorOf(request);
            // The comment is created by createComment (posting.ts), once per Idempotency-Key.
            return answerIdempotently(request, reply, "POST /api/v2/comments", request.body, {
                status: 201,
                run: (trx) => withRetryAfter(reply, createComment(app.hearth, actor, { discussionID, body, format, parentCommentID, draftID }, trx)),
                stored: (created) => ({ commentID: created.commentID }),
                afterCommit: (created) => created.afterCommit(),
                answer: async ({ commentID }) => {
                    const { categoryID, ...row } = await db
                        .selectFrom("comments")
                        .innerJoin("discussions", "discussions.discussionID", "comments.discussionID")
                        .selectAll("comments")
                        .select("discussions.categoryID")
                        .where("comments.commentID", "=", commentID)
                        .executeTakeFirstOrThrow();
                    const [comment] = await toApiComments(db, [row], categoryID);
                    return comment;
                },
            });
        },
    );

    app.get<{ Querystring: { discussionID?: number; insertUserID?: number; page: number; limit: number; sort: CommentSort } }>(
        "/api/v2/comments",
        {
            schema: {
                querystring: {
                    type: "object",
                    properties: {
                        discussionID: { type: "integer", minimum: 1 },
                        insertUserID: { type: "integer", minimum: 1 },
                        page: { type: "integer", minimum: 1, default: 1 },
                        limit: { type: "integer", minimum: 1, maximum: 100, default: COMMENTS_PER_PAGE },
                        sort: { type: "string", enum: [...COMMENT_SORTS], default: DEFAULT_COMMENT_SORT },
                    },
                },
            },
        },
        async (request, reply) => {
            const { discussionID, insertUserID, page, limit, sort } = request.query;
            if (insertUserID !== undefined && discussionID === undefined) {
                // A member's comments (their profile's Comments tab): newest first, the sort is not offered.
                await requireAuthorListVisible(request, insertUserID);
                const result = await listUserComments(request, insertUserID, page, limit);
                setPagingHeaders(request, reply, { page, limit, total: result.total });
                return result.comments.map(({ discussionName: _name, ...comment }) => comment);
            }
            if (discussionID === undefined || insertUserID !== undefined) {
                const message = "Filter by discussionID or by insertUserID (one of them).";
                throw new HttpError(400, message, [{ field: discussionID === undefined ? "discussionID" : "insertUserID", message, code: "required", status: 400 }]);
            }
            const discussion = await getViewableDiscussionRow(request, discussionID);
            const comments = await listComments(request, discussion, page, limit, sort, { signatures: signatureSettings(request) !== null });
            setPagingHeaders(request, reply, { page, limit, total: discussion.countComments });
            // The same for every guest: kept by the guest cache with the pages.
            allowGuestCache(reply);
            return comments;
        },
    );

    // Content §2: /discussion/comment/{commentID} opens the page of the discussion holding it,
    // under the sort of the query (?sort=), which the address it opens keeps.
    app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>("/discussion/comment/:id", async (request, reply) => {
        const commentID = Number(request.params.id);
        if (!Number.isSafeInteger(commentID) || commentID < 1) return reply.callNotFound();
        const comment = await db.selectFrom("comments").select(["commentID", "discussionID", "dateInserted", "score"]).where("commentID", "=", commentID).executeTakeFirst();
        if (!comment) return reply.callNotFound();
        const discussion = await getViewableDiscussionRow(request, comment.discussionID).catch(() => null);
        if (!discussion) return reply.callNotFound();
        const sort = readCommentSort(request.query.sort);
        const page = await pageOfComment(db, discussion, comment, sort);
        const base = `/discussion/${discussion.discussionID}/${slugify(discussion.name)}`;
        const search = searchWithSort(request.url.split("?")[1] ?? "", sort);
        return reply.redirect(`${page > 1 ? `${base}/p${page}` : base}${search}#Comment_${commentID}`, 302);
    });
}
