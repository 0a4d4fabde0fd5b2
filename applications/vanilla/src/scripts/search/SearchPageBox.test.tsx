/**
 * The search page's box (content §2): it asks for suggestions only once it is used (a page
 * opened on a search asks nothing by itself), Enter sends the surrounding form (the filters go
 * with it), and Clear empties the text and keeps the focus in the box.
 */
import fetchMock from "jest-fetch-mock";
import { act, fireEvent, screen } from "@testing-library/react";
import { lookupApi } from "@library/api/lookupApi";
import { renderWithPage, testMeta } from "@tests/setup/pageFixtures";
import { SearchPageBox } from "@vanilla/search/SearchPageBox";

let searches: URL[];

beforeEach(() => {
    jest.useFakeTimers();
    searches = [];
    fetchMock.mockResponse(async (request) => {
        const url = new URL(request.url, "http://localhost");
        if (url.pathname !== "/api/v2/search") return { status: 599, body: "{}" };
        searches.push(url);
        return { body: "[]", headers: { "content-type": "application/json" } };
    });
});

afterEach(() => jest.useRealTimers());

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
