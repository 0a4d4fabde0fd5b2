/**
 * The stored counts of discussions and comments that categories and users carry (content §2):
 * every query that adds, moves or removes posts changes them through these, in its transaction.
 */
import type { Kysely } from "kysely";
import type { Database } from "@server/db/schema";

/** How many discussions and comments to add to a count; negative numbers take them off. */
export interface ICountChange {
    discussions?: number;
    comments?: number;
}

export async function addToCategoryCounts(db: Kysely<Database>, categoryID: number, change: ICountChange): Promise<void> {
    await db
        .updateTable("categories")
        .set((eb) => ({
            ...(change.discussions !== undefined ? { countDiscussions: eb("countDiscussions", "+", change.discussions) } : {}),
            ...(change.comments !== undefined ? { countComments: eb("countComments", "+", change.comments) } : {}),
        }))
        .where("categoryID", "=", categoryID)
        .execute();
}

export async function addToUserCounts(db: Kysely<Database>, userID: number, change: ICountChange): Promise<void> {
    await db
        .updateTable("users")
        .set((eb) => ({
            ...(change.discussions !== undefined ? { countDiscussions: eb("countDiscussions", "+", change.discussions) } : {}),
            ...(change.comments !== undefined ? { countComments: eb("countComments", "+", change.comments) } : {}),
        }))
        .where("userID", "=", userID)
        .execute();
}

/** A discussion with `comments` comments left category `from` for `to`: both categories' counts follow it. */
export async function moveCategoryCounts(db: Kysely<Database>, from: number, to: number, comments: number): Promise<void> {
    await addToCategoryCounts(db, from, { discussions: -1, comments: -comments });
    await addToCategoryCounts(db, to, { discussions: 1, comments });
}
