/**
 * DELETE /api/v2/users/{id} {deleteMethod} (issue 14 item 6, shell §3 placeholder users;
 * vanilla-openapi users.yml). Here, beside the content it may remove:
 *   keep    the account goes; its discussions and comments stay, shown by "User Deleted"
 *           (a post whose author is gone is drawn with the placeholder user).
 *   delete, wipe  the account goes with its discussions (and their comments) and its comments
 *           (deleted like a moderator deletes one: the tombstone stays in the thread).
 * users.delete; nobody deletes their own account here; only an administrator deletes an
 * administrator, and nobody deletes a member whose roles can do more than theirs.
 */
import type { FastifyInstance } from "fastify";
import { HttpError } from "@server/http/httpErrors";
import { getViewer, requirePermission } from "@server/http/viewer";
import { requireMayTouchUser } from "@server/permissions/roleGrants";
import { deleteDiscussions } from "./discussionModerationModel";

/** Discussions removed per transaction while deleting a member's content. */
const CHUNK = 200;

export async function registerUserDeletionRoutes(app: FastifyInstance): Promise<void> {
    const { db } = app.hearth;
    app.delete<{ Params: { id: number }; Body: { deleteMethod?: "keep" | "wipe" | "delete" } | undefined }>(
        "/api/v2/users/:id",
        {
            schema: {
                params: { type: "object", required: ["id"], properties: { id: { type: "integer", minimum: 1 } } },
                body: { type: ["object", "null"], properties: { deleteMethod: { type: "string", enum: ["keep", "wipe", "delete"] } } },
            },
        },
        async (request, reply) => {
            await requirePermission(request, "users.delete");
            const viewer = await getViewer(request);
            const userID = request.params.id;
            if (viewer.user.userID === userID) throw new HttpError(403, "You cannot delete your own account here.");
            const row = await db.selectFrom("users").select("userID").where("userID", "=", userID).executeTakeFirst();
            // Deleted already (or by another request at the same moment): the same end.
            if (!row) return reply.status(204).send();
            await requireMayTouchUser(request, userID);
            const method = request.body?.deleteMethod ?? "delete";
            if (method !== "keep") {
                for (;;) {
                    const ids = (await db.selectFrom("discussions").select("discussionID").where("insertUserID", "=", userID).limit(CHUNK).execute()).map((r) => r.discussionID);
                    if (!ids.length) break;
                    await deleteDiscussions(db, ids);
                }
                await db.updateTable("comments").set({ dateDeleted: new Date().toISOString() }).where("insertUserID", "=", userID).where("dateDeleted", "is", null).execute();
            }
            // Sessions, roles, bookmarks, reactions and the like go with the account (foreign keys).
            await db.deleteFrom("users").where("userID", "=", userID).execute();
            return reply.status(204).send();
        },
    );
}
