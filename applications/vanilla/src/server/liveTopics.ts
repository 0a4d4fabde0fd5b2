/**
 * The forum's share of live updates (library/src/server/live/): readers follow a discussion
 * (`GET /api/v2/live?discussionID=`) when they may read it, and reaction events carry the
 * record's counts as they are when the event is handed on (the same for every reader, read once
 * per process), so a late or repeated event never shows an old count.
 */
import type { FastifyInstance } from "fastify";
import { HttpError } from "@server/http/httpErrors";
import { viewableCategories } from "./categoriesModel";
import { reactionCountsFor } from "./reactionsModel";
// The "N new comments" bar is drawn only in the browser, but its rules belong in the site
// stylesheet like every other: the client then writes no style at boot (clientStyles.ts).
import "@vanilla/live/liveBar.styles";

export function registerLiveTopics(app: FastifyInstance): void {
    const { live } = app.hearth;
    live.topic("discussion", async (request, discussionID) => {
        const row = await app.hearth.db.selectFrom("discussions").select("categoryID").where("discussionID", "=", discussionID).executeTakeFirst();
        if (!row) throw new HttpError(404, "Discussion not found.");
        const viewable = (await viewableCategories(request)).some((category) => category.categoryID === row.categoryID);
        if (!viewable) throw new HttpError(403, "You don't have permission to view this discussion.");
    });
    live.enrich("reactions", async (data, db) => {
        const recordType = data.recordType === "discussion" ? "discussion" : "comment";
        const recordID = Number(data.recordID);
        const reactions = (await reactionCountsFor(db, recordType, [recordID], 0)).get(recordID) ?? [];
        const record =
            recordType === "discussion"
                ? await db.selectFrom("discussions").select("score").where("discussionID", "=", recordID).executeTakeFirst()
                : await db.selectFrom("comments").select("score").where("commentID", "=", recordID).executeTakeFirst();
        return { recordType, recordID, score: record?.score ?? 0, counts: reactions.map((reaction) => ({ tagID: reaction.tagID, count: reaction.count })) };
    });
}
