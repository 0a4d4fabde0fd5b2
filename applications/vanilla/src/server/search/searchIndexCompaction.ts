/**
 * SQLite's full-text indexes kept in few segments (issues 11 and 17: search at a million posts).
 *
 * FTS5 adds each write's words as a small segment and merges segments as they pile up, level by
 * level; a forum that grew to a million posts holds 9-11 of them. A search that checks
 * candidates one by one (an author's or a discussion's posts: searchEngine.ts) looks each one up
 * in every segment. At a million posts, "garden" among the 1,245 posts of one author: 12.6 ms of
 * SQLite time with 9 segments, 6.3 ms with one (the whole search answer 14.1 → 7.8 ms).
 *
 * A job merges them down, a little at a time: each step is one FTS5 'merge' command of about
 * PAGES_PER_STEP leaf pages (15-30 ms holding the write lock at a million posts); between steps
 * requests go first and other processes' writes take the lock (letRequestsIn). It first runs
 * some minutes after the first search and then every COMPACT_EVERY_MS; a run that reaches
 * MAX_RUN_MS stops and continues a minute later, so a run never outlives its lease.
 *
 * It merges only an index of COMPACT_FROM_SEGMENTS segments or more: while a merge is in
 * progress every delete from the index is hundreds of times slower (at a million posts, 1,000
 * rows: 6 ms before the first step, 7 s after it), so a moderator's bulk delete of 1,000
 * discussions took 15.2 s instead of 2.6 while it ran. FTS5's own merging keeps a forum's
 * writes in a few small segments; rewriting the whole index (800 MB at a million posts) for
 * those was a cost without a gain. A run that stopped at MAX_RUN_MS always continues (its
 * job says so): a merge is never left half done.
 * PostgreSQL's GIN index needs none of this.
 */
import type { FastifyInstance } from "fastify";
import { sql, type Kysely } from "kysely";
import type { Database } from "@server/db/schema";
import { enqueueJob, letRequestsIn } from "@server/jobs/jobRunner";

export const COMPACT_JOB = "search.compact";
/** The full-text tables: the words of posts, and the names of members, categories and posts. */
const FTS_TABLES = ["searchFts", "searchNameFts"] as const;
/** Leaf pages per step; negative in the command: merge even where FTS5 would wait for more segments. */
const PAGES_PER_STEP = 500;
const FIRST_RUN_AFTER_MS = 10 * 60_000;
export const COMPACT_EVERY_MS = 6 * 60 * 60_000;
const MAX_RUN_MS = 20_000;
const CONTINUE_AFTER_MS = 60_000;
/** Fewer segments are left as FTS5 keeps them (see above); a million posts written one by one leave 9-11. */
export const COMPACT_FROM_SEGMENTS = 8;

/**
 * One merge step on `table`; false when there was nothing left to merge. FTS5 says so through
 * total_changes(): fewer than two rows written means no work was done. The step is a transaction
 * of its own, so no other write of this process falls between the two counts.
 */
async function mergeStep(db: Kysely<Database>, table: (typeof FTS_TABLES)[number]): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
        const changes = sql<{ n: number }>`select total_changes() as n`;
        const before = (await changes.execute(trx)).rows[0]!.n;
        await sql`insert into ${sql.table(table)} (${sql.ref(table)}, rank) values ('merge', ${-PAGES_PER_STEP})`.execute(trx);
        return (await changes.execute(trx)).rows[0]!.n - before >= 2;
    });
}

/** Segments of `table`'s index (the tests and the note's figures read it). */
export async function segmentCount(db: Kysely<Database>, table: (typeof FTS_TABLES)[number]): Promise<number> {
    const { rows } = await sql<{ n: number }>`select count(distinct segid) as n from ${sql.table(`${table}_idx`)}`.execute(db);
    return Number(rows[0]?.n ?? 0);
}

/**
 * Merges each full-text table of at least `fromSegments` segments down to one, or until
 * `deadline`; true when done.
 */
export async function compactSearchIndexes(db: Kysely<Database>, deadline = Number.POSITIVE_INFINITY, fromSegments = 0): Promise<boolean> {
    for (const table of FTS_TABLES) {
        if (fromSegments > 0 && (await segmentCount(db, table)) < fromSegments) continue;
        for (;;) {
            const started = Date.now();
            if (!(await mergeStep(db, table))) break;
            if (Date.now() >= deadline) return false;
            // As long as the step held the write lock: another process's writes get their turn.
            await letRequestsIn(Date.now() - started);
        }
    }
    return true;
}

interface ICompactPayload {
    continuing: boolean;
}

/** On SQLite: the job (each run schedules the next). */
export function registerSearchCompaction(app: FastifyInstance): void {
    if (app.hearth.dialect !== "sqlite") return;
    app.hearth.jobs.register(COMPACT_JOB, async (payload, { db }) => {
        // A run that continues a stopped one finishes what that one started, whatever the count.
        const continuing = (payload as ICompactPayload | null)?.continuing === true;
        const done = await compactSearchIndexes(db, Date.now() + MAX_RUN_MS, continuing ? 0 : COMPACT_FROM_SEGMENTS);
        const next: ICompactPayload | null = done ? null : { continuing: true };
        await enqueueJob(db, COMPACT_JOB, next, new Date(Date.now() + (done ? COMPACT_EVERY_MS : CONTINUE_AFTER_MS)), { key: COMPACT_JOB });
    });
}

/**
 * The job exists once someone searched (a forum nobody searches keeps its jobs table as it was):
 * the first search a process answers schedules the first run unless one is pending.
 */
const scheduled = new WeakSet<FastifyInstance>();
export async function scheduleSearchCompaction(app: FastifyInstance): Promise<void> {
    if (app.hearth.dialect !== "sqlite" || scheduled.has(app)) return;
    scheduled.add(app);
    const pending = await app.hearth.db.selectFrom("jobs").select("jobID").where("jobKey", "=", COMPACT_JOB).executeTakeFirst();
    if (!pending) await enqueueJob(app.hearth.db, COMPACT_JOB, null, new Date(Date.now() + FIRST_RUN_AFTER_MS), { key: COMPACT_JOB });
}
