/**
 * The search page (issue 11 item 2; content §2, §9): server-rendered results a guest or member
 * may see, linking to the exact comment; filters and the page kept in the address; "No results"
 * and the refused-search error; the query parameter of themeFeatures.useNewSearchPage; the
 * external search replacing the page; /kb/search only with the knowledge base.
 * The same file runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { createTestApp, JSON_HEADERS, signIn, type ITestApp } from "@server/testing/testApp";
import { pageContractProblems } from "@server/testing/pageContract";
import { searchPage } from "@vanilla/pages/searchPage";

let forum: ITestApp;
let member = "";
let moderator = "";
const categoryIDs: Record<string, number> = {};
let commentID = 0;

async function post(cookie: string, category: string, name: string, body: string): Promise<number> {
    const response = await forum.app.inject({ method: "POST", url: "/api/v2/discussions", headers: { ...JSON_HEADERS, cookie }, payload: { categoryID: categoryIDs[category], name, body, format: "markdown" } });
    expect(response.statusCode).toBe(201);
    return response.json<{ discussionID: number }>().discussionID;
}

beforeAll(async () => {
    forum = await createTestApp();
    [member, moderator] = await Promise.all([signIn(forum.app, "member"), signIn(forum.app, "moderator")]);
    for (const row of await forum.db.selectFrom("categories").select(["categoryID", "urlcode"]).execute()) categoryIDs[row.urlcode] = row.categoryID;
    const discussionID = await post(member, "installation", "Pruning shears", "Which shears do you use?");
    const reply = await forum.app.inject({
        method: "POST",
        url: "/api/v2/comments",
        headers: { ...JSON_HEADERS, cookie: moderator },
        payload: { discussionID, body: "The zorblat shears cut through vexmoss stems easily.", format: "markdown" },
    });
    commentID = reply.json<{ commentID: number }>().commentID;
    await post(moderator, "staff", "Staff zorblat plans", "The zorblat rota for next week.");
    for (let index = 1; index <= 12; index++) await post(member, "general", `Quimble notes ${index}`, `Quimble number ${index}.`);
});
afterAll(() => forum.close());

async function page(url: string, cookie = "") {
    const response = await forum.app.inject({ url, headers: cookie ? { cookie } : {} });
    return { status: response.statusCode, html: response.body, headers: response.headers };
}

/** The one <input> tag holding `attribute` (attribute order is React's business). */
function inputTag(html: string, attribute: string): string {
    const tags = html.match(/<input[^>]*>/g)?.filter((tag) => tag.includes(attribute)) ?? [];
    expect(tags).toHaveLength(1);
    return tags[0]!;
}

it("its paths are routes and its entry exists", () => {
    expect(pageContractProblems(forum.app, searchPage)).toEqual([]);
});

it("every page's title bar leads to the search page, also without JavaScript (guests and members)", async () => {
    for (const cookie of ["", member]) {
        const { html } = await page("/discussions", cookie);
        expect(html).toMatch(/<form[^>]*action="\/search" method="get"><button type="submit"[^>]*aria-label="Search"/);
    }
});

it("without text it shows the form, titled 'Search - site name', and asks nothing", async () => {
    const { status, html } = await page("/search");
    expect(status).toBe(200);
    expect(html).toContain("<title>Search - Hearth Community</title>");
    expect(html).toContain('role="search"');
    expect(html).toContain('data-react="SearchPageBox"');
    expect(html).not.toContain("No results");
});

it("finds a comment by a phrase from it, linking to the comment in place, with the text marked", async () => {
    const { status, html } = await page(`/search?query=${encodeURIComponent('"vexmoss stems"')}&scope=site`, member);
    expect(status).toBe(200);
    expect(html).toContain("<title>Search results for “&quot;vexmoss stems&quot;” - Hearth Community</title>");
    expect(html).toContain(`href="/discussion/comment/${commentID}#Comment_${commentID}"`);
    expect(html).toContain("<mark>vexmoss</mark>");
    expect(html).toContain("1 result for");
    expect(html).toContain('data-record-type="comment"');
});

it("a guest and a member never see a hidden category's posts; a moderator does", async () => {
    expect((await page("/search?query=zorblat")).html).not.toContain("Staff zorblat plans");
    expect((await page("/search?query=zorblat", member)).html).not.toContain("Staff zorblat plans");
    expect((await page("/search?query=zorblat", moderator)).html).toContain("Staff zorblat plans");
    // Nor in the category filter.
    expect((await page("/search?query=zorblat", member)).html).not.toContain("Staff Room");
});

