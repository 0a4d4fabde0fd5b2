import type { Kysely } from "kysely";
import type { MigrationSet } from "@server/db/migrations";
import { useTimestamptz } from "@server/db/nativeTypes";

/**
 * Read tracking (issue 12 item 2), cheap at scale: one row per member and discussion they have
 * opened (never one per comment), and "mark all read" as one watermark row per member (and per
 * member and category) instead of a row for every discussion it covers. See readMarksModel.ts.
 */
export const readMarksMigrations: MigrationSet = {
    "2026_11_24_993_01_vanilla_read_marks": (dialect) => ({
        async up(db: Kysely<unknown>) {
            await db.schema
                .createTable("discussionReads")
                .addColumn("userID", "integer", (c) => c.notNull().references("users.userID").onDelete("cascade"))
                .addColumn("discussionID", "integer", (c) => c.notNull().references("discussions.discussionID").onDelete("cascade"))
                .addColumn("dateLastViewed", "text", (c) => c.notNull())
                // How many comments, oldest first, the member has had on screen (tombstones keep
                // their places, so a position stays right when a comment is deleted).
                .addColumn("countCommentsRead", "integer", (c) => c.notNull().defaultTo(0))
                // The key serves the list's look-up: one member, the page's discussion IDs.
                .addPrimaryKeyConstraint("discussionReads_pk", ["userID", "discussionID"])
                .execute();
            // Deleting a discussion cascades here: without this index each delete would scan the table.
            await db.schema.createIndex("discussionReads_discussion").on("discussionReads").column("discussionID").execute();
            await db.schema
                .createTable("readWatermarks")
                .addColumn("userID", "integer", (c) => c.notNull().references("users.userID").onDelete("cascade"))
                // 0: everywhere; otherwise one category (no key: 0 names no category).
                .addColumn("categoryID", "integer", (c) => c.notNull())
                .addColumn("dateMarkedRead", "text", (c) => c.notNull())
                .addPrimaryKeyConstraint("readWatermarks_pk", ["userID", "categoryID"])
                .execute();
            await useTimestamptz(db, dialect, ["discussionReads", "readWatermarks"]);
        },
    }),
};
