/**
 * The search page's box (content §2): it asks for suggestions only once it is used (a page
 * opened on a search asks nothing by itself), Enter sends the surrounding form (the filters go
 * with it), and Clear empties the text and keeps the focus in the box.
 */
import fetchMock from "jest-fetch-mock";
import { act, fireEvent, screen } from "@testing-library/react";
import { lookupApi } from "@library/api/lookupApi";
import { searchNavigator } from "@library/search/searchUrls";
import { renderWithPage, testMeta } from "@tests/setup/pageFixtures";
import { SearchPageBox } from "@vanilla/search/SearchPageBox";

let searches: URL[];
let assign: jest.SpyInstance;

beforeEach(() => {
    jest.useFakeTimers();
    assign = jest.spyOn(searchNavigator, "assign").mockImplementation(() => undefined);
    searches = [];
    fetchMock.mockResponse(async (request) => {
        const url = new URL(request.url, "http://localhost");
        if (url.pathname !== "/api/v2/search") return { status: 599, body: "{}" };
        searches.push(url);
        return { body: "[]", headers: { "content-type": "application/json" } };
    });
});

afterEach(() => {
    jest.useRealTimers();
    assign.mockRestore();
});

async function advance(ms: number) {
    await act(async () => {
        await jest.advanceTimersByTimeAsync(ms);
        for (let turn = 0; turn < 10; turn++) await jest.advanceTimersByTimeAsync(0);
    });
}

function renderBox() {
    const submitted: string[] = [];
    const page = renderWithPage(
        <form
            onSubmit={(event) => {
                event.preventDefault();
                submitted.push(new URLSearchParams(new FormData(event.currentTarget) as unknown as Record<string, string>).toString());
            }}
        >
            <SearchPageBox name="query" value="dark mode" />
            <input type="hidden" name="recordTypes" value="discussion" />
        </form>,
        { meta: testMeta({ mode: "island", entry: "search" }) },
    );
    return { page, submitted, input: screen.getByRole("combobox", { name: "Search" }) as HTMLInputElement };
}

it("asks for suggestions only once the box is used", async () => {
    const { page, input } = renderBox();
    await advance(1000);
    expect(searches).toHaveLength(0);
    fireEvent.focus(input);
    await advance(100);
    expect(searches.map((url) => url.searchParams.get("query"))).toEqual(["dark mode"]);
    page.store.dispatch(lookupApi.util.resetApiState());
});

it("Enter sends the form with the filters; Clear empties the box and keeps the focus there", async () => {
    const { page, submitted, input } = renderBox();
    fireEvent.focus(input);
    fireEvent.keyDown(input, { key: "Enter" });
    expect(submitted).toEqual(["query=dark+mode&recordTypes=discussion"]);
    act(() => input.focus());
    fireEvent.click(screen.getByRole("button", { name: "Clear" }));
    expect(input.value).toBe("");
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole("button", { name: "Clear" })).toBeNull();
    await advance(200);
    page.store.dispatch(lookupApi.util.resetApiState());
});

it("the form opens the address without its empty filters (the browser would send `&categoryID=&author=…`), the set ones kept", () => {
    renderWithPage(
        <form role="search" action="/search" method="get">
            <SearchPageBox name="query" value="dark mode" />
            <input type="hidden" name="scope" value="site" />
            <input type="checkbox" name="recordTypes" value="discussion" defaultChecked />
            <input type="checkbox" name="recordTypes" value="comment" />
            <select name="categoryID" defaultValue="">
                <option value="">All</option>
            </select>
            <input type="text" name="author" defaultValue="" />
            <input type="text" name="tag" defaultValue="" />
            <input type="date" name="dateFrom" defaultValue="2026-01-02" />
            <input type="date" name="dateTo" defaultValue="" />
            <select name="sort" defaultValue="relevance">
                <option value="relevance">Best Match</option>
            </select>
        </form>,
        { meta: testMeta({ mode: "island", entry: "search" }) },
    );
    fireEvent.keyDown(screen.getByRole("combobox", { name: "Search" }), { key: "Enter" });
    expect(assign).toHaveBeenCalledWith("/search?query=dark+mode&scope=site&recordTypes=discussion&dateFrom=2026-01-02");
    // The other way to send it: the form's own submit button.
    fireEvent.submit(screen.getByRole("search"));
    expect(assign).toHaveBeenCalledTimes(2);
    expect(assign).toHaveBeenLastCalledWith("/search?query=dark+mode&scope=site&recordTypes=discussion&dateFrom=2026-01-02");
});

it("the box takes no more than the server's limit", () => {
    renderBox();
    expect(screen.getByRole("combobox", { name: "Search" }).getAttribute("maxlength")).toBe("200");
});
