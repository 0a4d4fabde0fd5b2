import { sql, type Kysely } from "kysely";
import type { MigrationSet } from "@server/db/migrations";

export const profileMigrations: MigrationSet = {
    /**
     * A member's comments, newest first (their profile's Comments tab, GET /comments?insertUserID=):
     * without it both databases read every comment to find one member's. The discussion and the
     * deletion mark ride along, so counting a member's visible comments reads the index, not the rows.
     */
    "2026_11_24_995_01_vanilla_user_comments_index": () => ({
        async up(db: Kysely<unknown>) {
            await sql`create index ${sql.id("comments_user_inserted")} on ${sql.table("comments")} (${sql.ref("insertUserID")}, ${sql.ref("dateInserted")}, ${sql.ref("commentID")}, ${sql.ref("discussionID")}, ${sql.ref("dateDeleted")})`.execute(db);
        },
    }),
};
