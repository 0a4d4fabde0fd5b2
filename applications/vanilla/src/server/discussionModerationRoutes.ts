/**
 * The calls behind the discussion options menu (content §4, §6, §7), in Vanilla's shapes
 * (vanilla-openapi discussions.yml):
 *   PATCH  /api/v2/discussions/{id}          {closed?, sink?} → the discussion
 *   PUT    /api/v2/discussions/{id}/dismiss  {dismissed} → {dismissed}   (announcements, per user)
 *   PATCH  /api/v2/discussions/{id}/bump     no body → the discussion     (dateLastComment = now)
 *   DELETE /api/v2/discussions/{id}          → 204, with its comments, reactions, bookmarks
 * Guests are refused (403) before the body is read; then an unknown discussion is 404, one the
 * viewer may not see 403, a missing permission 403, a bad body 400 with field errors. The host
 * enforces the request-origin header on every one of them. Permissions come from
 * discussionPermissions.ts, the functions the menu uses.
 */
import type { FastifyInstance } from "fastify";
import { HttpError } from "@server/http/httpErrors";
import { getViewer } from "@server/http/viewer";
import {
    canBumpDiscussion,
    canCloseDiscussion,
    canDeleteDiscussion,
    canDismissDiscussion,
    canSinkDiscussion,
} from "@vanilla/discussions/discussionPermissions";
import { deleteDiscussion, setDismissed } from "./discussionModerationModel";
import { getDiscussion } from "./discussionsModel";
import { permissionProblem, signedInOnly } from "./routeGuards";

const idParamsSchema = {
    type: "object",
    required: ["id"],
    properties: { id: { type: "integer", minimum: 1 } },
} as const;

const patchBodySchema = {
    type: "object",
    properties: { closed: { type: "boolean" }, sink: { type: "boolean" } },
} as const;

const dismissBodySchema = {
    type: "object",
    required: ["dismissed"],
    properties: { dismissed: { type: "boolean" } },
} as const;

interface IPatchRoute {
    Params: { id: number };
    Body: { closed?: boolean; sink?: boolean } | undefined;
}

interface IDismissRoute {
    Params: { id: number };
    Body: { dismissed: boolean };
}

export async function registerDiscussionModerationRoutes(app: FastifyInstance): Promise<void> {
    const { db } = app.hearth;

    app.patch<IPatchRoute>(
        "/api/v2/discussions/:id",
        { schema: { params: idParamsSchema, body: patchBodySchema }, preValidation: signedInOnly },
        async (request) => {
            const { closed, sink } = request.body ?? {};
            if (closed === undefined && sink === undefined) {
                const message = "Send closed or sink.";
                throw new HttpError(400, message, [
                    { field: "closed", message, code: "required", status: 400 },
                    { field: "sink", message, code: "required", status: 400 },
                ]);
            }
            const discussion = await getDiscussion(request, request.params.id, []);
            const { user, permissions } = await getViewer(request);
            if (closed !== undefined && !canCloseDiscussion(permissions, user.userID, discussion)) throw permissionProblem("discussions.close");
            if (sink !== undefined && !canSinkDiscussion(permissions, discussion)) throw permissionProblem("discussions.moderate");
            await db
                .updateTable("discussions")
                .set({
                    ...(closed !== undefined ? { closed: closed ? 1 : 0 } : {}),
                    ...(sink !== undefined ? { sink: sink ? 1 : 0 } : {}),
                    dateUpdated: new Date().toISOString(),
                })
                .where("discussionID", "=", discussion.discussionID)
                .execute();
            return getDiscussion(request, discussion.discussionID);
        },
    );

    app.put<IDismissRoute>(
        "/api/v2/discussions/:id/dismiss",
        { schema: { params: idParamsSchema, body: dismissBodySchema }, preValidation: signedInOnly },
        async (request) => {
            const discussion = await getDiscussion(request, request.params.id, []);
            const { user } = await getViewer(request);
            if (!canDismissDiscussion(user.userID, discussion)) {
                const message = "Only announcements can be dismissed.";
                throw new HttpError(400, message, [{ field: "dismissed", message, code: "announcement", status: 400 }]);
            }
            const { dismissed } = request.body;
            await setDismissed(db, discussion.discussionID, user.userID, dismissed);
            return { dismissed };
        },
    );

    app.patch<{ Params: { id: number } }>(
        "/api/v2/discussions/:id/bump",
        { schema: { params: idParamsSchema }, preValidation: signedInOnly },
        async (request) => {
            const discussion = await getDiscussion(request, request.params.id, []);
            const { permissions } = await getViewer(request);
            if (!canBumpDiscussion(permissions)) throw permissionProblem("curation.manage");
            await db.updateTable("discussions").set({ dateLastComment: new Date().toISOString() }).where("discussionID", "=", discussion.discussionID).execute();
            return getDiscussion(request, discussion.discussionID);
        },
    );

    app.delete<{ Params: { id: number } }>(
        "/api/v2/discussions/:id",
        { schema: { params: idParamsSchema }, preValidation: signedInOnly },
        async (request, reply) => {
            const discussion = await getDiscussion(request, request.params.id, []);
            const { permissions } = await getViewer(request);
            if (!canDeleteDiscussion(permissions, discussion)) throw permissionProblem("discussions.manage");
            // Two moderators deleting at once: the second finds nothing left to delete.
            if (!(await deleteDiscussion(db, discussion.discussionID))) throw new HttpError(404, "Discussion not found.");
            return reply.status(204).send();
        },
    );
}
