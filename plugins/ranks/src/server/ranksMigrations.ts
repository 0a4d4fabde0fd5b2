/** The add-on's tables (ranks_ranks, ranks_users); names sort after every core migration. */
import { withIdColumn, type MigrationSet } from "@server/addons/serverAddonApi";

export const ranksMigrations: MigrationSet = {
    "2026_11_25_300_01_ranks_tables": (dialect) => ({
        up: async (db) => {
            await withIdColumn(db.schema.createTable("ranks_ranks"), "rankID", dialect)
                .addColumn("name", "varchar(100)", (column) => column.notNull())
                .addColumn("labelHtml", "text", (column) => column.notNull().defaultTo(""))
                .addColumn("sort", "integer", (column) => column.notNull().defaultTo(0))
                .addColumn("minPosts", "integer", (column) => column.notNull().defaultTo(0))
                .addColumn("minReactions", "integer", (column) => column.notNull().defaultTo(0))
                .addColumn("minDaysJoined", "integer", (column) => column.notNull().defaultTo(0))
                .addColumn("manualOnly", "integer", (column) => column.notNull().defaultTo(0))
                .execute();
            await db.schema.createIndex("ranks_ranks_name").on("ranks_ranks").column("name").unique().execute();
            // userID is the key: a member holds one rank, however many jobs recompute it at once.
            await db.schema
                .createTable("ranks_users")
                .addColumn("userID", "integer", (column) => column.primaryKey())
                .addColumn("rankID", "integer", (column) => column.notNull())
                .addColumn("manual", "integer", (column) => column.notNull().defaultTo(0))
                .addColumn("dateUpdated", "varchar(40)", (column) => column.notNull())
                .execute();
            await db.schema.createIndex("ranks_users_rank").on("ranks_users").column("rankID").execute();
        },
    }),
};
