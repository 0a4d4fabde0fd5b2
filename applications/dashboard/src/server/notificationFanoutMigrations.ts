import { sql, type Kysely, type RawBuilder } from "kysely";
import type { MigrationSet } from "@server/db/migrations";
import { DOUBLED_PUNCTUATION } from "./notifications";

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
    // Notifications stored before withoutDoubledPunctuation (notifications.ts) was applied when
    // they are made read "…<b>Why?</b>." Mended once here, with the same pairs, so reading them
    // need not mend them every time. Plain replace() (both databases have it, neither SQLite a
    // regular expression one), only on the rows holding a closing tag followed by "." or ",".
    "2026_12_04_200_dashboard_notification_punctuation": () => ({
        async up(db: Kysely<unknown>) {
            let body: RawBuilder<string> = sql<string>`"body"`;
            for (const [doubled, single] of DOUBLED_PUNCTUATION) body = sql<string>`replace(${body}, ${doubled}, ${single})`;
            await sql`update "notifications" set "body" = ${body} where "body" like '%</b>.%' or "body" like '%</b>,%'`.execute(db);
        },
    }),
};
