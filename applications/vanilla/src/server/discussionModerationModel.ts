/**
 * Queries behind the discussion options menu (content §4 "Moderator flags", "Delete"):
 * announcement dismissals per user, and deleting a discussion with everything that hangs on it.

 */
import type { Kysely, Transaction } from "kysely";
import { lockRow } from "@server/db/rowLock";
import type { Database } from "@server/db/schema";
import { addToCategoryCounts, addToUserCounts } from "./countsModel";

/** The IDs among `discussionIDs` the user has dismissed (an empty set for guests). */
export async function dismissedDiscussionIDs(db: Kysely<Database>, userID: number, discussionIDs: number[]): Promise<Set<number>> {
    if (!userID || discussionIDs.length === 0) return new Set();
    const rows = await db
        .selectFrom("discussionDismissals")
        .select("discussionID")
        .where("userID", "=", userID)
        .where("discussionID", "in", discussionIDs)
        .execute();
    return new Set(rows.map((row) => row.discussionID));
}

/** Sets or clears the user's dismissal of a discussion; idempotent. */
export async function setDismissed(db: Kysely<Database>, discussionID: number, userID: number, dismissed: boolean): Promise<void> {
    if (dismissed) {
        await db
            .insertInto("discussionDismissals")
            .values({ discussionID, userID, dateInserted: new Date().toISOString() })
            .onConflict((conflict) => conflict.columns(["discussionID", "userID"]).doNothing())
            .execute();
    } else {
        await db.deleteFrom("discussionDismissals").where("discussionID", "=", discussionID).where("userID", "=", userID).execute();
    }
}

/**
 * The one way a discussion is deleted (single delete, bulk delete, merge): its comments,
 * bookmarks, dismissals and tags go with it through the foreign keys' cascades; the rows that
 * name it or its comments by record type (reactions, collection records) are deleted here; the
 * counts of its category and of the users who wrote it come down by what was removed. Runs in
 * the caller's transaction. False when the discussion does not exist (any more): of two deletes
 * at once, the second waits on the row lock and then finds nothing, so the counts come down once.
 */
export async function deleteDiscussionIn(trx: Transaction<Database>, discussionID: number): Promise<boolean> {
    if (!(await lockRow(trx, "discussions", "discussionID", discussionID))) return false;
    const discussion = await trx
        .selectFrom("discussions")
        .select(["discussionID", "categoryID", "insertUserID"])
        .where("discussionID", "=", discussionID)
        .executeTakeFirstOrThrow();
    const comments = await trx.selectFrom("comments").select(["commentID", "insertUserID"]).where("discussionID", "=", discussionID).execute();
    const commentIDs = trx.selectFrom("comments").select("commentID").where("discussionID", "=", discussionID);

    await trx
        .deleteFrom("reactions")
        .where((eb) => eb.or([eb.and([eb("recordType", "=", "discussion"), eb("recordID", "=", discussionID)]), eb.and([eb("recordType", "=", "comment"), eb("recordID", "in", commentIDs)])]))
        .execute();
    await trx
        .deleteFrom("collectionRecords")
        .where((eb) => eb.or([eb.and([eb("recordType", "=", "discussion"), eb("recordID", "=", discussionID)]), eb.and([eb("recordType", "=", "comment"), eb("recordID", "in", commentIDs)])]))
        .execute();
    await trx.deleteFrom("discussions").where("discussionID", "=", discussionID).execute();

    await addToCategoryCounts(trx, discussion.categoryID, { discussions: -1, comments: -comments.length });
    await addToUserCounts(trx, discussion.insertUserID, { discussions: -1 });
    const commentsByUser = new Map<number, number>();
    for (const comment of comments) commentsByUser.set(comment.insertUserID, (commentsByUser.get(comment.insertUserID) ?? 0) + 1);
    for (const [userID, count] of commentsByUser) await addToUserCounts(trx, userID, { comments: -count });
    return true;
}

/** deleteDiscussionIn in a transaction of its own. */
export async function deleteDiscussion(db: Kysely<Database>, discussionID: number): Promise<boolean> {
    return db.transaction().execute((trx) => deleteDiscussionIn(trx, discussionID));
}
