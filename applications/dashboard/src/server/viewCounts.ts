/**
 * A discussion's view count counts viewers, not page loads: one view per viewer (member, or a
 * guest's address) per discussion and day. The `discussionViews` row is the proof; the counter
 * moves only when this request inserted it, so ten ticks at once still count one view.
 */
import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { getViewer } from "@server/http/viewer";

export interface DiscussionViewsTable {
    discussionID: number;
    /** "user:<id>", or "address:<hash>" for a guest (the address itself is not kept). */
    viewer: string;
    /** The UTC day, "2026-11-24". */
    period: string;
}

declare module "@server/db/schema" {
    interface Database {
        discussionViews: DiscussionViewsTable;
    }
}

function dayOf(date: Date): string {
    return date.toISOString().slice(0, 10);
}

export async function countDiscussionView(request: FastifyRequest, discussionID: number): Promise<void> {
    const { db } = request.server.hearth;
    const { user } = await getViewer(request);
    const viewer = user.userID !== 0 ? `user:${user.userID}` : `address:${createHash("sha256").update(request.ip).digest("base64url")}`;
    const now = new Date();
    await db.transaction().execute(async (trx) => {
        const inserted = await trx
            .insertInto("discussionViews")
            .values({ discussionID, viewer, period: dayOf(now) })
            .onConflict((conflict) => conflict.doNothing())
            .returning("discussionID")
            .executeTakeFirst();
        if (!inserted) return;
        await trx
            .updateTable("discussions")
            .set((eb) => ({ countViews: eb("countViews", "+", 1) }))
            .where("discussionID", "=", discussionID)
            .execute();
        // Rows of earlier days can no longer stop a count.
        await trx.deleteFrom("discussionViews").where("period", "<", dayOf(now)).execute();
    });
}
