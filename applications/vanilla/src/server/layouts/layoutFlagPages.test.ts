/**
 * The customLayout flags (content §9, issue 13 item 2): with each flag on, its page is drawn from
 * its view type's layout — the default being the page itself as the one page widget — with the
 * data read for the viewer; off, the page is the plain one. And a layout's redirectTo.
 */
import { createTestApp, JSON_HEADERS, signIn, type ITestApp } from "@server/testing/testApp";

let t: ITestApp;
let admin: string;
let member: string;
let staffDiscussion: { discussionID: number; name: string };
let generalDiscussion: { discussionID: number; name: string };

const FLAGS = ["discussionList", "post", "createPost"] as const;

interface IPreload {
    meta: { entry: string; mode: string };
    state: Record<string, unknown> & { layouts?: { byLookup: Record<string, { status: string; query?: unknown; data: { layoutID: string | number; redirectTo?: string; layout: Array<{ $reactComponent: string; $reactProps: Record<string, unknown> }> } }> } };
}

function preloaded(html: string): IPreload {
    return JSON.parse(/<script type="application\/json" id="hearth-preload"[^>]*>(.*?)<\/script>/s.exec(html)![1]!);
}

const widgetsIn = (html: string) => [...html.matchAll(/data-layout-widget="([^"]+)"/g)].map((match) => match[1]);

async function setFlags(on: boolean) {
    for (const flag of FLAGS) await t.app.hearth.config.set(`Feature.customLayout.${flag}.Enabled`, on);
}

/** Creates a layout of a view type and makes it serve the whole site. */
async function publish(layoutViewType: string, layout: unknown[], extra: Record<string, unknown> = {}) {
    const created = await t.app.inject({ method: "POST", url: "/api/v2/layouts", headers: { ...JSON_HEADERS, cookie: admin }, payload: { name: `${layoutViewType} test`, layoutViewType, layout, ...extra } });
    expect(created.statusCode).toBe(201);
    const { layoutID } = created.json() as { layoutID: number };
    const assigned = await t.app.inject({ method: "PUT", url: `/api/v2/layouts/${layoutID}/views`, headers: { ...JSON_HEADERS, cookie: admin }, payload: [{ recordType: "global", recordID: -1 }] });
    expect(assigned.statusCode).toBeLessThan(300);
    return layoutID;
}

async function revert(layoutViewType: string) {
    await t.app.inject({ method: "PUT", url: `/api/v2/layouts/${layoutViewType}/views`, headers: { ...JSON_HEADERS, cookie: admin }, payload: [{ recordType: "global", recordID: -1 }] });
}

beforeAll(async () => {
    t = await createTestApp({ config: Object.fromEntries(FLAGS.map((flag) => [`Feature.customLayout.${flag}.Enabled`, true])) });
    [admin, member] = await Promise.all([signIn(t.app, "admin"), signIn(t.app, "member")]);
    const pick = (urlcode: string) =>
        t.db
            .selectFrom("discussions")
            .innerJoin("categories", "categories.categoryID", "discussions.categoryID")
            .select(["discussions.discussionID", "discussions.name"])
            .where("categories.urlcode", "=", urlcode)
            .orderBy("discussions.discussionID")
            .executeTakeFirstOrThrow();
    [staffDiscussion, generalDiscussion] = await Promise.all([pick("staff"), pick("general")]);
});
afterAll(() => t.close());

