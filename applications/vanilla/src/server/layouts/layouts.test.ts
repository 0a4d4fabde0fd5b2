import { createTestApp, JSON_HEADERS, signIn, type ITestApp } from "@server/testing/testApp";
import type { IHydratedLayout, ILayout } from "@library/layouts/layoutTypes";

let t: ITestApp;
let admin: string;
let moderator: string;
let member: string;
let staffCategoryID: number;

beforeAll(async () => {
    t = await createTestApp();
    [admin, moderator, member] = await Promise.all([signIn(t.app, "admin"), signIn(t.app, "moderator"), signIn(t.app, "member")]);
    staffCategoryID = (await t.db.selectFrom("categories").select("categoryID").where("urlcode", "=", "staff").executeTakeFirstOrThrow()).categoryID;
});
afterAll(() => t.close());

const as = (cookie: string) => ({ ...JSON_HEADERS, ...(cookie ? { cookie } : {}) });
/** A call without a body sends no content type (as the site's client does). */
const del = (cookie: string) => ({ "x-requested-with": JSON_HEADERS["x-requested-with"], ...(cookie ? { cookie } : {}) });

async function lookup(query: string, cookie = ""): Promise<IHydratedLayout> {
    const response = await t.app.inject({ url: `/api/v2/layouts/lookup-hydrate?${query}`, headers: cookie ? { cookie } : {} });
    expect(response.statusCode).toBe(200);
    return response.json() as IHydratedLayout;
}

async function createLayout(layout: unknown[], layoutViewType = "home"): Promise<ILayout> {
    const response = await t.app.inject({ method: "POST", url: "/api/v2/layouts", headers: as(admin), payload: { name: "Custom", layoutViewType, layout } });
    expect(response.statusCode).toBe(201);
    return response.json() as ILayout;
}

