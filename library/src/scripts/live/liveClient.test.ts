/**
 * The live connection's polling fallback (jsdom has no EventSource, as a browser whose stream is
 * refused): where it starts, events applied once, count changes refreshing the badges, and a
 * hidden tab that stops asking.
 */
import fetchMock from "jest-fetch-mock";
import { waitFor } from "@testing-library/react";
import type { ILiveEvent, ILivePageFeature } from "@library/live/liveTypes";
import { LiveConnection } from "@library/live/liveClient";
import { sentRequest } from "@tests/setup/sentRequest";
import { createTestStore, testMeta, testUser } from "@tests/setup/pageFixtures";

let visibility: DocumentVisibilityState = "visible";
Object.defineProperty(document, "visibilityState", { configurable: true, get: () => visibility });

const handled: ILiveEvent[] = [];
const feature: ILivePageFeature = { query: { discussionID: 12 }, handle: (event) => void handled.push(event) };
let connection: LiveConnection;

beforeEach(() => {
    jest.useFakeTimers();
    handled.length = 0;
    visibility = "visible";
});

afterEach(() => {
    connection?.stop();
    jest.useRealTimers();
});

function start(): void {
    const store = createTestStore();
    connection = new LiveConnection({ store, meta: testMeta({ currentUser: testUser(5) }), wrap: (content) => content }, feature.query, feature);
    connection.start();
}

it("learns where to start, then applies each polled event once and refreshes the counts when they change", async () => {
    fetchMock.mockResponseOnce(JSON.stringify({ events: [], lastEventID: 40 }));
    start();
    await waitFor(() => expect(document.documentElement.dataset.live).toBe("polling"));
    expect(sentRequest(0).url).toBe("/api/v2/live/events?discussionID=12");

    const added = { eventID: 41, type: "commentAdded", channel: "discussion:12", commentID: 7 };
    fetchMock.mockResponseOnce(JSON.stringify({ events: [added, added, { eventID: 42, type: "counts", channel: "user:5" }], lastEventID: 42 }));
    fetchMock.mockResponseOnce(JSON.stringify({ counts: [{ name: "UnreadNotifications", count: 2 }] }));
    await jest.advanceTimersByTimeAsync(15_000);
    await waitFor(() => expect(handled).toEqual([added]));
    expect(sentRequest(1).url).toBe("/api/v2/live/events?discussionID=12&after=40");
    await jest.advanceTimersByTimeAsync(300);
    await waitFor(() => expect(fetchMock.mock.calls).toHaveLength(3));
    expect(sentRequest(2).url).toBe("/api/v2/users/me-counts");
});

it("stops asking while the tab is hidden and resumes after the last event when shown", async () => {
    fetchMock.mockResponseOnce(JSON.stringify({ events: [], lastEventID: 7 }));
    start();
    await waitFor(() => expect(document.documentElement.dataset.live).toBe("polling"));
    visibility = "hidden";
    document.dispatchEvent(new Event("visibilitychange"));
    expect(document.documentElement.dataset.live).toBe("paused");
    await jest.advanceTimersByTimeAsync(60_000);
    expect(fetchMock.mock.calls).toHaveLength(1);

    fetchMock.mockResponseOnce(JSON.stringify({ events: [], lastEventID: 9 }));
    visibility = "visible";
    document.dispatchEvent(new Event("visibilitychange"));
    await waitFor(() => expect(fetchMock.mock.calls).toHaveLength(2));
    expect(sentRequest(1).url).toBe("/api/v2/live/events?discussionID=12&after=7");
});
