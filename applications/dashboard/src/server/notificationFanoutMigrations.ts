import type { Kysely } from "kysely";
import type { MigrationSet } from "@server/db/migrations";

/**
 * Notifications made by jobs (notifications.ts): the event that made each one, unique with its
 * recipient, so a job run twice (a crash, a retry) stores each notification once. (A member's
 * list newest first has its index from readIndexMigrations.ts.)
 */
export const notificationFanoutMigrations: MigrationSet = {
    "2026_11_24_975_dashboard_notification_fanout": () => ({
        async up(db: Kysely<unknown>) {
            await db.schema.alterTable("notifications").addColumn("eventKey", "text").execute();
            // Rows without an event (null) never conflict: both databases treat nulls as distinct.
            await db.schema.createIndex("notifications_event_user").on("notifications").columns(["eventKey", "userID"]).unique().execute();
        },
    }),
};
