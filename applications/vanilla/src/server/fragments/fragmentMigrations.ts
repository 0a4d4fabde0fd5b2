/**
 * Fragments (issue 13 item 4, Vanilla's fragments.yml): a fragment is a row naming its type and
 * its active revision; its code lives in revisions. A revision whose `dateCommitted` is null is
 * the fragment's one draft (a partial unique index keeps it one, whatever arrives at once);
 * committed revisions never change.
 */
import { sql, type Kysely } from "kysely";
import type { MigrationSet } from "@server/db/migrations";

export interface FragmentsTable {
    fragmentUUID: string;
    fragmentType: string;
    /** The committed revision pages load; null until the first commit. */
    activeRevisionUUID: string | null;
    dateInserted: string;
    insertUserID: number;
}

export interface FragmentRevisionsTable {
    /** A UUIDv7: sorting by it is sorting by time. A draft gets a new one at every save. */
    fragmentRevisionUUID: string;
    fragmentUUID: string;
    name: string;
    js: string;
    jsRaw: string;
    css: string;
    /** JSON array of preview data. */
    previewData: string;
    /** JSON array of media items. */
    files: string;
    commitMessage: string;
    commitDescription: string;
    dateRevisionInserted: string;
    revisionInsertUserID: number;
    /** Null while the revision is the draft. */
    dateCommitted: string | null;
}

declare module "@server/db/schema" {
    interface Database {
        fragments: FragmentsTable;
        fragmentRevisions: FragmentRevisionsTable;
    }
}

export const fragmentMigrations: MigrationSet = {
    "2026_11_27_300_01_fragments": () => ({
        async up(db: Kysely<unknown>) {
            await db.schema
                .createTable("fragments")
                .addColumn("fragmentUUID", "text", (c) => c.primaryKey())
                .addColumn("fragmentType", "text", (c) => c.notNull())
                .addColumn("activeRevisionUUID", "text")
                .addColumn("dateInserted", "text", (c) => c.notNull())
                .addColumn("insertUserID", "integer", (c) => c.notNull())
                .execute();
            await db.schema
                .createTable("fragmentRevisions")
                .addColumn("fragmentRevisionUUID", "text", (c) => c.primaryKey())
                .addColumn("fragmentUUID", "text", (c) => c.notNull().references("fragments.fragmentUUID").onDelete("cascade"))
                .addColumn("name", "text", (c) => c.notNull())
                .addColumn("js", "text", (c) => c.notNull())
                .addColumn("jsRaw", "text", (c) => c.notNull())
                .addColumn("css", "text", (c) => c.notNull().defaultTo(""))
                .addColumn("previewData", "text", (c) => c.notNull().defaultTo("[]"))
                .addColumn("files", "text", (c) => c.notNull().defaultTo("[]"))
                .addColumn("commitMessage", "text", (c) => c.notNull().defaultTo(""))
                .addColumn("commitDescription", "text", (c) => c.notNull().defaultTo(""))
                .addColumn("dateRevisionInserted", "text", (c) => c.notNull())
                .addColumn("revisionInsertUserID", "integer", (c) => c.notNull())
                .addColumn("dateCommitted", "text")
                .execute();
            await db.schema.createIndex("fragmentRevisions_fragment").on("fragmentRevisions").columns(["fragmentUUID", "fragmentRevisionUUID"]).execute();
            // At most one draft per fragment: saving a draft is an upsert against this index.
            await db.schema.createIndex("fragmentRevisions_one_draft").on("fragmentRevisions").column("fragmentUUID").unique().where(sql.ref("dateCommitted"), "is", null).execute();
        },
    }),
};
