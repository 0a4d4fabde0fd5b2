/**
 * The autocomplete engine (shell §9, content §7): debounced 100 ms, superseded look-ups
 * cancelled (their requests aborted), floor(10 / sources) per source, an empty text asks
 * nothing, and the cached look-ups' rule (fresh 5 minutes, no retries, dropped on a
 * back-forward-cache restore).
 */
import fetchMock from "jest-fetch-mock";
import { lookupApi, LOOKUP_FRESH_SECONDS } from "@library/api/lookupApi";
import { createAppStore } from "@library/redux/store";
import { communitySearchSource } from "@library/search/searchAutocompleteApi";
import { createAutocompleteEngine, type IAutocompleteEngine, type IAutocompleteState } from "@library/search/searchAutocomplete";
import { registerSearchSource, resetSearchSources } from "@library/search/searchSources";
import type { ISearchResult } from "@library/search/searchTypes";
import { searchResult } from "@tests/setup/searchBoxFixture";

const JSON_HEADERS = { "content-type": "application/json" };

function result(recordID: number, name: string): ISearchResult {
    return searchResult(recordID, name, { url: `/discussion/${recordID}/x`, breadcrumbs: [{ name: "Home", url: "/" }, { name: "Help", url: "/categories/help" }] });
}

let store: ReturnType<typeof createAppStore>;
let engine: IAutocompleteEngine;
let states: IAutocompleteState[];
/** Every /api/v2/search request, as sent (URL and its abort signal). */
let requests: Array<{ url: URL; signal: AbortSignal }>;
/** Answers held back until the test releases them (a slow server). */
let held: Array<() => void>;
let holdAnswers: boolean;
let failWith: number | null;

beforeEach(() => {
    jest.useFakeTimers();
    resetSearchSources();
    registerSearchSource(communitySearchSource);
    store = createAppStore();
    states = [];
    requests = [];
    held = [];
    holdAnswers = false;
    failWith = null;
    fetchMock.mockResponse((request) => {
        const url = new URL(request.url, "http://localhost");
        if (url.pathname !== "/api/v2/search") return Promise.resolve({ status: 599, body: "{}" });
        requests.push({ url, signal: request.signal });
        const query = url.searchParams.get("query") ?? "";
        const answer = () =>
            failWith
                ? { status: failWith, body: JSON.stringify({ message: "Search is down", status: failWith }), headers: JSON_HEADERS }
                : { body: JSON.stringify([result(1, `${query} one`), result(2, `${query} two`)]), headers: JSON_HEADERS };
        if (!holdAnswers) return Promise.resolve(answer());
        return new Promise((resolve) => held.push(() => resolve(answer())));
    });
    engine = createAutocompleteEngine(store.dispatch, "en", (state) => states.push(state));
});

afterEach(() => {
    engine.dispose();
    store.dispatch(lookupApi.util.resetApiState());
    jest.useRealTimers();
});

/** Lets timers, the lazily imported API client and the mocked fetch settle. */
async function advance(ms: number) {
    await jest.advanceTimersByTimeAsync(ms);
    for (let turn = 0; turn < 10; turn++) await jest.advanceTimersByTimeAsync(0);
}

const last = () => states[states.length - 1]!;

it("waits until the text has settled for 100 ms, then asks once for the last text", async () => {
    engine.setText("d");
    await advance(60);
    engine.setText("da");
    await advance(60);
    engine.setText("dark");
    await advance(99);
    expect(requests).toHaveLength(0);
    expect(last()).toMatchObject({ query: "dark", status: "loading" });
    await advance(1);
    expect(requests.map((request) => request.url.searchParams.get("query"))).toEqual(["dark"]);
    expect(last()).toMatchObject({ query: "dark", status: "done", error: null });
    expect(last().suggestions.map((option) => option.label)).toEqual(["dark one", "dark two"]);
    expect(last().suggestions[0]).toMatchObject({ source: "community", type: "discussion", data: { url: "/discussion/1/x", crumbs: ["Home", "Help"] } });
});

it("asks with the domain, expand breadcrumbs and -body, collapse and the locale (content §7)", async () => {
    engine.setText("dark");
    await advance(100);
    const params = requests[0]!.url.searchParams;
    expect(params.get("domain")).toBe("discussions");
    expect(params.get("collapse")).toBe("true");
    expect(params.get("locale")).toBe("en");
    expect(params.getAll("expand[0]").concat(params.getAll("expand[1]"))).toEqual(["breadcrumbs", "-body"]);
});

