/**
 * The live connection of a page (issue 12 item 3), loaded once the page is idle (startLive.ts).
 *
 * - An EventSource on GET /api/v2/live?<the page's query>; it reconnects by itself after a
 *   network error and sends Last-Event-ID, so the server replays what was missed.
 * - When the stream cannot open (the answer is not a stream, EventSource is missing, or it
 *   failed MAX_FAILED_OPENS times without opening once), it polls GET /api/v2/live/events every
 *   POLL_INTERVAL_MS instead: slower, never silent.
 * - A hidden tab closes its stream (or stops polling) and resumes from the last event when it is
 *   shown again: a background tab costs the server nothing.
 * - An event ID applied once is never applied again (a resume re-sends a few, liveHub.ts).
 * - "counts" events refresh the member's notification and message badges; the others go to the
 *   page's feature (the discussion page's comments and reactions).
 * `document.documentElement.dataset.live` says where it stands (open, polling, paused), for tests.
 */
import { fetchMeCountsNow } from "@library/notifications/notificationActions";
import { registerNotificationsSlice } from "@library/notifications/notificationsSlice";
import { pollLiveEvents } from "@library/live/liveActions";
import type { ILiveEvent, ILivePageContext, ILivePageFeature, LivePageLoader } from "@library/live/liveTypes";
import { loadOnDemand } from "@library/lazy/loadOnDemand";
import { logError } from "@library/utility/logger";

const STREAM_URL = "/api/v2/live";
const POLL_INTERVAL_MS = 15_000;
const MAX_FAILED_OPENS = 3;
/** Several count changes in a burst (a conversation with many messages) make one request. */
const COUNTS_DEBOUNCE_MS = 300;
const REMEMBERED_EVENTS = 1_000;

type LiveStatus = "open" | "polling" | "paused" | "closed";

export class LiveConnection {
    private source: EventSource | null = null;
    private pollTimer: ReturnType<typeof setTimeout> | null = null;
    private countsTimer: ReturnType<typeof setTimeout> | null = null;
    private lastEventID: number | null = null;
    private readonly applied = new Set<number>();
    private polling = false;
    private failedOpens = 0;
    private everOpened = false;

    constructor(
        private readonly context: ILivePageContext,
        private readonly query: Record<string, number>,
        private readonly feature: ILivePageFeature | null,
    ) {
        // Events since the page was rendered: the page shows everything before them.
        if (typeof context.meta.liveFrom === "number") this.lastEventID = context.meta.liveFrom;
    }

    start(): void {
        document.addEventListener("visibilitychange", this.onVisibility);
        if (document.visibilityState === "hidden") this.setStatus("paused");
        else this.resume();
    }

    stop(): void {
        document.removeEventListener("visibilitychange", this.onVisibility);
        this.pause();
        this.setStatus("closed");
    }

    private readonly onVisibility = () => {
        if (document.visibilityState === "hidden") {
            this.pause();
            this.setStatus("paused");
        } else this.resume();
    };

    private resume(): void {
        if (this.polling || typeof EventSource === "undefined") this.startPolling();
        else this.openStream();
    }

    private pause(): void {
        this.source?.close();
        this.source = null;
        if (this.pollTimer) clearTimeout(this.pollTimer);
        this.pollTimer = null;
    }

    private openStream(): void {
        const params = new URLSearchParams(Object.entries(this.query).map(([key, value]) => [key, String(value)]));
        // A reopened stream (after a hidden tab) says where it stopped; EventSource's own
        // reconnects send the Last-Event-ID header instead.
        if (this.lastEventID !== null) params.set("lastEventID", String(this.lastEventID));
        const search = params.toString();
        const source = new EventSource(search ? `${STREAM_URL}?${search}` : STREAM_URL);
        this.source = source;
        source.onmessage = (message) => {
            const eventID = Number(message.lastEventId);
            try {
                const data = JSON.parse(message.data as string) as Omit<ILiveEvent, "eventID">;
                this.apply({ ...data, type: String(data.type), channel: String(data.channel), eventID });
            } catch (error) {
                logError("A live update could not be read.", error);
            }
        };
        source.addEventListener("ready", () => {
            this.everOpened = true;
            this.failedOpens = 0;
            this.setStatus("open");
        });
        source.onerror = () => {
            if (this.source !== source) return;
            if (!this.everOpened) this.failedOpens += 1;
            // CLOSED: the answer was no stream (an error status); EventSource will not retry.
            if (source.readyState === EventSource.CLOSED || this.failedOpens >= MAX_FAILED_OPENS) {
                source.close();
                this.source = null;
                this.startPolling();
            }
        };
    }

    private startPolling(): void {
        this.polling = true;
        void this.poll();
    }

    private async poll(): Promise<void> {
        if (this.pollTimer) clearTimeout(this.pollTimer);
        this.pollTimer = null;
        try {
            const result = await this.context.store.dispatch(pollLiveEvents({ query: this.query, ...(this.lastEventID === null ? {} : { after: this.lastEventID }) }));
            for (const event of result.events) this.apply(event);
            if (this.lastEventID === null) this.lastEventID = result.lastEventID;
            // Said once the poll knows where it stands: nothing posted after this is missed.
            this.setStatus("polling");
        } catch {
            // Offline or refused for now: the next round asks again.
        }
        if (document.visibilityState !== "hidden" && this.polling) this.pollTimer = setTimeout(() => void this.poll(), POLL_INTERVAL_MS);
    }

    private apply(event: ILiveEvent): void {
        if (Number.isFinite(event.eventID) && event.eventID > 0) {
            if (this.applied.has(event.eventID)) return;
            this.applied.add(event.eventID);
            if (this.applied.size > REMEMBERED_EVENTS) this.applied.delete(this.applied.values().next().value!);
            this.lastEventID = Math.max(this.lastEventID ?? 0, event.eventID);
        }
        if (event.type === "counts") return this.refreshCounts();
        this.feature?.handle(event);
    }

    private refreshCounts(): void {
        if (this.countsTimer) return;
        this.countsTimer = setTimeout(() => {
            this.countsTimer = null;
            registerNotificationsSlice();
            this.context.store.dispatch(fetchMeCountsNow({ requestedAt: Date.now() })).catch(() => undefined);
        }, COUNTS_DEBOUNCE_MS);
    }

    private setStatus(status: LiveStatus): void {
        document.documentElement.dataset.live = status;
    }
}

export async function startLive(context: ILivePageContext, page?: LivePageLoader): Promise<LiveConnection | null> {
    const feature = page ? (await loadOnDemand(page)).startLivePage(context) : null;
    const member = context.meta.currentUser.userID > 0;
    if (!feature && !member) return null;
    const connection = new LiveConnection(context, feature?.query ?? {}, feature);
    connection.start();
    return connection;
}
