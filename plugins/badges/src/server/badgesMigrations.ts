/** The add-on's tables (badges_badges, badges_users); names sort after every core migration. */
import { withIdColumn, type MigrationSet } from "@server/addons/serverAddonApi";

export const badgesMigrations: MigrationSet = {
    "2026_11_25_400_01_badges_tables": (dialect) => ({
        up: async (db) => {
            await withIdColumn(db.schema.createTable("badges_badges"), "badgeID", dialect)
                .addColumn("key", "varchar(100)", (column) => column.notNull())
                .addColumn("name", "varchar(100)", (column) => column.notNull())
                .addColumn("description", "text", (column) => column.notNull().defaultTo(""))
                .addColumn("rule", "varchar(40)")
                .addColumn("sort", "integer", (column) => column.notNull().defaultTo(0))
                .execute();
            await db.schema.createIndex("badges_badges_key").on("badges_badges").column("key").unique().execute();
            // (badgeID, userID) is the key: a member holds a badge at most once, whoever awards it how often.
            await db.schema
                .createTable("badges_users")
                .addColumn("badgeID", "integer", (column) => column.notNull())
                .addColumn("userID", "integer", (column) => column.notNull())
                .addColumn("dateInserted", "varchar(40)", (column) => column.notNull())
                .addColumn("insertUserID", "integer")
                .addColumn("reason", "text")
                .addColumn("dateRevoked", "varchar(40)")
                .addColumn("revokeUserID", "integer")
                .addColumn("revokeReason", "text")
                .addPrimaryKeyConstraint("badges_users_pk", ["badgeID", "userID"])
                .execute();
            await db.schema.createIndex("badges_users_user").on("badges_users").columns(["userID", "dateInserted"]).execute();
        },
    }),
};
