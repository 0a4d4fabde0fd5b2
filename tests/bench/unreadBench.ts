/**
 * Read tracking at scale (issue 12 "Performance": a member's list page with unread state renders
 * in ≤ 10 ms on the server at 100,000 discussions). One request at a time, in process
 * (app.inject: routing, the queries and the React render, no network), on a copy of the scale
 * data set (tests/bench/scale/cloneScaleData.ts):
 *
 *     npx tsx tests/bench/scale/cloneScaleData.ts --sqlite /tmp/mine/forum.sqlite
 *     DATA_DIR=/tmp/mine npx tsx tests/bench/unreadBench.ts                      # SQLite
 *     DATABASE_URL=postgres://…/hearth_mine DATA_DIR=/tmp/x npx tsx tests/bench/unreadBench.ts
 *
 * It first gives the bench member a realistic read state in the copy (it writes there): joined a
 * year before the newest discussion, opened 5,000 discussions (among them most of the first list
 * page) and marked the busiest category read a week before the newest activity, so the list walks
 * every path: rows read by key, watermarks, and comments after a watermark counted. Then, for each
 * page, after UNREAD_BENCH_WARM_UP (default 100) renders of every page to warm up, the median and
 * p90 of UNREAD_BENCH_RUNS (default 30) renders (wall, and this process's
 * CPU time, which a busy machine disturbs less), the member's beside the guest's (guest page cache
 * off), the SQL it ran; and the read state of a page alone. Run with NODE_ENV=production (React's
 * development build renders several times slower).
 */
import path from "node:path";
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from "kysely";
import { readEnv } from "@server/config/env";
import { openDatabase } from "@server/db/database";
import { buildApp } from "@server/app";
import { markAllRead, readStates, recordDiscussionView } from "../../applications/vanilla/src/server/readMarks/readMarksModel";
import { SCALE_PASSWORD } from "./scale/scaleDataSet";

const BENCH_MEMBER = "bench_member";
const RUNS = Number(process.env.UNREAD_BENCH_RUNS ?? 30);
const WARM_UP = Number(process.env.UNREAD_BENCH_WARM_UP ?? 100);
const OPENED = 5000;

