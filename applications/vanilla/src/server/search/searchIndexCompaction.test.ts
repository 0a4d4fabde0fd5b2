/**
 * The SQLite search index's compaction job (searchIndexCompaction.ts): posts written one by one
 * leave the full-text index in several segments; the job, scheduled by the first search, merges
 * each table down to one without changing any answer, and schedules its next run.
 */
import { createTestApp, JSON_HEADERS, signIn, testDatabaseUrl, type ITestApp } from "@server/testing/testApp";
import { COMPACT_EVERY_MS, COMPACT_JOB, compactSearchIndexes, segmentCount } from "./searchIndexCompaction";
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

    it("is scheduled by the first search, merges every table to one segment with the same answers, and schedules its next run", async () => {
        for (let index = 0; index < 12; index++) await post(index);
        expect(await segmentCount(t.db, "searchFts")).toBeGreaterThan(1);
        const queries = ["lanterns", "compaction", "lantern evening", "glow*"];
        const before = await Promise.all(queries.map(found));
        expect(before[0]).toHaveLength(12);

        const job = await t.db.selectFrom("jobs").select(["name", "runAt"]).where("jobKey", "=", COMPACT_JOB).executeTakeFirstOrThrow();
        expect(job.name).toBe(COMPACT_JOB);
        // Due later: run it now.
        await t.db.updateTable("jobs").set({ runAt: new Date(Date.now() - 1000).toISOString() }).where("jobKey", "=", COMPACT_JOB).execute();
        const started = Date.now();
        expect(await t.app.hearth.jobs.runDueJobs()).toBe(1);

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
        expect(await found("compaction")).toHaveLength(13);
    });
});
