/**
 * Queries behind the discussion options menu (content §4 "Moderator flags", "Delete"):
 * announcement dismissals per user, and deleting a discussion with everything that hangs on it.

 */
import type { Kysely, Transaction } from "kysely";
import { lockRows } from "@server/db/rowLock";
import type { Database } from "@server/db/schema";
import { addToCategoryCountsMany, addToUserCountsMany } from "./countsModel";

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
 * The one way discussions are deleted (single delete, bulk delete, merge): their comments,
 * bookmarks, dismissals and tags go with them through the foreign keys' cascades; the rows that
 * name them or their comments by record type (reactions, collection records) are deleted here;
 * the counts of their categories and of the users who wrote them come down by what was removed,
 * one statement per table for the whole set. Runs in the caller's transaction; answers the IDs
 * deleted. Of two deletes at once, the second waits on the row locks and then finds the rows
 * gone (not in its answer), so the counts come down once.
 */
export async function deleteDiscussionsIn(trx: Transaction<Database>, discussionIDs: number[]): Promise<number[]> {
    const ids = await lockRows(trx, "discussions", "discussionID", [...new Set(discussionIDs)]);
    if (!ids.length) return [];
    const discussions = await trx.selectFrom("discussions").select(["discussionID", "categoryID", "insertUserID"]).where("discussionID", "in", ids).execute();
    const comments = await trx
        .selectFrom("comments")
        .select(["discussionID", "insertUserID", (eb) => eb.fn.countAll<string | number>().as("n")])
        .where("discussionID", "in", ids)
        .groupBy(["discussionID", "insertUserID"])
        .execute();
    const commentIDs = trx.selectFrom("comments").select("commentID").where("discussionID", "in", ids);

    // One statement per record type: each is a plain look-up of the (recordType, recordID) index.
    for (const table of ["reactions", "collectionRecords"] as const) {
        await trx.deleteFrom(table).where("recordType", "=", "discussion").where("recordID", "in", ids).execute();
        await trx.deleteFrom(table).where("recordType", "=", "comment").where("recordID", "in", commentIDs).execute();
    }
    await trx.deleteFrom("discussions").where("discussionID", "in", ids).execute();

    const categoryOf = new Map(discussions.map((discussion) => [discussion.discussionID, discussion.categoryID]));
    const categories = new Map<number, { discussions: number; comments: number }>();
    const users = new Map<number, { discussions: number; comments: number }>();
    const entry = (map: typeof users, id: number) => map.get(id) ?? map.set(id, { discussions: 0, comments: 0 }).get(id)!;
    for (const discussion of discussions) {
        entry(categories, discussion.categoryID).discussions -= 1;
        entry(users, discussion.insertUserID).discussions -= 1;
    }
    for (const row of comments) {
        entry(categories, categoryOf.get(row.discussionID)!).comments -= Number(row.n);
        entry(users, row.insertUserID).comments -= Number(row.n);
    }
    await addToCategoryCountsMany(trx, categories);
    await addToUserCountsMany(trx, users);
    return ids;
}

/** deleteDiscussionsIn for one discussion; false when it does not exist (any more). */
export async function deleteDiscussionIn(trx: Transaction<Database>, discussionID: number): Promise<boolean> {
    return (await deleteDiscussionsIn(trx, [discussionID])).length > 0;
}

/** deleteDiscussionIn in a transaction of its own. */
export async function deleteDiscussion(db: Kysely<Database>, discussionID: number): Promise<boolean> {
    return db.transaction().execute((trx) => deleteDiscussionIn(trx, discussionID));
}

/** deleteDiscussionsIn in a transaction of its own. */
export async function deleteDiscussions(db: Kysely<Database>, discussionIDs: number[]): Promise<number[]> {
    return db.transaction().execute((trx) => deleteDiscussionsIn(trx, discussionIDs));
}
