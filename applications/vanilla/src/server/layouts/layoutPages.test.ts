import { pageContractProblems } from "@server/testing/pageContract";
import { islandPropsOf, createTestApp, JSON_HEADERS, signIn, type ITestApp } from "@server/testing/testApp";
import { homePage } from "@vanilla/pages/homePage";
import { layoutEditorPage } from "@vanilla/pages/layoutEditorPage";

let t: ITestApp;
let admin: string;

beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, "admin");
});
afterAll(() => t.close());

function preloaded(html: string): { meta: { entry: string; mode: string }; state: { layouts: { byLookup: Record<string, { status: string; data: { layoutID: string | number; layout: Array<{ $reactComponent: string }> } }> } } } {
    const json = /<script type="application\/json" id="hearth-preload"[^>]*>(.*?)<\/script>/s.exec(html)![1]!;
    return JSON.parse(json);
}

describe("the home page /", () => {
    it("is the home layout rendered on the server, with its lookup-hydrate answer preloaded", async () => {
        expect(pageContractProblems(t.app, homePage)).toEqual([]);
        const response = await t.app.inject("/");
        expect(response.statusCode).toBe(200);
        const html = response.body;
        expect(html).toContain("<title>Home - ");
        expect(html).toMatch(/<h1[^>]*>How can we help you\?<\/h1>/);
        const form = /<form[^>]*role="search"[^>]*>/.exec(html)![0];
        expect(form).toContain('action="/search"');
        expect(form).toContain('method="get"');
        // Without script the form sends what the box sends with it: the query and the scope.
        const box = html.slice(html.indexOf(form), html.indexOf("</form>", html.indexOf(form)));
        expect(box).toMatch(/<input[^>]*type="search"[^>]*name="query"/);
        expect(box).toContain('<input type="hidden" name="scope" value="site"/>');
        // The discussion list widget: titles as links, the same the API lists for a guest.
        const api = (await t.app.inject("/api/v2/layouts/lookup-hydrate?layoutViewType=home&recordType=siteSection&recordID=0")).json();
        const discussions = api.layout[1].$reactProps.discussions as Array<{ url: string }>;
        for (const discussion of discussions) expect(html).toContain(`href="${discussion.url}"`);
        const { meta, state } = preloaded(html);
        expect(meta).toMatchObject({ entry: "home", mode: "island" });
        expect(state.layouts.byLookup["home:siteSection:0"]).toMatchObject({ status: "success", data: { layoutID: "home" } });
        expect(state.layouts.byLookup["home:siteSection:0"]!.data.layout.map((widget) => widget.$reactComponent)).toEqual(["HomeBanner", "DiscussionsWidget", "CategoriesWidget", "LeaderboardWidget"]);
        // No widget of the default layout is an island: the browser hydrates only the shell and the banner's search box.
        const islands = [...html.matchAll(/data-react="([^"]+)"/g)].map((match) => match[1]);
        expect(islands.filter((name) => /Widget|Banner/.test(name!))).toEqual(["HomeBannerSearch"]);
    });

    it("shows a published layout in its order, with device-limited widgets wrapped for CSS, and a guest never sees the staff room", async () => {
        const staff = await t.db.selectFrom("discussions").innerJoin("categories", "categories.categoryID", "discussions.categoryID").select("discussions.name").where("categories.urlcode", "=", "staff").executeTakeFirstOrThrow();
        const created = await t.app.inject({
            method: "POST",
            url: "/api/v2/layouts",
            headers: { ...JSON_HEADERS, cookie: admin },
            payload: {
                name: "Spring",
                layoutViewType: "home",
                layout: [
                    { $hydrate: "react.html", title: "Notice", html: "<p>Welcome, <em>friends</em></p><script>alert(1)</script>" },
                    { $hydrate: "react.home-banner", title: "Hello there", $middleware: { visibility: { device: "desktop" } } },
                    { $hydrate: "react.discussions", limit: 30 },
                ],
            },
        });
        expect(created.statusCode).toBe(201);
        await t.app.inject({ method: "PUT", url: `/api/v2/layouts/${created.json().layoutID}/views`, headers: { ...JSON_HEADERS, cookie: admin }, payload: [{ recordType: "global", recordID: -1 }] });
        const html = (await t.app.inject("/")).body;
        const notice = html.indexOf("Welcome, <em>friends</em>");
        const banner = html.indexOf("Hello there");
        expect(notice).toBeGreaterThan(0);
        expect(banner).toBeGreaterThan(notice);
        expect(html).not.toContain("alert(1)");
        expect(html).toMatch(/<div class="f[0-9a-z]+" data-layout-widget="HomeBanner">/);
        expect(html).not.toContain(staff.name);
        const adminHtml = (await t.app.inject({ url: "/", headers: { cookie: admin } })).body;
        expect(adminHtml).toContain(staff.name);
    });
});

describe("the layout editor /appearance/layouts", () => {
    it("is for site managers: 403 for a moderator, a member and a guest; the editor island with every view type's catalogue for an administrator", async () => {
        expect(pageContractProblems(t.app, layoutEditorPage)).toEqual([]);
        const [moderator, member] = await Promise.all([signIn(t.app, "moderator"), signIn(t.app, "member")]);
        for (const cookie of [moderator, member, ""]) expect((await t.app.inject({ url: "/appearance/layouts", headers: cookie ? { cookie } : {} })).statusCode).toBe(403);
        const response = await t.app.inject({ url: "/appearance/layouts", headers: { cookie: admin } });
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain('data-react="LayoutEditor"');
        const props = islandPropsOf(response.body, "LayoutEditor")[0]!;
        expect(Object.keys(props.catalogs)).toEqual(["home", "subcommunityHome", "discussionList", "categoryList", "post", "createPost"]);
        expect(props.layouts.map((layout: { layoutID: string | number }) => layout.layoutID)).toEqual(expect.arrayContaining(["home", "discussionList"]));
    });
});

describe("/categories with customLayout.categoryList (content §9)", () => {
    let flagged: ITestApp;
    beforeAll(async () => {
        flagged = await createTestApp({ config: { "Feature.customLayout.categoryList.Enabled": true } });
    });
    afterAll(() => flagged.close());

    it("is drawn from the category-list layout, on the server, with the guest's categories only; off, it stays the category list page", async () => {
        const html = (await flagged.app.inject("/categories")).body;
        expect(preloaded(html).meta.entry).toBe("home");
        expect(html).toMatch(/<h1[^>]*>Categories<\/h1>/);
        expect(html).toContain('data-layout-widget="CategoriesWidget"');
        expect(html).toContain('href="/categories/general"');
        expect(html).not.toContain('href="/categories/staff"');
        expect(preloaded(html).state.layouts.byLookup["categoryList:siteSection:0"]).toMatchObject({ status: "success", data: { layoutID: "categoryList" } });

        const plain = (await t.app.inject("/categories")).body;
        expect(preloaded(plain).meta.entry).toBe("categoryList");
        expect(plain).not.toContain("data-layout-widget");
    });
});
