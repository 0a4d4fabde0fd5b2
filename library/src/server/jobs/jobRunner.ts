/**
 * A durable job runner (DESIGN.md §4: scheduled jobs live in the database, never in one
 * process's memory). A job is a row of the jobs table (jobsTable.ts), so it survives a restart
 * and every server process on one database sees it.
 *
 *   enqueueJob(db, name, payload, runAt, {key?, maxAttempts?}) → jobID
 *       With a key there is at most one job per key: enqueueing again moves it (new runAt and
 *       payload, attempts reset). Call it inside the transaction that makes the job necessary.
 *   cancelJob(db, key)                  removes the job of that key (if it is running, the
 *                                       running claim's end no longer touches anything).
 *   app.hearth.jobs.register(name, handler, {backoffMs?})
 *   app.hearth.jobs.runDueJobs()        one poll: claims and runs what is due (tests, start-up);
 *                                       it waits for this process's round in progress first, so
 *                                       a test that awaits it sees every job due before the call done
 *   app.hearth.jobs.wake()              after the commit that enqueued a job: poll now instead of at
 *                                       the next interval (notifications arrive in milliseconds, not
 *                                       seconds); other processes still find the job by polling
 *   app.hearth.jobs.start() / stop()    the poller; the host starts it when the app is ready and
 *                                       stops it when the app closes (app.ts).
 *   app.hearth.jobs.runElsewhere(wake)  the jobs are another process's (jobProcess.ts): no poller
 *                                       here, and wake() calls `wake`.
 *   app.hearth.jobs.reportWork(listener) told when a round starts running jobs and when it ends.
 *
 * Claiming: every process that runs jobs polls (config Jobs.PollIntervalMs, default 5 s): the
 * one server process, or the job process beside several (jobProcess.ts), on each machine serving
 * the database. A job is claimed by one UPDATE … WHERE jobID = ? AND (lockedUntil IS NULL OR
 * lockedUntil < now) that sets a fresh token and a lease: on PostgreSQL the row lock makes a
 * second process's UPDATE wait and then find the condition false; on SQLite writes are
 * serialised. So two processes never run one job at once. A process that dies mid-job leaves a
 * lease that expires (Jobs.LeaseMs, default 60 s), after which the job is claimed again:
 * handlers must be idempotent (the draft publisher re-reads its draft under a lock and does
 * nothing when it is already gone).
 *
 * A handler that throws is retried with exponential backoff (backoffMs · 2^(attempt-1)) until
 * maxAttempts runs; then the row stays with lastError for an administrator to see.
 */
import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "@server/db/schema";
import "@server/jobs/jobsTable";
import { isLiveStreamUrl } from "@server/live/liveStreamUrl";

export interface IJobContext {
    db: Kysely<Database>;
    jobID: number;
    /** 1 on the first run. */
    attempt: number;
}

export type JobHandler = (payload: unknown, context: IJobContext) => Promise<void>;

export interface IJobHandlerOptions {
    /** First retry delay (default 30 s), doubled on each further retry. */
    backoffMs?: number;
}

export interface IEnqueueOptions {
    key?: string;
    maxAttempts?: number;
}

export interface IJobRunnerOptions {
    /** Read when the poller starts (and each round), so a test's config can shorten them. */
    pollIntervalMs: () => number;
    leaseMs: () => number;
    /** Jobs claimed per poll round. */
    batchSize?: number;
    log?: { error(value: unknown, message?: string): void };
}

const DEFAULT_MAX_ATTEMPTS = 5;
const DEFAULT_BACKOFF_MS = 30_000;
/** lastError is for people: keep it short. */
const MAX_ERROR_LENGTH = 2_000;

