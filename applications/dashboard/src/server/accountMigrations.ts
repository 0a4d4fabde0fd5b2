/**
 * Tables of the account protections: rate-limit counters (library/src/server/http/rateLimits.ts),
 * what a session's device list shows (auth/sessions.ts), and one view per viewer and day
 * (viewCounts.ts).
 */
import type { Kysely } from "kysely";
import type { MigrationSet } from "@server/db/migrations";

export const accountMigrations: MigrationSet = {
    "2026_11_24_800_dashboard_rate_limits": () => ({
        async up(db: Kysely<unknown>) {
            await db.schema
                .createTable("rateLimits")
                .addColumn("bucket", "text", (c) => c.primaryKey())
                .addColumn("hits", "integer", (c) => c.notNull())
                .addColumn("dateExpires", "text", (c) => c.notNull())
                .execute();
            await db.schema.createIndex("rateLimits_expires").on("rateLimits").column("dateExpires").execute();
        },
    }),
    "2026_11_24_810_dashboard_session_devices": () => ({
        async up(db: Kysely<unknown>) {
            await db.schema.alterTable("sessions").addColumn("userAgent", "text", (c) => c.notNull().defaultTo("")).execute();
            await db.schema.alterTable("sessions").addColumn("ipAddress", "text", (c) => c.notNull().defaultTo("")).execute();
            await db.schema.alterTable("sessions").addColumn("dateLastActive", "text").execute();
        },
    }),
    "2026_11_24_820_dashboard_discussion_views": () => ({
        async up(db: Kysely<unknown>) {
            await db.schema
                .createTable("discussionViews")
                .addColumn("discussionID", "integer", (c) => c.notNull())
                .addColumn("viewer", "text", (c) => c.notNull())
                .addColumn("period", "text", (c) => c.notNull())
                .addPrimaryKeyConstraint("discussionViews_pk", ["discussionID", "viewer", "period"])
                .execute();
            await db.schema.createIndex("discussionViews_period").on("discussionViews").column("period").execute();
        },
    }),
};
