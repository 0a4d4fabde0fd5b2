import fetchMock from "jest-fetch-mock";
import { screen, within } from "@testing-library/react";
import type { AppStore } from "@library/redux/store";
import { resetReducerRegistry } from "@library/registry/reducerRegistry";
import { getDiscussionListAction } from "@vanilla/discussions/discussionActions";
import { discussionListParamsFromLocation } from "@vanilla/discussions/discussionListQuery";
import DiscussionListPage from "@vanilla/discussions/DiscussionListPage";
import { discussionsReducer } from "@vanilla/discussions/discussionsSlice";
import type { IDiscussion } from "@vanilla/discussions/discussionTypes";
import { createTestStore, globalPermissions, renderWithPage, testMeta } from "@tests/setup/pageFixtures";
import { testDiscussion } from "@tests/setup/discussionFixtures";
import { sentRequest } from "@tests/setup/sentRequest";

const meta = testMeta({
    // A guest who may view profiles (the seeded guest role): author names link to them (UserLink).
    permissions: globalPermissions(["profiles.view"]),
});

function makeDiscussion(discussionID: number, name: string, overrides: Partial<IDiscussion> = {}): IDiscussion {
    return testDiscussion(discussionID, {
        name,
        url: `/discussion/${discussionID}/${name.toLowerCase().replace(/\W+/g, "-")}`,
        insertUser: { userID: 2, name: "R&D/Ops", photoUrl: "", dateLastActive: null },
        category: { categoryID: 1, name: "General", url: "/categories/general" },
        ...overrides,
    });
}

const welcome = makeDiscussion(1, "Welcome to Hearth", { pinned: true, countComments: 1234 });
const bug = makeDiscussion(2, "Bug reports", { closed: true });

/** The store as the server preloads it: the list's `done` action run through the slice. */
function preloadedStore(pathname: string, search: string, discussions: IDiscussion[], total: number) {
    const params = discussionListParamsFromLocation(pathname, search);
    const state = discussionsReducer(
        undefined,
        getDiscussionListAction.done({ params, result: { discussions, paging: { total, currentPage: params.page, limit: params.limit, hasMorePages: false } } }),
    );
    return createTestStore({ reducers: { discussions: discussionsReducer }, preloadedState: { discussions: state } });
}

function emptyStore() {
    return createTestStore({ reducers: { discussions: discussionsReducer } });
}

function renderPage(store: AppStore, pathname = "/discussions", search = "") {
    return renderWithPage(<DiscussionListPage location={{ pathname, search }} />, { store, meta });
}

afterEach(() => {
    resetReducerRegistry();
    document.title = "";
});

describe("DiscussionListPage", () => {
    it("shows the discussions of the preloaded list without fetching", () => {
        renderPage(preloadedStore("/discussions", "", [welcome, bug], 2));

        expect(screen.getByRole("heading", { level: 1, name: "Recent Discussions" })).toBeTruthy();
        const titles = screen.getAllByRole("listitem").map((item) => item.querySelector("a")?.textContent);
        expect(titles).toEqual(["Welcome to Hearth", "Bug reports"]);
        expect(screen.getByRole("link", { name: "Welcome to Hearth" }).getAttribute("href")).toBe("/discussion/1/welcome-to-hearth");
        expect(document.title).toBe("Recent Discussions - Hearth");
        expect(fetchMock.mock.calls).toHaveLength(0);
    });

    it("shows each row's badges, author, category, comment count and last activity", () => {
        renderPage(preloadedStore("/discussions", "", [welcome, bug], 2));
        const [first, second] = screen.getAllByRole("listitem");
        if (!first || !second) throw new Error("The list shows fewer than two rows.");
        expect(within(first).getByText("Announcement")).toBeTruthy();
        expect(within(first).queryByText("Closed")).toBeNull();
        expect(within(second).getByText("Closed")).toBeTruthy();
        expect(within(first).getByRole("link", { name: "R&D/Ops" }).getAttribute("href")).toBe("/profile/R%2526D%252FOps");
        expect(within(first).getByRole("link", { name: "General" }).getAttribute("href")).toBe("/categories/general");
        expect(within(first).getByText("1.2k comments").getAttribute("title")).toBe("1,234");
        expect(within(first).getByText("Mar 5, 2024")).toBeTruthy();
    });

    it("shows the pager above the list, and none below while everything fits on one page", () => {
        renderPage(preloadedStore("/discussions", "", [welcome, bug], 2));
        const pager = screen.getByRole("navigation", { name: "Pagination, top" });
        expect(within(pager).getByText("1 - 2 of 2")).toBeTruthy();
        expect(within(pager).getByText("Previous").getAttribute("aria-disabled")).toBe("true");
        expect(within(pager).getByText("Next").getAttribute("aria-disabled")).toBe("true");
        expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull();
    });

    it("shows the bottom pager too when the total exceeds the page size", () => {
        renderPage(preloadedStore("/discussions", "", [welcome, bug], 31));
        expect(within(screen.getByRole("navigation", { name: "Pagination" })).getByText("1 - 2 of 31")).toBeTruthy();
        expect(within(screen.getByRole("navigation", { name: "Pagination" })).getByRole("link", { name: "Next" }).getAttribute("href")).toBe("/discussions/p2");
    });

    it("shows the empty state for a list with no discussions", () => {
        renderPage(preloadedStore("/discussions", "", [], 0));
        expect(screen.getByText("No discussions were found.")).toBeTruthy();
    });

    it("fetches the list when the store does not have it, showing Loading meanwhile", async () => {
        const store = emptyStore();
        fetchMock.mockResponseOnce(JSON.stringify([makeDiscussion(31, "Page two, first"), makeDiscussion(32, "Page two, second")]), {
            headers: { "content-type": "application/json", "x-app-page-result-count": "62", "x-app-page-current": "2", "x-app-page-limit": "30" },
        });
        renderPage(store, "/discussions/p2", "?sort=-score");

        expect(screen.getByText("Loading").getAttribute("role")).toBe("status"); // the page also has the toast area (a status region)
        expect(await screen.findByRole("link", { name: "Page two, first" })).toBeTruthy();
        expect(screen.getByRole("link", { name: "Page two, second" })).toBeTruthy();
        const pager = screen.getByRole("navigation", { name: "Pagination" });
        expect(within(pager).getByText("31 - 32 of 62")).toBeTruthy();
        // Pager links keep the non-default sort.
        expect(within(pager).getByRole("link", { name: "Previous" }).getAttribute("href")).toBe("/discussions?sort=-score");
        expect(within(pager).getByRole("link", { name: "Next" }).getAttribute("href")).toBe("/discussions/p3?sort=-score");
        expect((screen.getByLabelText("Sort by") as HTMLSelectElement).value).toBe("-score");

        expect(fetchMock.mock.calls).toHaveLength(1);
        const request = sentRequest(0);
        const url = new URL(request.url, "http://localhost");
        expect(url.pathname).toBe("/api/v2/discussions");
        expect(url.searchParams.get("page")).toBe("2");
        expect(url.searchParams.get("sort")).toBe("-score");
    });

    it("shows the error message when the fetch fails, and does not retry in a loop", async () => {
        const store = emptyStore();
        fetchMock.mockResponseOnce(JSON.stringify({ message: "You don't have permission to do that.", status: 403 }), {
            status: 403,
            headers: { "content-type": "application/json" },
        });
        renderPage(store);

        const alert = await screen.findByRole("alert");
        expect(alert.textContent).toBe("You don't have permission to do that.");
        expect(fetchMock.mock.calls).toHaveLength(1);
    });
});
