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
 * Adds to the counts of many rows in one statement per 500 rows, for bulk moderation: deleting
 * 1,000 discussions touches thousands of users' comment counts. The changes come as a VALUES
 * table joined on the row's key (`update … from`, both databases), so each row finds its change
 * in one look-up. (A CASE over the chunk's keys compared every row with every key: 500 users at
 * a million posts took 8.1 ms on SQLite and 20.5 ms on PostgreSQL, against 5.6 and 17.4 ms.)
 * VALUES columns are named column1, column2… on both databases; the casts give PostgreSQL their
 * types (parameters alone would be text).
 */
async function addToCountsMany(db: Kysely<Database>, table: "categories" | "users", key: "categoryID" | "userID", changes: Map<number, ICountChange>): Promise<void> {
    const rows = [...changes].filter(([, change]) => change.discussions || change.comments);
    const integer = (value: number) => sql`cast(${value} as integer)`;
    for (let start = 0; start < rows.length; start += MANY_CHUNK) {
        const values = rows
            .slice(start, start + MANY_CHUNK)
            .map(([id, change]) => sql`(${integer(id)}, ${integer(change.discussions ?? 0)}, ${integer(change.comments ?? 0)})`);
        await sql`update ${sql.table(table)} set ${sql.ref("countDiscussions")} = ${sql.ref("countDiscussions")} + ${sql.ref("change.column2")}, ${sql.ref("countComments")} = ${sql.ref("countComments")} + ${sql.ref("change.column3")} from (values ${sql.join(values)}) as ${sql.table("change")} where ${sql.ref(`${table}.${key}`)} = ${sql.ref("change.column1")}`.execute(db);
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
