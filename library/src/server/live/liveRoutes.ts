/**
 * Live updates over server-sent events (issue 12 item 3).
 *
 *   GET /api/v2/live?discussionID=12        Accept: text/event-stream
 *       The viewer's channels: "discussion:12" when they may read discussion 12 (403/404
 *       otherwise), and "user:<their ID>" when signed in (their unread counts). A guest gets a
 *       stream only for a discussion (400 without one). Each event is
 *       `id: <eventID>` + `data: {"type", "channel", ...data}`; a comment line every
 *       HEARTBEAT_MS keeps proxies from closing an idle stream. A reconnect (EventSource sends
 *       Last-Event-ID, or ?lastEventID=) first gets the events it missed from the log. After
 *       MAX_STREAM_MS the server ends the stream and the browser reconnects at once, so a
 *       stream never outlives a session or a permission by long.
 *   GET /api/v2/live/events?discussionID=12&after=<eventID>
 *       The same events as JSON ({events, lastEventID}), for a browser whose stream cannot open
 *       (it polls). Without `after`: no events, only where to start.
 *
 * A stream is not a request in the usual sense: it skips the admission queue (a few open
 * streams would otherwise take every place), and the job runner does not wait for it
 * (isLiveStreamUrl).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "@server/http/httpErrors";
import { getViewer } from "@server/http/viewer";
import { enqueueJob } from "@server/jobs/jobRunner";
import type { ILiveEvent } from "@server/live/liveHub";
import { LIVE_STREAM_PATH } from "@server/live/liveStreamUrl";

const HEARTBEAT_MS = 20_000;
const MAX_STREAM_MS = 15 * 60_000;
/** What the browser waits before reconnecting after the stream ended or failed. */
const RETRY_MS = 3_000;
/** A stream whose client reads slower than this much is buffered is ended (it resumes from the log). */
const MAX_BUFFERED_BYTES = 1 << 20;
/** Live events are kept this long: a reconnect within it loses nothing. */
export const LIVE_EVENT_RETENTION_MS = 60 * 60_000;
export const PRUNE_JOB = "live.prune";
const PRUNE_EVERY_MS = 10 * 60_000;

interface ILiveQuery {
    discussionID?: number;
    lastEventID?: number;
    after?: number;
}

const querySchema = {
    type: "object",
    properties: {
        discussionID: { type: "integer", minimum: 1 },
        lastEventID: { type: "integer", minimum: 0 },
        after: { type: "integer", minimum: 0 },
    },
} as const;

/** The channels the viewer may follow; throws the HTTP error to answer when one is refused. */
async function channelsFor(request: FastifyRequest, query: ILiveQuery): Promise<string[]> {
    const { live } = request.server.hearth;
    const channels: string[] = [];
    for (const [topic, access] of live.topics) {
        const id = (query as Record<string, unknown>)[`${topic}ID`];
        if (typeof id !== "number") continue;
        await access(request, id);
        channels.push(`${topic}:${id}`);
    }
    const viewer = await getViewer(request);
    if (viewer.user.userID > 0) channels.push(`user:${viewer.user.userID}`);
    // A guest on a page without a discussion has nothing to follow: no stream costs nothing.
    if (channels.length === 0) throw new HttpError(400, "Name a discussion to follow (discussionID).");
    return channels;
}

function eventText(event: ILiveEvent): string {
    return `id: ${event.eventID}\ndata: ${JSON.stringify({ type: event.type, channel: event.channel, ...event.data })}\n\n`;
}

function lastEventIDOf(request: FastifyRequest, query: ILiveQuery): number | null {
    const header = request.headers["last-event-id"];
    const value = typeof header === "string" && /^\d+$/.test(header) ? Number(header) : query.lastEventID;
    return value === undefined ? null : value;
}

