/**
 * The title bar's search box with suggestions (shell §4; content §2, §4): a combobox the
 * keyboard drives (arrows, Enter, Escape), announced counts, suggestions that navigate, the
 * text offered as "Search for …", and the external search (new tab, no suggestions).
 */
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { lookupApi } from "@library/api/lookupApi";
import { TitleBarSearch } from "@library/layout/TitleBarSearch";
import { renderWithPage, testMeta } from "@tests/setup/pageFixtures";
import { searchBoxPerTest } from "@tests/setup/searchBoxFixture";

const box = searchBoxPerTest();

async function openBox(settings: Record<string, string | boolean | null> = {}) {
    const page = renderWithPage(<TitleBarSearch />, { meta: testMeta({ mode: "island", settings }) });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    const input = await screen.findByRole("combobox", { name: "Search" }, { timeout: 5000 });
    await waitFor(() => expect(document.activeElement).toBe(input));
    return { page, input };
}

it("suggests as a combobox: arrows highlight, the count is announced, Enter on a suggestion opens it", async () => {
    const { page, input } = await openBox();
    fireEvent.change(input, { target: { value: "dark mode" } });
    const listbox = screen.getByRole("listbox", { name: "Search suggestions" });
    expect(input.getAttribute("aria-expanded")).toBe("true");
    expect(input.getAttribute("aria-controls")).toBe(listbox.id);
    await screen.findByRole("option", { name: /dark mode 1/ }, { timeout: 5000 });
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Search for “dark mode”", "dark mode 1Help", "dark mode 2Help"]);
    expect(screen.getByRole("status").textContent).toBe("2 suggestions available.");
    expect(box.searches).toHaveLength(1);
    expect(box.searches[0]!.searchParams.get("limit")).toBe("10");

    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "ArrowDown" });
    const second = screen.getAllByRole("option")[1]!;
    expect(input.getAttribute("aria-activedescendant")).toBe(second.id);
    expect(second.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(input, { key: "ArrowUp" });
    fireEvent.keyDown(input, { key: "ArrowUp" });
    expect(input.getAttribute("aria-activedescendant")).toBe(screen.getAllByRole("option")[2]!.id); // wrapped to the last
    fireEvent.keyDown(input, { key: "ArrowUp" });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(box.assign).toHaveBeenCalledWith("/discussion/1/topic");
    page.store.dispatch(lookupApi.util.resetApiState());
});

it("Enter without a highlighted suggestion opens the search page for the text", async () => {
    const { page, input } = await openBox();
    fireEvent.change(input, { target: { value: "dark mode" } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(box.assign).toHaveBeenCalledWith("/search?query=dark+mode&scope=site");
    page.store.dispatch(lookupApi.util.resetApiState());
});

it("with the new search page off the text goes in `search`", async () => {
    const { page, input } = await openBox({ "themeFeatures.useNewSearchPage": false });
    expect(input.getAttribute("name")).toBe("search");
    fireEvent.change(input, { target: { value: "tips" } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(box.assign).toHaveBeenCalledWith("/search?search=tips&scope=site");
    page.store.dispatch(lookupApi.util.resetApiState());
});

it("Escape closes the menu first, then the box, and the focus returns to the search button", async () => {
    const { page, input } = await openBox();
    fireEvent.change(input, { target: { value: "dark" } });
    await screen.findByRole("option", { name: /dark 1/ }, { timeout: 5000 });
    fireEvent.keyDown(input, { key: "Escape" });
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryAllByRole("option")).toHaveLength(0);
    expect(screen.getByRole("combobox")).toBe(input);
    fireEvent.keyDown(input, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("combobox")).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Search" }));
    page.store.dispatch(lookupApi.util.resetApiState());
});

it("an empty box shows no menu (the engine asks nothing for it: searchAutocomplete.test.ts)", async () => {
    const { input } = await openBox();
    fireEvent.change(input, { target: { value: "   " } });
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryAllByRole("option")).toHaveLength(0);
});

it("an external search opens in a new tab and suggests nothing", async () => {
    const { input } = await openBox({ "search.externalSearch": "https://www.example.com/search?q=%s&site=forum" });
    fireEvent.change(input, { target: { value: "dark & light" } });
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("listbox", { hidden: false })).toBeNull();
    fireEvent.keyDown(input, { key: "Enter" });
    expect(box.openInNewTab).toHaveBeenCalledWith("https://www.example.com/search?q=dark%20%26%20light&site=forum");
    expect(box.assign).not.toHaveBeenCalled();
});
