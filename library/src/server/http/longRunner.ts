/**
 * Long-running calls (shell §7 "Long-running", vanilla-openapi calls.yml): a call that works
 * through a list of IDs does what fits in its budget, then answers 408 with the progress so far
 * and a signed `callbackPayload`; the client POSTs that payload to /api/v2/calls/run (content
 * type application/system+jwt) to resume, until an answer carries no payload any more. Each
 * item that fails is reported in failedIDs / exceptionsByID instead of failing the call.
 *
 * The payload is signed with the host's cookie secret (@fastify/cookie), holds the user it was
 * issued to and expires, so a resumed call does only what the original caller was allowed to ask.
 */
import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "@server/http/httpErrors";
import { getViewer } from "@server/http/viewer";

export const LONG_RUNNER_CONTENT_TYPE = "application/system+jwt";
/** Config keys (with their defaults) bounding one call's share of the work. */
export const MAX_ITEMS_CONFIG = "longRunner.maxItemsPerCall";
export const TIME_BUDGET_CONFIG = "longRunner.timeBudgetMs";
const DEFAULT_MAX_ITEMS = 50;
const DEFAULT_TIME_BUDGET_MS = 5_000;
const PAYLOAD_LIFETIME_MS = 60 * 60 * 1000;
/**
 * Chromium silently resends a request that got a 408 over a reused keep-alive connection. The
 * resent request would redo the batch already done (and report deleted items as missing), so a
 * 408 is answered again, unchanged, to the same user sending the same request shortly after.
 */
const REPLAY_WINDOW_MS = 30_000;

export interface ILongRunnerProgress {
    successIDs: number[];
    failedIDs: number[];
    exceptionsByID: Record<string, { message: string; code: number }>;
    countTotalIDs: number;
}

export interface ILongRunnerAnswer {
    progress: ILongRunnerProgress;
    callbackPayload: string | null;
}

/** Does one item; throws an HttpError to report that item failed (its message and status). */
export type LongRunnerItemWorker<A> = (request: FastifyRequest, id: number, args: A) => Promise<void>;

/**
 * Does a chunk of items at once (set-based statements instead of a round trip per item) and
 * answers the failed ones with their error (an HttpError is reported with its message and
 * status); every other ID of the chunk succeeded. Throwing fails the whole chunk.
 */
export type LongRunnerBatchWorker<A> = (request: FastifyRequest, ids: number[], args: A) => Promise<Map<number, unknown>>;

interface IRegisteredJob<A> {
    worker: LongRunnerBatchWorker<A>;
    /** Items handed to the worker at once; the time budget is checked between chunks. */
    chunkSize: number;
}

interface IPayload {
    job: string;
    userID: number;
    args: unknown;
    ids: number[];
    total: number;
    expires: number;
}

interface IHostRunner {
    // Workers take the arguments their own route validated; the registry cannot know their types.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    jobs: Map<string, IRegisteredJob<any>>;
    replays: Map<string, { expires: number; answer: ILongRunnerAnswer }>;
}

const runners = new WeakMap<FastifyInstance, IHostRunner>();

/** The app's job registry; the first use registers POST /api/v2/calls/run. */
function runnerOf(app: FastifyInstance): IHostRunner {
    let runner = runners.get(app);
    if (runner) return runner;
    const created: IHostRunner = { jobs: new Map(), replays: new Map() };
    runners.set(app, created);
    runner = created;
    app.addContentTypeParser(LONG_RUNNER_CONTENT_TYPE, { parseAs: "string" }, (_request, body, done) => done(null, body));
    app.post<{ Body: string }>("/api/v2/calls/run", async (request, reply) => {
        const payload = readPayload(app, request.body);
        const { user } = await getViewer(request);
        if (user.userID === 0 || user.userID !== payload.userID) throw new HttpError(403, "This call was started by someone else.");
        const registered = created.jobs.get(payload.job);
        if (!registered) throw new HttpError(400, "Unknown long-running job.");
        const result = await answer(request, payload.job, registered, payload.ids, payload.args, payload.total);
        reply.status(result.callbackPayload ? 408 : 200);
        return result;
    });
    return runner;
}

function readPayload(app: FastifyInstance, token: unknown): IPayload {
    const invalid = new HttpError(400, "The callbackPayload is not valid.", [{ field: "callbackPayload", message: "The callbackPayload is not valid.", code: "invalid", status: 400 }]);
    if (typeof token !== "string" || token === "") throw invalid;
    const unsigned = app.unsignCookie(token.trim());
    if (!unsigned.valid || !unsigned.value) throw invalid;
    let payload: IPayload;
    try {
        payload = JSON.parse(Buffer.from(unsigned.value, "base64url").toString("utf8")) as IPayload;
    } catch {
        throw invalid;
    }
    if (payload.expires < Date.now()) throw new HttpError(400, "The callbackPayload has expired.", [{ field: "callbackPayload", message: "The callbackPayload has expired.", code: "expired", status: 400 }]);
    return payload;
}