describe("customLayout.discussionList", () => {
    it("draws /discussions from the discussionList layout: an App page whose page widget is the list, with the viewer's discussions", async () => {
        const guest = (await t.app.inject("/discussions")).body;
        const { meta, state } = preloaded(guest);
        expect(meta).toMatchObject({ entry: "discussionList", mode: "app" });
        expect(widgetsIn(guest)).toEqual(["DiscussionListPageWidget"]);
        expect(state.layouts!.byLookup["discussionList:siteSection:0"]).toMatchObject({
            status: "success",
            data: { layoutID: "discussionList" },
            query: { layoutViewType: "discussionList", recordType: "siteSection", recordID: 0, params: { locale: "en", siteSectionID: "0" } },
        });
        // The list itself: its title, sort selector and rows, with the guest's discussions only.
        expect(guest).toMatch(/<h1[^>]*>Recent Discussions<\/h1>/);
        expect(guest).toContain(">Sort by</label>");
        expect(guest).not.toContain(staffDiscussion.name);
        expect((await t.app.inject({ url: "/discussions", headers: { cookie: admin } })).body).toContain(staffDiscussion.name);
        // One title bar, one main landmark: the page inside the layout brings neither again.
        expect(guest.match(/<main /g)).toHaveLength(1);
    });

    it("keeps its sort and paging addresses: /discussions/p2?sort=… lists what the API lists", async () => {
        const html = (await t.app.inject({ url: "/discussions/p2?sort=-dateInserted", headers: { cookie: admin } })).body;
        const api = (await t.app.inject({ url: "/api/v2/discussions?page=2&limit=30&sort=-dateInserted&pinOrder=first", headers: { cookie: admin } })).json() as Array<{ discussionID: number }>;
        expect(api.length).toBeGreaterThan(0);
        const listed = [...html.matchAll(/data-discussion-id="(\d+)"/g)].map((match) => Number(match[1]));
        expect(listed).toEqual(api.map((row) => row.discussionID));
        expect(widgetsIn(html)).toEqual(["DiscussionListPageWidget"]);
    });

    it("shows a published layout's other widgets around the list, and the plain Island page when the flag is off", async () => {
        await publish("discussionList", [{ $hydrate: "react.html", html: "<p>List notice</p>" }, { $hydrate: "react.page.discussion-list" }]);
        try {
            const html = (await t.app.inject("/discussions")).body;
            expect(widgetsIn(html)).toEqual(["HtmlWidget", "DiscussionListPageWidget"]);
            expect(html.indexOf("List notice")).toBeLessThan(html.indexOf(">Sort by</label>"));
            await t.app.hearth.config.set("Feature.customLayout.discussionList.Enabled", false);
            const plain = (await t.app.inject("/discussions")).body;
            expect(preloaded(plain).meta.mode).toBe("island");
            expect(widgetsIn(plain)).toEqual([]);
            expect(plain).not.toContain("List notice");
        } finally {
            await t.app.hearth.config.set("Feature.customLayout.discussionList.Enabled", true);
            await revert("discussionList");
        }
    });
});

describe("customLayout.post", () => {
    it("draws the discussion page from the post layout: the discussion, its comments and reply box as islands; a hidden discussion stays hidden", async () => {
        const html = (await t.app.inject({ url: `/discussion/${generalDiscussion.discussionID}`, headers: { cookie: member } })).body;
        const { meta, state } = preloaded(html);
        expect(meta).toMatchObject({ entry: "discussion", mode: "island" });
        expect(widgetsIn(html)).toEqual(["DiscussionPageWidget"]);
        expect(html).toContain(generalDiscussion.name);
        expect(html).toContain('data-react="CommentForm"');
        expect(html).toContain(`action="/discussion/${generalDiscussion.discussionID}/comment"`);
        // An Island page sends only what its islands read: not the layout (its props are in the HTML).
        expect(state.layouts).toBeUndefined();
        expect(html.match(/<main /g)).toHaveLength(1);

        const hidden = await t.app.inject({ url: `/discussion/${staffDiscussion.discussionID}`, headers: { cookie: member } });
        expect(hidden.statusCode).toBeGreaterThanOrEqual(403);
        expect(hidden.body).not.toContain(staffDiscussion.name);
        const staffPage = (await t.app.inject({ url: `/discussion/${staffDiscussion.discussionID}`, headers: { cookie: admin } })).body;
        expect(widgetsIn(staffPage)).toEqual(["DiscussionPageWidget"]);
        expect(staffPage).toContain(staffDiscussion.name);
    });

    it("is the plain discussion page with the flag off", async () => {
        await t.app.hearth.config.set("Feature.customLayout.post.Enabled", false);
        try {
            const html = (await t.app.inject({ url: `/discussion/${generalDiscussion.discussionID}`, headers: { cookie: member } })).body;
            expect(widgetsIn(html)).toEqual([]);
            expect(html).toContain('data-react="CommentForm"');
        } finally {
            await t.app.hearth.config.set("Feature.customLayout.post.Enabled", true);
        }
    });

    it("gives the page widget no page data through lookup-hydrate alone (it shows where the page goes)", async () => {
        const answer = (await t.app.inject("/api/v2/layouts/lookup-hydrate?layoutViewType=post&recordType=siteSection&recordID=0")).json();
        expect(answer.layout).toEqual([{ $reactComponent: "DiscussionPageWidget", $reactProps: {} }]);
    });
});

