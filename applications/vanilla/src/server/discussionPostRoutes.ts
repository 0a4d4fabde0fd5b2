/**
 * POST /api/v2/discussions in Vanilla's shape (vanilla-openapi discussions.yml): starts a
 * discussion through createDiscussion (posting.ts) and answers 201 with the discussion as
 * GET /api/v2/discussions/{id} gives it. Honours the Idempotency-Key header (idempotency.ts).
 *
 *     {categoryID, name, body, format?, tagIDs?, newTagNames?, pinLocation?, type? | postTypeID?, attributes?}
 *
 * With draftID, the member's draft of it is deleted in the same transaction (a lost answer
 * never leaves the draft behind to be posted twice).
 */
import type { FastifyInstance } from "fastify";
import { BODY_FORMATS, type BodyFormat } from "@library/composer/composerTypes";
import { PIN_LOCATIONS, type PinLocation } from "@library/drafts/draftTypes";
import { answerIdempotently } from "@server/http/idempotency";
import { MAX_COMMENT_LENGTH } from "./commentsRoutes";
import { getDiscussion } from "./discussionsModel";
import { actorOf, createDiscussion, withRetryAfter } from "./posting";

interface IDiscussionPost {
    categoryID: number;
    name: string;
    body: string;
    format: BodyFormat;
    tagIDs?: number[];
    newTagNames?: string[];
    pinLocation?: PinLocation;
    type?: string;
    postTypeID?: string;
    draftID?: number;
    attributes?: Record<string, unknown>;
}

const discussionPostSchema = {
    type: "object",
    required: ["categoryID", "name", "body"],
    properties: {
        categoryID: { type: "integer", minimum: 1 },
        name: { type: "string" },
        body: { type: "string", maxLength: MAX_COMMENT_LENGTH },
        format: { type: "string", enum: [...BODY_FORMATS], default: "markdown" },
        tagIDs: { type: "array", items: { type: "integer", minimum: 1 }, maxItems: 50 },
        newTagNames: { type: "array", items: { type: "string" }, maxItems: 50 },
        pinLocation: { type: "string", enum: [...PIN_LOCATIONS] },
        type: { type: "string", maxLength: 50 },
        postTypeID: { type: "string", maxLength: 50 },
        draftID: { type: "integer", minimum: 1 },
        // Add-ons' data for the new discussion (postAttributes.ts): each add-on checks its own key.
        attributes: { type: "object" },
    },
} as const;

export async function registerDiscussionPostRoutes(app: FastifyInstance): Promise<void> {
    app.post<{ Body: IDiscussionPost }>("/api/v2/discussions", { schema: { body: discussionPostSchema } }, async (request, reply) => {
        const { postTypeID, type, ...input } = request.body;
        const actor = await actorOf(request);
        return answerIdempotently(request, reply, "POST /api/v2/discussions", request.body, {
            status: 201,
            run: (trx) => withRetryAfter(reply, createDiscussion(app.hearth, actor, { ...input, type: type ?? postTypeID }, trx)),
            stored: (created) => ({ discussionID: created.discussionID }),
            answer: ({ discussionID }) => getDiscussion(request, discussionID),
        });
    });
}
