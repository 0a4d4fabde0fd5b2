import { sql } from "kysely";
import { CACHE_STATUS_HEADER } from "@server/http/guestPageCache";
import { createTestApp, type ITestApp } from "@server/testing/testApp";
import { warmUp } from "@server/warmUp";

/** Every table's row count: the warm-up must leave each one as it was. */
async function rowCounts(forum: ITestApp): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const table of await forum.db.introspection.getTables()) {
        const row = await sql<{ n: string | number }>`select count(*) as n from ${sql.table(table.name)}`.execute(forum.db);
        counts[table.name] = Number(row.rows[0]!.n);
    }
    return counts;
}

describe("warming a process up before it listens", () => {
    let forum: ITestApp;
    beforeAll(async () => {
        forum = await createTestApp();
    });
    afterAll(async () => {
        await forum?.close();
    });

    it("renders the pages guests ask for most, a discussion and a category among them, for its budget and no longer", async () => {
        const report = await warmUp(forum.app, 300);
        expect(report.pages).toEqual(expect.arrayContaining(["/", "/discussions", "/categories"]));
        expect(report.pages.some((page) => /^\/discussion\/\d+/.test(page))).toBe(true);
        expect(report.pages.some((page) => /^\/categories\/[^/]+$/.test(page))).toBe(true);
        // The API reads behind them, the linked discussion's comments among them.
        const discussionID = /^\/discussion\/(\d+)/.exec(report.pages.find((page) => page.startsWith("/discussion/"))!)![1];
        expect(report.pages).toEqual(expect.arrayContaining(["/api/v2/discussions?limit=30", "/api/v2/categories", `/api/v2/comments?discussionID=${discussionID}&limit=30`]));
        expect(report.renders).toBeGreaterThan(report.pages.length);
        // No round starts once the budget is spent, but the first always runs, however slow (on a
        // busy CI machine a round took 7 s: a bound on the total time failed there).
        expect(report.rounds).toBeGreaterThanOrEqual(1);
        if (report.rounds > 1) expect(report.lastRoundStartedMs).toBeLessThan(300);
    });

    it("changes nothing: no row anywhere (the API's limits count none of its calls), and the guest page cache still empty", async () => {
        const before = await rowCounts(forum);
        await warmUp(forum.app, 200);
        expect(await rowCounts(forum)).toEqual(before);
        for (const url of ["/discussions", "/api/v2/discussions?limit=30"]) {
            const first = await forum.app.inject(url);
            expect([url, first.headers[CACHE_STATUS_HEADER]]).toEqual([url, "miss"]);
        }
        // Afterwards the API counts calls again.
        expect(await rowCounts(forum)).not.toEqual(before);
    });

    it("keeps `parallel` renders going at once (one per PostgreSQL pool connection), never more", async () => {
        let running = 0;
        let most = 0;
        // The app as warmUp sees it, counting the renders in flight.
        const counted = new Proxy(forum.app, {
            get: (target, key) =>
                key === "inject"
                    ? async (...args: Parameters<typeof target.inject>) => {
                          most = Math.max(most, ++running);
                          try {
                              return await target.inject(...args);
                          } finally {
                              running--;
                          }
                      }
                    : Reflect.get(target, key),
        });
        const report = await warmUp(counted, 200, 4);
        expect(most).toBe(4);
        expect(report.renders).toBeGreaterThanOrEqual(4 * report.pages.length);
    });

    it("does nothing with no budget", async () => {
        expect(await warmUp(forum.app, 0)).toEqual({ pages: [], renders: 0, ms: 0, rounds: 0, lastRoundStartedMs: 0 });
    });
});
