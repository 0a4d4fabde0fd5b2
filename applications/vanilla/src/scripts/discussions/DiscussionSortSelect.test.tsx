import fetchMock from "jest-fetch-mock";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { resetReducerRegistry } from "@library/registry/reducerRegistry";
import { AppRouter } from "@library/routing/AppRouter";
import { registerRoute, resetRouteRegistry } from "@library/routing/routeRegistry";
import { getDiscussionListAction } from "@vanilla/discussions/discussionActions";
import { discussionListParamsFromLocation } from "@vanilla/discussions/discussionListQuery";
import DiscussionListPage from "@vanilla/discussions/DiscussionListPage";
import { discussionListRoute } from "@vanilla/discussions/discussionRoutes";
import { discussionsReducer } from "@vanilla/discussions/discussionsSlice";
import { DiscussionSortSelect } from "@vanilla/discussions/DiscussionSortSelect";
import type { IDiscussion } from "@vanilla/discussions/discussionTypes";
import { createTestStore, renderWithPage, testMeta } from "@tests/setup/pageFixtures";
import { testDiscussion } from "@tests/setup/discussionFixtures";
import { sentRequest } from "@tests/setup/sentRequest";

// A guest on the App-mode discussion list: the fixtures' default page.
const meta = testMeta();

function discussion(discussionID: number, name: string): IDiscussion {
    return testDiscussion(discussionID, { name, url: `/discussion/${discussionID}/x`, countComments: 0, countViews: 0 });
}

const select = () => screen.getByLabelText("Sort by") as HTMLSelectElement;
const titles = () => within(screen.getByRole("list")).getAllByRole("link").map((link) => link.textContent);

afterEach(() => {
    resetReducerRegistry();
    resetRouteRegistry();
    window.history.replaceState({}, "", "/");
});

describe("DiscussionSortSelect", () => {
    it("offers the five sorts of content §9, with the current one selected", () => {
        render(<DiscussionSortSelect sort="-score" firstPageUrl="/discussions" />);
        const options = within(select()).getAllByRole("option") as HTMLOptionElement[];
        expect(options.map((option) => [option.value, option.textContent])).toEqual([
            ["-dateLastComment", "Recently Commented"],
            ["-dateInserted", "Recently Created"],
            ["-score", "Top"],
            ["-hot", "Trending"],
            ["dateInserted", "Oldest"],
        ]);
        expect(select().value).toBe("-score");
    });

    it("on an Island page, loads the first page of the list with the sort in the query string", () => {
        // jsdom performs only fragment navigations, so the list address is a fragment here.
        window.history.replaceState({}, "", "/discussions");
        render(<DiscussionSortSelect sort="-dateLastComment" firstPageUrl="/discussions#list" />);
        fireEvent.change(select(), { target: { value: "-dateInserted" } });
        expect(window.location.hash).toBe("#list?sort=-dateInserted");
    });
});

describe("Sorting the discussion list on an App page", () => {
    let scrollTo: jest.SpyInstance;
    beforeEach(() => {
        registerRoute(discussionListRoute);
        scrollTo = jest.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    });
    afterEach(() => scrollTo.mockRestore());

    function renderAt(path: string) {
        const url = new URL(path, "http://localhost");
        const params = discussionListParamsFromLocation(url.pathname, url.search);
        const store = createTestStore({
            reducers: { discussions: discussionsReducer },
            preloadedState: {
                discussions: discussionsReducer(
                    undefined,
                    getDiscussionListAction.done({
                        params,
                        result: { discussions: [discussion(1, "Newest activity"), discussion(2, "Older activity")], paging: { total: 2, hasMorePages: false } },
                    }),
                ),
            },
        });
        window.history.replaceState({}, "", path);
        renderWithPage(<AppRouter initialPage={DiscussionListPage} initialLocation={{ pathname: url.pathname, search: url.search }} />, { store, meta });
    }

    it("fetches the new order client-side, puts it in the address, and omits the default", async () => {
        renderAt("/discussions");
        expect(titles()).toEqual(["Newest activity", "Older activity"]);

        fetchMock.mockResponseOnce(JSON.stringify([discussion(2, "Older activity"), discussion(1, "Newest activity")]), {
            headers: { "content-type": "application/json", "x-app-page-result-count": "2", "x-app-page-current": "1", "x-app-page-limit": "30" },
        });
        await act(async () => {
            fireEvent.change(select(), { target: { value: "dateInserted" } });
        });
        expect(window.location.pathname + window.location.search).toBe("/discussions?sort=dateInserted");
        expect(await screen.findByText("1 - 2 of 2")).toBeTruthy();
        expect(titles()).toEqual(["Older activity", "Newest activity"]);
        const request = new URL(sentRequest(0).url, "http://localhost");
        expect(request.searchParams.get("sort")).toBe("dateInserted");
        expect(request.searchParams.get("page")).toBe("1");
        expect(select().value).toBe("dateInserted");

        // Back to the default: it is left out of the address, and the first list is still cached.
        await act(async () => {
            fireEvent.change(select(), { target: { value: "-dateLastComment" } });
        });
        expect(window.location.pathname + window.location.search).toBe("/discussions");
        expect(titles()).toEqual(["Newest activity", "Older activity"]);
        expect(fetchMock.mock.calls).toHaveLength(1);
    });
});
