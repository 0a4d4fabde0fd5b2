/**
 * A real HTTP client of the live event stream (GET /api/v2/live) for tests and the bench: it
 * parses the server-sent events as a browser's EventSource does (id, event, data fields) and
 * lets a test wait for an event that matches.
 */
import http from "node:http";

export interface IStreamEvent {
    id?: string;
    event: string;
    data: string;
}

export interface IEventStream {
    status: number;
    headers: http.IncomingHttpHeaders;
    events: IStreamEvent[];
    /** Resolves with the first event (already received or still to come) that matches. */
    waitFor(match: (event: IStreamEvent) => boolean, timeoutMs?: number): Promise<IStreamEvent>;
    /** Resolves once the server has subscribed the stream (its "ready" event). */
    ready(): Promise<IStreamEvent>;
    close(): void;
    /** Resolves when the server ends the stream. */
    ended: Promise<void>;
}

/** Opens `url` (path and query on `base`) with Accept: text/event-stream; rejects for a non-stream answer only when `expectStream`. */
export function openEventStream(base: string, url: string, headers: Record<string, string> = {}): Promise<IEventStream> {
    return new Promise((resolve, reject) => {
        const request = http.get(new URL(url, base), { headers: { accept: "text/event-stream", ...headers } }, (response) => {
            const events: IStreamEvent[] = [];
            const waiters: Array<{ match: (event: IStreamEvent) => boolean; resolve: (event: IStreamEvent) => void }> = [];
            let buffer = "";
            response.setEncoding("utf8");
            response.on("data", (chunk: string) => {
                buffer += chunk;
                let end: number;
                while ((end = buffer.indexOf("\n\n")) >= 0) {
                    const block = buffer.slice(0, end);
                    buffer = buffer.slice(end + 2);
                    const event: IStreamEvent = { event: "message", data: "" };
                    let hasData = false;
                    for (const line of block.split("\n")) {
                        const colon = line.indexOf(":");
                        if (colon === 0) continue; // a comment (heartbeat)
                        const field = colon < 0 ? line : line.slice(0, colon);
                        const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
                        if (field === "id") event.id = value;
                        else if (field === "event") event.event = value;
                        else if (field === "data") {
                            event.data = hasData ? `${event.data}\n${value}` : value;
                            hasData = true;
                        }
                    }
                    if (!hasData) continue;
                    events.push(event);
                    for (const waiter of [...waiters]) {
                        if (waiter.match(event)) {
                            waiters.splice(waiters.indexOf(waiter), 1);
                            waiter.resolve(event);
                        }
                    }
                }
            });
            const ended = new Promise<void>((done) => response.on("close", () => done()));
            const waitFor = (match: (event: IStreamEvent) => boolean, timeoutMs = 10_000) => {
                const found = events.find(match);
                if (found) return Promise.resolve(found);
                return new Promise<IStreamEvent>((resolveEvent, rejectEvent) => {
                    const timer = setTimeout(() => rejectEvent(new Error(`No matching event within ${timeoutMs} ms; received: ${JSON.stringify(events)}`)), timeoutMs);
                    waiters.push({
                        match,
                        resolve: (event) => {
                            clearTimeout(timer);
                            resolveEvent(event);
                        },
                    });
                });
            };
            resolve({
                status: response.statusCode ?? 0,
                headers: response.headers,
                events,
                waitFor,
                ready: () => waitFor((event) => event.event === "ready"),
                close: () => request.destroy(),
                ended,
            });
        });
        request.on("error", reject);
    });
}

/** The parsed data of a default ("message") event. */
export function eventData(event: IStreamEvent): Record<string, unknown> & { type: string } {
    return JSON.parse(event.data) as Record<string, unknown> & { type: string };
}
