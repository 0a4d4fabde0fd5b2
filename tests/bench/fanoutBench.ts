/**
 * Fan-out and bulk-moderation figures against a running server on the scale data set
 * (a private copy made and served as tests/bench/scale/cloneScaleData.ts prints):
 *
 *     BENCH_URL=http://127.0.0.1:3101 npx tsx tests/bench/fanoutBench.ts [comments|bulk]...
 *
 * comments: POST /api/v2/comments into the discussion every member bookmarked (BENCH_DISCUSSION,
 *           default 99951), one at a time and 20 at once: p50/p99 of the answer; then how long
 *           until the bench member (a bookmarker) has the notification of the last comment.
 * bulk:     PATCH /discussions/close then DELETE /discussions/list of 1,000 discussions
 *           (BENCH_BULK_FROM, default 1000: the IDs from there), 500 per call as the API allows,
 *           following each call's callbackPayload through POST /calls/run as the client does.
 * Figures, not a test: nothing is asserted except that each call succeeded.
 */
import { percentile } from "./percentile";

const base = process.env.BENCH_URL ?? "http://127.0.0.1:3101";
const password = process.env.BENCH_PASSWORD ?? "scale-bench-1";
const discussionID = Number(process.env.BENCH_DISCUSSION ?? 99951);
const bulkFrom = Number(process.env.BENCH_BULK_FROM ?? 1000);
const sequentialWrites = Number(process.env.BENCH_WRITES ?? 100);
/** 0 skips the concurrent writes (the old in-request fan-out takes seconds a comment). */
const clients = Number(process.env.BENCH_CLIENTS ?? 20);

async function signIn(name: string): Promise<string> {
    const response = await fetch(`${base}/entry/signin`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ name, password, target: "/" }).toString(),
    });
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith("hearth_session="));
    if (response.status !== 303 || !cookie) throw new Error(`Signing in as ${name} answered ${response.status}.`);
    return cookie.split(";")[0]!;
}

function api(cookie: string, method: string, path: string, body?: unknown, contentType = "application/json"): Promise<Response> {
    return fetch(`${base}${path}`, {
        method,
        headers: { cookie, "x-requested-with": "vanilla", ...(body === undefined ? {} : { "content-type": contentType }) },
        body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
}

function summary(label: string, times: number[], wallMs?: number): void {
    const sorted = [...times].sort((a, b) => a - b);
    const rate = wallMs ? `, ${((times.length / wallMs) * 1000).toFixed(1)} req/s` : "";
    console.log(`${label}: n=${times.length} p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms${rate}`);
}

async function postComment(cookie: string, body: string): Promise<{ ms: number; commentID: number }> {
    const started = performance.now();
    const response = await api(cookie, "POST", "/api/v2/comments", { discussionID, body, format: "markdown" });
    const ms = performance.now() - started;
    if (response.status !== 201) throw new Error(`POST /comments answered ${response.status}: ${await response.text()}`);
    return { ms, commentID: ((await response.json()) as { commentID: number }).commentID };
}

async function comments(): Promise<void> {
    const [admin, member] = await Promise.all([signIn("admin"), signIn("bench_member")]);
    await postComment(admin, "Warm-up comment.");
    const sequential: number[] = [];
    for (let i = 0; i < sequentialWrites; i++) sequential.push((await postComment(admin, `Sequential comment ${i}.`)).ms);
    summary(`comment write, ${discussionID}, one at a time`, sequential);

    if (clients > 0) {
        const concurrent: number[] = [];
        const started = performance.now();
        await Promise.all(
            Array.from({ length: clients }, async (_, client) => {
                for (let i = 0; i < 5; i++) concurrent.push((await postComment(admin, `Concurrent comment ${client}.${i}.`)).ms);
            }),
        );
        summary(`comment write, ${discussionID}, ${clients} clients`, concurrent, performance.now() - started);
    }

    // Delivery: until a bookmarker (the bench member) has the last comment's notification.
    if (discussionID !== 99951) return; // the bench member bookmarked that one (the data set's manifest)
    const posted = await postComment(admin, "Delivery probe.");
    const probeStart = performance.now();
    for (;;) {
        const response = await api(member, "GET", "/api/v2/notifications?limit=1");
        const [newest] = (await response.json()) as Array<{ recordID: number }>;
        if (newest?.recordID === posted.commentID) break;
        if (performance.now() - probeStart > 600_000) throw new Error("The notification never came.");
        await new Promise((resolve) => setTimeout(resolve, 20));
    }
    console.log(`notification delivered to a bookmarker ${(performance.now() - probeStart).toFixed(0)} ms after the answer (behind up to ${sequentialWrites + clients * 5 + 1} fan-outs still queued)`);
}

interface IAnswer {
    progress: { successIDs: number[]; failedIDs: number[] };
    callbackPayload: string | null;
}

/** One bulk call over `ids`, resumed through /calls/run until done: the IDs that succeeded. */
async function longRun(cookie: string, method: string, path: string, body: object): Promise<{ success: number; failed: number }> {
    let response = await api(cookie, method, path, body);
    let success = 0;
    let failed = 0;
    for (;;) {
        if (response.status !== 200 && response.status !== 408) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
        const answer = (await response.json()) as IAnswer;
        success += answer.progress.successIDs.length;
        failed += answer.progress.failedIDs.length;
        if (!answer.callbackPayload) return { success, failed };
        response = await api(cookie, "POST", "/api/v2/calls/run", answer.callbackPayload, "application/system+jwt");
    }
}

async function bulk(): Promise<void> {
    const admin = await signIn("admin");
    const ids = Array.from({ length: 1000 }, (_, i) => bulkFrom + i);
    for (const [label, method, path, extra] of [
        ["bulk close", "PATCH", "/api/v2/discussions/close", { closed: true }],
        ["bulk delete", "DELETE", "/api/v2/discussions/list", { longRunnerMode: "sync" }],
    ] as const) {
        const started = performance.now();
        let success = 0;
        let failed = 0;
        for (let start = 0; start < ids.length; start += 500) {
            const done = await longRun(admin, method, path, { discussionIDs: ids.slice(start, start + 500), ...extra });
            success += done.success;
            failed += done.failed;
        }
        console.log(`${label} of ${ids.length}: ${((performance.now() - started) / 1000).toFixed(2)} s (${success} done, ${failed} failed)`);
    }
}

async function main(): Promise<void> {
    const parts = process.argv.slice(2);
    for (const part of parts.length ? parts : ["comments", "bulk"]) {
        if (part === "comments") await comments();
        else if (part === "bulk") await bulk();
        else throw new Error(`Unknown part ${part}: comments or bulk.`);
    }
}

main().catch((error) => {
    console.error(error);
    process.exit(1);
});
