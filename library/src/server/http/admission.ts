/**
 * Fair service under load (issue 10 item 6). Measured: with 200 clients at once, the server's
 * own time for a request stayed under half a second, yet a new connection's first request
 * waited up to 9 s before the server even read it. Every request read in one turn of the event
 * loop ran at once: on SQLite each ran its queries and render to the end inside its read
 * callback, so one turn took (requests waiting × time of one) and a socket that became readable
 * meanwhile waited for the next turn; on PostgreSQL every query of every request also queued
 * for one of the pool's connections, once per query, so all of them slowed down together.
 * Instead:
 * - at most `concurrency` requests run at once (on PostgreSQL, one per pool connection); the
 *   others wait in arrival order (first come, first served), cheaply, so the loop keeps reading
 *   new requests and every wait happens here, where it can be bounded;
 * - a request still waiting after `maxWaitMs` is answered 503 with Retry-After, in the error
 *   shape: no client waits long for an answer, and the server spends its time on the requests
 *   it can serve in time instead of answering all of them late;
 * - at most one request starts per turn of the event loop (loopTurns.ts): Node accepts one new
 *   connection per turn. When a turn started up to `concurrency` SQLite requests, each running
 *   to its end, 200 clients opening at once were accepted over 2.4 s and the last waited up to
 *   2.9 s for their first answer, though no request spent more than 0.75 s in the server.
 * Bundles, fonts and the favicon skip the queue: they cost nothing and a page needs them.
 * The queue is about this process's load only: nothing in it is shared between processes.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { errorBody } from "@server/http/httpErrors";
import { isLiveStreamUrl } from "@server/live/liveStreamUrl";
import { PerTurn } from "@server/http/loopTurns";

export interface IAdmissionOptions {
    /** Requests served at once. */
    concurrency: number;
    /** The longest a request waits for its turn before it is answered 503. */
    maxWaitMs: number;
}

const UNQUEUED = /^\/(assets|fonts)\/|^\/favicon\./;
export const BUSY_MESSAGE = "The forum is busy right now. Please try again in a moment.";

export interface IWaiting {
    grant(): void;
    timer: ReturnType<typeof setTimeout>;
}

export class AdmissionQueue {
    private running = 0;
    private readonly waiting: IWaiting[] = [];
    /** Requests given a place start one per turn of the loop (module comment). */
    private readonly starts = new PerTurn(1);

    constructor(private readonly options: IAdmissionOptions) {}

    /**
     * Calls `start` when a place is free, at once or after the earlier arrivals, or `refuse` when
     * none was free within maxWaitMs. Returns `leave`, to call once the request is over, however
     * it ended: answered, refused, or its client gone at any moment, even between being given a
     * place and starting. Every place given is given back exactly once; one leaked place per
     * client that hung up early would soon leave the forum serving nothing.
     */
    enter(start: () => void, refuse: () => void, onQueued?: (entry: IWaiting) => void): () => void {
        let state: "waiting" | "granted" | "over" = "waiting";
        const grant = () => {
            state = "granted";
            this.running++;
            // Not at once: started directly, a SQLite request (synchronous to its end) would run
            // inside the callback that read it or that finished the one before, and the loop would
            // read no new request and fire no 503 timer until all of them were done. Read callbacks
            // stay short, so one turn of the loop reads every request that has arrived, and the
            // order of the queue is the order of arrival. A client gone before its start gives its
            // turn to the next.
            this.starts.run(() => {
                if (state !== "granted") return false;
                start();
                return true;
            });
        };
        const entry: IWaiting = {
            grant,
            timer: setTimeout(() => {
                if (state !== "waiting") return;
                state = "over";
                this.remove(entry);
                refuse();
            }, this.options.maxWaitMs),
        };
        if (this.running < this.options.concurrency) {
            clearTimeout(entry.timer);
            grant();
        } else {
            this.waiting.push(entry);
            onQueued?.(entry);
        }
        return () => {
            if (state === "waiting") {
                clearTimeout(entry.timer);
                this.remove(entry);
            } else if (state === "granted") {
                this.done();
            }
            state = "over";
        };
    }

    /** A place is free again: the next one waiting is given it. */
    done(): void {
        this.running--;
        const next = this.waiting.shift();
        if (!next) return;
        clearTimeout(next.timer);
        next.grant();
    }

    /** Moves a waiting entry to the head of the queue (no-op once it has its place or left). */
    promote(entry: IWaiting): void {
        const index = this.waiting.indexOf(entry);
        if (index > 0) {
            this.waiting.splice(index, 1);
            this.waiting.unshift(entry);
        }
    }

    private remove(entry: IWaiting): void {
        const index = this.waiting.indexOf(entry);
        if (index >= 0) this.waiting.splice(index, 1);
    }
}

/** Where each waiting request stands, so that admitFirst can move it. */
const waitingRequests = new WeakMap<FastifyRequest, { queue: AdmissionQueue; entry: IWaiting }>();

/**
 * Lets a waiting request go next: one whose answer others are waiting for (the guest page cache's
 * render of a page many guests asked for at once) serves all of them when it is done.
 */
export function admitFirst(request: FastifyRequest): void {
    const place = waitingRequests.get(request);
    if (place) place.queue.promote(place.entry);
}

export function installAdmission(app: FastifyInstance, options: IAdmissionOptions): void {
    const queue = new AdmissionQueue(options);
    const retryAfter = String(Math.max(1, Math.ceil(options.maxWaitMs / 1000)));
    app.addHook("onRequest", (request, reply, done) => {
        // An event stream stays open for minutes and does its work between requests (live/liveRoutes.ts).
        if (UNQUEUED.test(request.url) || isLiveStreamUrl(request.url)) return done();
        const leave = queue.enter(
            () => done(),
            () => {
                reply.status(503).header("retry-after", retryAfter).send(errorBody(503, BUSY_MESSAGE));
            },
            (entry) => waitingRequests.set(request, { queue, entry }),
        );
        // "close" comes once the answer is sent or the client has gone, whichever is first.
        reply.raw.once("close", leave);
    });
}
