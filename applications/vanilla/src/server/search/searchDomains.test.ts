/**
 * Search domains for add-ons (issue 11 item 5; plugins/README.md "Search domains"): an enabled
 * add-on's domain answers GET /api/v2/search?domain=<key> and joins the combined search after
 * the core's results; it checks its own permissions; a disabled add-on's domain is unknown; a
 * failing domain leaves the rest of the search working.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ADDON_API_VERSION } from "@library/addons/addonApiVersion";
import type { ISearchResult } from "@library/search/searchTypes";
import { createTestApp, JSON_HEADERS, signIn, type ITestApp } from "@server/testing/testApp";

let t: ITestApp;
let pluginsDir: string;
let member: string;

/** "recipes": five recipes (one without a date) for signed-in members only; "broken": throws until told otherwise. */
const RECIPES_ADDON = `
const RECIPES = [
    { id: 1, name: "Quillberry pie", text: "Bake the quillberry <filling> for an hour & serve.", date: "2026-01-01T00:00:00.000Z" },
    { id: 2, name: "Quillberry jam", text: "Boil quillberry with sugar.", date: "2026-01-02T00:00:00.000Z" },
    { id: 3, name: "Plain bread", text: "Flour, water, salt.", date: "2026-01-03T00:00:00.000Z" },
    { id: 4, name: "Gooseberry fool", text: "Gooseberry and cream, undated." },
    { id: 5, name: "Gooseberry crumble", text: "Gooseberry under crumbs.", date: "2026-01-05T02:30:00+02:00" },
];
export default (api) => {
    api.registerSearchDomain({
        key: "recipes",
        name: "Recipes",
        recordTypes: ["recipe"],
        async search(query, request) {
            if ((await api.currentUser(request)).userID === 0) return [];
            const words = query.query.toLowerCase().split(/\\s+/).filter(Boolean);
            return RECIPES.filter((recipe) => words.every((word) => (recipe.name + " " + recipe.text).toLowerCase().includes(word)))
                .slice(0, query.limit)
                .map((recipe) => ({ recordType: "recipe", recordID: recipe.id, name: recipe.name, url: "/recipes/" + recipe.id, excerpt: recipe.text, dateInserted: recipe.date }));
        },
    });
};`;

function writeAddon(key: string, source: string): void {
    const dir = path.join(pluginsDir, key, "src/server");
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(pluginsDir, key, "addon.json"), JSON.stringify({ key, name: key, apiVersion: ADDON_API_VERSION, server: "src/server/addon.ts" }));
    fs.writeFileSync(path.join(dir, "addon.ts"), source);
}

beforeAll(async () => {
    pluginsDir = fs.mkdtempSync(path.join(os.tmpdir(), "hearth-test-search-domains-"));
    writeAddon("recipes", RECIPES_ADDON);
    // Down until a test brings it back (globalThis.hearthTestBrokenUp).
    writeAddon(
        "broken",
        `export default (api) => api.registerSearchDomain({ key: "broken", name: "Broken", recordTypes: ["thing"], search: async () => {
            if (!globalThis.hearthTestBrokenUp) throw new Error("down");
            return [{ recordType: "thing", recordID: 1, name: "Quillberry thing", url: "/things/1", dateInserted: "2026-02-01T00:00:00.000Z" }];
        } });`,
    );
    t = await createTestApp({ pluginsDir, config: { "EnabledPlugins.recipes": true, "EnabledPlugins.broken": true } });
    member = await signIn(t.app, "member");
    const categoryID = (await t.db.selectFrom("categories").select("categoryID").where("urlcode", "=", "general").executeTakeFirstOrThrow()).categoryID;
    const posted = await t.app.inject({
        method: "POST",
        url: "/api/v2/discussions",
        headers: { ...JSON_HEADERS, cookie: member },
        payload: { categoryID, name: "Where to buy quillberry", body: "Any market selling quillberry?", format: "markdown" },
    });
    expect(posted.statusCode).toBe(201);
});
afterAll(async () => {
    await t?.close();
    fs.rmSync(pluginsDir, { recursive: true, force: true });
});

async function search(query: string, cookie = member) {
    const response = await t.app.inject({ url: `/api/v2/search?${query}`, headers: cookie ? { cookie } : {} });
    return { status: response.statusCode, results: response.json<ISearchResult[]>(), count: Number(response.headers["x-app-page-result-count"]) };
}

it("searches one add-on domain, its excerpt escaped and marked", async () => {
    const { status, results, count } = await search("domain=recipes&query=quillberry&expand=excerpt");
    expect(status).toBe(200);
    expect(count).toBe(2);
    expect(results.map((result) => [result.recordType, result.name, result.url, result.isForeign])).toEqual([
        ["recipe", "Quillberry pie", "/recipes/1", false],
        ["recipe", "Quillberry jam", "/recipes/2", false],
    ]);
    expect(results[0]!.excerpt).toBe("Bake the <mark>quillberry</mark> &lt;filling&gt; for an hour &amp; serve.");
});

it("answers each result's dateInserted as a UTC date-time, and leaves out a result without one", async () => {
    const { status, results, count } = await search("domain=recipes&query=gooseberry");
    expect(status).toBe(200);
    expect([count, results.map((result) => [result.name, result.dateInserted])]).toEqual([1, [["Gooseberry crumble", "2026-01-05T00:30:00.000Z"]]]);
});

it("lets the domain check its own permissions", async () => {
    expect((await search("domain=recipes&query=quillberry", "")).count).toBe(0);
});

it("puts the add-on results after the core's in the combined search, pages through both, and leaves a failing domain out", async () => {
    const all = await search("query=quillberry");
    expect(all.status).toBe(200);
    expect(all.count).toBe(3);
    expect(all.results.map((result) => result.recordType)).toEqual(["discussion", "recipe", "recipe"]);
    const second = await search("query=quillberry&limit=2&page=2");
    expect(second.results.map((result) => result.name)).toEqual(["Quillberry jam"]);
    // The core domain alone, and a core-only filter, leave the add-ons out.
    expect((await search("query=quillberry&domain=discussions")).count).toBe(1);
    expect((await search("query=quillberry&recordTypes=discussion")).count).toBe(1);
    expect((await search("query=quillberry&recordTypes=recipe")).count).toBe(2);
});

it("asks a domain that failed again at the next search: an answer without its results is not kept", async () => {
    const flags = globalThis as { hearthTestBrokenUp?: boolean };
    expect((await search("query=quillberry&limit=10")).results.map((result) => result.name)).not.toContain("Quillberry thing");
    flags.hearthTestBrokenUp = true;
    try {
        const again = await search("query=quillberry&limit=10");
        expect([again.count, again.results.map((result) => result.name)]).toEqual([4, expect.arrayContaining(["Quillberry thing"])]);
    } finally {
        flags.hearthTestBrokenUp = false;
    }
});

it("knows no domain of a disabled add-on", async () => {
    await t.app.hearth.config.set("EnabledPlugins.recipes", false);
    try {
        const answer = await t.app.inject({ url: "/api/v2/search?domain=recipes&query=quillberry", headers: { cookie: member } });
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toMatchObject({ errors: [{ field: "domain" }] });
        expect((await search("query=quillberry")).count).toBe(1);
    } finally {
        await t.app.hearth.config.set("EnabledPlugins.recipes", true);
    }
});
