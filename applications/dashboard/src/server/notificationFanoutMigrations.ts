import type { Kysely } from "kysely";
import type { MigrationSet } from "@server/db/migrations";

/**
 * Notifications made by jobs (notifications.ts): the event that made each one, unique with its
 * recipient, so a job run twice (a crash, a retry) stores each notification once; and the index
 * of a member's list, newest first (GET /api/v2/notifications), which the (userID, read,
 * dateInserted) index cannot give in order once read and unread rows mix.
 */
export const notificationFanoutMigrations: MigrationSet = {
    "2026_11_24_975_dashboard_notification_fanout": () => ({
        async up(db: Kysely<unknown>) {
            await db.schema.alterTable("notifications").addColumn("eventKey", "text").execute();
            // Rows without an event (null) never conflict: both databases treat nulls as distinct.
            await db.schema.createIndex("notifications_event_user").on("notifications").columns(["eventKey", "userID"]).unique().execute();
            await db.schema.createIndex("notifications_user_newest").on("notifications").columns(["userID", "dateInserted", "notificationID"]).execute();
        },
    }),
};