/** Requests this process is answering now (counted by trackRequests): job steps wait for them. */
let requestsInFlight = 0;
/** Told when this process starts answering requests and when it has none left (jobProcess.ts passes it on). */
let busyListener: ((busy: boolean) => void) | undefined;
/** Whether other processes are answering requests: the job process hears it from the server processes (jobProcess.ts). */
let busyElsewhere: () => boolean = () => false;
/** The longest one job step waits for requests, so a process that is never idle still does its jobs. */
export const MAX_REQUEST_WAIT_MS = 50;

/** Counts the app's requests from arrival to the end of the answer (or the client's leaving). */
export function trackRequests(app: FastifyInstance): void {
    const ended = new WeakSet<object>();
    const end = async (request: FastifyRequest) => {
        if (ended.has(request)) return;
        ended.add(request);
        if (--requestsInFlight === 0) busyListener?.(false);
    };
    // An open event stream is no request waiting for an answer (live/liveRoutes.ts): jobs need not give way to it.
    app.addHook("onRequest", async (request) => {
        if (isLiveStreamUrl(request.url)) ended.add(request);
        else if (++requestsInFlight === 1) busyListener?.(true);
    });
    app.addHook("onResponse", end);
    app.addHook("onRequestAbort", end);
}

/** Whether this process is answering a request now. */
export function answeringRequests(): boolean {
    return requestsInFlight > 0;
}

/** Tells `listener` each time this process goes from no request to one (true) and back (false). */
export function reportBusyChanges(listener: ((busy: boolean) => void) | undefined): void {
    busyListener = listener;
}

/** Makes job steps in this process also wait while `isBusy()` says other processes answer requests. */
export function giveWayTo(isBusy: () => boolean): void {
    busyElsewhere = isBusy;
}

/**
 * The least a job step pauses between steps. Several server processes may share one SQLite file
 * (main.ts), and a step that writes holds the file's write lock: a write of another process
 * waiting for it retries on SQLite's busy timer (sleeps of 1, 2, 5, 10 … 100 ms), so between
 * steps that follow each other at once it seldom found the lock free. At a million posts, two
 * processes, 100 comments each into a discussion with 10,000 bookmarkers (each comment's
 * fan-out is 200 steps of about 2 ms), each on a new connection: p50 8 ms, p99 182 ms, the
 * slowest 1,042 ms; with a pause about as long as a step, p50 5 ms, p99 14 ms, the slowest 15.
 */
const MIN_PAUSE_MS = 2;

/**
 * Lets requests go first: await it before each heavy step of a job (a batch of rows). Jobs run
 * in the one server process, or in the job process beside several (jobProcess.ts), on shared
 * cores: a step waits while requests are being answered (this process's, or the server
 * processes' as they report them; at most MAX_REQUEST_WAIT_MS), so a comment's answer does not
 * wait behind another comment's fan-out; the pause (at least MIN_PAUSE_MS, or
 * `pauseMs`, what the last step took) lets pending I/O be read first, and other processes'
 * writes take the write lock.
 */
export async function letRequestsIn(pauseMs = MIN_PAUSE_MS): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, Math.max(MIN_PAUSE_MS, pauseMs)));
    const until = Date.now() + MAX_REQUEST_WAIT_MS;
    while ((requestsInFlight > 0 || busyElsewhere()) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 2));
}

function iso(time: Date | string | number): string {
    return new Date(time).toISOString();
}

export async function enqueueJob(db: Kysely<Database>, name: string, payload: unknown, runAt: Date | string, options: IEnqueueOptions = {}): Promise<number> {
    const values = {
        name,
        jobKey: options.key ?? null,
        payload: JSON.stringify(payload ?? null),
        runAt: iso(runAt),
        attempts: 0,
        maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        lockedUntil: null,
        lockedBy: null,
        lastError: null,
        dateInserted: iso(Date.now()),
    };
    const row = await db
        .insertInto("jobs")
        .values(values)
        .onConflict((conflict) =>
            conflict.column("jobKey").doUpdateSet({
                name: values.name,
                payload: values.payload,
                runAt: values.runAt,
                attempts: 0,
                maxAttempts: values.maxAttempts,
                // A running claim of the old job can no longer finish or fail this one.
                lockedUntil: null,
                lockedBy: null,
                lastError: null,
            }),
        )
        .returning("jobID")
        .executeTakeFirstOrThrow();
    return row.jobID;
}

