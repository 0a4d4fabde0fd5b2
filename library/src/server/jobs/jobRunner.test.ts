/**
 * The durable job runner (jobRunner.ts): due jobs run once even when several runners poll one
 * database at the same moment, an abandoned claim is taken over when its lease expires, failures
 * are retried with backoff up to maxAttempts and then kept with their error, and a keyed job is
 * moved or cancelled.
 */
import { createTestApp, type ITestApp } from "@server/testing/testApp";
import { cancelJob, enqueueJob, giveWayTo, JobRunner, letRequestsIn, MAX_REQUEST_WAIT_MS, reportBusyChanges } from "@server/jobs/jobRunner";

let t: ITestApp;

beforeEach(async () => {
    t = await createTestApp();
});
afterEach(() => t.close());

function runner(leaseMs = 60_000): JobRunner {
    // Never started: the tests drive the rounds themselves.
    return new JobRunner(t.db, { pollIntervalMs: () => 60_000, leaseMs: () => leaseMs });
}

const past = () => new Date(Date.now() - 1_000);

it("runs each due job exactly once when three runners poll at the same moment", async () => {
    const runs = new Map<number, number>();
    const runners = [runner(), runner(), runner()];
    for (const each of runners) {
        each.register("count", async (payload) => {
            const n = (payload as { n: number }).n;
            runs.set(n, (runs.get(n) ?? 0) + 1);
        });
    }
    for (let n = 0; n < 30; n++) await enqueueJob(t.db, "count", { n }, past());
    const ran = await Promise.all(runners.map((each) => each.runDueJobs()));
    expect(ran.reduce((sum, count) => sum + count, 0)).toBe(30);
    expect([...runs.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, n) => n));
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(await t.db.selectFrom("jobs").selectAll().execute()).toEqual([]);
});

it("leaves jobs that are not due, and jobs of names it has no handler for", async () => {
    const each = runner();
    const seen: string[] = [];
    each.register("known", async () => void seen.push("known"));
    await enqueueJob(t.db, "known", {}, new Date(Date.now() + 3_600_000));
    await enqueueJob(t.db, "unknown", {}, past());
    expect(await each.runDueJobs()).toBe(0);
    expect(seen).toEqual([]);
    expect(await t.db.selectFrom("jobs").select("name").orderBy("name").execute()).toEqual([{ name: "known" }, { name: "unknown" }]);
});

it("takes over a job whose runner died once its lease has expired, not before", async () => {
    const jobID = await enqueueJob(t.db, "work", { x: 1 }, past());
    const seen: unknown[] = [];
    const each = runner();
    each.register("work", async (payload) => void seen.push(payload));

    // Another process claimed it and is (as far as anyone knows) still working.
    await t.db.updateTable("jobs").set({ lockedBy: "dead-process", lockedUntil: new Date(Date.now() + 60_000).toISOString(), attempts: 1 }).where("jobID", "=", jobID).execute();
    expect(await each.runDueJobs()).toBe(0);
    // It died: its lease ran out.
    await t.db.updateTable("jobs").set({ lockedUntil: new Date(Date.now() - 1).toISOString() }).where("jobID", "=", jobID).execute();
    expect(await each.runDueJobs()).toBe(1);
    expect(seen).toEqual([{ x: 1 }]);
    expect(await t.db.selectFrom("jobs").selectAll().execute()).toEqual([]);
});

it("retries a failing job with backoff, then keeps it with its last error", async () => {
    const each = runner();
    let calls = 0;
    each.register("flaky", async () => {
        calls += 1;
        throw new Error(`broken ${calls}`);
    }, { backoffMs: 60_000 });
    const jobID = await enqueueJob(t.db, "flaky", {}, past(), { maxAttempts: 2 });

    expect(await each.runDueJobs()).toBe(1);
    const afterFirst = await t.db.selectFrom("jobs").selectAll().where("jobID", "=", jobID).executeTakeFirstOrThrow();
    expect(afterFirst).toMatchObject({ attempts: 1, lockedBy: null, lockedUntil: null });
    expect(afterFirst.lastError).toContain("broken 1");
    // Backoff: not due again for a minute.
    expect(Date.parse(afterFirst.runAt)).toBeGreaterThan(Date.now() + 50_000);
    expect(await each.runDueJobs()).toBe(0);

    // Time passes (the row is moved instead of the clock).
    await t.db.updateTable("jobs").set({ runAt: past().toISOString() }).where("jobID", "=", jobID).execute();
    expect(await each.runDueJobs()).toBe(1);
    const afterLast = await t.db.selectFrom("jobs").selectAll().where("jobID", "=", jobID).executeTakeFirstOrThrow();
    expect(afterLast.attempts).toBe(2);
    expect(afterLast.lastError).toContain("broken 2");
    await t.db.updateTable("jobs").set({ runAt: past().toISOString() }).where("jobID", "=", jobID).execute();
    expect(await each.runDueJobs()).toBe(0);
    expect(calls).toBe(2);
});

