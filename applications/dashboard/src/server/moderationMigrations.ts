import type { Kysely } from "kysely";
import { withIdColumn, type MigrationSet } from "@server/db/migrations";
import { useTimestamptz } from "@server/db/nativeTypes";

/**
 * Moderation's records (issue 14 item 7): the audit log of moderator actions
 * (library/src/server/audit/auditLog.ts), reports on posts, the log of edited and deleted posts
 * and warnings (library/src/server/moderation/moderationRecords.ts). Records are named by type
 * and ID, so no foreign key can follow them; a record that is gone shows as gone.
 */
export const moderationMigrations: MigrationSet = {
    "2026_11_24_999_01_dashboard_moderation": (dialect) => ({
        async up(db: Kysely<unknown>) {
            await db.schema
                .createTable("auditLogs")
                .addColumn("auditLogID", "text", (c) => c.primaryKey())
                .addColumn("eventType", "text", (c) => c.notNull())
                .addColumn("message", "text", (c) => c.notNull())
                .addColumn("recordType", "text", (c) => c.notNull())
                .addColumn("recordID", "integer")
                .addColumn("insertUserID", "integer", (c) => c.notNull())
                .addColumn("insertIPAddress", "text", (c) => c.notNull().defaultTo(""))
                .addColumn("dateInserted", "text", (c) => c.notNull())
                .addColumn("requestMethod", "text", (c) => c.notNull())
                .addColumn("requestPath", "text", (c) => c.notNull())
                .addColumn("requestQuery", "text", (c) => c.notNull().defaultTo("{}"))
                .addColumn("parentAuditLogID", "text")
                .addColumn("meta", "text", (c) => c.notNull().defaultTo("{}"))
                .execute();
            // The page lists newest first, optionally for one member or one kind of event.
            await db.schema.createIndex("auditLogs_date").on("auditLogs").columns(["dateInserted"]).execute();
            await db.schema.createIndex("auditLogs_user_date").on("auditLogs").columns(["insertUserID", "dateInserted"]).execute();
            await db.schema.createIndex("auditLogs_event_date").on("auditLogs").columns(["eventType", "dateInserted"]).execute();
            // One report per member and post: reporting again reopens it (safe when sent ten times at once).
            await withIdColumn(db.schema.createTable("reports"), "reportID", dialect)
                .addColumn("recordType", "text", (c) => c.notNull())
                .addColumn("recordID", "integer", (c) => c.notNull())
                .addColumn("discussionID", "integer", (c) => c.notNull())
                .addColumn("categoryID", "integer", (c) => c.notNull())
                .addColumn("recordUserID", "integer", (c) => c.notNull())
                .addColumn("reasons", "text", (c) => c.notNull().defaultTo("[]"))
                .addColumn("noteBody", "text", (c) => c.notNull().defaultTo(""))
                .addColumn("insertUserID", "integer", (c) => c.notNull())
                .addColumn("dateInserted", "text", (c) => c.notNull())
                .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
                .addColumn("updateUserID", "integer")
                .addColumn("dateUpdated", "text")
                .addUniqueConstraint("reports_record_reporter", ["recordType", "recordID", "insertUserID"])
                .execute();
            await db.schema.createIndex("reports_status_date").on("reports").columns(["status", "dateInserted"]).execute();
            // The state of a post before each edit, and deleted comments (with who did it).
            await withIdColumn(db.schema.createTable("contentLog"), "logID", dialect)
                .addColumn("operation", "text", (c) => c.notNull())
                .addColumn("recordType", "text", (c) => c.notNull())
                .addColumn("recordID", "integer", (c) => c.notNull())
                .addColumn("parentRecordID", "integer", (c) => c.notNull())
                .addColumn("categoryID", "integer", (c) => c.notNull())
                .addColumn("recordUserID", "integer", (c) => c.notNull())
                .addColumn("name", "text")
                .addColumn("body", "text", (c) => c.notNull())
                .addColumn("format", "text", (c) => c.notNull())
                .addColumn("insertUserID", "integer", (c) => c.notNull())
                .addColumn("dateInserted", "text", (c) => c.notNull())
                .addColumn("restoreUserID", "integer")
                .addColumn("dateRestored", "text")
                .execute();
            await db.schema.createIndex("contentLog_record").on("contentLog").columns(["recordType", "recordID", "dateInserted"]).execute();
            await db.schema.createIndex("contentLog_parent").on("contentLog").columns(["parentRecordID", "operation", "recordType"]).execute();
            await withIdColumn(db.schema.createTable("warnings"), "warningID", dialect)
                .addColumn("userID", "integer", (c) => c.notNull())
                .addColumn("recordType", "text", (c) => c.notNull())
                .addColumn("recordID", "integer", (c) => c.notNull())
                .addColumn("reason", "text", (c) => c.notNull())
                .addColumn("insertUserID", "integer", (c) => c.notNull())
                .addColumn("dateInserted", "text", (c) => c.notNull())
                .execute();
            await db.schema.createIndex("warnings_user").on("warnings").columns(["userID", "dateInserted"]).execute();
            await useTimestamptz(db, dialect, ["auditLogs", "reports", "contentLog", "warnings"]);
        },
    }),
    // The forum-wide change log (listChangeLog) pages through every entry newest first, of all
    // operations or of one: walked in these indexes' order, a page stops after its 30 rows instead
    // of sorting the whole log.
    "2026_12_04_100_dashboard_change_log_by_date": () => ({
        async up(db: Kysely<unknown>) {
            await db.schema.createIndex("contentLog_date").on("contentLog").columns(["dateInserted", "logID"]).execute();
            await db.schema.createIndex("contentLog_operation_date").on("contentLog").columns(["operation", "dateInserted", "logID"]).execute();
        },
    }),
};