/** Registers the per-item worker of a job; routes then start it with runLongRunner(). */
export function defineLongRunnerJob<A>(app: FastifyInstance, job: string, worker: LongRunnerItemWorker<A>): void {
    const one: LongRunnerBatchWorker<A> = async (request, [id], args) => {
        try {
            await worker(request, id!, args);
            return new Map();
        } catch (error) {
            return new Map([[id!, error]]);
        }
    };
    runnerOf(app).jobs.set(job, { worker: one, chunkSize: 1 });
}

/** Registers a job whose worker takes up to `chunkSize` items at once; routes start it with runLongRunner(). */
export function defineLongRunnerBatchJob<A>(app: FastifyInstance, job: string, worker: LongRunnerBatchWorker<A>, chunkSize: number): void {
    runnerOf(app).jobs.set(job, { worker, chunkSize: Math.max(1, chunkSize) });
}

/**
 * Starts a job over `ids` (deduplicated, in order): sets the reply's status (200 when done, 408
 * when there is more to do) and resolves with the body for the route to return.
 */
export async function runLongRunner<A>(request: FastifyRequest, reply: FastifyReply, job: string, ids: number[], args: A): Promise<ILongRunnerAnswer> {
    const runner = runners.get(request.server);
    const registered = runner?.jobs.get(job);
    if (!runner || !registered) throw new Error(`No long-running job "${job}" is defined.`);
    const { user } = await getViewer(request);
    const replayKey = createHash("sha256").update(JSON.stringify([user.userID, request.method, request.url, request.body])).digest("hex");
    const now = Date.now();
    for (const [key, replay] of runner.replays) if (replay.expires < now) runner.replays.delete(key);
    const replay = runner.replays.get(replayKey);
    if (replay) {
        reply.status(408);
        return replay.answer;
    }

    const unique = [...new Set(ids)];
    const result = await answer(request, job, registered, unique, args, unique.length);
    if (result.callbackPayload) runner.replays.set(replayKey, { expires: now + REPLAY_WINDOW_MS, answer: result });
    reply.status(result.callbackPayload ? 408 : 200);
    return result;
}

async function answer<A>(
    request: FastifyRequest,
    job: string,
    { worker, chunkSize }: IRegisteredJob<A>,
    ids: number[],
    args: A,
    total: number,
): Promise<ILongRunnerAnswer> {
    const { config } = request.server.hearth;
    const maxItems = Math.max(1, Number(config.get(MAX_ITEMS_CONFIG, DEFAULT_MAX_ITEMS)));
    const budgetMs = Number(config.get(TIME_BUDGET_CONFIG, DEFAULT_TIME_BUDGET_MS));
    const started = Date.now();
    const progress: ILongRunnerProgress = { successIDs: [], failedIDs: [], exceptionsByID: {}, countTotalIDs: total };
    let done = 0;
    while (done < ids.length && done < maxItems && (done === 0 || Date.now() - started < budgetMs)) {
        const chunk = ids.slice(done, Math.min(ids.length, maxItems, done + chunkSize));
        done += chunk.length;
        let failures: Map<number, unknown>;
        try {
            failures = await worker(request, chunk, args);
        } catch (error) {
            failures = new Map(chunk.map((id) => [id, error]));
        }
        const logged = new Set<unknown>();
        for (const id of chunk) {
            if (!failures.has(id)) {
                progress.successIDs.push(id);
                continue;
            }
            const error = failures.get(id);
            progress.failedIDs.push(id);
            if (error instanceof HttpError) {
                progress.exceptionsByID[String(id)] = { message: error.message, code: error.status };
            } else {
                if (!logged.has(error)) request.log.error(error);
                logged.add(error);
                progress.exceptionsByID[String(id)] = { message: "Something went wrong.", code: 500 };
            }
        }
    }
    const rest = ids.slice(done);
    if (rest.length === 0) return { progress, callbackPayload: null };

    const { user } = await getViewer(request);
    const payload: IPayload = { job, userID: user.userID, args, ids: rest, total, expires: Date.now() + PAYLOAD_LIFETIME_MS };
    const callbackPayload = request.server.signCookie(Buffer.from(JSON.stringify(payload), "utf8").toString("base64url"));
    return { progress, callbackPayload };
}
