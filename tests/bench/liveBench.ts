/**
 * What live updates cost the server (issue 12 item 3, "1,000 open live streams cost the server
 * ≤ 100 MB and no measurable throughput on page renders"):
 *
 *     npx tsx tests/bench/liveBench.ts        (npm run bench runs it too; BENCH_ONLY=live alone)
 *
 * One real server process (SQLite, then PostgreSQL from bench.ts; guest page cache off so every
 * page is a render):
 *  1. page-render throughput (autocannon, BENCH_SECONDS, 20 connections) on a discussion, and the
 *     server's resident memory (RSS of its process tree), with no stream open;
 *  2. LIVE_STREAMS event streams opened (GET /api/v2/live, guests on one discussion), each
 *     waited for until the server says it listens; memory again;
 *  3. the same throughput with the streams open;
 *  4. a comment posted into the followed discussion: how long until every stream has it.
 * Figures, not a test: nothing is asserted except that the streams opened and heard the comment.
 */
import fs from "node:fs";
import autocannon from "autocannon";
import { eventData, openEventStream, type IEventStream } from "@server/testing/eventStreamClient";
import { E2E_PASSWORD, startServer } from "../e2e/serverProcess";

const STREAMS = Number(process.env.LIVE_STREAMS ?? 1_000);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const DISCUSSION_ID = 4;
const OPEN_AT_ONCE = 50;

/** Resident memory (bytes) of a process and its descendants (tsx runs the server in a child). */
function treeRss(rootPid: number): number {
    const children = new Map<number, number[]>();
    for (const entry of fs.readdirSync("/proc")) {
        if (!/^\d+$/.test(entry)) continue;
        try {
            const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
            const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
            children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
        } catch {
            // The process ended meanwhile.
        }
    }
    let total = 0;
    const stack = [rootPid];
    while (stack.length) {
        const pid = stack.pop()!;
        try {
            const rss = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
            total += Number(rss?.[1] ?? 0) * 1024;
        } catch {
            // Gone.
        }
        stack.push(...(children.get(pid) ?? []));
    }
    return total;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function renders(url: string): Promise<{ rps: number; text: string }> {
    const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
    const errors = result.non2xx + result.errors;
    return { rps: result.requests.average, text: `${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms / p99 ${result.latency.p99} ms${errors ? `, ${errors} errors` : ""}` };
}

async function signIn(base: string, name: string): Promise<string> {
    const response = await fetch(`${base}/entry/signin`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ name, password: E2E_PASSWORD, target: "/" }).toString(),
    });
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith("hearth_session="));
    if (!cookie) throw new Error(`Signing in as ${name} answered ${response.status}.`);
    return cookie.split(";")[0]!;
}

/** On SQLite, or on PostgreSQL at `databaseUrl` (a throw-away database: bench.ts withBenchDatabase). */
export async function liveBench(databaseUrl?: string): Promise<void> {
    const database = databaseUrl ? "PostgreSQL" : "SQLite";
    console.log(`\nLive updates: ${STREAMS} open event streams on one server process (${database}, guest cache off; renders: autocannon ${DURATION_S} s, ${CONNECTIONS} connections)`);
    const server = await startServer({ "Cache.GuestPages.Enabled": false }, databaseUrl ? { databaseUrl } : {});
    const streams: IEventStream[] = [];
    try {
        const page = `${server.url}/discussion/${DISCUSSION_ID}`;
        await renders(page); // warm-up: JIT, statement cache
        const before = await renders(page);
        const rssBefore = treeRss(server.pid);
        for (let opened = 0; opened < STREAMS; opened += OPEN_AT_ONCE) {
            const batch = await Promise.all(
                Array.from({ length: Math.min(OPEN_AT_ONCE, STREAMS - opened) }, () => openEventStream(server.url, `/api/v2/live?discussionID=${DISCUSSION_ID}`)),
            );
            await Promise.all(batch.map((stream) => stream.ready()));
            streams.push(...batch);
        }
        const rssWith = treeRss(server.pid);
        const during = await renders(page);
        const rssAfterRenders = treeRss(server.pid);

        const cookie = await signIn(server.url, "member");
        const posted = Date.now();
        const response = await fetch(`${server.url}/api/v2/comments`, {
            method: "POST",
            headers: { cookie, "x-requested-with": "vanilla", "content-type": "application/json" },
            body: JSON.stringify({ discussionID: DISCUSSION_ID, body: "Heard by everyone?" }),
        });
        const { commentID } = (await response.json()) as { commentID: number };
        const answered = Date.now();
        await Promise.all(streams.map((stream) => stream.waitFor((event) => event.event === "message" && eventData(event).commentID === commentID, 60_000)));
        const everyone = Date.now();

        const change = (during.rps - before.rps) / before.rps;
        console.log(`  page renders, no stream open      ${before.text}`);
        console.log(`  page renders, ${String(STREAMS).padEnd(5)} streams open  ${during.text}  (${change >= 0 ? "+" : ""}${(change * 100).toFixed(1)} %)`);
        console.log(`  server RSS: ${mb(rssBefore)} without streams, ${mb(rssWith)} with ${STREAMS} (+${mb(rssWith - rssBefore)}, ${((rssWith - rssBefore) / STREAMS / 1024).toFixed(1)} KB a stream); ${mb(rssAfterRenders)} after the renders`);
        console.log(`  a new comment: answered in ${answered - posted} ms, on all ${STREAMS} streams ${everyone - posted} ms after it was sent`);
    } finally {
        for (const stream of streams) stream.close();
        await server.stop();
    }
}

if (require.main === module) {
    liveBench().catch((error) => {
        console.error(error);
        process.exit(1);
    });
}
