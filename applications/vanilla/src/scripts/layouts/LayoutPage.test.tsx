/**
 * Content §2 and §8: while a page's layout loads (a client-side navigation) the title bar stays with
 * a spinner below it; when it fails, the error page is below the title bar; a redirecting layout
 * shows its notice instead of widgets.
 */
import fetchMock from "jest-fetch-mock";
import { screen, waitFor } from "@testing-library/react";
import { layoutQuery } from "@library/layouts/layoutQuery";
import { LAYOUT_KEY, layoutLookupKey, layoutReducer } from "@library/layouts/layoutSlice";
import { LoadStatus } from "@library/redux/asyncThunk";
import { resetReducerRegistry } from "@library/registry/reducerRegistry";
import { LayoutPage } from "@vanilla/layouts/LayoutPage";
import { renderWithPage } from "@tests/setup/pageFixtures";

beforeEach(() => fetchMock.resetMocks());
afterEach(() => resetReducerRegistry());

const query = layoutQuery("discussionList", "en");

describe("LayoutPage", () => {
    it("keeps the title bar with a spinner while the layout loads, then the error page below it when the load fails", async () => {
        let fail: (value: Response) => void = () => undefined;
        fetchMock.mockResponseOnce(() => new Promise((resolve) => (fail = resolve as (value: Response) => void)).then(() => ({ status: 500, body: JSON.stringify({ message: "Down" }), headers: { "content-type": "application/json" } })));
        renderWithPage(<LayoutPage lookup={query} />, { reducers: { [LAYOUT_KEY]: layoutReducer } });
        expect(screen.getByRole("banner")).toBeTruthy();
        await waitFor(() => expect(screen.getByRole("status", { name: "Loading" })).toBeTruthy(), { timeout: 5000 });
        fail(new Response());
        await waitFor(() => expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("There was an error"), { timeout: 5000 });
        expect(screen.getByText("Please try again later.")).toBeTruthy();
        expect(screen.getByRole("banner")).toBeTruthy();
        expect(screen.queryByRole("status", { name: "Loading" })).toBeNull();
        expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it("shows a redirecting layout's notice instead of its widgets", () => {
        renderWithPage(<LayoutPage lookup={query} />, {
            reducers: { [LAYOUT_KEY]: layoutReducer },
            preloadedState: {
                [LAYOUT_KEY]: { byLookup: { [layoutLookupKey(query)]: { status: LoadStatus.SUCCESS, query, data: { layoutID: 5, layoutViewType: "discussionList", titleBar: {}, layout: [], contexts: [], redirectTo: "/categories" } } } },
            },
        });
        expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("This page has moved");
        expect(screen.getByRole("link", { name: "Go there now" }).getAttribute("href")).toBe("/categories");
    });
});
