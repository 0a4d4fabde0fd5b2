/**
 * The knowledge add-on through its API and its pages: the demo help centre, the pages (TOC
 * anchors, breadcrumbs, ticks, "Was this helpful?"), revisions and restore, the per-knowledge-base
 * role lists enforced on the server (the permission matrix below), its own search domain on
 * /kb/search, and nothing of it — routes, pages, script — while the add-on is off.
 */
import { AssetManifest } from "@server/ssr/assetManifest";
import { pageAssetsIn } from "@server/ssr/assetLoader";
import { createUser } from "@server/users/usersModel";
import { createTestApp, signIn, TEST_PASSWORD, type ITestApp } from "@server/testing/testApp";
import type { KbDatabase } from "./kbModel";
import { seedKnowledgeBase } from "./kbSeed";

let forum: ITestApp;
const cookies: Record<string, string> = {};
const API = { "x-requested-with": "vanilla", "content-type": "application/json" };
type Who = "guest" | "member" | "other" | "moderator" | "admin";

beforeAll(async () => {
    forum = await createTestApp({ config: { "EnabledPlugins.knowledge": true } });
    // The tests' shared forum image is seeded with every add-on off: seed this one's demo data here.
    await seedKnowledgeBase(forum.db as unknown as KbDatabase);
    await createUser(forum.db, { name: "other", email: "other@example.com", password: TEST_PASSWORD, roleType: "member", emailConfirmed: true });
    for (const name of ["member", "other", "moderator", "admin"]) cookies[name] = await signIn(forum.app, name);
});
afterAll(() => forum?.close());

const call = (method: "GET" | "POST" | "PATCH" | "PUT", url: string, who: Who = "guest", payload?: unknown) =>
    forum.app.inject({ method, url, headers: { ...(method === "GET" ? {} : API), ...(who !== "guest" ? { cookie: cookies[who] } : {}) }, ...(payload ? { payload: JSON.stringify(payload) } : {}) });

async function helpCentre() {
    const kbs = (await call("GET", "/api/v2/knowledge-bases", "member")).json() as Array<{ knowledgeBaseID: number; urlCode: string }>;
    return kbs.find((kb) => kb.urlCode === "help")!;
}

async function newArticle(knowledgeBaseID: number, name: string, body = "# Intro\n\nHello.\n\n## Details\n\nMore.") {
    const created = await call("POST", "/api/v2/articles", "moderator", { knowledgeBaseID, name, body, format: "markdown" });
    expect(created.statusCode).toBe(201);
    return created.json() as { articleID: number; url: string };
}

async function roleID(type: string): Promise<number> {
    return (await forum.db.selectFrom("roles").select("roleID").where("type", "=", type).orderBy("roleID").executeTakeFirstOrThrow()).roleID;
}

const tickOf = (html: string) => /"tick":(\{[^}]*\})/.exec(html)?.[1];

it("seeds one help centre with two categories and four articles, listed on /kb and /kb/help", async () => {
    const kb = await helpCentre();
    expect(kb).toMatchObject({ name: "Help Center", viewType: "help", countArticles: 4, url: "/kb/help" });
    const categories = (await call("GET", `/api/v2/knowledge-categories?knowledgeBaseID=${kb.knowledgeBaseID}`)).json() as Array<{ name: string }>;
    expect(categories.map((category) => category.name)).toEqual(["Getting Started", "Your Account"]);
    const list = await call("GET", "/kb");
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('href="/kb/help"');
    expect(tickOf(list.body)).toContain('"kb_view"');
    const home = await call("GET", "/kb/help");
    expect(home.statusCode).toBe(200);
    const gettingStarted = home.body.indexOf(">Getting Started<");
    expect(gettingStarted).toBeGreaterThan(0);
    expect(home.body.indexOf(">Welcome to the community<")).toBeGreaterThan(gettingStarted);
    expect(home.body.indexOf(">Changing your password<")).toBeGreaterThan(home.body.indexOf(">Your Account<"));
    expect(home.body).not.toContain("New Article");
    expect((await call("GET", "/kb/help", "moderator")).body).toContain('href="/kb/help/new"');
    expect(tickOf(home.body)).toContain('"kb_view"');
    expect((await call("GET", "/kb/nothing-here")).statusCode).toBe(404);
    // The way in from the forum: a panel box on the discussions list.
    const discussions = (await call("GET", "/discussions", "member")).body;
    expect(discussions).toContain('data-react="KnowledgeBasesBox"');
    expect(discussions).toMatch(/<a href="\/kb\/help">Help Center<\/a>/);
});