it("keeps the filters in the form, narrows by category with its children and by author", async () => {
    const withChildren = await page(`/search?query=shears&categoryID=${categoryIDs.help}&includeChildCategories=1&author=moderator&recordTypes=comment`, member);
    expect(withChildren.html).toContain(`<option value="${categoryIDs.help}" selected="">`);
    expect(inputTag(withChildren.html, 'name="includeChildCategories"')).toContain('checked=""');
    expect(inputTag(withChildren.html, 'value="comment"')).toContain('checked=""');
    expect(inputTag(withChildren.html, 'value="discussion"')).not.toContain("checked");
    expect(inputTag(withChildren.html, 'name="author"')).toContain('value="moderator"');
    expect(withChildren.html).toContain(`/discussion/comment/${commentID}`);
    // Without the children the parent category holds nothing of it.
    const parentOnly = await page(`/search?query=shears&categoryID=${categoryIDs.help}&recordTypes=comment`, member);
    expect(parentOnly.html).toContain("No results");
    // Another author wrote none of it.
    expect((await page(`/search?query=vexmoss&author=member`, member)).html).toContain("No results");
});

it("pages through the results with links that keep the filters", async () => {
    const first = await page("/search?query=quimble&sort=-dateInserted", member);
    expect(first.html).toContain("12 results for");
    expect(first.html).toContain("Quimble notes 12");
    expect(first.html).toContain('href="/search?query=quimble&amp;scope=site&amp;sort=-dateInserted&amp;page=2"');
    const second = await page("/search?query=quimble&scope=site&sort=-dateInserted&page=2", member);
    expect(second.html).toContain("Quimble notes 1<");
    expect(second.html).toContain("Quimble notes 2<");
    expect(second.html).not.toContain("Quimble notes 12");
    // A page past the last goes to the last one, filters kept.
    const past = await page("/search?query=quimble&sort=-dateInserted&page=9", member);
    expect(past.status).toBe(302);
    expect(past.headers.location).toBe("/search?query=quimble&scope=site&sort=-dateInserted&page=2");
});

it("a refused search says why in the reader's words, with the form to fix it; the box takes no more than the server's limit", async () => {
    const { status, html } = await page(`/search?query=${"a".repeat(300)}`);
    expect(status).toBe(400);
    expect(html).toMatch(/<p[^>]*role="alert"[^>]*>Your search is too long. Shorten it to 200 characters or fewer.<\/p>/);
    expect(html).not.toContain("query must be at most");
    expect(inputTag(html, 'role="combobox"').toLowerCase()).toContain('maxlength="200"');
    const french = await forum.app.inject({ url: `/search?query=${"a".repeat(300)}`, headers: { "accept-language": "fr" } });
    expect(french.body).toContain("Votre recherche est trop longue. Raccourcissez-la à 200 caractères au plus.");
});

it("the form sent without script leaves its empty filters out of the address: the page redirects to it", async () => {
    const sent = await page("/search?query=quimble&scope=site&categoryID=&includeChildCategories=1&author=&tag=&dateFrom=&dateTo=&sort=relevance");
    expect(sent.status).toBe(302);
    expect(sent.headers.location).toBe("/search?query=quimble&scope=site");
    // The filters that are set stay, and so does the page; an empty text is the page's own (no loop).
    const filtered = await page("/search?query=quimble&scope=site&recordTypes=discussion&categoryID=&author=&tag=&dateFrom=2026-01-01&dateTo=&sort=-dateInserted&page=2");
    expect(filtered.headers.location).toBe("/search?query=quimble&scope=site&recordTypes=discussion&dateFrom=2026-01-01&sort=-dateInserted&page=2");
    expect((await page("/search?query=&scope=site")).status).toBe(200);
    expect((await page("/search?query=quimble&scope=site")).status).toBe(200);
});

it("reads only 'site' or 'hub' as the scope", async () => {
    expect((await page("/search?query=quimble&scope=hub")).html).toContain('name="scope" value="hub"');
    expect((await page("/search?query=quimble&scope=%3Cscript%3E")).html).toContain('name="scope" value="site"');
});

describe("settings", () => {
    let other: ITestApp;
    afterEach(() => other?.close());

    it("with the new search page off the text is read from `search`", async () => {
        other = await createTestApp({ config: { "themeFeatures.useNewSearchPage": false } });
        const { html } = await (async () => {
            const response = await other.app.inject("/search?search=mode");
            return { html: response.body };
        })();
        expect(html).toContain('name="search"');
        expect(html).toMatch(/results? for “mode”/);
    });

    it("an external search replaces the page; a template that is not a web address is ignored", async () => {
        other = await createTestApp({ config: { "search.externalSearch": "https://search.example.com/?q=%s&site=forum" } });
        const response = await other.app.inject("/search?query=dark%20mode");
        expect(response.statusCode).toBe(302);
        expect(response.headers.location).toBe("https://search.example.com/?q=dark%20mode&site=forum");
        await other.close();
        other = await createTestApp({ config: { "search.externalSearch": "javascript:alert(%s)" } });
        expect((await other.app.inject("/search?query=dark")).statusCode).toBe(200);
    });

    it("/kb/search answers only while the knowledge base is on", async () => {
        expect((await page("/kb/search?query=quimble")).status).toBe(404);
        other = await createTestApp({ config: { "EnabledPlugins.knowledge": true } });
        // plugins/knowledge answers it (its own tests cover what it finds).
        expect(other.app.hearth.addons.enabledKeys()).toContain("knowledge");
        expect((await other.app.inject("/kb/search?query=quimble")).statusCode).toBe(200);
    });
});