export function registerLiveRoutes(app: FastifyInstance): void {
    const streams = new Set<{ write(text: string): void; end(): void }>();
    const heartbeat = setInterval(() => {
        for (const stream of streams) stream.write(":\n\n");
    }, HEARTBEAT_MS);
    heartbeat.unref();
    // Before the server closes: it waits for every open connection, and a stream never ends by itself.
    app.addHook("preClose", async () => {
        clearInterval(heartbeat);
        for (const stream of [...streams]) stream.end();
    });

    app.get<{ Querystring: ILiveQuery }>(LIVE_STREAM_PATH, { schema: { querystring: querySchema } }, async (request, reply) => {
        if (!String(request.headers.accept ?? "").includes("text/event-stream")) {
            throw new HttpError(406, "This address answers an event stream: ask with Accept: text/event-stream.");
        }
        const { live } = app.hearth;
        const channels = await channelsFor(request, request.query);
        const resumeFrom = lastEventIDOf(request, request.query);
        await schedulePrune(app);

        reply.hijack();
        const res = reply.raw;
        // The security headers set so far (securityHeaders.ts), then the stream's own.
        for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined && name !== "content-length") res.setHeader(name, value);
        res.writeHead(200, {
            "content-type": "text/event-stream; charset=utf-8",
            "cache-control": "no-store, no-transform",
            // nginx would otherwise hold the events back in its buffer.
            "x-accel-buffering": "no",
        });
        res.write(`retry: ${RETRY_MS}\n\n`);

        let ended = false;
        const stream = {
            write(text: string) {
                if (ended) return;
                res.write(text);
                if (res.writableLength > MAX_BUFFERED_BYTES) stream.end();
            },
            end() {
                if (ended) return;
                ended = true;
                streams.delete(stream);
                unsubscribe();
                clearTimeout(lifetime);
                res.end();
            },
        };
        // Events heard while the missed ones are read wait, so none is lost or sent out of turn.
        let held: ILiveEvent[] | null = [];
        const sent = new Set<number>();
        const send = (event: ILiveEvent) => {
            if (held) return void held.push(event);
            stream.write(eventText(event));
        };
        const unsubscribe = live.subscribe(channels, send, () => stream.end());
        streams.add(stream);
        const lifetime = setTimeout(() => stream.end(), MAX_STREAM_MS);
        lifetime.unref();
        res.on("close", () => stream.end());

        try {
            const missed = resumeFrom === null ? [] : await live.replay(channels, resumeFrom);
            for (const event of missed) {
                sent.add(event.eventID);
                stream.write(eventText(event));
            }
        } catch (error) {
            request.log.error({ err: error }, "The missed live events could not be read.");
            stream.end();
            return;
        }
        for (const event of held) if (!sent.has(event.eventID)) stream.write(eventText(event));
        held = null;
        // The stream is listening: a test (or a curious reader) can wait for this line.
        stream.write(`event: ready\ndata: ${JSON.stringify({ channels })}\n\n`);
    });

    app.get<{ Querystring: ILiveQuery }>(`${LIVE_STREAM_PATH}/events`, { schema: { querystring: querySchema } }, async (request) => {
        const { live } = app.hearth;
        const channels = await channelsFor(request, request.query);
        const lastEventID = await live.maxEventID();
        if (request.query.after === undefined) return { events: [], lastEventID };
        const events = await live.replay(channels, request.query.after);
        return { events: events.map((event) => ({ eventID: event.eventID, type: event.type, channel: event.channel, ...event.data })), lastEventID };
    });

    // Pruning: one job (keyed), whichever process runs it.
    app.hearth.jobs.register(PRUNE_JOB, async (_payload, { db }) => {
        await db.deleteFrom("liveEvents").where("dateInserted", "<", new Date(Date.now() - LIVE_EVENT_RETENTION_MS).toISOString()).execute();
        await enqueueJob(db, PRUNE_JOB, null, new Date(Date.now() + PRUNE_EVERY_MS), { key: PRUNE_JOB });
    });
}

/**
 * The prune job exists once a stream was opened (a forum nobody follows live keeps its jobs table
 * as it was); each run schedules the next.
 */
const pruneScheduled = new WeakSet<FastifyInstance>();
async function schedulePrune(app: FastifyInstance): Promise<void> {
    if (pruneScheduled.has(app)) return;
    pruneScheduled.add(app);
    const pending = await app.hearth.db.selectFrom("jobs").select("jobID").where("jobKey", "=", PRUNE_JOB).executeTakeFirst();
    if (!pending) await enqueueJob(app.hearth.db, PRUNE_JOB, null, new Date(Date.now() + PRUNE_EVERY_MS), { key: PRUNE_JOB });
}
