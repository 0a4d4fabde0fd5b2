/**
 * Reactions on discussions and comments (content §3, §4, §6, §7) in Vanilla's shapes
 * (vanilla-openapi discussions.yml and comments.yml "/{recordType}s/{id}/reactions"), written
 * once and registered per record type:
 *   GET    /api/v2/{recordType}s/{id}/reactions           who reacted (reactions.view)
 *   POST   /api/v2/{recordType}s/{id}/reactions           {reactionType: urlcode} → the counts
 *   DELETE /api/v2/{recordType}s/{id}/reactions/{userID}  one's own, or someone's (community.moderate)
 *   DELETE /api/v2/discussions/{id}/reactions             the viewer's own (discussions only, as in Vanilla)
 * Every check goes through the shared permission engine (reactionPermissions.ts), the same
 * functions the reaction bar uses to decide what to offer.
 */
import { randomUUID } from "node:crypto";
import { enforceRateLimit } from "@server/http/rateLimits";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "@server/http/httpErrors";
import { setPagingHeaders } from "@server/http/paging";
import { getViewer, requirePermission } from "@server/http/viewer";
import { canReactToRecord, canRemoveOthersReactions, canUseReactionType } from "@vanilla/reactions/reactionPermissions";
import type { ReactionRecordType } from "@vanilla/reactions/reactionTypes";
import { REACTION_TARGET_LOADERS, type IReactionTarget } from "./reactionRecords";
import { findReactionType, listReactionLog, setReaction, viewerReactionCounts } from "./reactionsModel";
import { registerProfileReactionsPage } from "./profileReactionsPage";
import { enqueueReactionAdded } from "./postEvents";

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

/** The record (404 / 403 when it cannot be seen) and the record rule of content §6. */
async function reactableTarget(request: FastifyRequest, recordType: ReactionRecordType, recordID: number): Promise<IReactionTarget> {
    const target = await REACTION_TARGET_LOADERS[recordType](request, recordID);
    const { permissions } = await getViewer(request);
    if (!canReactToRecord(permissions, target)) {
        throw new HttpError(
            403,
            target.closed ? "This discussion is closed: reacting needs the discussions.close permission." : "You need the comments.add permission to react here.",
        );
    }
    return target;
}

async function countsFor(request: FastifyRequest, recordType: ReactionRecordType, recordID: number) {
    return (await viewerReactionCounts(request, recordType, [recordID])).get(recordID) ?? [];
}

export async function registerReactionRoutes(app: FastifyInstance): Promise<void> {
    await registerProfileReactionsPage(app);
    registerRecordReactionRoutes(app, "discussion");
    registerRecordReactionRoutes(app, "comment");

    // Vanilla's shortcut for one's own reaction exists on discussions only.
    app.delete<{ Params: { id: number } }>("/api/v2/discussions/:id/reactions", { schema: { params: idParamsSchema } }, async (request, reply) => {
        const userID = await signedInUserID(request);
        const target = await reactableTarget(request, "discussion", request.params.id);
        await enforceRateLimit(request, reply, "reactionsPerUser", userID);
        await setReaction(app.hearth.db, "discussion", target.recordID, userID, null);
        return reply.status(204).send();
    });
}

function registerRecordReactionRoutes(app: FastifyInstance, recordType: ReactionRecordType): void {
    const { db } = app.hearth;
    const path = `/api/v2/${recordType}s/:id/reactions`;
    const load = REACTION_TARGET_LOADERS[recordType];

    app.get<{ Params: { id: number }; Querystring: { type?: string; page: number; limit: number } }>(
        path,
        { schema: { params: idParamsSchema, querystring: logQuerySchema } },
        async (request, reply) => {
            // Content §6: reactions.view lets a person see who reacted.
            await requirePermission(request, "reactions.view", { mode: "global" });
            const target = await load(request, request.params.id);
            const { type, page, limit } = request.query;
            let tagID: number | undefined;
            if (type) {
                const reactionType = await findReactionType(db, type);
                if (!reactionType) throw unknownReactionType("type", type);
                tagID = reactionType.tagID;
            }
            const { entries, total } = await listReactionLog(db, recordType, target.recordID, { tagID, page, limit });
            setPagingHeaders(request, reply, { page, limit, total });
            return entries;
        },
    );

    app.post<{ Params: { id: number }; Body: { reactionType: string } }>(path, { schema: { params: idParamsSchema, body: reactBodySchema } }, async (request, reply) => {
        const userID = await signedInUserID(request);
        const target = await reactableTarget(request, recordType, request.params.id);
        const reactionType = await findReactionType(db, request.body.reactionType);
        if (!reactionType) throw unknownReactionType("reactionType", request.body.reactionType);
        const { permissions, user } = await getViewer(request);
        if (!canUseReactionType(permissions, reactionType)) {
            throw new HttpError(403, `You don't have permission to use the ${reactionType.name} reaction.`);
        }
        await enforceRateLimit(request, reply, "reactionsPerUser", userID);
        // The same reaction sent again (a double click) changes nothing and tells nobody twice.
        const outcome = await setReaction(db, recordType, target.recordID, userID, reactionType.tagID, (trx) =>
            enqueueReactionAdded(trx, {
                eventID: randomUUID(),
                recordType,
                recordID: target.recordID,
                recordName: target.name,
                recordUrl: target.url,
                recordAuthorID: target.insertUserID,
                categoryID: target.categoryID,
                reactorID: user.userID,
                reactorName: user.name,
                reactorPhotoUrl: user.photoUrl,
                reactionName: reactionType.name,
            }),
        );
        if (outcome === "missing") throw new HttpError(404, `${recordType === "comment" ? "Comment" : "Discussion"} not found.`);
        if (outcome === "changed") app.hearth.jobs.wake();
        return countsFor(request, recordType, target.recordID);
    });

    app.delete<{ Params: { id: number; userID: number } }>(`${path}/:userID`, { schema: { params: userParamsSchema } }, async (request, reply) => {
        const viewerID = await signedInUserID(request);
        const { permissions } = await getViewer(request);
        let target: IReactionTarget;
        if (request.params.userID === viewerID) {
            target = await reactableTarget(request, recordType, request.params.id);
        } else {
            target = await load(request, request.params.id);
            if (!canRemoveOthersReactions(permissions)) throw new HttpError(403, "You need the community.moderate permission to remove someone else's reaction.");
        }
        await setReaction(db, recordType, target.recordID, request.params.userID, null);
        return reply.status(204).send();
    });
}

function unknownReactionType(field: string, urlcode: string): HttpError {
    const message = `${field} is not a known reaction type: ${urlcode}.`;
    return new HttpError(400, message, [{ field, message, code: "enum", status: 400 }]);
}
