/**
 * Live updates (issue 12 item 3, library/src/server/live/): the event log, and the events of a
 * member's unread notifications count (the title bar's badge updates without a reload).
 */
import type { Kysely } from "kysely";
import type { MigrationSet } from "@server/db/migrations";
import { createLiveEventsTable, createLiveStatementTrigger, createLiveTrigger, dropLiveTrigger } from "@server/live/liveEventsTable";

const countsOf = (row: "NEW" | "OLD") => `select 'user:' || ${row}."userID" as "channel", '{}' as "data"`;

export const liveMigrations: MigrationSet = {
    "2026_11_24_994_01_dashboard_live_events": (dialect) => ({
        async up(db: Kysely<unknown>) {
            await createLiveEventsTable(db, dialect);
            await createLiveTrigger(db, dialect, { name: "notification_added", table: "notifications", on: "insert", when: `NEW."read" = ${dialect === "postgres" ? "false" : "0"}`, type: "counts", rows: countsOf("NEW") });
            await createLiveTrigger(db, dialect, { name: "notification_read", table: "notifications", on: { update: ["read"] }, when: `OLD."read" is distinct from NEW."read"`, type: "counts", rows: countsOf("NEW") });
            await createLiveTrigger(db, dialect, { name: "notification_removed", table: "notifications", on: "delete", type: "counts", rows: countsOf("OLD") });
        },
    }),
    // A fan-out's statement of 200 notifications: one trigger run for all of them on PostgreSQL,
    // one counts event for each member (createLiveStatementTrigger says why).
    "2026_12_03_310_dashboard_live_notifications_per_statement": (dialect) => ({
        async up(db: Kysely<unknown>) {
            if (dialect !== "postgres") return;
            await dropLiveTrigger(db, dialect, { name: "notification_added", table: "notifications" });
            await createLiveStatementTrigger(db, {
                name: "notification_added",
                table: "notifications",
                on: "insert",
                type: "counts",
                rows: `select distinct 'user:' || i."userID" as "channel", '{}' as "data" from inserted i where i."read" = false`,
            });
        },
    }),
};
