/**
 * One process's side of live updates (issue 12 item 3): it hears every live event committed to
 * the database (liveEventsTable.ts) and hands it to this process's open streams of its channel.
 *
 * - PostgreSQL: one dedicated connection per process LISTENs on the schema's channel; the
 *   triggers' NOTIFY carries the whole row, so hearing an event costs no query. Every process
 *   behind the load balancer hears every event, whichever process took the write.
 * - SQLite: no NOTIFY. While streams are open the hub reads the rows after the last it handed
 *   on, every SQLITE_POLL_MS (an indexed read of nothing, most of the time). Each of several
 *   processes on one SQLite file (WEB_PROCESSES) reads for its own streams.
 *
 * Before an event leaves, an enricher of its type may add what every reader of it needs (the
 * record's current reaction counts), once per process and event, not once per stream. Events
 * are handed on one at a time, in the order heard, so a channel's events keep their order.
 */
import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { Client } from "pg";
import type { DialectName } from "@server/db/database";
import type { Database } from "@server/db/schema";
import { liveNotifyChannel, type LiveEventsTable } from "@server/live/liveEventsTable";

export interface ILiveEvent {
    eventID: number;
    channel: string;
    type: string;
    /** The event's data, parsed and enriched. */
    data: Record<string, unknown>;
}

/** A subscriber: an open stream (liveRoutes.ts). */
export type LiveSink = (event: ILiveEvent) => void;

/** Whether the request's viewer may read the topic's record (vanilla: a discussion); false or a throw refuses. */
export type TopicAccess = (request: FastifyRequest, id: number) => Promise<void>;

type Enricher = (data: Record<string, unknown>, db: Kysely<Database>) => Promise<Record<string, unknown>>;

type RawEvent = Pick<LiveEventsTable, "channel" | "type" | "data"> & { eventID: number };

const SQLITE_POLL_MS = 200;
/** The most events a resuming stream is sent; older ones are too many to be worth showing one by one. */
const MAX_REPLAY = 500;
/**
 * PostgreSQL gives out event IDs before the commit, so a later ID can commit first: a stream that
 * saw event 11 may not yet have seen event 10. A resume re-reads this many IDs before the last
 * one seen and the client skips the IDs it already applied (liveClient.ts).
 */
export const RESUME_OVERLAP = 100;
const LISTEN_RETRY_MS = 2_000;

export interface ILiveHubOptions {
    /** PostgreSQL: opens the dedicated listening connection (database.ts connectListener). */
    connectListener?: () => Promise<Client>;
    log?: { error(value: unknown, message?: string): void };
}

export class LiveHub {
    private readonly sinks = new Map<string, Set<LiveSink>>();
    private readonly enrichers = new Map<string, Enricher>();
    /** Topic name → its channel's access check; a stream names a topic by `<topic>ID` (liveRoutes.ts). */
    readonly topics = new Map<string, TopicAccess>();
    private streamCount = 0;
    /** Events are handed on in order: each waits for the previous one's enrichment. */
    private queue: Promise<void> = Promise.resolve();
    private listener: Client | null = null;
    private poller: ReturnType<typeof setInterval> | null = null;
    private lastPolledID = 0;
    private reading = false;
    private stopped = true;
    /** Called when the listening connection was lost: open streams end and resume from the log. */
    private readonly lostHandlers = new Set<() => void>();

    constructor(
        private readonly db: Kysely<Database>,
        private readonly dialect: DialectName,
        private readonly options: ILiveHubOptions = {},
    ) {}

    /** Adds what every reader of `type` events needs (vanilla: a record's current reaction counts). */
    enrich(type: string, enricher: Enricher): void {
        this.enrichers.set(type, enricher);
    }

    /**
     * Lets streams follow a topic's records: `?<name>ID=<id>` joins channel "<name>:<id>" once
     * `access` (which throws the HTTP error to answer) lets the viewer read the record.
     */
    topic(name: string, access: TopicAccess): void {
        this.topics.set(name, access);
    }

    get openStreams(): number {
        return this.streamCount;
    }

    async start(): Promise<void> {
        this.stopped = false;
        if (this.dialect === "postgres") {
            if (this.options.connectListener) await this.listen();
            return;
        }
        this.lastPolledID = await this.maxEventID();
        this.poller = setInterval(() => void this.poll(), SQLITE_POLL_MS);
        this.poller.unref();
    }

    async stop(): Promise<void> {
        this.stopped = true;
        if (this.poller) clearInterval(this.poller);
        this.poller = null;
        const listener = this.listener;
        this.listener = null;
        await listener?.end().catch(() => undefined);
        await this.queue;
    }

