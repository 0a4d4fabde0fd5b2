/**
 * Reactions on discussions (content §3, §4, §6, §7) in Vanilla's shapes (vanilla-openapi
 * discussions.yml "/discussions/{id}/reactions"):
 *   GET    /api/v2/discussions/{id}/reactions           who reacted (reactions.view)
 *   POST   /api/v2/discussions/{id}/reactions           {reactionType: urlcode} → the counts
 *   DELETE /api/v2/discussions/{id}/reactions           the viewer's own reaction
 *   DELETE /api/v2/discussions/{id}/reactions/{userID}  someone's reaction (community.moderate)
 * Every check goes through the shared permission engine (reactionPermissions.ts), the same
 * functions the reaction bar uses to decide what to offer.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "@server/http/httpErrors";
import { setPagingHeaders } from "@server/http/paging";
import { getViewer, requirePermission } from "@server/http/viewer";
import { canReactToRecord, canRemoveOthersReactions, canUseReactionType } from "@vanilla/reactions/reactionPermissions";
import type { IDiscussion } from "@vanilla/discussions/discussionTypes";
import { getDiscussion } from "./discussionsModel";
import { findReactionType, listReactionLog, reactionCountsFor, setDiscussionReaction } from "./reactionsModel";
import { registerProfileReactionsPage } from "./profileReactionsPage";

const idParamsSchema = {
    type: "object",
    required: ["id"],
    properties: { id: { type: "integer", minimum: 1 } },
} as const;

const userParamsSchema = {
    type: "object",
    required: ["id", "userID"],
    properties: { id: { type: "integer", minimum: 1 }, userID: { type: "integer", minimum: 1 } },
} as const;

const reactBodySchema = {
    type: "object",
    required: ["reactionType"],
    properties: { reactionType: { type: "string", minLength: 1, maxLength: 100 } },
} as const;

const logQuerySchema = {
    type: "object",
    properties: {
        type: { type: "string" },
        page: { type: "integer", minimum: 1, maximum: 100000, default: 1 },
        limit: { type: "integer", minimum: 1, maximum: 100, default: 30 },
    },
} as const;

/** The signed-in viewer's ID; guests get 403 (Vanilla answers permission problems so). */
async function signedInUserID(request: FastifyRequest): Promise<number> {
    const viewer = await getViewer(request);
    if (!viewer.user.userID) throw new HttpError(403, "You must sign in to react.");
    return viewer.user.userID;
}

/** The discussion (404 / 403 when it cannot be seen) and the record rule of content §6. */
async function reactableDiscussion(request: FastifyRequest, discussionID: number): Promise<IDiscussion> {
    const discussion = await getDiscussion(request, discussionID, []);
    const { permissions } = await getViewer(request);
    if (!canReactToRecord(permissions, discussion)) {
        throw new HttpError(
            403,
            discussion.closed ? "This discussion is closed: reacting needs the discussions.close permission." : "You need the comments.add permission to react here.",
        );
    }
    return discussion;
}

async function countsFor(request: FastifyRequest, discussionID: number) {
    const viewer = await getViewer(request);
    return (await reactionCountsFor(request.server.hearth.db, "discussion", [discussionID], viewer.user.userID)).get(discussionID) ?? [];
}

export async function registerReactionRoutes(app: FastifyInstance): Promise<void> {
    const { db } = app.hearth;
    await registerProfileReactionsPage(app);

    app.get<{ Params: { id: number }; Querystring: { type?: string; page: number; limit: number } }>(
        "/api/v2/discussions/:id/reactions",
        { schema: { params: idParamsSchema, querystring: logQuerySchema } },
        async (request, reply) => {
            // Content §6: reactions.view lets a person see who reacted.
            await requirePermission(request, "reactions.view", { mode: "global" });
            const discussion = await getDiscussion(request, request.params.id, []);
            const { type, page, limit } = request.query;
            let tagID: number | undefined;
            if (type) {
                const reactionType = await findReactionType(db, type);
                if (!reactionType) throw unknownReactionType("type", type);
                tagID = reactionType.tagID;
            }
            const { entries, total } = await listReactionLog(db, "discussion", discussion.discussionID, { tagID, page, limit });
            setPagingHeaders(request, reply, { page, limit, total });
            return entries;
        },
    );

    app.post<{ Params: { id: number }; Body: { reactionType: string } }>(
        "/api/v2/discussions/:id/reactions",
        { schema: { params: idParamsSchema, body: reactBodySchema } },
        async (request) => {
            const userID = await signedInUserID(request);
            const discussion = await reactableDiscussion(request, request.params.id);
            const reactionType = await findReactionType(db, request.body.reactionType);
            if (!reactionType) throw unknownReactionType("reactionType", request.body.reactionType);
            const { permissions } = await getViewer(request);
            if (!canUseReactionType(permissions, reactionType)) {
                throw new HttpError(403, `You don't have permission to use the ${reactionType.name} reaction.`);
            }
            await setDiscussionReaction(db, discussion.discussionID, userID, reactionType.tagID);
            const { user } = await getViewer(request);
            await app.hearth.events.emit("reactionAdded", {
                recordType: "discussion",
                recordID: discussion.discussionID,
                recordName: discussion.name,
                recordUrl: discussion.url,
                recordAuthorID: discussion.insertUserID,
                categoryID: discussion.categoryID,
                reactorID: user.userID,
                reactorName: user.name,
                reactorPhotoUrl: user.photoUrl,
                reactionName: reactionType.name,
            });
            return countsFor(request, discussion.discussionID);
        },
    );

    app.delete<{ Params: { id: number } }>("/api/v2/discussions/:id/reactions", { schema: { params: idParamsSchema } }, async (request, reply) => {
        const userID = await signedInUserID(request);
        const discussion = await reactableDiscussion(request, request.params.id);
        await setDiscussionReaction(db, discussion.discussionID, userID, null);
        return reply.status(204).send();
    });

    app.delete<{ Params: { id: number; userID: number } }>(
        "/api/v2/discussions/:id/reactions/:userID",
        { schema: { params: userParamsSchema } },
        async (request, reply) => {
            const viewerID = await signedInUserID(request);
            const { permissions } = await getViewer(request);
            let discussion: IDiscussion;
            if (request.params.userID === viewerID) {
                discussion = await reactableDiscussion(request, request.params.id);
            } else {
                discussion = await getDiscussion(request, request.params.id, []);
                if (!canRemoveOthersReactions(permissions)) throw new HttpError(403, "You need the community.moderate permission to remove someone else's reaction.");
            }
            await setDiscussionReaction(db, discussion.discussionID, request.params.userID, null);
            return reply.status(204).send();
        },
    );
}

function unknownReactionType(field: string, urlcode: string): HttpError {
    const message = `${field} is not a known reaction type: ${urlcode}.`;
    return new HttpError(400, message, [{ field, message, code: "enum", status: 400 }]);
}
