/**
 * Cached look-ups (shell §7, §9): category search debounced 100 ms and cached per query, with
 * limit 50 and breadcrumbs; locales cached; results fresh 5 minutes; no retries; everything
 * dropped on a back-forward-cache restore.
 */
import type { ReactNode } from "react";
import fetchMock from "jest-fetch-mock";
import { act, renderHook } from "@testing-library/react";
import { Provider } from "react-redux";
import { lookupApi, LOOKUP_FRESH_SECONDS } from "@library/api/lookupApi";
import { CATEGORY_SEARCH_DEBOUNCE_MS, useCategorySearch } from "@library/api/useCategorySearch";
import { createAppStore } from "@library/redux/store";

const JSON_HEADERS = { "content-type": "application/json" };
const INSTALLATION = {
    categoryID: 4,
    name: "Installation & Setup",
    url: "/categories/installation",
    parentCategoryID: 3,
    depth: 2,
    breadcrumbs: [
        { name: "Home", url: "/" },
        { name: "Help & Support", url: "/categories/help" },
        { name: "Installation & Setup", url: "/categories/installation" },
    ],
};

let store: ReturnType<typeof createAppStore>;
let calls: URL[];

beforeEach(() => {
    jest.useFakeTimers();
    store = createAppStore();
    calls = [];
    fetchMock.mockResponse(async (request) => {
        const url = new URL(request.url, "http://localhost");
        calls.push(url);
        if (url.pathname === "/api/v2/categories/search") return { body: JSON.stringify([INSTALLATION]), headers: JSON_HEADERS };
        if (url.pathname === "/api/v2/locales") return { body: JSON.stringify([{ localeID: "fr", displayNames: { en: "French" } }]), headers: JSON_HEADERS };
        return { status: 599, body: "{}" };
    });
});

afterEach(() => {
    store.dispatch(lookupApi.util.resetApiState());
    jest.useRealTimers();
});

function wrapper({ children }: { children: ReactNode }) {
    return <Provider store={store}>{children}</Provider>;
}

/** Lets timers and the mocked fetch settle inside act. */
async function advance(ms: number) {
    await act(async () => {
        await jest.advanceTimersByTimeAsync(ms);
        // The API client is imported on first use and the mocked fetch answers asynchronously.
        for (let turn = 0; turn < 10; turn++) await jest.advanceTimersByTimeAsync(0);
    });
}

/** Lets the API client's import and the mocked answer complete (a few timer turns, ~50 ms). */
async function settle() {
    await act(async () => {
        for (let turn = 0; turn < 10; turn++) await jest.advanceTimersByTimeAsync(5);
    });
}

const searches = () => calls.filter((url) => url.pathname === "/api/v2/categories/search");

describe("useCategorySearch", () => {
    it("waits until the typing has rested 100 ms, then asks once with limit 50 and breadcrumbs", async () => {
        const { result, rerender } = renderHook(({ query }) => useCategorySearch(query), { wrapper, initialProps: { query: "i" } });
        await advance(50);
        rerender({ query: "in" });
        await advance(50);
        rerender({ query: "ins" });
        await advance(CATEGORY_SEARCH_DEBOUNCE_MS - 1);
        expect(searches()).toHaveLength(0);
        expect(result.current.isLoading).toBe(true);

        await advance(1);
        await settle();
        expect(searches()).toHaveLength(1);
        const params = searches()[0]!.searchParams;
        expect(params.get("query")).toBe("ins");
        expect(params.get("limit")).toBe("50");
        expect(params.get("expand")).toBe("breadcrumbs");
        expect(result.current.categories).toEqual([INSTALLATION]);
        expect(result.current.isLoading).toBe(false);
    });

    it("answers a query it has seen from the cache, without another call", async () => {
        const { result, rerender } = renderHook(({ query }) => useCategorySearch(query), { wrapper, initialProps: { query: "setup" } });
        await advance(CATEGORY_SEARCH_DEBOUNCE_MS);
        rerender({ query: "help" });
        await advance(CATEGORY_SEARCH_DEBOUNCE_MS);
        rerender({ query: "setup" });
        await advance(CATEGORY_SEARCH_DEBOUNCE_MS);
        expect(searches().map((url) => url.searchParams.get("query"))).toEqual(["setup", "help"]);
        expect(result.current.categories).toEqual([INSTALLATION]);
    });

    it("passes the parent category, and asks nothing for an empty query", async () => {
        const { result, rerender } = renderHook(({ query }) => useCategorySearch(query, 3), { wrapper, initialProps: { query: "  " } });
        await advance(CATEGORY_SEARCH_DEBOUNCE_MS * 3);
        expect(searches()).toHaveLength(0);
        expect(result.current.categories).toEqual([]);
        rerender({ query: "a" });
        await advance(CATEGORY_SEARCH_DEBOUNCE_MS);
        expect(searches()[0]!.searchParams.get("parentCategoryID")).toBe("3");
    });

    it("does not retry a failed search, and reports the error", async () => {
        fetchMock.mockResponse(async (request) => {
            calls.push(new URL(request.url, "http://localhost"));
            return { status: 500, body: JSON.stringify({ message: "Something went wrong.", status: 500 }), headers: JSON_HEADERS };
        });
        const { result } = renderHook(() => useCategorySearch("boom"), { wrapper });
        await advance(CATEGORY_SEARCH_DEBOUNCE_MS);
        await advance(5000);
        expect(searches()).toHaveLength(1);
        expect(result.current.error).toMatchObject({ status: 500, message: "Something went wrong." });
        expect(result.current.categories).toEqual([]);
    });
});

describe("lookupApi caching rule", () => {
    it("keeps locales fresh for 5 minutes, then fetches again for the next reader", async () => {
        const first = renderHook(() => lookupApi.useGetLocalesQuery(), { wrapper });
        await settle();
        expect(first.result.current.data).toEqual([{ localeID: "fr", displayNames: { en: "French" } }]);
        first.unmount();

        const again = renderHook(() => lookupApi.useGetLocalesQuery(), { wrapper });
        await advance(0);
        expect(calls.filter((url) => url.pathname === "/api/v2/locales")).toHaveLength(1);
        again.unmount();

        await advance(LOOKUP_FRESH_SECONDS * 1000 - 10_000);
        const fresh = renderHook(() => lookupApi.useGetLocalesQuery(), { wrapper });
        await advance(0);
        expect(calls.filter((url) => url.pathname === "/api/v2/locales")).toHaveLength(1);
        fresh.unmount();

        await advance(20_000);
        const later = renderHook(() => lookupApi.useGetLocalesQuery(), { wrapper });
        await advance(0);
        expect(calls.filter((url) => url.pathname === "/api/v2/locales")).toHaveLength(2);
        later.unmount();
    });

    it("drops every cached result when the page is restored from the back-forward cache", async () => {
        const { rerender } = renderHook(({ query }) => useCategorySearch(query), { wrapper, initialProps: { query: "setup" } });
        await advance(CATEGORY_SEARCH_DEBOUNCE_MS);
        expect(searches()).toHaveLength(1);

        // A normal pageshow (first load) keeps the cache.
        act(() => {
            window.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: false }));
        });
        await advance(0);
        expect(searches()).toHaveLength(1);

        act(() => {
            window.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: true }));
        });
        rerender({ query: "setup" });
        await advance(0);
        expect(searches()).toHaveLength(2);
    });
});
