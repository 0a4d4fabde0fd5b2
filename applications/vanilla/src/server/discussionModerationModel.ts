/**
 * Queries behind the discussion options menu (content §4 "Moderator flags", "Delete"):
 * announcement dismissals per user, and deleting a discussion with everything that hangs on it.

 */
import type { Kysely, Transaction } from "kysely";
import { lockRows } from "@server/db/rowLock";
import type { Database } from "@server/db/schema";
import { addToCategoryCountsMany, addToUserCountsMany } from "./countsModel";

/** Record IDs per statement when deleting what names a discussion's comments (a discussion may have 20,000). */
const ID_CHUNK = 1000;

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
 * one statement per table for the whole set (per 1,000 comments for what names the comments).
 * Runs in the caller's transaction; answers the IDs deleted. Of two deletes at once, the second
 * waits on the row locks and then finds the rows gone (not in its answer), so the counts come
 * down once.
 */
export async function deleteDiscussionsIn(trx: Transaction<Database>, discussionIDs: number[]): Promise<number[]> {
    const ids = await lockRows(trx, "discussions", "discussionID", [...new Set(discussionIDs)]);
    if (!ids.length) return [];
    const discussions = await trx.selectFrom("discussions").select(["discussionID", "categoryID", "insertUserID"]).where("discussionID", "in", ids).execute();
    const comments = await trx.selectFrom("comments").select(["commentID", "discussionID", "insertUserID"]).where("discussionID", "in", ids).execute();

    await trx.deleteFrom("discussions").where("discussionID", "in", ids).execute();
    // Then what names them by record type, by the IDs themselves: a plain look-up of the
    // (recordType, recordID) index each. (Given the comments as a subquery, PostgreSQL hashed
    // them and read every reaction, a sequential scan of 350,000 rows: 60-90 ms of each 50
    // discussions' 230 ms at a million posts.) After the comments are gone, their reactions'
    // live events find no discussion to go to and are not written (liveMigrations.ts).
    const commentIDs = comments.map((comment) => comment.commentID);
    for (const table of ["reactions", "collectionRecords"] as const) {
        await trx.deleteFrom(table).where("recordType", "=", "discussion").where("recordID", "in", ids).execute();
        for (let start = 0; start < commentIDs.length; start += ID_CHUNK) {
            await trx.deleteFrom(table).where("recordType", "=", "comment").where("recordID", "in", commentIDs.slice(start, start + ID_CHUNK)).execute();
        }
    }

    const categoryOf = new Map(discussions.map((discussion) => [discussion.discussionID, discussion.categoryID]));
    const categories = new Map<number, { discussions: number; comments: number }>();
    const users = new Map<number, { discussions: number; comments: number }>();
    const entry = (map: typeof users, id: number) => map.get(id) ?? map.set(id, { discussions: 0, comments: 0 }).get(id)!;
    for (const discussion of discussions) {
        entry(categories, discussion.categoryID).discussions -= 1;
        entry(users, discussion.insertUserID).discussions -= 1;
    }
    for (const comment of comments) {
        entry(categories, categoryOf.get(comment.discussionID)!).comments -= 1;
        entry(users, comment.insertUserID).comments -= 1;
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
