/**
 * `npm run bench:scale` (issue 17 §5): the forum at 100k discussions and 1M comments
 * (scaleDataSet.ts; SCALE=0.1 for a tenth), on SQLite then PostgreSQL (BENCH_DATABASES=sqlite
 * or postgres for one), each on a fresh copy served by the real server (NODE_ENV=production,
 * the production admission queue, rate limits lifted, one process per core unless
 * BENCH_PROCESSES=N). autocannon at 20 connections for BENCH_SECONDS (default 10) per request;
 * p50/p99 in ms, answers per second (all, and those with the expected status), and how many
 * answers had another status than expected (a 503 from the admission queue, a timeout …):
 *
 *  - the discussions API, page 1 and page 500, for every list sort (content §9), across all
 *    categories and within the busiest one; the big discussion's comments, first and last page;
 *  - guest pages (the home page, list, /p500, a category, the big discussion's first and last
 *    page, the deep comment's redirect) with the guest page cache off and on (Cache.GuestPages.Enabled), and
 *    the API reads above again with it on (the cache keeps guests' API reads too);
 *  - search (issue 11: searchBench.ts's request shapes, full searches and the title bar's
 *    autocomplete): as a guest with the caches off (the index's own speed), then with them on as
 *    a guest (the guest cache) and as the bench member (the kept search answers, searchSite.ts);
 *  - the bench member's notifications, counts and pages (never cached);
 *  - BENCH_WRITES (default 20) comments, one after another, into the discussion all members bookmarked
 *    (after three into an ordinary discussion, to warm the write path);
 *  - bulk close and bulk delete of 1,000 discussions through the API the moderation UI uses
 *    (following the long runner's callbacks as the UI does), wall time and items succeeded; an
 *    action still running after BENCH_BULK_SECONDS (default 180) is left there and reported so.
 *
 * BENCH_ONLY=api,guest,search,member,cached,write,bulk runs only those parts;
 * BENCH_BULK_WHILE_COMPACTING=1 measures the bulk rows on SQLite while the search index's
 * compaction job runs (searchIndexCompaction.ts: it merges only an index of many segments).
 * Prints a table per database and writes the figures to `${DATA_DIR:-data}/scale/last-run-<db>.json`.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { MAX_BULK_IDS } from "../../../applications/vanilla/src/server/discussionBulkRoutes";
import { percentile } from "../percentile";
import { SEARCH_BENCH_SHAPES } from "../searchBench";
import { cacheDir, readScale, SCALE_PASSWORD, type IScaleManifest, type ScaleDialect } from "./scaleDataSet";
import { withScaleServer } from "./scaleServer";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const WRITES = Number(process.env.BENCH_WRITES ?? 20);
/** Comments into an ordinary discussion before the measured ones (measureWrites). */
const WRITE_WARM_UPS = 3;
/** A bulk action still running after this long is stopped (not followed further) and reported as far as it got. */
const BULK_BUDGET_MS = Number(process.env.BENCH_BULK_SECONDS ?? 180) * 1000;
const BULK_ITEMS = 1000;
/** How long the bulk row waits for the jobs queued before it (the write row's fan-outs) to be done. */
const JOBS_BUDGET_MS = 180_000;
/** SQLite: the bulk rows run while the search index's compaction job runs (its first run comes 10 minutes after the first search, so a full run may meet it there anyway). */
const BULK_WHILE_COMPACTING = process.env.BENCH_BULK_WHILE_COMPACTING === "1";
/**
 * Server processes sharing the port (main.ts, WEB_PROCESSES), on either database: one per core,
 * as the README advises for production, unless BENCH_PROCESSES says otherwise.
 */
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? os.availableParallelism());
const SORTS = ["-dateLastComment", "-dateInserted", "-score", "-hot"] as const;
/** Comments per page of a discussion and discussions per list page (the product's defaults). */
const COMMENTS_PER_PAGE = 30;
const DISCUSSIONS_PER_PAGE = 30;
const CACHE_KEY = "Cache.GuestPages.Enabled";
const SEARCH_CACHE_KEY = "Cache.SearchAnswers.Enabled";
const REQUESTED_WITH = { "x-requested-with": "vanilla" };
const ONLY = new Set((process.env.BENCH_ONLY ?? "").split(",").filter(Boolean));
/** Site configuration for the whole run, to compare with a setting changed: BENCH_CONFIG='{"Cache.RenderReuse.Enabled":false}'. */
const EXTRA_CONFIG = JSON.parse(process.env.BENCH_CONFIG ?? "{}") as Record<string, unknown>;
const wanted = (part: string) => ONLY.size === 0 || ONLY.has(part);