describe("GET /api/v2/layouts/lookup-hydrate", () => {
    it("answers the built-in home layout with each widget's data already read, to a guest", async () => {
        const answer = await lookup("layoutViewType=home");
        expect(answer).toMatchObject({ layoutID: "home", layoutViewType: "home", contexts: [] });
        expect(answer.titleBar).toEqual(expect.objectContaining({ logo: expect.any(Object) }));
        expect(answer.layout.map((widget) => widget.$reactComponent)).toEqual(["HomeBanner", "DiscussionsWidget", "CategoriesWidget", "LeaderboardWidget"]);
        expect(answer.layout[0]!.$reactProps).toMatchObject({ title: "How can we help you?", alignment: "center", hideSearch: false });
        const discussions = answer.layout[1]!.$reactProps.discussions as Array<{ name: string; url: string }>;
        expect(discussions.length).toBeGreaterThan(0);
        expect(discussions[0]!.url).toMatch(/^\/discussion\/\d+\//);
        const leaders = answer.layout[3]!.$reactProps.leaders as Array<{ name: string; count: number }>;
        expect(leaders.length).toBeGreaterThan(0);
        expect(leaders.map((leader) => leader.count)).toEqual([...leaders.map((leader) => leader.count)].sort((a, b) => b - a));
    });

    it("reads widget data with the viewer's permissions: the staff room's discussions and category only for moderators", async () => {
        const layout = await createLayout([{ $hydrate: "react.discussions", categoryID: staffCategoryID, limit: 30 }, { $hydrate: "react.categories", limit: 50 }], "discussionList");
        await t.app.inject({ method: "PUT", url: `/api/v2/layouts/${layout.layoutID}/views`, headers: as(admin), payload: [{ recordType: "global", recordID: -1 }] });
        const names = (answer: IHydratedLayout) => ({
            discussions: (answer.layout[0]!.$reactProps.discussions as unknown[]).length,
            categories: (answer.layout[1]!.$reactProps.categories as Array<{ categoryID: number }>).map((category) => category.categoryID),
        });
        for (const cookie of ["", member]) {
            const seen = names(await lookup("layoutViewType=discussionList", cookie));
            expect(seen.discussions).toBe(0);
            expect(seen.categories).not.toContain(staffCategoryID);
        }
        const staff = names(await lookup("layoutViewType=discussionList", moderator));
        expect(staff.discussions).toBeGreaterThan(0);
        expect(staff.categories).toContain(staffCategoryID);
    });

    it("finds a record's own layout first, then the whole site's, then the default", async () => {
        const section = await createLayout([{ $hydrate: "react.html", html: "<p>Section five</p>" }], "subcommunityHome");
        const site = await createLayout([{ $hydrate: "react.html", html: "<p>Every section</p>" }], "subcommunityHome");
        expect((await lookup("layoutViewType=subcommunityHome&recordType=siteSection&recordID=5")).layoutID).toBe("subcommunityHome");
        await t.app.inject({ method: "PUT", url: `/api/v2/layouts/${site.layoutID}/views`, headers: as(admin), payload: [{ recordType: "global", recordID: -1 }] });
        await t.app.inject({ method: "PUT", url: `/api/v2/layouts/${section.layoutID}/views`, headers: as(admin), payload: [{ recordType: "siteSection", recordID: 5 }] });
        expect((await lookup("layoutViewType=subcommunityHome&recordType=siteSection&recordID=5")).layout[0]!.$reactProps.html).toBe("<p>Section five</p>");
        expect((await lookup("layoutViewType=subcommunityHome&recordType=siteSection&recordID=6")).layout[0]!.$reactProps.html).toBe("<p>Every section</p>");
        // Revert to default: assigning the default to the record removes the record's own layout.
        await t.app.inject({ method: "PUT", url: "/api/v2/layouts/subcommunityHome/views", headers: as(admin), payload: [{ recordType: "global", recordID: -1 }] });
        expect((await lookup("layoutViewType=subcommunityHome&recordType=siteSection&recordID=6")).layoutID).toBe("subcommunityHome");
    });

    it("sanitises the HTML widget and replaces a widget nobody registers with a layout-error widget", async () => {
        const layout = await createLayout([{ $hydrate: "react.html", html: '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>' }]);
        // A widget type that no longer exists (an add-on switched off): stored directly, as the API refuses it.
        await t.db.updateTable("layouts").set({ layout: JSON.stringify([{ $hydrate: "react.html", html: "<p><strong>ok</strong></p>" }, { $hydrate: "gone.widget", $middleware: { visibility: { device: "mobile" } } }]) }).where("layoutID", "=", Number(layout.layoutID)).execute();
        const hydrated = (await t.app.inject({ method: "POST", url: "/api/v2/layouts/hydrate", headers: as(admin), payload: { layoutViewType: "home", layout: [{ $hydrate: "react.html", html: '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>' }] } })).json();
        expect(hydrated.layout[0].$reactProps.html).not.toMatch(/script|onclick|javascript:/);
        await t.app.inject({ method: "PUT", url: `/api/v2/layouts/${layout.layoutID}/views`, headers: as(admin), payload: [{ recordType: "global", recordID: -1 }] });
        const answer = await lookup("layoutViewType=home");
        expect(answer.layout).toEqual([
            { $reactComponent: "HtmlWidget", $reactProps: { title: "", html: "<p><strong>ok</strong></p>" } },
            { $reactComponent: "LayoutError", $reactProps: expect.objectContaining({ widgetType: "gone.widget" }), $middleware: { visibility: { device: "mobile" } } },
        ]);
        await t.app.inject({ method: "DELETE", url: `/api/v2/layouts/${layout.layoutID}`, headers: del(admin) });
        expect((await lookup("layoutViewType=home")).layoutID).toBe("home");
    });

    it("keeps only safe image addresses in banner settings", async () => {
        const hydrated = await t.app.inject({
            method: "POST",
            url: "/api/v2/layouts/hydrate",
            headers: as(admin),
            payload: { layoutViewType: "home", layout: [{ $hydrate: "react.content-banner", iconUrl: "javascript:alert(1)", logoUrl: "https://images.example.com/logo.png" }] },
        });
        expect(hydrated.json().layout[0].$reactProps).toMatchObject({ variant: "content", iconUrl: "", logoUrl: "https://images.example.com/logo.png", hideTitle: true, hideSearch: true });
    });

    it("refuses an unknown view type", async () => {
        expect((await t.app.inject({ url: "/api/v2/layouts/lookup-hydrate?layoutViewType=nothing" })).statusCode).toBe(400);
    });
});

describe("layout changes", () => {
    it("are for site managers only: 403 for a moderator, a member or a guest, whatever they send", async () => {
        const layout = await createLayout([{ $hydrate: "react.home-banner" }]);
        for (const cookie of [moderator, member, ""]) {
            const headers = as(cookie);
            const calls = [
                { method: "GET" as const, url: "/api/v2/layouts" },
                { method: "GET" as const, url: "/api/v2/layouts/catalog?layoutViewType=home" },
                { method: "GET" as const, url: `/api/v2/layouts/${layout.layoutID}/edit` },
                { method: "POST" as const, url: "/api/v2/layouts", payload: { name: "x", layoutViewType: "home", layout: [] } },
                { method: "PATCH" as const, url: `/api/v2/layouts/${layout.layoutID}`, payload: { name: "taken" } },
                { method: "PUT" as const, url: `/api/v2/layouts/${layout.layoutID}/views`, payload: [{ recordType: "global", recordID: -1 }] },
                { method: "DELETE" as const, url: `/api/v2/layouts/${layout.layoutID}`, plain: true },
                { method: "POST" as const, url: "/api/v2/layouts/hydrate", payload: { layoutViewType: "home", layout: [] } },
            ];
            for (const { plain, ...call } of calls as Array<(typeof calls)[number] & { plain?: boolean }>) {
                expect([call.method, call.url, (await t.app.inject({ ...call, headers: plain ? del(cookie) : headers })).statusCode]).toEqual([call.method, call.url, 403]);
            }
        }
        const after = (await t.app.inject({ url: `/api/v2/layouts/${layout.layoutID}`, headers: as(admin) })).json() as ILayout;
        expect(after).toMatchObject({ name: "Custom", isActive: false });
    });

    it("lets a site manager create, edit, assign and delete a layout; defaults cannot be changed", async () => {
        const layout = await createLayout([{ $hydrate: "react.home-banner", title: "Welcome" }]);
        const patch = await t.app.inject({ method: "PATCH", url: `/api/v2/layouts/${layout.layoutID}`, headers: as(admin), payload: { name: "Spring", layout: [{ $hydrate: "react.leaderboard", limit: 3 }, { $hydrate: "react.home-banner", title: "Welcome" }] } });
        expect(patch.statusCode).toBe(200);
        expect(patch.json()).toMatchObject({ name: "Spring", isDefault: false, layout: [{ $hydrate: "react.leaderboard" }, { $hydrate: "react.home-banner" }] });
        const edit = (await t.app.inject({ url: `/api/v2/layouts/${layout.layoutID}/edit`, headers: as(admin) })).json();
        expect(edit).toMatchObject({ layoutID: layout.layoutID, layoutViewType: "home", layout: [{ $hydrate: "react.leaderboard", limit: 3 }, { $hydrate: "react.home-banner" }] });

        // The same assignment sent ten times at once leaves one view.
        const puts = await Promise.all(Array.from({ length: 10 }, () => t.app.inject({ method: "PUT", url: `/api/v2/layouts/${layout.layoutID}/views`, headers: as(admin), payload: [{ recordType: "global", recordID: -1 }] })));
        expect(puts.map((put) => put.statusCode)).toEqual(Array(10).fill(200));
        const views = (await t.app.inject({ url: `/api/v2/layouts/${layout.layoutID}/views`, headers: as(admin) })).json();
        expect(views).toEqual([expect.objectContaining({ layoutID: layout.layoutID, layoutViewType: "home", recordType: "global", recordID: -1 })]);
        const list = (await t.app.inject({ url: "/api/v2/layouts", headers: as(admin) })).json() as ILayout[];
        expect(list.find((entry) => entry.layoutID === "home")).toMatchObject({ isDefault: true, isActive: false });
        expect(list.find((entry) => entry.layoutID === layout.layoutID)).toMatchObject({ isActive: true });
        expect((await lookup("layoutViewType=home")).layout.map((widget) => widget.$reactComponent)).toEqual(["LeaderboardWidget", "HomeBanner"]);

        expect((await t.app.inject({ method: "PATCH", url: "/api/v2/layouts/home", headers: as(admin), payload: { name: "Mine" } })).statusCode).toBe(422);
        expect((await t.app.inject({ method: "DELETE", url: "/api/v2/layouts/home", headers: del(admin) })).statusCode).toBe(422);
        const deleted = await t.app.inject({ method: "DELETE", url: `/api/v2/layouts/${layout.layoutID}`, headers: del(admin) });
        expect(deleted.statusCode).toBe(204);
        expect((await t.app.inject({ url: `/api/v2/layouts/${layout.layoutID}`, headers: as(admin) })).statusCode).toBe(404);
        expect((await lookup("layoutViewType=home")).layoutID).toBe("home");
    });

    it("refuses widgets that do not fit their schema, naming the field", async () => {
        const response = await t.app.inject({ method: "POST", url: "/api/v2/layouts", headers: as(admin), payload: { name: "Bad", layoutViewType: "home", layout: [{ $hydrate: "react.discussions", limit: 500 }, { $hydrate: "nope" }] } });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual([
            expect.objectContaining({ field: "layout[0].limit" }),
            expect.objectContaining({ field: "layout[1].$hydrate", code: "unknownWidget" }),
        ]);
    });

    it("lists the catalogue of widgets with their settings schemas", async () => {
        const catalog = (await t.app.inject({ url: "/api/v2/layouts/catalog?layoutViewType=home", headers: as(admin) })).json();
        expect(Object.keys(catalog.widgets)).toEqual(expect.arrayContaining(["react.home-banner", "react.content-banner", "react.discussions", "react.categories", "react.html", "react.leaderboard"]));
        expect(catalog.widgets["react.home-banner"].schema.properties.title).toMatchObject({ type: "string", default: "How can we help you?" });
        expect(catalog.widgets["react.content-banner"].schema.properties.hideTitle.default).toBe(true);
    });
});
