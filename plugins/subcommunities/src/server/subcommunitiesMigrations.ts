/** The add-on's table (subcommunities_sections); names sort after every core migration. */
import { withIdColumn, type MigrationSet } from "@server/addons/serverAddonApi";

export const subcommunitiesMigrations: MigrationSet = {
    "2026_11_26_100_01_subcommunities": (dialect) => ({
        up: async (db) => {
            await withIdColumn(db.schema.createTable("subcommunities_sections"), "subcommunityID", dialect)
                .addColumn("name", "varchar(100)", (column) => column.notNull())
                .addColumn("folder", "varchar(50)", (column) => column.notNull())
                .addColumn("categoryID", "integer", (column) => column.notNull())
                .addColumn("locale", "varchar(20)")
                .addColumn("sort", "integer", (column) => column.notNull().defaultTo(0))
                .execute();
            // The address prefix names one section, however many creations race for it.
            await db.schema.createIndex("subcommunities_sections_folder").on("subcommunities_sections").column("folder").unique().execute();
        },
    }),
};
