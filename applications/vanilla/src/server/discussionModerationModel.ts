/**
 * Queries behind the discussion options menu (content §4 "Moderator flags", "Delete"):
 * announcement dismissals per user, and deleting a discussion with everything that hangs on it.
 *
 * The `discussionDismissals` table is typed here with Kysely's `withTables` rather than in the
 * shared schema.ts, so the table lives with the only code that uses it.
 */
import type { Kysely } from "kysely";
import type { Database } from "@server/db/schema";
import { addToCategoryCounts, addToUserCounts } from "./countsModel";

export interface DiscussionDismissalsTable {
    discussionID: number;
    userID: number;
    dateInserted: string;
}

type DismissalsDatabase = Database & { discussionDismissals: DiscussionDismissalsTable };

function withDismissals(db: Kysely<Database>): Kysely<DismissalsDatabase> {
    return db.withTables<{ discussionDismissals: DiscussionDismissalsTable }>();
}

/** The IDs among `discussionIDs` the user has dismissed (an empty set for guests). */
export async function dismissedDiscussionIDs(db: Kysely<Database>, userID: number, discussionIDs: number[]): Promise<Set<number>> {
    if (!userID || discussionIDs.length === 0) return new Set();
    const rows = await withDismissals(db)
        .selectFrom("discussionDismissals")
        .select("discussionID")
        .where("userID", "=", userID)
        .where("discussionID", "in", discussionIDs)
        .execute();
    return new Set(rows.map((row) => row.discussionID));
}

/** Sets or clears the user's dismissal of a discussion; idempotent. */
export async function setDismissed(db: Kysely<Database>, discussionID: number, userID: number, dismissed: boolean): Promise<void> {
    const typed = withDismissals(db);
    if (dismissed) {
        await typed
            .insertInto("discussionDismissals")
            .values({ discussionID, userID, dateInserted: new Date().toISOString() })
            .onConflict((conflict) => conflict.columns(["discussionID", "userID"]).doNothing())
            .execute();
    } else {
        await typed.deleteFrom("discussionDismissals").where("discussionID", "=", discussionID).where("userID", "=", userID).execute();
    }
}

/**
 * Deletes a discussion, its comments, the reactions on both, its bookmarks and dismissals, and
 * takes them off the counts of its category and of the users who wrote them, in one transaction.
 * Returns false when the discussion does not exist (any more).
 */
export async function deleteDiscussion(db: Kysely<Database>, discussionID: number): Promise<boolean> {
    return db
        .transaction()
        .execute(async (trx) => {
            const discussion = await trx
                .selectFrom("discussions")
                .select(["discussionID", "categoryID", "insertUserID"])
                .where("discussionID", "=", discussionID)
                .executeTakeFirst();
            if (!discussion) return false;
            const comments = await trx.selectFrom("comments").select(["commentID", "insertUserID"]).where("discussionID", "=", discussionID).execute();
            const commentIDs = comments.map((comment) => comment.commentID);

            if (commentIDs.length) {
                await trx.deleteFrom("reactions").where("recordType", "=", "comment").where("recordID", "in", commentIDs).execute();
            }
            await trx.deleteFrom("reactions").where("recordType", "=", "discussion").where("recordID", "=", discussionID).execute();
            await trx.deleteFrom("comments").where("discussionID", "=", discussionID).execute();
            await trx.deleteFrom("bookmarks").where("discussionID", "=", discussionID).execute();
            await withDismissals(trx).deleteFrom("discussionDismissals").where("discussionID", "=", discussionID).execute();
            await trx.deleteFrom("discussions").where("discussionID", "=", discussionID).execute();

            await addToCategoryCounts(trx, discussion.categoryID, { discussions: -1, comments: -comments.length });
            await addToUserCounts(trx, discussion.insertUserID, { discussions: -1 });
            const commentsByUser = new Map<number, number>();
            for (const comment of comments) commentsByUser.set(comment.insertUserID, (commentsByUser.get(comment.insertUserID) ?? 0) + 1);
            for (const [userID, count] of commentsByUser) await addToUserCounts(trx, userID, { comments: -count });
            return true;
        });
}