export async function cancelJob(db: Kysely<Database>, key: string): Promise<void> {
    await db.deleteFrom("jobs").where("jobKey", "=", key).execute();
}

interface IClaimedJob {
    jobID: number;
    name: string;
    payload: string;
    attempts: number;
    maxAttempts: number;
    token: string;
}

export class JobRunner {
    private readonly handlers = new Map<string, { handler: JobHandler; options: IJobHandlerOptions }>();
    /** This process's name in lockedBy (each claim adds its own random part). */
    private readonly runnerID = `${process.pid}-${randomBytes(4).toString("hex")}`;
    private timer: NodeJS.Timeout | undefined;
    /** The last round started or queued: rounds of one process run one after another. */
    private rounds: Promise<unknown> = Promise.resolve();
    /** A poller round is queued behind the running one (wake-ups coalesce into it). */
    private pollQueued = false;
    private started = false;
    /** stop() is waiting: the round in progress claims nothing more. */
    private stopping = false;
    /** Set when another process runs the jobs (runElsewhere): how to wake it. */
    private wakeElsewhere: (() => void) | undefined;
    /** Told when a round starts running jobs and when it ends (reportWork). */
    private workListener: ((working: boolean) => void) | undefined;

    constructor(
        private readonly db: Kysely<Database>,
        private readonly options: IJobRunnerOptions,
    ) {}

    register(name: string, handler: JobHandler, options: IJobHandlerOptions = {}): void {
        this.handlers.set(name, { handler, options });
    }

    /**
     * Another process runs the jobs (the job process beside several server processes,
     * jobProcess.ts): this runner never polls, and wake() calls `wakeRunner` to wake that one.
     * runDueJobs() still runs a round here.
     */
    runElsewhere(wakeRunner: () => void): void {
        this.wakeElsewhere = wakeRunner;
    }

    /**
     * Tells `listener` when a round claims its first job (true) and when that round ends (false):
     * the job process tells the server processes, which report their requests only meanwhile.
     */
    reportWork(listener: (working: boolean) => void): void {
        this.workListener = listener;
    }

    /** Starts polling (idempotent; never when the jobs run elsewhere). */
    start(): void {
        if (this.started || this.wakeElsewhere) return;
        this.started = true;
        this.schedule();
    }

    /**
     * Stops polling and waits for the round in progress, so no query runs after the database
     * closes. runDueJobs() still works afterwards (a test drives the rounds itself).
     */
    async stop(): Promise<void> {
        this.started = false;
        this.stopping = true;
        if (this.timer) clearTimeout(this.timer);
        this.timer = undefined;
        await this.rounds;
        this.stopping = false;
    }

    /**
     * Polls now rather than at the next interval: call it after committing a transaction that
     * enqueued a job. A no-op while the poller is stopped; wake-ups during a round queue one more.
     */
    wake(): void {
        if (this.wakeElsewhere) this.wakeElsewhere();
        else if (this.started) this.poll();
    }

    private schedule(): void {
        if (!this.started || this.pollQueued) return;
        if (this.timer) clearTimeout(this.timer);
        this.timer = setTimeout(() => this.poll(), this.options.pollIntervalMs());
        // A waiting poll never keeps the process alive on its own.
        this.timer.unref();
    }

    private poll(): void {
        if (this.timer) clearTimeout(this.timer);
        this.timer = undefined;
        if (this.pollQueued) return;
        this.pollQueued = true;
        void this.queueRound(() => (this.pollQueued = false))
            .catch((error) => this.options.log?.error(error, "Job poll failed"))
            .finally(() => this.schedule());
    }

