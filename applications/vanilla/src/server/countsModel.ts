/**
 * The stored counts of discussions and comments that categories and users carry (content §2):
 * every query that adds, moves or removes posts changes them through these, in its transaction.
 */
import { sql, type Kysely } from "kysely";
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

/** Rows changed per statement by the *Many functions (3 parameters a row). */
const MANY_CHUNK = 500;

/**
 * Adds to the counts of many rows in one statement per 500 rows (a CASE on the row's key), for
 * bulk moderation: deleting 1,000 discussions touches thousands of users' comment counts.
 */
async function addToCountsMany(db: Kysely<Database>, table: "categories" | "users", key: "categoryID" | "userID", changes: Map<number, ICountChange>): Promise<void> {
    const rows = [...changes].filter(([, change]) => change.discussions || change.comments);
    for (let start = 0; start < rows.length; start += MANY_CHUNK) {
        const chunk = rows.slice(start, start + MANY_CHUNK);
        const plus = (column: string, field: keyof ICountChange) =>
            sql`${sql.ref(column)} = ${sql.ref(column)} + case ${sql.ref(key)} ${sql.join(
                chunk.map(([id, change]) => sql`when ${id} then ${change[field] ?? 0}`),
                sql` `,
            )} else 0 end`;
        await sql`update ${sql.table(table)} set ${plus("countDiscussions", "discussions")}, ${plus("countComments", "comments")} where ${sql.ref(key)} in (${sql.join(chunk.map(([id]) => id))})`.execute(db);
    }
}

/** addToCategoryCounts for many categories at once (categoryID → change). */
export async function addToCategoryCountsMany(db: Kysely<Database>, changes: Map<number, ICountChange>): Promise<void> {
    await addToCountsMany(db, "categories", "categoryID", changes);
}

/** addToUserCounts for many users at once (userID → change). */
export async function addToUserCountsMany(db: Kysely<Database>, changes: Map<number, ICountChange>): Promise<void> {
    await addToCountsMany(db, "users", "userID", changes);
}
