import { sql, type Kysely } from "kysely";
import type { MigrationSet } from "@server/db/migrations";

export const profileMigrations: MigrationSet = {
    /**
     * A member's comments, newest first (their profile's Comments tab, GET /comments?insertUserID=):
     * without it both databases read every comment to find one member's.
     */
    "2026_11_24_995_01_vanilla_user_comments_index": () => ({
        async up(db: Kysely<unknown>) {
            await sql`create index ${sql.id("comments_user_inserted")} on ${sql.table("comments")} (${sql.ref("insertUserID")}, ${sql.ref("dateInserted")}, ${sql.ref("commentID")})`.execute(db);
        },
    }),
};