it("cancels the look-up of a superseded text: its request is aborted and its answer never shows", async () => {
    holdAnswers = true;
    engine.setText("dark");
    await advance(100);
    expect(requests).toHaveLength(1);
    engine.setText("dark mode");
    expect(requests[0]!.signal.aborted).toBe(true);
    await advance(100);
    expect(requests).toHaveLength(2);
    expect(requests[1]!.signal.aborted).toBe(false);
    held.forEach((release) => release());
    await advance(0);
    expect(last()).toMatchObject({ query: "dark mode", status: "done" });
    expect(states.some((state) => state.status === "done" && state.query === "dark")).toBe(false);
    expect(last().suggestions.map((option) => option.label)).toEqual(["dark mode one", "dark mode two"]);
});

it("an empty text (or spaces) asks nothing and has no suggestions", async () => {
    engine.setText("   ");
    await advance(500);
    expect(requests).toHaveLength(0);
    engine.setText("dark");
    await advance(100);
    engine.setText("");
    await advance(500);
    expect(requests).toHaveLength(1);
    expect(last()).toEqual({ query: "", status: "idle", suggestions: [], error: null });
});

describe("per-source limit: floor(10 / number of sources)", () => {
    it("one source is asked for 10", async () => {
        engine.setText("dark");
        await advance(100);
        expect(requests[0]!.url.searchParams.get("limit")).toBe("10");
    });

    it("three sources are each asked for 3, and their suggestions follow the community's", async () => {
        const asked: Array<{ key: string; limit: number }> = [];
        for (const key of ["kb", "groups"]) {
            registerSearchSource({
                key,
                label: key,
                search: async (query, { limit }) => {
                    asked.push({ key, limit });
                    // A source that answers more than asked is cut to its share.
                    return Array.from({ length: 5 }, (_, index) => ({ label: `${key} ${query} ${index}`, value: `${key}${index}`, source: "other" as const, type: key, data: {} }));
                },
            });
        }
        engine.setText("dark");
        await advance(100);
        expect(requests[0]!.url.searchParams.get("limit")).toBe("3");
        expect(asked).toEqual([
            { key: "kb", limit: 3 },
            { key: "groups", limit: 3 },
        ]);
        expect(last().suggestions.map((option) => option.label)).toEqual(["dark one", "dark two", "kb dark 0", "kb dark 1", "kb dark 2", "groups dark 0", "groups dark 1", "groups dark 2"]);
    });

    it("more than ten sources are each asked for one, and the menu holds one page of 20", async () => {
        for (let index = 0; index < 24; index++) {
            registerSearchSource({ key: `s${index}`, label: `S${index}`, search: async (query, { limit }) => [{ label: `s${index} ${limit}`, value: `${index}`, source: "other" as const, type: "x", data: {} }] });
        }
        engine.setText("dark");
        await advance(100);
        expect(requests[0]!.url.searchParams.get("limit")).toBe("1");
        expect(last().suggestions).toHaveLength(20);
        expect(last().suggestions.slice(0, 3).map((option) => option.label)).toEqual(["dark one", "s0 1", "s1 1"]);
    });

    it("a failing source leaves the others' suggestions and its error", async () => {
        registerSearchSource({ key: "broken", label: "Broken", search: () => Promise.reject(new Error("Broken source")) });
        engine.setText("dark");
        await advance(100);
        expect(requests[0]!.url.searchParams.get("limit")).toBe("5");
        expect(last()).toMatchObject({ status: "done", error: "Broken source" });
        expect(last().suggestions).toHaveLength(2);
    });
});

describe("cached look-ups", () => {
    it("the same text within 5 minutes answers from the cache; after 5 minutes it is asked again", async () => {
        engine.setText("dark");
        await advance(100);
        engine.setText("darker");
        await advance(100);
        engine.setText("dark");
        await advance(100);
        expect(requests.map((request) => request.url.searchParams.get("query"))).toEqual(["dark", "darker"]);
        expect(last().suggestions.map((option) => option.label)).toEqual(["dark one", "dark two"]);

        engine.setText("");
        await advance(LOOKUP_FRESH_SECONDS * 1000 + 1000);
        engine.setText("dark");
        await advance(100);
        expect(requests.map((request) => request.url.searchParams.get("query"))).toEqual(["dark", "darker", "dark"]);
    });

    it("a failed look-up is not retried", async () => {
        failWith = 500;
        engine.setText("dark");
        await advance(100);
        await advance(60_000);
        expect(requests).toHaveLength(1);
        expect(last()).toMatchObject({ status: "done", suggestions: [], error: "Search is down" });
    });

    it("a page restored from the back-forward cache asks again", async () => {
        engine.setText("dark");
        await advance(100);
        engine.setText("");
        const restored = new Event("pageshow") as PageTransitionEvent;
        Object.defineProperty(restored, "persisted", { value: true });
        window.dispatchEvent(restored);
        engine.setText("dark");
        await advance(100);
        expect(requests).toHaveLength(2);
    });
});
