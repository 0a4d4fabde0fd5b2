/**
 * Split (content §2 names the action type): POST /api/v2/discussions/split, Vanilla's shape
 * {commentIDs, newPost: {name, categoryID, postType, authorType, body?, format?}}. The comments
 * (of one discussion, not deleted) move to a new discussion, in their order, as top-level
 * comments; the counts of both discussions, both categories and the author follow. The new
 * discussion's opening post is newPost.body, or else the words of the first comment moved.
 * authorType "me" makes the moderator its author; "System" (we have no system member) the
 * author of the first comment. discussions.manage in both categories (discussionOptionsPermissions.ts).
 */
import type { FastifyInstance } from "fastify";
import { recordAudit } from "@server/audit/auditLog";
import { HttpError } from "@server/http/httpErrors";
import { getViewer } from "@server/http/viewer";
import { lockRow } from "@server/db/rowLock";
import { BODY_FORMATS } from "@server/content/bodyFormat";
import { canSplitComments, DISCUSSION_TYPES, MAX_DISCUSSION_NAME_LENGTH } from "@vanilla/discussion/discussionOptionsPermissions";
import { viewableCategories } from "./categoriesModel";
import { addToCategoryCounts, addToUserCounts } from "./countsModel";
import { getDiscussion, getViewableDiscussionRow, newDiscussionRow } from "./discussionsModel";
import { permissionProblem, signedInOnly } from "./routeGuards";

const splitBodySchema = {
    type: "object",
    required: ["commentIDs", "newPost"],
    properties: {
        commentIDs: { type: "array", minItems: 1, maxItems: 500, items: { type: "integer", minimum: 1 } },
        newPost: {
            type: "object",
            required: ["name", "categoryID", "postType", "authorType"],
            properties: {
                name: { type: "string", minLength: 1, maxLength: MAX_DISCUSSION_NAME_LENGTH },
                categoryID: { type: "integer", minimum: 1 },
                postType: { type: "string", enum: DISCUSSION_TYPES },
                authorType: { type: "string", enum: ["me", "System"] },
                body: { type: "string", maxLength: 50_000 },
                format: { type: "string", enum: BODY_FORMATS },
            },
        },
    },
} as const;

interface ISplitBody {
    commentIDs: number[];
    newPost: { name: string; categoryID: number; postType: string; authorType: "me" | "System"; body?: string; format?: string };
}

function invalid(field: string, message: string): HttpError {
    return new HttpError(400, message, [{ field, message, code: "invalid", status: 400 }]);
}

export async function registerDiscussionSplitRoutes(app: FastifyInstance): Promise<void> {
    const { db } = app.hearth;

    app.post<{ Body: ISplitBody }>("/api/v2/discussions/split", { schema: { body: splitBodySchema }, preValidation: signedInOnly }, async (request) => {
        const { commentIDs, newPost } = request.body;
        const name = newPost.name.trim();
        if (!name) throw invalid("newPost.name", "The title cannot be blank.");
        const ids = [...new Set(commentIDs)];
        const comments = await db.selectFrom("comments").selectAll().where("commentID", "in", ids).where("dateDeleted", "is", null).orderBy("dateInserted").orderBy("commentID").execute();
        if (comments.length !== ids.length) throw invalid("commentIDs", "Some of these comments do not exist or were deleted.");
        const sourceID = comments[0]!.discussionID;
        if (comments.some((comment) => comment.discussionID !== sourceID)) throw invalid("commentIDs", "The comments must be of one discussion.");
        const source = await getViewableDiscussionRow(request, sourceID);
        const { user, permissions } = await getViewer(request);
        if (!canSplitComments(permissions, user.userID, source.categoryID) || !canSplitComments(permissions, user.userID, newPost.categoryID)) throw permissionProblem("discussions.manage");
        if (!(await viewableCategories(request)).some((category) => category.categoryID === newPost.categoryID)) throw invalid("newPost.categoryID", "The category does not exist.");
        const first = comments[0]!;
        const authorID = newPost.authorType === "me" ? user.userID : first.insertUserID;
        const now = new Date().toISOString();

        const discussionID = await db.transaction().execute(async (trx) => {
            if (!(await lockRow(trx, "discussions", "discussionID", sourceID))) throw new HttpError(404, "Discussion not found.");
            const row = newDiscussionRow({ categoryID: newPost.categoryID, insertUserID: authorID, type: newPost.postType, name, body: newPost.body ?? first.body, format: newPost.format ?? first.format }, now);
            const { discussionID: created } = await trx.insertInto("discussions").values(row).returning("discussionID").executeTakeFirstOrThrow();
            // Still there and still not deleted: a comment split away a moment ago by someone else stays where it went.
            const moved = await trx
                .updateTable("comments")
                .set({ discussionID: created, parentCommentID: null })
                .where("commentID", "in", ids)
                .where("discussionID", "=", sourceID)
                .where("dateDeleted", "is", null)
                .executeTakeFirst();
            const count = Number(moved.numUpdatedRows);
            if (count !== ids.length) throw new HttpError(409, "These comments changed while you were splitting them. Reload and try again.");
            // Replies to a moved comment that stayed behind become top-level there.
            await trx.updateTable("comments").set({ parentCommentID: null }).where("discussionID", "=", sourceID).where("parentCommentID", "in", ids).execute();
            const last = comments[comments.length - 1]!;
            await trx.updateTable("discussions").set({ countComments: count, dateLastComment: last.dateInserted, lastCommentUserID: last.insertUserID }).where("discussionID", "=", created).execute();
            await trx.updateTable("discussions").set((eb) => ({ countComments: eb("countComments", "-", count) })).where("discussionID", "=", sourceID).execute();
            await addToCategoryCounts(trx, source.categoryID, { comments: -count });
            await addToCategoryCounts(trx, newPost.categoryID, { discussions: 1, comments: count });
            await addToUserCounts(trx, authorID, { discussions: 1 });
            await recordAudit(request, trx, {
                eventType: "comment.split",
                message: `Split ${count} comment(s) of "${source.name}" into the new discussion "${name}".`,
                recordType: "discussion",
                recordID: created,
                meta: { sourceDiscussionID: sourceID, commentIDs: ids },
            });
            return created;
        });
        return getDiscussion(request, discussionID);
    });
}
