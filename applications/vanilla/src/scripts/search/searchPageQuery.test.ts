/** The search page's address, both ways (content §2): what a shared or reloaded link searches for. */
import { dateFilter, extraSearchParams, readSearchForm, searchFormUrl, toSearchQuery } from "@vanilla/search/searchPageQuery";

it("reads the text from the configured parameter, the other one as a fallback", () => {
    expect(readSearchForm({ query: "a", search: "b" }, "query").query).toBe("a");
    expect(readSearchForm({ query: "a", search: "b" }, "search").query).toBe("b");
    expect(readSearchForm({ query: "a" }, "search").query).toBe("a");
});

it("falls back to defaults for values it cannot read", () => {
    const values = readSearchForm({ query: "x", scope: "galaxy", sort: "-score", page: "2.5", categoryID: "-3", dateFrom: "2026-13-45", recordTypes: ["comment", "comment", ""] }, "query");
    expect(values).toMatchObject({ scope: "site", sort: "relevance", page: 1, categoryID: null, dateFrom: "", recordTypes: ["comment"] });
});

it("turns the form into the search API's query", () => {
    const values = readSearchForm({ query: " dark ", scope: "hub", recordTypes: "discussion", categoryID: "3", includeChildCategories: "1", author: "member", tag: "Themes", dateFrom: "2026-01-01", dateTo: "2026-02-01", sort: "-dateInserted", page: "3" }, "query");
    expect(toSearchQuery(values, "en")).toEqual({
        query: "dark",
        scope: "hub",
        recordTypes: ["discussion"],
        categoryID: 3,
        includeChildCategories: true,
        insertUserNames: ["member"],
        tags: ["Themes"],
        dateInserted: "[2026-01-01,2026-02-01]",
        sort: "-dateInserted",
        locale: "en",
        page: 3,
        limit: 10,
        expand: ["insertUser", "breadcrumbs", "excerpt"],
    });
    expect(dateFilter("2026-01-01", "")).toBe(">=2026-01-01");
    expect(dateFilter("", "2026-01-01")).toBe("<=2026-01-01");
});

it("writes the address back without the page or defaults, keeping add-on parameters", () => {
    const raw = { search: "dark mode", recordTypes: ["discussion", "comment"], categoryID: "3", sort: "relevance", page: "2", "kb.base": "guides" };
    const values = readSearchForm(raw, "search");
    expect(searchFormUrl("/kb/search", values, "search", extraSearchParams(raw))).toBe("/kb/search?search=dark+mode&scope=site&recordTypes=discussion&recordTypes=comment&categoryID=3&kb.base=guides");
});