it("shows an article with breadcrumbs, a table of contents linking to heading anchors, and its tick", async () => {
    const [article] = (await call("GET", "/api/v2/articles?limit=1")).json() as Array<{ articleID: number; url: string; name: string }>;
    expect(article!.url).toBe(`/kb/articles/${article!.articleID}-welcome-to-the-community`);
    const page = await call("GET", article!.url);
    expect(page.statusCode).toBe(200);
    const breadcrumbs = page.body.slice(page.body.indexOf('aria-label="Breadcrumb"'));
    expect(breadcrumbs.indexOf(">Knowledge Bases<")).toBeLessThan(breadcrumbs.indexOf(">Help Center<"));
    expect(breadcrumbs.indexOf(">Help Center<")).toBeLessThan(breadcrumbs.indexOf(">Getting Started<"));
    for (const [id, text] of [
        ["kb-finding-your-way", "Finding your way"],
        ["kb-starting-a-discussion", "Starting a discussion"],
        ["kb-formatting", "Formatting"],
    ]) {
        expect(page.body).toContain(`<a href="#${id}">${text}</a>`);
        expect(page.body).toMatch(new RegExp(`<h[34] id="${id}">${text}</h[34]>`));
    }
    expect(tickOf(page.body)).toContain('"kb_article_view"');
    // The slug is decoration: the ID alone finds the article.
    expect((await call("GET", `/kb/articles/${article!.articleID}`)).statusCode).toBe(200);
    expect((await call("GET", "/kb/articles/999999-missing")).statusCode).toBe(404);
    const category = (await call("GET", "/api/v2/knowledge-categories")).json()[0] as { url: string };
    const categoryPage = await call("GET", category.url);
    expect(categoryPage.body).toContain(">Welcome to the community<");
    expect(tickOf(categoryPage.body)).toContain('"kb_category_view"');
});

it("escapes names and sanitises bodies on the way into the page", async () => {
    const kb = await helpCentre();
    const { url } = await newArticle(kb.knowledgeBaseID, "<script>alert(1)</script> title", '# <img src=x onerror=alert(1)>Heading\n\n<script>alert(2)</script>\n\n[bad](javascript:alert(3))');
    const page = (await call("GET", url)).body;
    expect(page).not.toContain("<script>alert");
    // Written HTML stays text: no element, no attribute, no script link.
    expect(page).not.toMatch(/<img[^>]*onerror/);
    expect(page).toContain("&lt;img src=x onerror=alert(1)&gt;Heading");
    expect(page).not.toContain('href="javascript:');
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt; title");
});

