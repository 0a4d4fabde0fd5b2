/**
 * The SQLite search index's compaction job (searchIndexCompaction.ts): posts written one by one
 * leave the full-text index in several segments; the job, scheduled by the first search, leaves
 * a few as they are and merges many down to one without changing any answer, and schedules its
 * next run.
 */
import { createTestApp, JSON_HEADERS, signIn, testDatabaseUrl, type ITestApp } from "@server/testing/testApp";
import { sql } from "kysely";
import { COMPACT_EVERY_MS, COMPACT_FROM_SEGMENTS, COMPACT_JOB, compactSearchIndexes, segmentCount } from "./searchIndexCompaction";
import { SEARCH_CACHE_CONFIG_KEY } from "./searchSite";

// PostgreSQL's GIN index has no segments: the job is not registered there.
const describeOnSqlite = testDatabaseUrl() ? describe.skip : describe;

describeOnSqlite("search index compaction (SQLite)", () => {
    let t: ITestApp;
    let cookie: string;
    beforeAll(async () => {
        t = await createTestApp();
        // Every answer from the index, none kept from an earlier search.
        await t.app.hearth.config.set(SEARCH_CACHE_CONFIG_KEY, false);
        cookie = await signIn(t.app, "moderator");
    });
    afterAll(() => t.close());

    async function found(query: string): Promise<string[]> {
        const response = await t.app.inject({ url: `/api/v2/search?query=${encodeURIComponent(query)}&limit=100&expand=-body`, headers: { cookie } });
        expect(response.statusCode).toBe(200);
        return response.json<Array<{ recordType: string; recordID: number }>>().map((result) => `${result.recordType}:${result.recordID}`);
    }

    async function post(index: number): Promise<void> {
        const response = await t.app.inject({
            method: "POST",
            url: "/api/v2/discussions",
            headers: { ...JSON_HEADERS, cookie },
            payload: { name: `Lantern evening ${index}`, body: `Compaction marker ${index}: quietly glowing lanterns.`, format: "markdown", categoryID: 1 },
        });
        expect(response.statusCode).toBe(201);
    }

    /** The compaction job, due now: run it. */
    async function runCompactionJob(): Promise<void> {
        await t.db.updateTable("jobs").set({ runAt: new Date(Date.now() - 1000).toISOString() }).where("jobKey", "=", COMPACT_JOB).execute();
        expect(await t.app.hearth.jobs.runDueJobs()).toBe(1);
    }

    /** FTS5's own merging on (4, its default) or off (0: each write stays a segment, as a forum's index can pile them up). */
    async function automerge(value: number): Promise<void> {
        for (const table of ["searchFts", "searchNameFts"]) await sql`insert into ${sql.table(table)} (${sql.ref(table)}, rank) values ('automerge', ${sql.lit(value)})`.execute(t.db);
    }

    it("leaves an index of a few segments as FTS5 keeps it (a merge in progress slows every delete)", async () => {
        for (let index = 0; index < 12; index++) await post(index);
        const segments = await segmentCount(t.db, "searchFts");
        expect(segments).toBeGreaterThan(1);
        expect(segments).toBeLessThan(COMPACT_FROM_SEGMENTS);
        // Scheduled by the first search.
        expect(await found("lanterns")).toHaveLength(12);
        const job = await t.db.selectFrom("jobs").select(["name"]).where("jobKey", "=", COMPACT_JOB).executeTakeFirstOrThrow();
        expect(job.name).toBe(COMPACT_JOB);
        await runCompactionJob();
        expect(await segmentCount(t.db, "searchFts")).toBe(segments);
    });

    it("merges every table of many segments to one with the same answers, and schedules its next run", async () => {
        await automerge(0);
        for (let index = 12; index < 12 + COMPACT_FROM_SEGMENTS; index++) await post(index);
        await automerge(4);
        expect(await segmentCount(t.db, "searchFts")).toBeGreaterThanOrEqual(COMPACT_FROM_SEGMENTS);
        const queries = ["lanterns", "compaction", "lantern evening", "glow*"];
        const before = await Promise.all(queries.map(found));
        expect(before[0]).toHaveLength(12 + COMPACT_FROM_SEGMENTS);

        const started = Date.now();
        await runCompactionJob();

        expect(await segmentCount(t.db, "searchFts")).toBe(1);
        expect(await segmentCount(t.db, "searchNameFts")).toBe(1);
        expect(await Promise.all(queries.map(found))).toEqual(before);
        const next = await t.db.selectFrom("jobs").select("runAt").where("jobKey", "=", COMPACT_JOB).executeTakeFirstOrThrow();
        expect(Date.parse(next.runAt)).toBeGreaterThanOrEqual(started + COMPACT_EVERY_MS);
        // Nothing left to merge: a run stops at once.
        expect(await compactSearchIndexes(t.db)).toBe(true);
    });

    it("keeps the index current after compaction: new posts are found", async () => {
        await post(99);
        expect(await found("compaction")).toHaveLength(13 + COMPACT_FROM_SEGMENTS);
    });

    it("finishes a merge a stopped run started, however few segments are left", async () => {
        await automerge(0);
        for (let index = 100; index < 100 + COMPACT_FROM_SEGMENTS; index++) await post(index);
        await automerge(4);
        // A run out of time after its first step: the merge is in progress.
        expect(await compactSearchIndexes(t.db, 0, COMPACT_FROM_SEGMENTS)).toBe(false);
        await t.db.updateTable("jobs").set({ payload: JSON.stringify({ continuing: true }) }).where("jobKey", "=", COMPACT_JOB).execute();
        await runCompactionJob();
        expect(await segmentCount(t.db, "searchFts")).toBe(1);
    });
});