describe("customLayout.createPost", () => {
    it("draws the create-post page from the createPost layout around the form; a guest is asked to sign in", async () => {
        const html = (await t.app.inject({ url: "/post/discussion", headers: { cookie: member } })).body;
        const { meta, state } = preloaded(html);
        expect(meta).toMatchObject({ entry: "createPost", mode: "app" });
        expect(widgetsIn(html)).toEqual(["CreatePostPageWidget"]);
        expect(html).toContain('action="/post/discussion"');
        expect(state.createPost).toMatchObject({ page: { form: expect.any(Object) } });
        expect(html).not.toContain('href="/categories/staff"');

        const guest = (await t.app.inject("/post/discussion")).body;
        expect(widgetsIn(guest)).toEqual(["CreatePostPageWidget"]);
        expect(guest).toContain("Sign in to start a discussion.");
        expect(guest).not.toContain('action="/post/discussion"');
    });
});

describe("redirectTo (content §2)", () => {
    it("refuses an unsafe address, answers lookup-hydrate with redirectTo, and shows the notice with a link instead of the widgets", async () => {
        for (const redirectTo of ["javascript:alert(1)", "//evil.example/", "/\\evil.example"]) {
            const refused = await t.app.inject({ method: "POST", url: "/api/v2/layouts", headers: { ...JSON_HEADERS, cookie: admin }, payload: { name: "Bad", layoutViewType: "post", layout: [], redirectTo } });
            expect(refused.statusCode).toBe(400);
            expect(refused.json().errors[0]).toMatchObject({ field: "redirectTo" });
        }

        const layoutID = await publish("post", [{ $hydrate: "react.page.discussion" }], { redirectTo: "/categories" });
        try {
            const answer = (await t.app.inject("/api/v2/layouts/lookup-hydrate?layoutViewType=post&recordType=siteSection&recordID=0")).json();
            expect(answer).toMatchObject({ layoutID, redirectTo: "/categories", layout: [] });
            const html = (await t.app.inject(`/discussion/${generalDiscussion.discussionID}`)).body;
            expect(html).toContain('data-react="LayoutRedirect"');
            expect(html).toContain("This page has moved");
            expect(html).toMatch(/<a href="\/categories">Go there now<\/a>/);
            expect(widgetsIn(html)).toEqual([]);
            // Cleared with "": the layout's widgets again.
            const cleared = await t.app.inject({ method: "PATCH", url: `/api/v2/layouts/${layoutID}`, headers: { ...JSON_HEADERS, cookie: admin }, payload: { redirectTo: "" } });
            expect(cleared.json().redirectTo).toBeUndefined();
            expect(widgetsIn((await t.app.inject(`/discussion/${generalDiscussion.discussionID}`)).body)).toEqual(["DiscussionPageWidget"]);
        } finally {
            await revert("post");
        }
    });

    it("lets only site managers set it", async () => {
        const response = await t.app.inject({ method: "POST", url: "/api/v2/layouts", headers: { ...JSON_HEADERS, cookie: member }, payload: { name: "Sneaky", layoutViewType: "home", layout: [], redirectTo: "https://example.com/" } });
        expect(response.statusCode).toBe(403);
    });
});

describe("all flags off", () => {
    it("leaves every page plain", async () => {
        await setFlags(false);
        try {
            for (const url of ["/discussions", `/discussion/${generalDiscussion.discussionID}`, "/post/discussion"]) {
                const html = (await t.app.inject({ url, headers: { cookie: member } })).body;
                expect(preloaded(html).meta.mode).toBe("island");
                expect(widgetsIn(html)).toEqual([]);
            }
        } finally {
            await setFlags(true);
        }
    });
});
