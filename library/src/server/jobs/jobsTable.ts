/**
 * The jobs table (jobRunner.ts): one row per job waiting or running. Created by the dashboard's
 * migration 2026_11_24_950_dashboard_drafts_jobs through createJobsTable, typed here.
 *
 * runAt and lockedUntil are timestamptz on PostgreSQL (ISO text on SQLite; the pool reads them
 * back as ISO text, database.ts), so "due" and "lease expired" compare as times on both.
 */
import { sql, type Generated, type Kysely } from "kysely";
import type { DialectName } from "@server/db/database";
import { withIdColumn } from "@server/db/migrations";

export interface JobsTable {
    jobID: Generated<number>;
    /** The handler's name (JobRunner.register). */
    name: string;
    /** At most one job per key (enqueueJob's `key`): enqueueing again moves it, cancelJob removes it. */
    jobKey: string | null;
    /** JSON text handed to the handler. */
    payload: string;
    /** ISO time from which the job may run. */
    runAt: string;
    /** Runs started so far (claims). */
    attempts: number;
    /** After this many failed runs the job stays, with lastError, and is not claimed again. */
    maxAttempts: number;
    /** While a runner holds the job: until when its claim (lease) holds; null when nobody holds it. */
    lockedUntil: string | null;
    /** The claim's token (one per claim): only the claimer finishes or fails the job. */
    lockedBy: string | null;
    lastError: string | null;
    dateInserted: string;
}

declare module "@server/db/schema" {
    interface Database {
        jobs: JobsTable;
    }
}

export async function createJobsTable(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
    const time = dialect === "postgres" ? "timestamptz" : "text";
    await withIdColumn(db.schema.createTable("jobs"), "jobID", dialect)
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("jobKey", "text")
        .addColumn("payload", "text", (c) => c.notNull().defaultTo("{}"))
        .addColumn("runAt", sql.raw(time), (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("maxAttempts", "integer", (c) => c.notNull().defaultTo(5))
        .addColumn("lockedUntil", sql.raw(time))
        .addColumn("lockedBy", "text")
        .addColumn("lastError", "text")
        .addColumn("dateInserted", sql.raw(time), (c) => c.notNull())
        .execute();
    await db.schema.createIndex("jobs_key").on("jobs").column("jobKey").unique().execute();
    // The poller's question: which jobs are due (runAt) and still have attempts left.
    await db.schema.createIndex("jobs_due").on("jobs").columns(["runAt", "attempts"]).execute();
}
