/**
 * Layouts (issue 13): the custom layouts site managers make, and which view each one serves.
 * Built-in defaults are code (layoutDefaults.ts), never rows: a fresh forum has no row, and
 * reverting to the default is removing the view's row.
 */
import type { Generated, Kysely } from "kysely";
import { withIdColumn, type MigrationSet } from "@server/db/migrations";

export interface LayoutsTable {
    layoutID: Generated<number>;
    name: string;
    layoutViewType: string;
    /** The widgets as stored (JSON array of `{ $hydrate, …settings }`). */
    layout: string;
    /** Title bar properties (JSON object). */
    titleBar: string;
    dateInserted: string;
    insertUserID: number;
    dateUpdated: string | null;
    updateUserID: number | null;
    /** Content §2: where a page drawn from this layout sends the browser instead (after 5 s); null for none. */
    redirectTo: string | null;
}

/** One view served by a custom layout: a view type for a record ("global" -1, a siteSection, a category). */
export interface LayoutViewsTable {
    layoutViewID: Generated<number>;
    layoutID: number;
    layoutViewType: string;
    recordType: string;
    recordID: number;
    dateInserted: string;
    insertUserID: number;
}

declare module "@server/db/schema" {
    interface Database {
        layouts: LayoutsTable;
        layoutViews: LayoutViewsTable;
    }
}

export const layoutMigrations: MigrationSet = {
    "2026_11_25_600_01_layouts": (dialect) => ({
        async up(db: Kysely<unknown>) {
            await withIdColumn(db.schema.createTable("layouts"), "layoutID", dialect)
                .addColumn("name", "text", (c) => c.notNull())
                .addColumn("layoutViewType", "text", (c) => c.notNull())
                .addColumn("layout", "text", (c) => c.notNull())
                .addColumn("titleBar", "text", (c) => c.notNull().defaultTo("{}"))
                .addColumn("dateInserted", "text", (c) => c.notNull())
                .addColumn("insertUserID", "integer", (c) => c.notNull())
                .addColumn("dateUpdated", "text")
                .addColumn("updateUserID", "integer")
                .execute();
            await withIdColumn(db.schema.createTable("layoutViews"), "layoutViewID", dialect)
                .addColumn("layoutID", "integer", (c) => c.notNull().references("layouts.layoutID").onDelete("cascade"))
                .addColumn("layoutViewType", "text", (c) => c.notNull())
                .addColumn("recordType", "text", (c) => c.notNull())
                .addColumn("recordID", "integer", (c) => c.notNull())
                .addColumn("dateInserted", "text", (c) => c.notNull())
                .addColumn("insertUserID", "integer", (c) => c.notNull())
                // One layout per view and record: assigning another replaces it (an upsert, safe when repeated).
                .addUniqueConstraint("layoutViews_view_record", ["layoutViewType", "recordType", "recordID"])
                .execute();
            await db.schema.createIndex("layoutViews_layout").on("layoutViews").column("layoutID").execute();
        },
    }),
    // Issue 13 item 2: a layout may send its pages elsewhere (lookup-hydrate's redirectTo).
    "2026_11_27_200_01_layout_redirect": () => ({
        async up(db: Kysely<unknown>) {
            await db.schema.alterTable("layouts").addColumn("redirectTo", "text").execute();
        },
    }),
};
