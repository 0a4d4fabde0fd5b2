/**
 * The search page with an add-on's search domain (issue 11 item 5, client side): an enabled
 * add-on's filter fields join the form and its results show its way; a disabled add-on's do
 * not. Everything else is the core's.
 */
import { screen, within } from "@testing-library/react";
import { registerSearchDomainView, resetSearchDomainViews } from "@library/search/searchDomains";
import type { ISearchResult } from "@library/search/searchTypes";
import { renderWithPage, testMeta } from "@tests/setup/pageFixtures";
import { SearchPage, type ISearchPageProps } from "@vanilla/search/SearchPage";
import { readSearchForm } from "@vanilla/search/searchPageQuery";

const RESULTS: ISearchResult[] = [
    {
        recordID: 7,
        recordType: "comment",
        type: "comment",
        name: "RE: Pruning shears",
        url: "/discussion/comment/7#Comment_7",
        body: null,
        excerpt: "The &lt;b&gt;zorblat&lt;/b&gt; <mark>shears</mark> &amp; more",
        score: 1,
        insertUserID: 2,
        insertUser: { userID: 2, name: "moderator" },
        updateUserID: null,
        dateInserted: "2026-11-01T10:00:00Z",
        dateUpdated: null,
        breadcrumbs: [{ name: "Home", url: "/" }, { name: "Help & Support", url: "/categories/help" }],
    },
    { recordID: 3, recordType: "article", type: "article", name: "Shears guide", url: "/kb/articles/3", body: null, score: 0, insertUserID: 0, updateUserID: null, dateInserted: "2026-10-01T00:00:00Z", dateUpdated: null },
];

function props(raw: Record<string, unknown> = {}): ISearchPageProps {
    return {
        action: "/search",
        queryParam: "query",
        values: readSearchForm({ query: "shears", ...raw }, "query"),
        rawQuery: { query: "shears", ...raw },
        typeOptions: [{ value: "discussion", label: "Discussions" }],
        categories: [],
        tags: [],
        results: RESULTS,
        total: 2,
        error: null,
        pager: null,
    };
}

beforeEach(() => {
    resetSearchDomainViews();
    registerSearchDomainView({
        key: "kb.articles",
        recordTypes: ["article"],
        Filters: ({ values }) => (
            <label>
                Knowledge base
                <input name="kb.base" defaultValue={typeof values["kb.base"] === "string" ? values["kb.base"] : ""} />
            </label>
        ),
        Result: ({ result }) => <p data-testid="kb-result">Article: {result.name}</p>,
    });
});

it("an enabled add-on's filters join the form and its results show its way; core results stay the core's", () => {
    renderWithPage(<SearchPage {...props({ "kb.base": "guides" })} />, { meta: testMeta({ mode: "island", entry: "search", addons: ["kb"] }) });
    const form = screen.getByRole("search", { name: "Search" });
    expect((within(form).getByRole("textbox", { name: "Knowledge base" }) as HTMLInputElement).value).toBe("guides");
    expect(screen.getByTestId("kb-result").textContent).toBe("Article: Shears guide");
    const comment = screen.getByRole("link", { name: "RE: Pruning shears" });
    expect(comment.getAttribute("href")).toBe("/discussion/comment/7#Comment_7");
    // The excerpt's only markup is <mark>; anything else shows as text.
    const excerpt = comment.closest("article")!.querySelector("p")!;
    expect(excerpt.innerHTML).toBe("The &lt;b&gt;zorblat&lt;/b&gt; <mark>shears</mark> &amp; more");
});

it("a disabled add-on's filters and result look are left out", () => {
    renderWithPage(<SearchPage {...props()} />, { meta: testMeta({ mode: "island", entry: "search", addons: [] }) });
    expect(screen.queryByRole("textbox", { name: "Knowledge base" })).toBeNull();
    expect(screen.queryByTestId("kb-result")).toBeNull();
    expect(screen.getByRole("link", { name: "Shears guide" }).getAttribute("href")).toBe("/kb/articles/3");
});
