/**
 * The media table (POST /api/v2/media). It lives beside the media routes, with its Kysely type
 * added to the Database interface here, so the feature is one folder's worth of change.
 */
import type { Generated, Kysely } from "kysely";
import { withIdColumn, type MigrationSet } from "@server/db/migrations";

export interface MediaTable {
    mediaID: Generated<number>;
    /** The random file name under DATA_DIR/uploads (also the last part of the URL). */
    storageName: string;
    /** The uploader's file name, shown to people; never used as a path. */
    name: string;
    /** The MIME type the host serves it with (from the extension's allow list, not the browser's claim). */
    type: string;
    size: number;
    width: number | null;
    height: number | null;
    insertUserID: number;
    dateInserted: string;
}

declare module "@server/db/schema" {
    interface Database {
        media: MediaTable;
    }
}

export const mediaMigrations: MigrationSet = {
    "2026_11_24_100_dashboard_media": (dialect) => ({
        async up(db: Kysely<unknown>) {
            await withIdColumn(db.schema.createTable("media"), "mediaID", dialect)
                .addColumn("storageName", "text", (c) => c.notNull().unique())
                .addColumn("name", "text", (c) => c.notNull())
                .addColumn("type", "text", (c) => c.notNull())
                .addColumn("size", "integer", (c) => c.notNull())
                .addColumn("width", "integer")
                .addColumn("height", "integer")
                .addColumn("insertUserID", "integer", (c) => c.notNull())
                .addColumn("dateInserted", "text", (c) => c.notNull())
                .execute();
            await db.schema.createIndex("media_user").on("media").column("insertUserID").execute();
        },
    }),
};