    /** Hands the channels' events to `sink` until the returned function is called. */
    subscribe(channels: string[], sink: LiveSink, onLost: () => void): () => void {
        for (const channel of channels) {
            const set = this.sinks.get(channel) ?? new Set();
            set.add(sink);
            this.sinks.set(channel, set);
        }
        this.lostHandlers.add(onLost);
        this.streamCount += 1;
        return () => {
            for (const channel of channels) {
                const set = this.sinks.get(channel);
                set?.delete(sink);
                if (set?.size === 0) this.sinks.delete(channel);
            }
            this.lostHandlers.delete(onLost);
            this.streamCount -= 1;
        };
    }

    /** The channels' events after `afterID` (with RESUME_OVERLAP on PostgreSQL), oldest first, enriched. */
    async replay(channels: string[], afterID: number): Promise<ILiveEvent[]> {
        if (channels.length === 0) return [];
        const from = this.dialect === "postgres" ? afterID - RESUME_OVERLAP : afterID;
        const rows = await this.db
            .selectFrom("liveEvents")
            .select(["eventID", "channel", "type", "data"])
            .where("channel", "in", channels)
            .where("eventID", ">", from)
            .orderBy("eventID", "desc")
            .limit(MAX_REPLAY)
            .execute();
        const events: ILiveEvent[] = [];
        for (const row of rows.reverse()) events.push(await this.enriched(row));
        return events;
    }

    /** The newest event's ID (0 when none): where a stream with nothing to resume starts. */
    async maxEventID(): Promise<number> {
        const row = await this.db.selectFrom("liveEvents").select((eb) => eb.fn.max("eventID").as("last")).executeTakeFirst();
        return Number(row?.last ?? 0);
    }

    private hear(row: RawEvent): void {
        if (!this.sinks.has(row.channel)) return;
        this.queue = this.queue.then(async () => {
            const sinks = this.sinks.get(row.channel);
            if (!sinks) return;
            try {
                const event = await this.enriched(row);
                for (const sink of [...sinks]) sink(event);
            } catch (error) {
                this.options.log?.error({ err: error }, `A live ${row.type} event could not be handed on.`);
            }
        });
    }

    private async enriched(row: RawEvent): Promise<ILiveEvent> {
        let data = JSON.parse(row.data) as Record<string, unknown>;
        const enricher = this.enrichers.get(row.type);
        if (enricher) data = await enricher(data, this.db);
        return { eventID: Number(row.eventID), channel: row.channel, type: row.type, data };
    }

    private async poll(): Promise<void> {
        // One read at a time: two overlapping reads would both hand on the same rows.
        if (this.streamCount === 0 || this.stopped || this.reading) return;
        this.reading = true;
        try {
            const rows = await this.db.selectFrom("liveEvents").select(["eventID", "channel", "type", "data"]).where("eventID", ">", this.lastPolledID).orderBy("eventID").limit(1_000).execute();
            for (const row of rows) {
                this.lastPolledID = Math.max(this.lastPolledID, Number(row.eventID));
                this.hear(row);
            }
        } catch (error) {
            this.options.log?.error({ err: error }, "Reading live events failed.");
        } finally {
            this.reading = false;
        }
    }

    private async listen(): Promise<void> {
        const client = await this.options.connectListener!();
        const schema = (await client.query<{ schema: string }>("select current_schema() as schema")).rows[0]!.schema;
        client.on("notification", (message) => {
            if (!message.payload) return;
            try {
                this.hear(JSON.parse(message.payload) as RawEvent);
            } catch (error) {
                this.options.log?.error({ err: error }, "A live event notification could not be read.");
            }
        });
        client.on("error", (error) => {
            this.options.log?.error({ err: error }, "The live events listener lost its connection; listening again.");
            void this.relisten(client);
        });
        client.on("end", () => void this.relisten(client));
        await client.query(`LISTEN "${liveNotifyChannel(schema).replace(/"/g, '""')}"`);
        this.listener = client;
    }

    /**
     * Events committed while no connection listened were not heard: the open streams end, and
     * their browsers reconnect and resume from the log (Last-Event-ID).
     */
    private async relisten(lost: Client): Promise<void> {
        if (this.stopped || this.listener !== lost) return;
        this.listener = null;
        for (const onLost of [...this.lostHandlers]) onLost();
        while (!this.stopped) {
            try {
                await this.listen();
                return;
            } catch (error) {
                this.options.log?.error({ err: error }, "Listening for live events failed; trying again.");
                await new Promise((resolve) => setTimeout(resolve, LISTEN_RETRY_MS));
            }
        }
    }
}
