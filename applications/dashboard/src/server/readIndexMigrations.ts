import { sql, type Kysely } from "kysely";
import type { MigrationSet } from "@server/db/migrations";

/**
 * Indexes for the reads of dashboard tables that lists and pages make on every request.
 *
 * A member's notifications newest first (GET /notifications orders by dateInserted, then ID): an
 * index walk stopped after the page instead of sorting all of theirs. The unread count keeps
 * using notifications_user (userID, read, …).
 */
export const readIndexMigrations: MigrationSet = {
    "2026_11_24_972_dashboard_notifications_newest_index": () => ({
        async up(db: Kysely<unknown>) {
            await sql`create index ${sql.id("notifications_user_newest")} on ${sql.table("notifications")} (${sql.ref("userID")}, ${sql.ref("dateInserted")}, ${sql.ref("notificationID")})`.execute(db);
        },
    }),
    /** Who is online (plugins/online): members active since a time, most recent first, without sorting every member. */
    "2026_11_24_973_dashboard_users_last_active_index": () => ({
        async up(db: Kysely<unknown>) {
            await sql`create index ${sql.id("users_last_active")} on ${sql.table("users")} (${sql.ref("dateLastActive")})`.execute(db);
        },
    }),
};
