import { sql, type Kysely } from "kysely";
import type { MigrationSet } from "@server/db/migrations";

/**
 * The dashboard home's figures read through indexes (dashboardHomeModel.ts), so they stay
 * cheap at 10,000 members and 1,000,000 comments: new members and comments of the last day and
 * week are index ranges on dateInserted (discussions already have discussions_list_inserted),
 * the recent sign-ups an index walk, and the flags (Spam, Abuse reactions) a range on tagID.
 */
export const adminMigrations: MigrationSet = {
    "2026_11_24_997_01_dashboard_home_indexes": () => ({
        async up(db: Kysely<unknown>) {
            const ref = sql.ref;
            // Also the member list's default order with its tie-break (memberAdminMigrations.ts).
            await sql`create index ${sql.id("users_inserted")} on ${sql.table("users")} (${ref("dateInserted")}, ${ref("userID")})`.execute(db);
            await sql`create index ${sql.id("comments_inserted")} on ${sql.table("comments")} (${ref("dateInserted")})`.execute(db);
            await sql`create index ${sql.id("reactions_tag")} on ${sql.table("reactions")} (${ref("tagID")})`.execute(db);
        },
    }),
};
