/**
 * PUT /api/v2/discussions/{id}/bookmark (content §7, vanilla-openapi discussions.yml): body
 * `{bookmarked}`, answer `{bookmarked}` with the current value. Signed-in users only, on
 * discussions they may see; idempotent (bookmarking twice keeps one bookmark).
 */
import type { FastifyInstance } from "fastify";
import { HttpError } from "@server/http/httpErrors";
import { getViewer } from "@server/http/viewer";
import { getViewableDiscussionRow } from "./discussionsModel";

interface IBookmarkRoute {
    Params: { id: number };
    Body: { bookmarked: boolean };
}

const paramsSchema = {
    type: "object",
    required: ["id"],
    properties: { id: { type: "integer", minimum: 1 } },
} as const;

const bodySchema = {
    type: "object",
    required: ["bookmarked"],
    properties: { bookmarked: { type: "boolean" } },
} as const;

export async function registerBookmarkRoutes(app: FastifyInstance): Promise<void> {
    app.put<IBookmarkRoute>(
        "/api/v2/discussions/:id/bookmark",
        {
            schema: { params: paramsSchema, body: bodySchema },
            // Guests are refused before the body is validated: whatever they send, the answer is 403.
            preValidation: async (request) => {
                const { user } = await getViewer(request);
                if (user.userID === 0) throw new HttpError(403, "You must be signed in to bookmark a discussion.");
            },
        },
        async (request) => {
            const { user } = await getViewer(request);
            // 404 when it does not exist, 403 when the viewer may not see its category.
            const { discussionID } = await getViewableDiscussionRow(request, request.params.id);
            const { db } = request.server.hearth;
            const { bookmarked } = request.body;
            if (bookmarked) {
                await db
                    .insertInto("bookmarks")
                    .values({ discussionID, userID: user.userID, dateInserted: new Date().toISOString() })
                    .onConflict((conflict) => conflict.columns(["discussionID", "userID"]).doNothing())
                    .execute();
            } else {
                await db.deleteFrom("bookmarks").where("discussionID", "=", discussionID).where("userID", "=", user.userID).execute();
            }
            return { bookmarked };
        },
    );
}
