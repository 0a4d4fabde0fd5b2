import type { Kysely } from "kysely";
import type { MigrationSet } from "@server/db/migrations";
import { useTimestamptz } from "@server/db/nativeTypes";

/**
 * Idempotency keys (library/src/server/http/idempotency.ts): one row per member and key, so a
 * retried post answers the first post again instead of making a second one. The primary key is
 * what makes ten simultaneous requests with one key claim it once.
 */
export const idempotencyMigrations: MigrationSet = {
    "2026_11_24_960_dashboard_idempotency_keys": (dialect) => ({
        async up(db: Kysely<unknown>) {
            await db.schema
                .createTable("idempotencyKeys")
                .addColumn("userID", "integer", (c) => c.notNull())
                .addColumn("key", "text", (c) => c.notNull())
                .addColumn("route", "text", (c) => c.notNull())
                .addColumn("requestHash", "text", (c) => c.notNull())
                .addColumn("status", "integer")
                .addColumn("response", "text")
                .addColumn("dateInserted", "text", (c) => c.notNull())
                .addPrimaryKeyConstraint("idempotencyKeys_pk", ["userID", "key"])
                .addForeignKeyConstraint("idempotencyKeys_userID_fk", ["userID"], "users", ["userID"], (constraint) => constraint.onDelete("cascade"))
                .execute();
            await db.schema.createIndex("idempotencyKeys_inserted").on("idempotencyKeys").column("dateInserted").execute();
            await useTimestamptz(db, dialect, ["idempotencyKeys"]);
        },
    }),
};