/** Times every statement between its compilation and its result. */
class StatementTimer implements KyselyPlugin {
    statements: number[] = [];
    private started = new Map<unknown, number>();
    transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
        this.started.set(args.queryId, performance.now());
        return args.node;
    }
    async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
        const start = this.started.get(args.queryId);
        this.started.delete(args.queryId);
        if (start !== undefined) this.statements.push(performance.now() - start);
        return args.result;
    }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function main(): Promise<void> {
    const env = readEnv();
    const database = await openDatabase({ databaseUrl: env.databaseUrl, sqliteFile: path.join(env.dataDir, "forum.sqlite") });
    const timer = new StatementTimer();
    // The guests' figure is a render too, not the guest page cache's copy.
    await database.db.insertInto("config").values({ key: "Cache.GuestPages.Enabled", value: "false" }).onConflict((c) => c.column("key").doUpdateSet({ value: "false" })).execute();
    const app = await buildApp({ database: { ...database, db: database.db.withPlugin(timer) }, dataDir: env.dataDir, distDir: env.distDir, logger: false, trustProxy: false });
    const db = database.db;

    // The bench member's read state (idempotent: the writes are monotonic upserts).
    const member = await db.selectFrom("users").select("userID").where("name", "=", BENCH_MEMBER).executeTakeFirstOrThrow();
    const newest = await db.selectFrom("discussions").select("dateLastComment").orderBy("dateLastComment", "desc").limit(1).executeTakeFirstOrThrow();
    const day = 86_400_000;
    const at = (daysBeforeNewest: number) => new Date(Date.parse(newest.dateLastComment) - daysBeforeNewest * day).toISOString();
    await db.updateTable("users").set({ dateInserted: at(365) }).where("userID", "=", member.userID).execute();
    const busiest = await db.selectFrom("categories").select("categoryID").orderBy("countDiscussions", "desc").limit(1).executeTakeFirstOrThrow();
    await markAllRead(db, member.userID, [busiest.categoryID], at(7));
    const recent = await db.selectFrom("discussions").select(["discussionID", "countComments"]).orderBy("dateLastComment", "desc").limit(OPENED).execute();
    // Most of the first page opened a few days ago (read part-way), the rest of the 5,000 older.
    for (const [index, row] of recent.entries()) {
        if (index < 30 && index % 4 === 0) continue; // a few of the first page never opened: "New"
        await recordDiscussionView(db, member.userID, row.discussionID, Math.floor(row.countComments / 2), at(index < 30 ? 3 : 30));
    }

    const signIn = await app.inject({ method: "POST", url: "/entry/signin", payload: new URLSearchParams({ name: BENCH_MEMBER, password: SCALE_PASSWORD, target: "/" }).toString(), headers: { "content-type": "application/x-www-form-urlencoded" } });
    const cookie = String(signIn.headers["set-cookie"] ?? "").split(";")[0]!;
    if (signIn.statusCode !== 303 || !cookie) throw new Error(`Signing in as ${BENCH_MEMBER} answered ${signIn.statusCode}.`);
    const urlcode = (await db.selectFrom("categories").select("urlcode").where("categoryID", "=", busiest.categoryID).executeTakeFirstOrThrow()).urlcode;

    const pages = [
        { name: "/discussions", url: "/discussions" },
        { name: "/discussions/p2", url: "/discussions/p2" },
        { name: "category page", url: `/categories/${encodeURIComponent(urlcode)}` },
        // Every visible category with the member's count of unread discussions (categoryUnreadCounts.ts).
        { name: "/categories", url: "/categories" },
        { name: "API list", url: "/api/v2/discussions?limit=30&expand=insertUser,lastUser,category" },
    ];
    // A server answers thousands of pages: measure it warm. Every page is rendered WARM_UP times
    // for both viewers before any is timed, so the first page timed does not pay for the JIT
    // compiling the code all of them share (it read 1–3 ms slower than the second otherwise).
    for (const page of pages) {
        for (let run = 0; run < WARM_UP; run++) {
            await app.inject({ url: page.url, headers: { cookie } });
            await app.inject({ url: page.url });
        }
    }
    console.log(`read tracking, ${env.databaseUrl ? "PostgreSQL" : "SQLite"}, ${RUNS} renders each after ${WARM_UP} to warm up, one at a time, in process (ms)`);
    for (const page of pages) {
        const line: string[] = [page.name.padEnd(16)];
        for (const who of ["member", "guest"] as const) {
            const times: number[] = [];
            const cpu: number[] = [];
            let statements: number[] = [];
            let unread = 0;
            for (let run = 0; run < RUNS; run++) {
                timer.statements = [];
                const start = performance.now();
                const cpuStart = process.cpuUsage();
                const response = await app.inject({ url: page.url, headers: who === "member" ? { cookie } : {} });
                const ms = performance.now() - start;
                const used = process.cpuUsage(cpuStart);
                if (response.statusCode !== 200) throw new Error(`${page.url} as ${who}: ${response.statusCode}`);
                times.push(ms);
                cpu.push((used.user + used.system) / 1000);
                statements = timer.statements;
                unread = (response.body.match(/data-unread="|"unread":true/g) ?? []).length;
            }
            times.sort((a, b) => a - b);
            cpu.sort((a, b) => a - b);
            const sqlMs = statements.reduce((sum, ms) => sum + ms, 0);
            line.push(`${who} p50 ${percentile(times, 0.5).toFixed(1).padStart(5)} p90 ${percentile(times, 0.9).toFixed(1).padStart(5)} cpu p50 ${percentile(cpu, 0.5).toFixed(1).padStart(5)} (${statements.length} statements, ${sqlMs.toFixed(1)} SQL${who === "member" ? `, ${unread} marked` : ""})`);
        }
        console.log(line.join("  "));
    }
    // The read state alone, for the first page's 30 discussions: what this feature adds to a list.
    const firstPage = await db.selectFrom("discussions").select(["discussionID", "categoryID", "insertUserID", "dateInserted", "dateLastComment", "countComments"]).orderBy("dateLastComment", "desc").limit(30).execute();
    const alone: number[] = [];
    for (let run = 0; run < RUNS + 3; run++) {
        const start = performance.now();
        await readStates(db, member.userID, firstPage);
        if (run >= 3) alone.push(performance.now() - start);
    }
    alone.sort((a, b) => a - b);
    console.log(`read state of a 30-discussion page alone: p50 ${percentile(alone, 0.5).toFixed(2)} ms, p90 ${percentile(alone, 0.9).toFixed(2)} ms`);
    console.log(`(machine load average ${(await import("node:os")).loadavg()[0]!.toFixed(1)} on ${(await import("node:os")).cpus().length} cores; wall times include waiting for a core, cpu times this process's own work)`);
    await app.close();
    await database.destroy();
}

main().catch((error) => {
    console.error(error);
    process.exit(1);
});
