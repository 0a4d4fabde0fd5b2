import type { Kysely } from "kysely";
import type { MigrationSet } from "@server/db/migrations";

/**
 * comments.parentCommentID references comments ON DELETE SET NULL: deleting a comment makes the
 * database look for its replies, and without an index that is a scan of every comment, once per
 * deleted comment (deleting 1,000 discussions with a million comments took minutes). IF NOT
 * EXISTS: the reply lists may want the same index.
 */
export const commentParentIndexMigrations: MigrationSet = {
    "2026_11_24_976_vanilla_comment_parent_index": () => ({
        async up(db: Kysely<unknown>) {
            await db.schema.createIndex("comments_parent").ifNotExists().on("comments").column("parentCommentID").execute();
        },
    }),
};