    /**
     * One poll round, after the round of this process in progress (if any): claims the due jobs
     * this process has handlers for and runs them one by one, batch after batch until none is left
     * (a backlog drains in one round). Returns how many ran.
     */
    runDueJobs(): Promise<number> {
        return this.queueRound();
    }

    private queueRound(onStart?: () => void): Promise<number> {
        const round = this.rounds.then(() => {
            onStart?.();
            return this.runRound();
        });
        this.rounds = round.catch(() => undefined);
        return round;
    }

    private async runRound(): Promise<number> {
        const names = [...this.handlers.keys()];
        if (!names.length) return 0;
        const batchSize = this.options.batchSize ?? 20;
        let ran = 0;
        let working = false;
        try {
            for (;;) {
                const now = iso(Date.now());
                const candidates = await this.db
                    .selectFrom("jobs")
                    .select("jobID")
                    .where("name", "in", names)
                    .where("runAt", "<=", now)
                    .where((eb) => eb("attempts", "<", eb.ref("maxAttempts")))
                    .where((eb) => eb.or([eb("lockedUntil", "is", null), eb("lockedUntil", "<", now)]))
                    .orderBy("runAt")
                    .orderBy("jobID")
                    .limit(batchSize)
                    .execute();
                for (const { jobID } of candidates) {
                    await letRequestsIn();
                    if (this.stopping) return ran;
                    const job = await this.claim(jobID);
                    if (!job) continue;
                    if (!working) {
                        working = true;
                        this.workListener?.(true);
                    }
                    await this.run(job);
                    ran += 1;
                }
                // Every candidate is now claimed, done or moved by its backoff: the next query finds new ones only.
                if (candidates.length < batchSize || this.stopping) return ran;
            }
        } finally {
            if (working) this.workListener?.(false);
        }
    }

    /** The atomic claim: the one UPDATE that only one process can win (see the module comment). */
    private async claim(jobID: number): Promise<IClaimedJob | undefined> {
        const now = iso(Date.now());
        const token = `${this.runnerID}-${randomBytes(6).toString("hex")}`;
        const claimed = await this.db
            .updateTable("jobs")
            .set((eb) => ({ lockedBy: token, lockedUntil: iso(Date.now() + this.options.leaseMs()), attempts: eb("attempts", "+", 1) }))
            .where("jobID", "=", jobID)
            .where("runAt", "<=", now)
            .where((eb) => eb("attempts", "<", eb.ref("maxAttempts")))
            .where((eb) => eb.or([eb("lockedUntil", "is", null), eb("lockedUntil", "<", now)]))
            .returning(["jobID", "name", "payload", "attempts", "maxAttempts"])
            .executeTakeFirst();
        return claimed ? { ...claimed, token } : undefined;
    }

    private async run(job: IClaimedJob): Promise<void> {
        const entry = this.handlers.get(job.name);
        if (!entry) return;
        try {
            await entry.handler(JSON.parse(job.payload), { db: this.db, jobID: job.jobID, attempt: job.attempts });
            // Only this claim's row: a job moved (re-enqueued) meanwhile is a new job.
            await this.db.deleteFrom("jobs").where("jobID", "=", job.jobID).where("lockedBy", "=", job.token).execute();
        } catch (error) {
            const message = (error instanceof Error ? error.stack || error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
            const backoff = (entry.options.backoffMs ?? DEFAULT_BACKOFF_MS) * 2 ** Math.max(0, job.attempts - 1);
            await this.db
                .updateTable("jobs")
                .set({ lastError: message, lockedUntil: null, lockedBy: null, runAt: iso(Date.now() + backoff) })
                .where("jobID", "=", job.jobID)
                .where("lockedBy", "=", job.token)
                .execute();
            this.options.log?.error(error, `Job ${job.name} #${job.jobID} failed (attempt ${job.attempts} of ${job.maxAttempts})`);
        }
    }
}