it("counts one 'Was this helpful?' answer per member, changeable, and refuses guests", async () => {
    const kb = await helpCentre();
    const { articleID, url } = await newArticle(kb.knowledgeBaseID, "Helpful or not");
    const react = (who: Who, value: string) => call("PUT", `/api/v2/articles/${articleID}/react`, who, { reaction: "helpful", value });
    expect((await react("guest", "yes")).statusCode).toBe(403);
    const tenAtOnce = await Promise.all(Array.from({ length: 10 }, () => react("member", "yes")));
    expect(tenAtOnce.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect((await react("other", "yes")).json().reactions[0]).toMatchObject({ yes: 2, no: 0, userReaction: "yes" });
    expect((await react("member", "no")).json().reactions[0]).toMatchObject({ yes: 1, no: 1, userReaction: "no" });
    expect((await react("member", "maybe")).statusCode).toBe(400);
    const asMember = (await call("GET", url, "member")).body;
    expect(asMember).toContain('data-kb-helpful="no" data-article-id="' + articleID + '" aria-pressed="true"');
    expect(asMember).toContain("1 found this helpful, 1 did not.");
    expect((await call("GET", url)).body).toContain("Sign in to answer");
});

it("keeps a revision for every save and restores an old one as a new save", async () => {
    const kb = await helpCentre();
    const { articleID } = await newArticle(kb.knowledgeBaseID, "Versioned", "First text");
    expect((await call("PATCH", `/api/v2/articles/${articleID}`, "moderator", { body: "Second text", format: "markdown" })).statusCode).toBe(200);
    expect((await call("PATCH", `/api/v2/articles/${articleID}`, "admin", { name: "Versioned again", body: "Third text", format: "markdown" })).statusCode).toBe(200);
    const revisions = (await call("GET", `/api/v2/articles/${articleID}/revisions`, "moderator")).json() as Array<{ articleRevisionID: number; body: string; name: string; insertUser: { name: string } }>;
    expect(revisions.map((revision) => [revision.body, revision.insertUser.name])).toEqual([
        ["Third text", "admin"],
        ["Second text", "moderator"],
        ["First text", "moderator"],
    ]);
    const first = revisions[2]!.articleRevisionID;
    const restored = await call("POST", `/api/v2/articles/${articleID}/revisions/${first}/restore`, "moderator", {});
    expect(restored.json()).toMatchObject({ name: "Versioned", body: "First text" });
    expect((await call("GET", `/api/v2/articles/${articleID}/revisions`, "moderator")).json()).toHaveLength(4);
    expect((await call("GET", `/api/v2/articles/${articleID}/revisions`, "member")).statusCode).toBe(403);
    // The editor page lists them with Restore buttons (the island's props).
    const editor = (await call("GET", `/kb/articles/${articleID}/edit`, "moderator")).body;
    expect(editor).toContain('data-react="KnowledgeArticleEditor"');
    expect((await call("GET", `/kb/articles/${articleID}/edit`, "member")).statusCode).toBe(403);
});

it("pages the article list with the x-app-page headers", async () => {
    const kb = await helpCentre();
    const first = await call("GET", `/api/v2/articles?knowledgeBaseID=${kb.knowledgeBaseID}&limit=2`);
    expect(first.json()).toHaveLength(2);
    expect(first.headers["x-app-page-current"]).toBe("1");
    const total = Number(first.headers["x-app-page-result-count"]);
    expect(total).toBeGreaterThanOrEqual(4);
    expect(first.headers["x-app-page-next-url"]).toContain("page=2");
    const last = await call("GET", `/api/v2/articles?knowledgeBaseID=${kb.knowledgeBaseID}&limit=2&page=${Math.ceil(total / 2)}`);
    expect(last.headers["x-app-page-next-url"]).toBeUndefined();
    expect(last.headers["x-app-page-prev-url"]).toContain(`page=${Math.ceil(total / 2) - 1}`);
});

it("hides drafts from readers and deleted articles from everyone but editors", async () => {
    const kb = await helpCentre();
    const draft = await call("POST", "/api/v2/articles", "moderator", { knowledgeBaseID: kb.knowledgeBaseID, name: "Secret draft", body: "Not yet", format: "markdown", status: "draft" });
    const { articleID, url } = draft.json() as { articleID: number; url: string };
    expect((await call("GET", url, "member")).statusCode).toBe(404);
    expect((await call("GET", `/api/v2/articles/${articleID}`, "member")).statusCode).toBe(404);
    expect((await call("GET", url, "moderator")).statusCode).toBe(200);
    expect((await call("GET", "/api/v2/articles?status=draft", "member")).json()).toEqual([]);
    expect(((await call("GET", "/api/v2/articles?status=draft", "moderator")).json() as Array<{ articleID: number }>).map((row) => row.articleID)).toContain(articleID);
    expect((await call("PATCH", `/api/v2/articles/${articleID}/status`, "moderator", { status: "deleted" })).statusCode).toBe(200);
    expect((await call("GET", url, "moderator")).statusCode).toBe(200);
    expect((await call("GET", "/kb/help", "member")).body).not.toContain("Secret draft");
});

describe("permissions (server-enforced)", () => {
    const WHO: Who[] = ["guest", "member", "moderator", "admin"];
    it.each([
        ["read an article", async (_kb: number, article: number) => ({ method: "GET", url: `/api/v2/articles/${article}` }), [200, 200, 200, 200]],
        ["write an article", async (kb: number) => ({ method: "POST", url: "/api/v2/articles", payload: { knowledgeBaseID: kb, name: "Matrix", body: "Cell", format: "markdown" } }), [403, 403, 201, 201]],
        ["edit an article", async (_kb: number, article: number) => ({ method: "PATCH", url: `/api/v2/articles/${article}`, payload: { body: "Edited", format: "markdown" } }), [403, 403, 200, 200]],
        ["list revisions", async (_kb: number, article: number) => ({ method: "GET", url: `/api/v2/articles/${article}/revisions` }), [403, 403, 200, 200]],
        ["add a category", async (kb: number) => ({ method: "POST", url: "/api/v2/knowledge-categories", payload: { knowledgeBaseID: kb, name: "Matrix" } }), [403, 403, 201, 201]],
        ["create a knowledge base", async () => ({ method: "POST", url: "/api/v2/knowledge-bases", payload: { name: "Matrix", urlCode: `matrix-${Math.random().toString(36).slice(2, 8)}`, viewType: "guide" } }), [403, 403, 403, 201]],
        ["answer 'Was this helpful?'", async (_kb: number, article: number) => ({ method: "PUT", url: `/api/v2/articles/${article}/react`, payload: { reaction: "helpful", value: "yes" } }), [403, 200, 200, 200]],
    ] as const)("%s: guest, member, moderator, admin", async (_name, make, expected) => {
        const kb = await helpCentre();
        const { articleID } = await newArticle(kb.knowledgeBaseID, "Matrix article");
        const statuses: number[] = [];
        for (const who of WHO) {
            const request = (await make(kb.knowledgeBaseID, articleID)) as { method: "GET" | "POST" | "PATCH" | "PUT"; url: string; payload?: unknown };
            statuses.push((await call(request.method, request.url, who, request.payload)).statusCode);
        }
        expect(statuses).toEqual(expected);
    });

    it("limits a knowledge base's readers and its editors to the roles it names", async () => {
        const created = await call("POST", "/api/v2/knowledge-bases", "admin", { name: "Staff handbook", urlCode: "staff-handbook", viewType: "guide", viewRoleIDs: [await roleID("moderator"), await roleID("administrator")], editRoleIDs: [await roleID("administrator")] });
        expect(created.statusCode).toBe(201);
        const kbID = created.json().knowledgeBaseID as number;
        expect((await call("POST", "/api/v2/knowledge-bases", "admin", { name: "Again", urlCode: "staff-handbook", viewType: "guide" })).statusCode).toBe(409);
        const written = await call("POST", "/api/v2/articles", "admin", { knowledgeBaseID: kbID, name: "Moderation handbook", body: "# Rules\n\nBe kind.", format: "markdown" });
        expect(written.statusCode).toBe(201);
        const { articleID, url } = written.json() as { articleID: number; url: string };
        // Readers: moderators and administrators only; members and guests do not learn it exists.
        for (const who of ["guest", "member"] as const) {
            expect((await call("GET", "/kb/staff-handbook", who)).statusCode).toBe(404);
            expect((await call("GET", url, who)).statusCode).toBe(404);
            expect((await call("GET", `/api/v2/articles/${articleID}`, who)).statusCode).toBe(404);
            expect(((await call("GET", "/api/v2/knowledge-bases", who)).json() as Array<{ urlCode: string }>).map((kb) => kb.urlCode)).not.toContain("staff-handbook");
            expect(((await call("GET", "/api/v2/search?domain=knowledge&query=handbook", who)).json() as unknown[]).length).toBe(0);
        }
        expect((await call("GET", url, "moderator")).statusCode).toBe(200);
        // A guide is navigated as one tree of its categories and articles.
        const guide = (await call("GET", "/kb/staff-handbook", "moderator")).body;
        const tree = guide.slice(guide.indexOf('aria-label="Staff handbook contents"'));
        expect(tree).toContain(`<a href="${url}">Moderation handbook</a>`);
        expect(((await call("GET", "/api/v2/search?domain=knowledge&query=handbook", "moderator")).json() as Array<{ recordID: number }>).map((row) => row.recordID)).toEqual([articleID]);
        // Editors: administrators only, although moderators hold knowledge.articles.add.
        expect((await call("PATCH", `/api/v2/articles/${articleID}`, "moderator", { body: "Changed", format: "markdown" })).statusCode).toBe(403);
        expect((await call("GET", "/kb/staff-handbook", "moderator")).body).not.toContain("New Article");
        expect((await call("PATCH", `/api/v2/articles/${articleID}`, "admin", { body: "Changed", format: "markdown" })).statusCode).toBe(200);
        // Ten saves of the same role list at once leave that list, once.
        const staffRoles = [await roleID("moderator"), await roleID("administrator")];
        const saves = await Promise.all(Array.from({ length: 10 }, () => call("PATCH", `/api/v2/knowledge-bases/${kbID}`, "admin", { viewRoleIDs: staffRoles })));
        expect(saves.map((save) => save.statusCode)).toEqual(Array(10).fill(200));
        expect((await call("GET", `/api/v2/knowledge-bases/${kbID}`, "admin")).json().viewRoleIDs).toHaveLength(2);
        expect((await call("PATCH", `/api/v2/knowledge-bases/${kbID}`, "admin", { urlCode: "help" })).statusCode).toBe(409);
        // Opening it up again: members read it.
        expect((await call("PATCH", `/api/v2/knowledge-bases/${kbID}`, "admin", { viewRoleIDs: [] })).statusCode).toBe(200);
        expect((await call("GET", url, "member")).statusCode).toBe(200);
    });
});

it("searches articles only on /kb/search and as the 'knowledge' domain of the site search", async () => {
    const api = (await call("GET", "/api/v2/search?domain=knowledge&query=password")).json() as Array<{ recordType: string; name: string }>;
    expect(api.map((row) => [row.recordType, row.name])).toEqual([["article", "Changing your password"]]);
    const page = await call("GET", "/kb/search?query=password");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Changing your password");
    // The forum's own posts about passwords stay on /search, and so do the forum's filters.
    expect(page.body).not.toContain('href="/discussion/');
    expect(page.body).not.toContain("Apply Filters");
    expect((await call("GET", "/search?query=password")).body).toContain("Apply Filters");
    // Typed text is text, not a pattern.
    expect((await call("GET", "/api/v2/search?domain=knowledge&query=%25")).json()).toEqual([]);
});

it("leaves no trace while disabled: API routes and pages 404, its script and search domain gone", async () => {
    const kb = await helpCentre();
    const { articleID, url } = await newArticle(kb.knowledgeBaseID, "Switched off");
    const manifest = new AssetManifest({ publicPath: "/assets/", entrypoints: { basicPage: ["basicPage.js"], knowledge: ["knowledge.js"] }, addons: { knowledge: ["knowledge"] } });
    const host = forum.app.hearth as unknown as { manifest: AssetManifest };
    const original = host.manifest;
    host.manifest = manifest;
    try {
        expect(pageAssetsIn((await call("GET", "/kb")).body)?.scripts).toContain("/assets/knowledge.js");
        const disabled = await forum.app.inject({ method: "PATCH", url: "/api/v2/addons/knowledge", headers: { ...API, cookie: cookies.admin }, payload: JSON.stringify({ enabled: false }) });
        expect(disabled.statusCode).toBe(200);
        for (const path of ["/kb", "/kb/help", url, `/kb/articles/${articleID}/edit`, "/kb/help/new", "/kb/search?query=password"]) expect((await call("GET", path, "moderator")).statusCode).toBe(404);
        for (const path of ["/api/v2/knowledge-bases", "/api/v2/knowledge-categories", "/api/v2/articles", `/api/v2/articles/${articleID}`]) expect((await call("GET", path, "moderator")).statusCode).toBe(404);
        expect((await call("GET", "/api/v2/search?domain=knowledge&query=password")).statusCode).toBe(400);
        const home = (await call("GET", "/discussions", "member")).body;
        expect(home).not.toContain("knowledge.js");
        expect(home).not.toContain("KnowledgeBasesBox");
        expect(home).not.toMatch(/"addons":\[[^\]]*"knowledge"/);
    } finally {
        host.manifest = original;
        await forum.app.hearth.config.set("EnabledPlugins.knowledge", true);
    }
});