it("moves a keyed job when it is enqueued again and removes it when cancelled", async () => {
    const later = new Date(Date.now() + 3_600_000);
    const first = await enqueueJob(t.db, "publish", { v: 1 }, later, { key: "thing:1" });
    const moved = await enqueueJob(t.db, "publish", { v: 2 }, past(), { key: "thing:1" });
    expect(moved).toBe(first);
    const rows = await t.db.selectFrom("jobs").select(["jobID", "payload"]).execute();
    expect(rows).toEqual([{ jobID: first, payload: JSON.stringify({ v: 2 }) }]);

    const seen: unknown[] = [];
    const each = runner();
    each.register("publish", async (payload) => void seen.push(payload));
    await cancelJob(t.db, "thing:1");
    expect(await each.runDueJobs()).toBe(0);
    expect(seen).toEqual([]);
});

it("runs due jobs by itself once started", async () => {
    const each = new JobRunner(t.db, { pollIntervalMs: () => 20, leaseMs: () => 60_000 });
    const seen: number[] = [];
    each.register("tick", async (payload) => void seen.push((payload as { n: number }).n));
    each.start();
    try {
        await enqueueJob(t.db, "tick", { n: 1 }, new Date());
        await waitFor(async () => seen.length === 1);
    } finally {
        await each.stop();
    }
    expect(seen).toEqual([1]);
    expect(await t.db.selectFrom("jobs").selectAll().execute()).toEqual([]);
});

it("runs a job at once when woken after the commit that enqueued it, not at the next poll a minute later", async () => {
    const each = new JobRunner(t.db, { pollIntervalMs: () => 60_000, leaseMs: () => 60_000 });
    const seen: number[] = [];
    each.register("tick", async (payload) => void seen.push((payload as { n: number }).n));
    each.start();
    try {
        await enqueueJob(t.db, "tick", { n: 1 }, new Date());
        each.wake();
        await waitFor(async () => seen.length === 1);
        // Wake-ups while a round runs queue one more round, which finds the job enqueued meanwhile.
        await enqueueJob(t.db, "tick", { n: 2 }, new Date());
        each.wake();
        each.wake();
        await waitFor(async () => seen.length === 2);
    } finally {
        await each.stop();
    }
    expect(seen).toEqual([1, 2]);
});

it("never polls when another process runs the jobs, and passes its wake-ups on to that process", async () => {
    const each = new JobRunner(t.db, { pollIntervalMs: () => 10, leaseMs: () => 60_000 });
    const seen: number[] = [];
    let wakeUps = 0;
    each.register("tick", async (payload) => void seen.push((payload as { n: number }).n));
    each.runElsewhere(() => (wakeUps += 1));
    each.start();
    try {
        await enqueueJob(t.db, "tick", { n: 1 }, new Date());
        each.wake();
        expect(wakeUps).toBe(1);
        // A round asked for by name still runs here (a test's, or start-up's).
        expect(await t.db.selectFrom("jobs").select("name").execute()).toEqual([{ name: "tick" }]);
        expect(await each.runDueJobs()).toBe(1);
        expect(seen).toEqual([1]);
    } finally {
        await each.stop();
    }
});

it("says when a round starts running jobs and when it ends, and nothing for a round that finds none", async () => {
    const each = runner();
    const work: boolean[] = [];
    const saidWhileRunning: boolean[][] = [];
    each.reportWork((working) => work.push(working));
    each.register("tick", async () => void saidWhileRunning.push([...work]));
    expect(await each.runDueJobs()).toBe(0);
    expect(work).toEqual([]);
    await enqueueJob(t.db, "tick", {}, past());
    await enqueueJob(t.db, "tick", {}, past());
    expect(await each.runDueJobs()).toBe(2);
    expect(saidWhileRunning).toEqual([[true], [true]]);
    expect(work).toEqual([true, false]);
});

describe("giving way to requests", () => {
    afterEach(() => {
        giveWayTo(() => false);
        reportBusyChanges(undefined);
    });

    it("tells when the process starts answering a request and when it has none left", async () => {
        const changes: boolean[] = [];
        reportBusyChanges((busy) => changes.push(busy));
        expect((await t.app.inject({ url: "/api/v2/discussions" })).statusCode).toBe(200);
        expect(changes).toEqual([true, false]);
    });

    it("holds a job step while other processes answer requests, never longer than its limit", async () => {
        let asked = 0;
        giveWayTo(() => {
            asked += 1;
            return true;
        });
        const started = performance.now();
        await letRequestsIn();
        expect(performance.now() - started).toBeGreaterThanOrEqual(MAX_REQUEST_WAIT_MS);
        expect(asked).toBeGreaterThan(1);
    });

    it("lets a step go after its pause when no other process is busy", async () => {
        let asked = 0;
        giveWayTo(() => {
            asked += 1;
            return false;
        });
        await letRequestsIn();
        expect(asked).toBe(1);
    });
});

/** Polls `check` until it holds (generous overall limit): tests wait for states, not for times. */
async function waitFor(check: () => Promise<boolean>, limitMs = 20_000): Promise<void> {
    const deadline = Date.now() + limitMs;
    while (!(await check())) {
        if (Date.now() > deadline) throw new Error("The expected state never came.");
        await new Promise((resolve) => setTimeout(resolve, 20));
    }
}
