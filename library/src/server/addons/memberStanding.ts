/**
 * A member's standing (add-on API version 7, exported by the server facade): what add-ons that
 * reward members compare with their thresholds (ranks, badges). Posts are the maintained counts
 * of discussions and comments; reactions are those others gave to the member's posts (their own
 * do not count); days are whole days since joining.
 */
import type { Kysely } from "kysely";
import { sql } from "kysely";
import type { Database } from "@server/db/schema";

export interface IMemberStanding {
    posts: number;
    reactions: number;
    daysJoined: number;
}

const DAY = 86_400_000;

/** The member's standing at `now`, or null when there is no such member. */
export async function memberStanding(db: Kysely<Database>, userID: number, now = Date.now()): Promise<IMemberStanding | null> {
    const user = await db.selectFrom("users").select(["countDiscussions", "countComments", "dateInserted"]).where("userID", "=", userID).executeTakeFirst();
    if (!user) return null;
    return { posts: user.countDiscussions + user.countComments, reactions: await reactionsReceived(db, userID), daysJoined: Math.floor((now - Date.parse(user.dateInserted)) / DAY) };
}

async function reactionsReceived(db: Kysely<Database>, userID: number): Promise<number> {
    const onDiscussions = db
        .selectFrom("reactions")
        .innerJoin("discussions", "discussions.discussionID", "reactions.recordID")
        .select(sql<number>`count(*)`.as("count"))
        .where("reactions.recordType", "=", "discussion")
        .where("discussions.insertUserID", "=", userID)
        .where("reactions.userID", "!=", userID)
        .executeTakeFirst();
    const onComments = db
        .selectFrom("reactions")
        .innerJoin("comments", "comments.commentID", "reactions.recordID")
        .select(sql<number>`count(*)`.as("count"))
        .where("reactions.recordType", "=", "comment")
        .where("comments.insertUserID", "=", userID)
        .where("reactions.userID", "!=", userID)
        .executeTakeFirst();
    const [discussions, comments] = await Promise.all([onDiscussions, onComments]);
    return Number(discussions?.count ?? 0) + Number(comments?.count ?? 0);
}
