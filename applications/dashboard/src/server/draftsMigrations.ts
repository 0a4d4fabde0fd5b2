/**
 * The drafts table (draftsRoutes.ts) and the host's jobs table (library jobs/jobsTable.ts) that
 * publishes scheduled drafts, in one migration; the drafts' Kysely type is added to Database here.
 */
import type { Generated, Kysely } from "kysely";
import { withIdColumn, type MigrationSet } from "@server/db/migrations";
import { addForeignKeys } from "@server/db/foreignKeys";
import { useTimestamptz } from "@server/db/nativeTypes";
import { createJobsTable } from "@server/jobs/jobsTable";
import type { DraftStatus } from "@library/drafts/draftTypes";

export interface DraftsTable {
    draftID: Generated<number>;
    insertUserID: number;
    updateUserID: number;
    recordType: string;
    recordID: number | null;
    parentRecordType: string | null;
    parentRecordID: number | null;
    /** JSON text of IDraftAttributes. */
    attributes: string;
    draftStatus: DraftStatus;
    dateScheduled: string | null;
    /** Why publishing failed (draftStatus "error"). */
    error: string | null;
    /** Grows by one on every change (the If-Match of PATCH). */
    revision: number;
    dateInserted: string;
    dateUpdated: string;
}

declare module "@server/db/schema" {
    interface Database {
        drafts: DraftsTable;
    }
}

export const draftsMigrations: MigrationSet = {
    "2026_11_24_950_dashboard_drafts_jobs": (dialect) => ({
        async up(db: Kysely<unknown>) {
            await withIdColumn(db.schema.createTable("drafts"), "draftID", dialect)
                .addColumn("insertUserID", "integer", (c) => c.notNull())
                .addColumn("updateUserID", "integer", (c) => c.notNull())
                .addColumn("recordType", "text", (c) => c.notNull())
                .addColumn("recordID", "integer")
                .addColumn("parentRecordType", "text")
                .addColumn("parentRecordID", "integer")
                .addColumn("attributes", "text", (c) => c.notNull().defaultTo("{}"))
                .addColumn("draftStatus", "text", (c) => c.notNull().defaultTo("draft"))
                .addColumn("dateScheduled", "text")
                .addColumn("error", "text")
                .addColumn("revision", "integer", (c) => c.notNull().defaultTo(1))
                .addColumn("dateInserted", "text", (c) => c.notNull())
                .addColumn("dateUpdated", "text", (c) => c.notNull())
                .execute();
            // A member's drafts, newest first (GET /drafts), and the scheduled ones coming due.
            await db.schema.createIndex("drafts_user_updated").on("drafts").columns(["insertUserID", "dateUpdated"]).execute();
            await db.schema.createIndex("drafts_status_scheduled").on("drafts").columns(["draftStatus", "dateScheduled"]).execute();
            await addForeignKeys(db, dialect, [{ table: "drafts", column: "insertUserID", references: "users", referencedColumn: "userID", onDelete: "cascade" }]);
            await useTimestamptz(db, dialect, ["drafts"]);
            await createJobsTable(db, dialect);
        },
    }),
};
