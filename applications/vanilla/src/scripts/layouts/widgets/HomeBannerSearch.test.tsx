/**
 * The home banner's search box (content §2 "Search box", §4; shell §4, §9): the title bar's box
 * with suggestions from the search sources, loaded when the box is reached, and the same search
 * page address (query plus scope), with or without script.
 */
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { lookupApi } from "@library/api/lookupApi";
import { renderWithPage, testMeta } from "@tests/setup/pageFixtures";
import { searchBoxPerTest } from "@tests/setup/searchBoxFixture";
import { HomeBanner } from "@vanilla/layouts/widgets/HomeBanner";

const box = searchBoxPerTest();

function renderBanner(settings: Record<string, string | boolean | null> = {}) {
    return renderWithPage(<HomeBanner />, { meta: testMeta({ mode: "island", settings }) });
}

it("without script the form sends the search page's address: the query plus the scope", () => {
    renderBanner();
    const form = screen.getByRole("search") as HTMLFormElement;
    expect(form.getAttribute("action")).toBe("/search");
    expect(form.getAttribute("method")).toBe("get");
    expect([...new FormData(form).keys()]).toEqual(["query", "scope"]);
    expect(new FormData(form).get("scope")).toBe("site");
    // The server's limit: a longer text is refused.
    expect(screen.getByRole("searchbox", { name: "Search" }).getAttribute("maxlength")).toBe("200");
});

it("the Search button runs the same search, before the suggestions' code has loaded", () => {
    renderBanner({ "themeFeatures.useNewSearchPage": false });
    expect(screen.queryByRole("combobox")).toBeNull();
    fireEvent.change(screen.getByRole("searchbox", { name: "Search" }), { target: { value: "tips" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(box.assign).toHaveBeenCalledWith("/search?search=tips&scope=site");
});

it("reaching the box loads the suggestions with the focus kept; they come from the search sources; Enter opens /search?query=…&scope=site", async () => {
    const page = renderBanner();
    const plain = screen.getByRole("searchbox", { name: "Search" });
    plain.focus();
    fireEvent.change(plain, { target: { value: "dark" } });
    const input = await screen.findByRole("combobox", { name: "Search" }, { timeout: 5000 });
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect((input as HTMLInputElement).value).toBe("dark");
    await screen.findByRole("option", { name: /dark 1/ }, { timeout: 5000 });
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Search for “dark”", "dark 1Help", "dark 2Help"]);
    expect(box.searches[0]!.searchParams.get("limit")).toBe("10");
    fireEvent.keyDown(input, { key: "Enter" });
    expect(box.assign).toHaveBeenCalledWith("/search?query=dark&scope=site");
    // A suggestion with a url opens it.
    fireEvent.change(input, { target: { value: "dark mode" } });
    await screen.findByRole("option", { name: /dark mode 2/ }, { timeout: 5000 });
    fireEvent.click(screen.getByRole("option", { name: /dark mode 2/ }));
    expect(box.assign).toHaveBeenLastCalledWith("/discussion/2/topic");
    page.store.dispatch(lookupApi.util.resetApiState());
});

it("an external search opens in a new tab and suggests nothing", async () => {
    renderBanner({ "search.externalSearch": "https://www.example.com/search?q=%s" });
    // Loaded by the test above: a box shown afterwards is the combobox at once.
    const input = await screen.findByRole("combobox", { name: "Search" }, { timeout: 5000 });
    fireEvent.change(input, { target: { value: "dark" } });
    expect(input.getAttribute("aria-expanded")).toBe("false");
    fireEvent.keyDown(input, { key: "Enter" });
    expect(box.openInNewTab).toHaveBeenCalledWith("https://www.example.com/search?q=dark");
    expect(box.assign).not.toHaveBeenCalled();
    expect(box.searches).toHaveLength(0);
});