interface IFigure {
    section: string;
    request: string;
    p50: number;
    p99: number;
    /** Answers per second, whatever their status. */
    rps: number;
    /** Answers with the expected status per second (a 503 of the admission queue is quick but no page). */
    okRps: number;
    requests: number;
    /** Answers with another status than expected, errors and timeouts. */
    failed: number;
    note?: string;
}

/** The big discussion's page address and comment count, as the API gives them. */
interface IBigDiscussion {
    path: string;
    countComments: number;
}

interface ITarget {
    section: string;
    request: string;
    path: string;
    cookie?: string;
    expect?: number;
}

function log(message: string): void {
    console.log(`[bench:scale ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

async function measure(base: string, target: ITarget): Promise<IFigure> {
    const expect = target.expect ?? 200;
    const result = await autocannon({
        url: base + target.path,
        connections: CONNECTIONS,
        duration: DURATION_S,
        headers: target.cookie ? { cookie: target.cookie } : {},
        timeout: 30,
    });
    const expected = result.statusCodeStats?.[String(expect) as keyof typeof result.statusCodeStats]?.count ?? 0;
    return {
        section: target.section,
        request: target.request,
        p50: result.latency.p50,
        p99: result.latency.p99,
        rps: result.requests.average,
        okRps: expected / DURATION_S,
        requests: result.requests.total,
        failed: result.requests.total - expected + result.errors + result.timeouts,
    };
}

const IDLE_PROBE = "/api/v2/categories?limit=1";

async function probe(base: string): Promise<number> {
    const started = Date.now();
    await (await fetch(base + IDLE_PROBE)).arrayBuffer();
    return Date.now() - started;
}

/** How long the idle probe takes on an idle server (the machine may be busy with other work). */
async function idleProbeTime(base: string): Promise<number> {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) times.push(await probe(base));
    return Math.min(...times);
}

/**
 * Waits until the server is idle again: the clients of a measurement are gone when it ends, but
 * requests they left in the admission queue may still be running. Idle = the probe answers
 * about as fast as on the idle server (at most a minute's wait).
 */
async function drain(base: string, idleMs: number): Promise<void> {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && (await probe(base)) > Math.max(50, 3 * idleMs)) {
        // the probe itself waited in the queue: try again
    }
}

/**
 * Fetches each target twice on CONNECTIONS connections at once, so the first measured requests do
 * not pay for cold caches. At once, because several server processes share the port and the
 * kernel hands each connection to one of them: fetched one after another on one kept-alive
 * connection, only one process was warmed. The first row measured (20 connections over both) had
 * the worst p99 of its section on both databases (85 and 127 ms); warmed this way, 69 and 96 ms.
 * It is still the worst on SQLite (the others 25-51 ms): what else is cold is not known yet.
 */
async function warm(base: string, targets: ITarget[], times = 2): Promise<void> {
    for (let i = 0; i < times; i++) {
        for (const target of targets) {
            const responses = await Promise.all(
                Array.from({ length: CONNECTIONS }, () => fetch(base + target.path, { headers: target.cookie ? { cookie: target.cookie } : {}, redirect: "manual" })),
            );
            for (const response of responses) await response.arrayBuffer();
            if (i === 0 && responses[0]!.status !== (target.expect ?? 200)) log(`warning: ${target.path} answered ${responses[0]!.status}, not ${target.expect ?? 200}`);
        }
    }
}

async function signIn(base: string, name: string): Promise<string> {
    const response = await fetch(`${base}/entry/signin`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ name, password: SCALE_PASSWORD, target: "/" }).toString(),
    });
    const cookie = response.headers.getSetCookie().find((header) => header.startsWith("hearth_session="));
    if (response.status !== 303 || !cookie) throw new Error(`Signing in as ${name} answered ${response.status}.`);
    return cookie.split(";")[0]!;
}

/** Page 500, or the last full page of a smaller list (SCALE below 1). */
function deepPage(count: number): number {
    return Math.max(1, Math.min(500, Math.floor(count / DISCUSSIONS_PER_PAGE)));
}

function apiTargets(manifest: IScaleManifest, bigComments: number, categoryDiscussions: number): ITarget[] {
    const targets: ITarget[] = [];
    const scopes = [
        ["all", "", deepPage(manifest.counts.discussions * 0.9)],
        [`category ${manifest.busyCategoryID}`, `&categoryID=${manifest.busyCategoryID}`, deepPage(categoryDiscussions)],
    ] as const;
    for (const [scope, query, deep] of scopes) {
        for (const sort of SORTS) {
            for (const page of [1, deep]) {
                targets.push({ section: "API (guest)", request: `discussions ${scope} sort=${sort} page ${page}`, path: `/api/v2/discussions?sort=${sort}&page=${page}${query}` });
            }
        }
    }
    const lastPage = Math.ceil(bigComments / COMMENTS_PER_PAGE);
    targets.push({ section: "API (guest)", request: "comments of the big discussion, page 1", path: `/api/v2/comments?discussionID=${manifest.bigDiscussionID}` });
    targets.push({ section: "API (guest)", request: `comments of the big discussion, page ${lastPage} (last)`, path: `/api/v2/comments?discussionID=${manifest.bigDiscussionID}&page=${lastPage}` });
    return targets;
}

function searchTargets(section: string): ITarget[] {
    return SEARCH_BENCH_SHAPES.map((shape) => ({ section, request: `${shape.kind} ${shape.name}`, path: `/api/v2/search?${shape.query}` }));
}

function pageTargets(manifest: IScaleManifest, big: IBigDiscussion, section: string, cookie?: string): ITarget[] {
    const bigUrl = big.path;
    const lastPage = Math.ceil(big.countComments / COMMENTS_PER_PAGE);
    const deep = deepPage(manifest.counts.discussions * 0.9);
    return [
        { section, request: "home page", path: "/", cookie },
        { section, request: "/discussions", path: "/discussions", cookie },
        { section, request: `/discussions/p${deep}`, path: `/discussions/p${deep}`, cookie },
        { section, request: `/categories/${manifest.busyCategoryUrlcode}`, path: `/categories/${manifest.busyCategoryUrlcode}`, cookie },
        { section, request: "big discussion, first page", path: bigUrl, cookie },
        { section, request: `big discussion, last page (p${lastPage})`, path: `${bigUrl}/p${lastPage}`, cookie },
        { section, request: "/discussion/comment/{deep} redirect", path: `/discussion/comment/${manifest.deepCommentID}`, cookie, expect: 302 },
    ];
}

/**
 * A comment of the bench member's into `discussionID`, through the API the composer uses, each on
 * a connection of its own: members' posts reach whichever server process accepts them.
 */
function postComment(base: string, cookie: string, discussionID: number, body: string): Promise<Response> {
    return fetch(`${base}/api/v2/comments`, {
        method: "POST",
        headers: { ...REQUESTED_WITH, "content-type": "application/json", cookie, connection: "close" },
        body: JSON.stringify({ discussionID, body, format: "markdown" }),
    });
}

/**
 * BENCH_WRITES comments into the bookmarked discussion, one at a time (each notifies every
 * bookmarker). First WRITE_WARM_UPS comments into an ordinary discussion, as every read is warmed
 * before it is measured: a server that has been up a while has compiled the write path, and the
 * first comment after a start took 30-50 ms on either database while V8 compiled it (measured).
 */
async function measureWrites(base: string, idleMs: number, manifest: IScaleManifest, cookie: string): Promise<IFigure> {
    const ordinary = bulkIDs(manifest, 0.4)[0]!;
    for (let warm = 1; warm <= WRITE_WARM_UPS; warm++) {
        const response = await postComment(base, cookie, ordinary, `Warm-up comment ${warm}: nobody bookmarked this one.`);
        if (response.status !== 201) throw new Error(`A warm-up comment answered ${response.status}: ${await response.text()}`);
    }
    await drain(base, idleMs);
    const latencies: number[] = [];
    let created = 0;
    const started = Date.now();
    for (let sequence = 1; sequence <= WRITES; sequence++) {
        const sent = performance.now();
        const response = await postComment(base, cookie, manifest.bookmarkedDiscussionID, `Bench comment ${sequence}: does the thread still feel quick?`);
        await response.arrayBuffer();
        latencies.push(performance.now() - sent);
        if (response.status === 201) created++;
    }
    const seconds = (Date.now() - started) / 1000;
    log(`writes, ms each: ${latencies.map((ms) => ms.toFixed(1)).join(" ")}`);
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
        section: "Writes (bench member)",
        request: `POST a comment, ${manifest.bookmarkers} bookmarkers (${WRITES} one after another)`,
        p50: Math.round(percentile(sorted, 50)),
        p99: Math.round(percentile(sorted, 99)),
        rps: WRITES / seconds,
        okRps: created / seconds,
        requests: WRITES,
        failed: WRITES - created,
    };
}

interface IBulkOutcome {
    /** Stopped at BULK_BUDGET_MS before every item was done. */
    stopped: boolean;
    succeeded: number;
    failed: number;
    calls: number;
    ms: number;
}

/**
 * A bulk action as the moderation UI runs it: the call, then calls/run with each callbackPayload
 * until done. One call takes at most MAX_BULK_IDS discussions, so 1,000 go in calls of that many,
 * one after another.
 */
async function runBulk(base: string, cookie: string, method: "PATCH" | "DELETE", url: string, ids: number[], body: Record<string, unknown>): Promise<IBulkOutcome> {
    const succeeded = new Set<number>();
    const failed = new Set<number>();
    const started = Date.now();
    let calls = 0;
    const overBudget = () => Date.now() - started > BULK_BUDGET_MS;
    for (let start = 0; start < ids.length && !overBudget(); start += MAX_BULK_IDS) {
        calls++;
        let response = await fetch(base + url, {
            method,
            headers: { ...REQUESTED_WITH, "content-type": "application/json", cookie },
            body: JSON.stringify({ ...body, discussionIDs: ids.slice(start, start + MAX_BULK_IDS) }),
        });
        for (;;) {
            const answer = (await response.json()) as { progress?: { successIDs?: number[]; failedIDs?: number[] }; callbackPayload?: string | null };
            for (const id of answer.progress?.successIDs ?? []) succeeded.add(id);
            for (const id of answer.progress?.failedIDs ?? []) failed.add(id);
            if (response.status >= 400 && !answer.progress) log(`warning: ${method} ${url} answered ${response.status}: ${JSON.stringify(answer).slice(0, 300)}`);
            if (response.status < 400 || !answer.callbackPayload || overBudget()) break;
            calls++;
            response = await fetch(`${base}/api/v2/calls/run`, { method: "POST", headers: { ...REQUESTED_WITH, "content-type": "application/system+jwt", cookie }, body: answer.callbackPayload });
        }
    }
    return { stopped: succeeded.size + failed.size < ids.length, succeeded: succeeded.size, failed: failed.size, calls, ms: Date.now() - started };
}

function bulkFigure(request: string, outcome: IBulkOutcome): IFigure {
    return {
        section: "Bulk moderation (admin)",
        request,
        p50: outcome.ms,
        p99: outcome.ms,
        rps: 0,
        okRps: 0,
        requests: outcome.calls,
        failed: BULK_ITEMS - outcome.succeeded,
        note: `wall ${(outcome.ms / 1000).toFixed(1)} s in ${outcome.calls} calls; ${outcome.succeeded} of ${BULK_ITEMS} succeeded, ${outcome.failed} failed${outcome.stopped ? ` (stopped after the ${BULK_BUDGET_MS / 1000} s budget)` : ""}`,
    };
}

/** 1,000 ordinary discussions (neither the big nor the bookmarked one), from `share` of the way through the IDs on. */
function bulkIDs(manifest: IScaleManifest, share: number): number[] {
    const ids: number[] = [];
    for (let id = Math.floor(manifest.counts.discussions * share); ids.length < BULK_ITEMS; id++) if (id !== manifest.bigDiscussionID && id !== manifest.bookmarkedDiscussionID) ids.push(id);
    return ids;
}

async function benchDatabase(dialect: ScaleDialect): Promise<IFigure[]> {
    const figures: IFigure[] = [];
    const run = async (targets: ITarget[]) => {
        for (const target of targets) {
            await drain(currentBase, idleMs);
            const figure = await measure(currentBase, target);
            figures.push(figure);
            if (figure.requests === 0) log(`${dialect} ${figure.section}: ${figure.request}: no answer within ${DURATION_S} s`);
            else log(`${dialect} ${figure.section}: ${figure.request}: p50 ${figure.p50} ms, p99 ${figure.p99} ms, ${figure.rps.toFixed(1)} req/s (${figure.okRps.toFixed(1)} ok/s)${figure.failed ? `, ${figure.failed} failed` : ""}`);
        }
    };
    let currentBase = "";
    let idleMs = 0;
    log(`${dialect}: copying the data set and starting the server`);
    await withScaleServer(
        dialect,
        { ...EXTRA_CONFIG, [CACHE_KEY]: false, [SEARCH_CACHE_KEY]: false },
        async (scale) => {
            const { manifest } = scale;
            currentBase = scale.server.url;
            const answer = (await (await fetch(`${currentBase}/api/v2/discussions/${manifest.bigDiscussionID}`)).json()) as { url: string; countComments: number };
            const big: IBigDiscussion = { path: new URL(answer.url, currentBase).pathname, countComments: answer.countComments };
            const category = (await (await fetch(`${currentBase}/api/v2/categories/${manifest.busyCategoryID}`)).json()) as { countDiscussions: number };
            const member = await signIn(currentBase, manifest.benchMember.name);
            const api = apiTargets(manifest, big.countComments, category.countDiscussions);
            const guestPages = pageTargets(manifest, big, "Guest pages, cache off");
            const memberTargets: ITarget[] = [
                { section: "Signed in (bench member)", request: "notifications", path: "/api/v2/notifications", cookie: member },
                { section: "Signed in (bench member)", request: "/users/me-counts", path: "/api/v2/users/me-counts", cookie: member },
                { section: "Signed in (bench member)", request: "discussions API page 1", path: "/api/v2/discussions", cookie: member },
                // The pages, not the redirect.
                ...pageTargets(manifest, big, "Signed-in pages (bench member)", member).filter((target) => target.expect === undefined),
            ];
            const search = searchTargets("Search (guest), caches off");
            const reads = [...(wanted("api") ? api : []), ...(wanted("guest") ? guestPages : []), ...(wanted("search") ? search : []), ...(wanted("member") ? memberTargets : [])];
            log(`${dialect}: warming`);
            idleMs = await idleProbeTime(currentBase);
            await warm(currentBase, reads);
            await run(reads);

            if (wanted("cached")) {
                log(`${dialect}: restarting with the guest page cache and the kept search answers on`);
                currentBase = (await scale.restart({ ...EXTRA_CONFIG, [CACHE_KEY]: true, [SEARCH_CACHE_KEY]: true })).url;
                const cachedPages = pageTargets(manifest, big, "Guest pages, cache on");
                // The API reads behind the guests' pages are kept by the same cache (guestPageCache.ts).
                const cachedApi = [
                    ...(wanted("api") ? api.map((target) => ({ ...target, section: "API (guest), cache on" })) : []),
                    ...(wanted("search") ? search.map((target) => ({ ...target, section: "Search (guest), cache on" })) : []),
                    ...(wanted("search") ? search.map((target) => ({ ...target, section: "Search (bench member), kept answers", cookie: member })) : []),
                ];
                idleMs = await idleProbeTime(currentBase);
                await warm(currentBase, [...cachedPages, ...cachedApi], 1);
                await run([...cachedPages, ...cachedApi]);
            }

            if (wanted("write")) {
                await drain(currentBase, idleMs);
                const writer = await signIn(currentBase, manifest.benchMember.name);
                const writes = await measureWrites(currentBase, idleMs, manifest, writer);
                figures.push(writes);
                log(`${dialect} writes: p50 ${writes.p50} ms, p99 ${writes.p99} ms${writes.failed ? `, ${writes.failed} failed` : ""}`);
            }
            if (!wanted("bulk")) return;
            // The write row's fan-outs (20 comments × 10,000 bookmarkers) run on after their
            // answers; bulk actions measured meanwhile share the cores and the locks with them.
            const waited = await scale.jobsDone(JOBS_BUDGET_MS);
            log(`${dialect}: due jobs done ${(waited / 1000).toFixed(1)} s after the last measured request`);
            await drain(currentBase, idleMs);
            if (BULK_WHILE_COMPACTING && dialect === "sqlite") {
                await scale.compactSearchIndexNow(JOBS_BUDGET_MS);
                log(`${dialect}: the search index compaction runs; bulk actions measured meanwhile`);
            }
            const admin = await signIn(currentBase, manifest.admin.name);
            const close = await runBulk(currentBase, admin, "PATCH", "/api/v2/discussions/close", bulkIDs(manifest, 0.5), { closed: true });
            figures.push(bulkFigure(`bulk close ${BULK_ITEMS} discussions`, close));
            const remove = await runBulk(currentBase, admin, "DELETE", "/api/v2/discussions/list", bulkIDs(manifest, 0.6), {});
            figures.push(bulkFigure(`bulk delete ${BULK_ITEMS} discussions`, remove));
            log(`${dialect} bulk: ${figures.at(-2)!.note}; ${figures.at(-1)!.note}`);
        },
        { productionQueue: true, processes: PROCESSES },
    );
    return figures;
}

function printTable(dialect: ScaleDialect, figures: IFigure[]): void {
    const header = ["section", "request", "p50 ms", "p99 ms", "req/s", "ok/s", "failed"];
    const rows = figures
        .filter((figure) => !figure.note)
        .map((figure) =>
            // No answer at all within the measurement: there is no latency to show.
            figure.requests === 0
                ? [figure.section, figure.request, "none", "none", "0.0", "0.0", "all"]
                : [figure.section, figure.request, String(figure.p50), String(figure.p99), figure.rps.toFixed(1), figure.okRps.toFixed(1), String(figure.failed)],
        );
    const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
    const line = (cells: string[]) => cells.map((cell, column) => (column >= 2 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join(" | ");
    console.log(`\n${dialect} (SCALE=${readScale()}, ${PROCESSES > 1 ? `${PROCESSES} server processes and the job process` : "one server process"}, ${CONNECTIONS} connections, ${DURATION_S} s each; writes one at a time)`);
    console.log(line(header));
    for (const row of rows) console.log(line(row));
    for (const figure of figures.filter((candidate) => candidate.note)) console.log(`${figure.section.padEnd(widths[0]!)} | ${figure.request}: ${figure.note}`);
}

async function main(): Promise<void> {
    const dialects = (process.env.BENCH_DATABASES ?? "sqlite,postgres").split(",").map((name) => name.trim()) as ScaleDialect[];
    for (const dialect of dialects) {
        if (dialect !== "sqlite" && dialect !== "postgres") throw new Error(`Unknown database "${dialect}" in BENCH_DATABASES.`);
        const figures = await benchDatabase(dialect);
        printTable(dialect, figures);
        const file = path.join(cacheDir(), `last-run-${dialect}.json`);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, JSON.stringify({ dialect, scale: readScale(), processes: PROCESSES, connections: CONNECTIONS, seconds: DURATION_S, date: new Date().toISOString(), figures }, null, 2));
        log(`figures written to ${file}`);
    }
}

main().catch((error) => {
    console.error(error);
    process.exit(1);
});
