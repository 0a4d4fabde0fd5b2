/**
 * Content §2 and §8: the preloaded lookup-hydrate answer is used only when it answers the page's
 * query; otherwise a console warning, a toast for developers only, and the page fetches its own.
 */
import fetchMock from "jest-fetch-mock";
import { waitFor } from "@testing-library/react";
import { checkLayoutPreload, isLayoutDeveloper, PRELOAD_MISMATCH_TOAST_ID } from "@library/layouts/layoutPreloadCheck";
import { layoutQuery, layoutQueryMismatch } from "@library/layouts/layoutQuery";
import { LAYOUT_KEY, layoutReducer, layoutLookupKey } from "@library/layouts/layoutSlice";
import type { IHydratedLayout } from "@library/layouts/layoutTypes";
import { useHydratedLayout } from "@library/layouts/useHydratedLayout";
import { LoadStatus } from "@library/redux/asyncThunk";
import { selectToasts } from "@library/toasts/toastsSlice";
import { resetReducerRegistry } from "@library/registry/reducerRegistry";
import { globalPermissions, renderWithPage, testMeta } from "@tests/setup/pageFixtures";
import { sentRequest } from "@tests/setup/sentRequest";

const manager = { permissions: globalPermissions(["site.manage"]) };
const member = { permissions: globalPermissions(["discussions.view"]) };

let warnings: unknown[][];
const originalWarn = console.warn;
beforeEach(() => {
    warnings = [];
    console.warn = (...args: unknown[]) => void warnings.push(args);
    fetchMock.resetMocks();
});
afterEach(() => {
    console.warn = originalWarn;
    resetReducerRegistry();
});

describe("the preload rule", () => {
    it("matches the same view, record and params; names each part that differs", () => {
        const query = layoutQuery("discussionList", "en", 0);
        expect(layoutQueryMismatch(layoutQuery("discussionList", "en", 0), query)).toEqual([]);
        expect(layoutQueryMismatch(layoutQuery("discussionList", "fr", 0), query)).toEqual(["params.locale"]);
        expect(layoutQueryMismatch(layoutQuery("discussionList", "en", 3), query)).toEqual(["recordID", "params.siteSectionID"]);
        expect(layoutQueryMismatch(layoutQuery("home", "en", 0), query)).toEqual(["layoutViewType"]);
        // A preload without params (the home page's before they were added) matches on its record.
        expect(layoutQueryMismatch({ layoutViewType: "discussionList", recordType: "siteSection", recordID: 0 }, query)).toEqual([]);
    });

    it("shows the developer toast to site managers and in development only; warns everyone", () => {
        expect(isLayoutDeveloper(manager, "production")).toBe(true);
        expect(isLayoutDeveloper(member, "production")).toBe(false);
        expect(isLayoutDeveloper(member, "development")).toBe(true);

        const dispatch = jest.fn();
        expect(checkLayoutPreload(layoutQuery("post", "fr"), layoutQuery("post", "en"), member, dispatch, "production")).toBe(true);
        expect(dispatch).not.toHaveBeenCalled();
        expect(String(warnings[0]?.[0])).toContain("The preloaded layout does not match this page's query (params.locale)");

        expect(checkLayoutPreload(layoutQuery("post", "fr"), layoutQuery("post", "en"), manager, dispatch, "production")).toBe(true);
        expect(dispatch).toHaveBeenCalledWith(expect.objectContaining({ payload: expect.objectContaining({ toastID: PRELOAD_MISMATCH_TOAST_ID }) }));

        expect(checkLayoutPreload(layoutQuery("post", "en"), layoutQuery("post", "en"), manager, dispatch, "production")).toBe(false);
        expect(warnings).toHaveLength(2);
    });
});

function Probe({ query }: { query: ReturnType<typeof layoutQuery> }) {
    const loaded = useHydratedLayout(query);
    return <p>{loaded?.status === LoadStatus.SUCCESS ? `layout ${loaded.data!.layoutID}` : (loaded?.status ?? "none")}</p>;
}

const answer = (layoutID: string): IHydratedLayout => ({ layoutID, layoutViewType: "discussionList", titleBar: {}, layout: [], contexts: [] });

describe("useHydratedLayout", () => {
    it("uses a matching preload without asking the server", () => {
        const query = layoutQuery("discussionList", "en");
        const { container } = renderWithPage(<Probe query={query} />, {
            reducers: { [LAYOUT_KEY]: layoutReducer },
            preloadedState: { [LAYOUT_KEY]: { byLookup: { [layoutLookupKey(query)]: { status: LoadStatus.SUCCESS, data: answer("preloaded"), query } } } },
        });
        expect(container.textContent).toBe("layout preloaded");
        expect(fetchMock).not.toHaveBeenCalled();
        expect(warnings).toEqual([]);
    });

    it("refetches a preload that answers another query: a warning, the developer toast, the page's own answer", async () => {
        fetchMock.mockResponseOnce(JSON.stringify(answer("refetched")), { headers: { "content-type": "application/json" } });
        const query = layoutQuery("discussionList", "en");
        const { container, store } = renderWithPage(<Probe query={query} />, {
            meta: testMeta(manager),
            reducers: { [LAYOUT_KEY]: layoutReducer },
            preloadedState: { [LAYOUT_KEY]: { byLookup: { [layoutLookupKey(query)]: { status: LoadStatus.SUCCESS, data: answer("stale"), query: layoutQuery("discussionList", "fr") } } } },
        });
        await waitFor(() => expect(container.textContent).toBe("layout refetched"), { timeout: 5000 });
        expect(fetchMock).toHaveBeenCalledTimes(1);
        const sent = new URL(sentRequest(0).url, "http://localhost");
        expect(sent.pathname).toBe("/api/v2/layouts/lookup-hydrate");
        expect(sent.searchParams.get("params[locale]")).toBe("en");
        expect(warnings).toHaveLength(1);
        expect(selectToasts(store.getState()).map((toast) => toast.toastID)).toEqual([PRELOAD_MISMATCH_TOAST_ID]);
    });

    it("fetches a layout it has not got (a client-side navigation) once, and keeps a failure without retrying", async () => {
        fetchMock.mockResponseOnce(JSON.stringify({ message: "Nope" }), { status: 500, headers: { "content-type": "application/json" } });
        const { container } = renderWithPage(<Probe query={layoutQuery("createPost", "en")} />, { reducers: { [LAYOUT_KEY]: layoutReducer } });
        await waitFor(() => expect(container.textContent).toBe(LoadStatus.ERROR), { timeout: 5000 });
        expect(fetchMock).toHaveBeenCalledTimes(1);
    });
});
