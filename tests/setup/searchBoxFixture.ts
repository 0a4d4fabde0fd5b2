/**
 * The search boxes' unit tests (the title bar's and the home banner's, which share their code):
 * a search API that answers two discussions named after the query, and the navigator the box
 * leaves the page through, spied on. Set up around each test of the file that calls it.
 */
import fetchMock from "jest-fetch-mock";
import type { ISearchResult } from "@library/search/searchTypes";
import { searchNavigator } from "@library/search/searchUrls";

export interface ISearchBoxFixture {
    /** The search API's requests of the test, in order. */
    searches: URL[];
    /** searchNavigator.assign: the page's own navigation (a suggestion, the search page). */
    assign: jest.SpyInstance;
    /** searchNavigator.openInNewTab: the external search. */
    openInNewTab: jest.SpyInstance;
}

/** A discussion as GET /api/v2/search answers it (in Help), with `overrides`. */
export function searchResult(recordID: number, name: string, overrides: Partial<ISearchResult> = {}): ISearchResult {
    return {
        recordID,
        recordType: "discussion",
        type: "discussion",
        name,
        url: `/discussion/${recordID}/topic`,
        body: null,
        score: 1,
        insertUserID: 1,
        updateUserID: null,
        dateInserted: "2026-11-01T10:00:00Z",
        dateUpdated: null,
        breadcrumbs: [{ name: "Help", url: "/categories/help" }],
        ...overrides,
    };
}

export function searchBoxPerTest(): ISearchBoxFixture {
    const fixture = {} as ISearchBoxFixture;
    // The combobox's code loads on demand; compiled once here so opening the box waits on nothing else.
    beforeAll(() => import("@library/search/SearchCombobox"));
    beforeEach(() => {
        fixture.searches = [];
        fetchMock.mockResponse(async (request) => {
            const url = new URL(request.url, "http://localhost");
            if (url.pathname !== "/api/v2/search") return { status: 599, body: "{}" };
            fixture.searches.push(url);
            const query = url.searchParams.get("query");
            const results = [1, 2].map((id) => searchResult(id, `${query} ${id}`));
            return { body: JSON.stringify(results), headers: { "content-type": "application/json" } };
        });
        fixture.assign = jest.spyOn(searchNavigator, "assign").mockImplementation(() => undefined);
        fixture.openInNewTab = jest.spyOn(searchNavigator, "openInNewTab").mockImplementation(() => undefined);
    });
    afterEach(() => {
        fixture.assign.mockRestore();
        fixture.openInNewTab.mockRestore();
    });
    return fixture;
}
