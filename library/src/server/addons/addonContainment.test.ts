/**
 * A failing add-on is contained (DESIGN.md §3): test-only add-ons in a temporary plugins folder,
 * one per way of breaking, beside one that works. The site starts and serves; each broken one is
 * disabled with its reason logged; a throwing route answers 500 alone; a throwing widget shows
 * its failure message and the rest of the page renders.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { addonMigrationTables } from "@server/addons/addonRegistry";
import { ADDON_API_VERSION } from "@library/addons/addonApiVersion";
import { permissionGrantMigration } from "@server/addons/addonPermissions";
import type { IAddonPermission } from "@server/addons/serverAddonApi";
import { migrate } from "@server/db/migrations";
import { createTestApp, preloadOf, signIn, type ITestApp } from "@server/testing/testApp";
import { takeConsoleErrors } from "@tests/setup/consoleGuard";

/** Writes plugins/<key>/addon.json and, when given, its server module (an ES module importing nothing but the facade). */
function writeAddon(pluginsDir: string, key: string, manifest: Record<string, unknown>, server?: string): void {
    const dir = path.join(pluginsDir, key);
    fs.mkdirSync(path.join(dir, "src/server"), { recursive: true });
    const withServer = server === undefined ? manifest : { ...manifest, server: "src/server/addon.ts" };
    fs.writeFileSync(path.join(dir, "addon.json"), JSON.stringify({ key, name: `Test ${key}`, ...withServer }));
    if (server !== undefined) fs.writeFileSync(path.join(dir, "src/server/addon.ts"), server);
}

/** A setup that registers a route answering its own key, then runs `after`. */
const routeThen = (key: string, after = "") => `
export default (api) => {
    api.route({ method: "GET", url: "/${key}", handler: async () => ({ addon: "${key}" }) });
    ${after}
};`;

const GOOD = `
import { defineServerAddon, withIdColumn, notFound } from "@server/addons/serverAddonApi";
export default defineServerAddon((api) => {
    const settings = api.defineSettings({ greeting: "hello", limit: 2 });
    api.migrations({
        "2026-11-24-001-good-notes": (dialect) => ({
            up: (db) => withIdColumn(db.schema.createTable("good_notes"), "noteID", dialect).addColumn("body", "text", (c) => c.notNull()).execute(),
        }),
    });
    api.seedDemoForum(async ({ db }) => {
        await db.insertInto("good_notes").values([{ body: "first note" }, { body: "second note" }, { body: "third note" }]).execute();
    });
    api.declarePermission({ name: "good.read", description: "Read the notes.", defaultRoles: ["member"] });
    api.route({
        method: "GET",
        url: "/good/notes",
        handler: async (request) => {
            await api.requirePermission(request, "good.read");
            const notes = await api.db.selectFrom("good_notes").select(["noteID", "body"]).orderBy("noteID").limit(settings.get("limit")).execute();
            return { greeting: settings.get("greeting"), notes };
        },
    });
    api.route({
        method: "GET",
        url: "/good/notes/:id",
        schema: { params: { type: "object", properties: { id: { type: "integer" } } } },
        handler: async (request) => {
            const note = await api.db.selectFrom("good_notes").selectAll().where("noteID", "=", request.params.id).executeTakeFirst();
            if (!note) throw notFound("Note");
            return note;
        },
    });
    api.route({ method: "GET", url: "/good/boom", handler: async () => { throw new Error("kaboom in a route"); } });
    api.registerSearchDomain({ key: "good", name: "Notes", recordTypes: ["note"], search: async () => [] });
    api.registerWidget({ slot: "panel", name: "GoodWidget", component: () => "Good widget says hello", props: async () => ({}) });
    api.registerWidget({ slot: "panel", name: "ExplodingWidget", component: () => { throw new Error("widget kaboom"); }, props: async () => ({}) });
    api.registerWidget({ slot: "panel", name: "PropslessWidget", component: () => "never shown", props: async () => { throw new Error("props kaboom"); } });
});`;

const BROKEN: Record<string, string> = {
    noversion: "plugins/noversion/addon.json: \"apiVersion\" is missing",
    future: `plugins/future/addon.json: "apiVersion" ${ADDON_API_VERSION + 1} is not supported: this Hearth runs add-on API versions 1–${ADDON_API_VERSION}`,
    loadfail: "its server module src/server/addon.ts failed to load: cannot load me",
    setupfail: "its setup failed: setup kaboom",
    badmigration: "its migrations failed:",
    badschema: "its routes are invalid:",
    clash: "its route GET /api/v2/discussions could not be added:",
    badslot: 'its setup failed: the widget "Nowhere" names the slot "footer"; the slots are panel, discussionHeader, profile, titleBar.',
    samename: 'the component name "GoodWidget" is taken',
    badicon: 'its setup failed: the icon symbol "addon-badicon-bell" has no plain path data.',
};

describe("add-on containment", () => {
    let forum: ITestApp;
    let pluginsDir: string;
    const startLog: string[] = [];

    beforeAll(async () => {
        pluginsDir = fs.mkdtempSync(path.join(os.tmpdir(), "hearth-test-plugins-"));
        writeAddon(pluginsDir, "good", { apiVersion: 1 }, GOOD);
        writeAddon(pluginsDir, "noversion", {}, routeThen("noversion"));
        writeAddon(pluginsDir, "future", { apiVersion: ADDON_API_VERSION + 1 }, routeThen("future"));
        writeAddon(pluginsDir, "loadfail", { apiVersion: 1 }, `throw new Error("cannot load me");`);
        writeAddon(pluginsDir, "setupfail", { apiVersion: 1 }, routeThen("setupfail", `throw new Error("setup kaboom");`));
        writeAddon(pluginsDir, "badmigration", { apiVersion: 1 }, routeThen("badmigration", `api.migrations({ "001-broken": () => ({ up: (db) => db.insertInto("no_such_table").values({ a: 1 }).execute() }) });`));
        writeAddon(pluginsDir, "badschema", { apiVersion: 1 }, `export default (api) => api.route({ method: "GET", url: "/badschema", schema: { querystring: { type: "object", properties: { x: { type: "nope" } } } }, handler: async () => ({}) });`);
        writeAddon(pluginsDir, "clash", { apiVersion: 1 }, `export default (api) => api.route({ method: "GET", url: "/discussions", handler: async () => ({ stolen: true }) });`);
        writeAddon(pluginsDir, "badslot", { apiVersion: 1 }, `export default (api) => api.registerWidget({ slot: "footer", name: "Nowhere", component: () => "x", props: async () => ({}) });`);
        // Path data that would close the attribute and inject markup into the sprite every page refers to.
        writeAddon(pluginsDir, "badicon", { apiVersion: 8 }, `export default (api) => api.registerIcons({ bell: 'M0 0"/><script>alert(1)</script><path d="' });`);
        // Starts after "good" (key order) and names its widget like good's.
        writeAddon(pluginsDir, "samename", { apiVersion: 1 }, `export default (api) => api.registerWidget({ slot: "panel", name: "GoodWidget", component: () => "impostor", props: async () => ({}) });`);
        const config = Object.fromEntries(["good", ...Object.keys(BROKEN)].map((key) => [`EnabledPlugins.${key}`, true]));
        // Start-up logs go to console.error before any test's console guard is installed.
        const spy = jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => void startLog.push(args.map(String).join(" ")));
        try {
            forum = await createTestApp({ pluginsDir, config });
        } finally {
            spy.mockRestore();
        }
    });

    afterAll(async () => {
        await forum?.close();
        fs.rmSync(pluginsDir, { recursive: true, force: true });
    });

    it("starts with every broken add-on disabled, each with its reason logged", async () => {
        const problems = forum.app.hearth.addons.problems();
        expect(problems.map((problem) => problem.key).sort()).toEqual(Object.keys(BROKEN).sort());
        for (const [key, reason] of Object.entries(BROKEN)) {
            const problem = problems.find((candidate) => candidate.key === key)!;
            expect(problem.reason).toContain(reason);
            expect(startLog).toContainEqual(expect.stringContaining(`[hearth] The add-on "${key}" is disabled: ${problem.reason}`));
        }
        // No other start-up log: the good add-on started cleanly.
        expect(startLog).toHaveLength(Object.keys(BROKEN).length);
        expect(forum.app.hearth.addons.enabledKeys()).toEqual(["good"]);
    });

    it("serves the site, with the core route a broken add-on tried to take", async () => {
        const discussions = await forum.app.inject("/api/v2/discussions");
        expect(discussions.statusCode).toBe(200);
        expect(Array.isArray(discussions.json())).toBe(true);
        expect((await forum.app.inject("/discussions")).statusCode).toBe(200);
        // The page logs the good add-on's failing widgets (the last test looks at them).
        expect(takeConsoleErrors()).toHaveLength(2);
    });

    it("answers 404 for the routes of broken add-ons, even those registered before the failure", async () => {
        for (const key of ["noversion", "future", "setupfail", "badmigration", "badschema"]) {
            const response = await forum.app.inject(`/api/v2/${key}`);
            expect({ key, status: response.statusCode }).toEqual({ key, status: 404 });
        }
    });

    it("lists a broken add-on as off in GET /addons", async () => {
        const cookie = await signIn(forum.app, "admin");
        const addons = (await forum.app.inject({ url: "/api/v2/addons", headers: { cookie } })).json() as Array<{ key: string; enabled: boolean }>;
        expect(addons.find((addon) => addon.key === "good")).toMatchObject({ enabled: true });
        expect(addons.find((addon) => addon.key === "setupfail")).toMatchObject({ enabled: false });
        // No usable manifest: nothing to list it by.
        expect(addons.map((addon) => addon.key)).not.toContain("noversion");
    });

    it("runs the add-on's migrations and seed, grants its permission to its default roles, and reads its settings", async () => {
        expect((await forum.app.inject("/api/v2/good/notes")).statusCode).toBe(403);
        const cookie = await signIn(forum.app, "member");
        const notes = await forum.app.inject({ url: "/api/v2/good/notes", headers: { cookie } });
        expect(notes.statusCode).toBe(200);
        expect(notes.json()).toEqual({ greeting: "hello", notes: [expect.objectContaining({ body: "first note" }), expect.objectContaining({ body: "second note" })] });

        await forum.app.hearth.config.set("Plugins.good.limit", 3);
        await forum.app.hearth.config.set("Plugins.good.greeting", 42);
        // A value of the wrong type falls back to the default.
        expect((await forum.app.inject({ url: "/api/v2/good/notes", headers: { cookie } })).json()).toMatchObject({ greeting: "hello", notes: { length: 3 } });
        expect(forum.app.hearth.addons.settingsOf("good")).toEqual({ greeting: "hello", limit: 2 });
        expect(forum.app.hearth.addons.permissions()).toEqual([expect.objectContaining({ addon: "good", name: "good.read", defaultRoles: ["member"] })]);
        expect(forum.app.hearth.addons.searchDomains()).toEqual([expect.objectContaining({ addon: "good", key: "good", recordTypes: ["note"] })]);
    });

    it("grants a declared permission once when the add-on first starts on an existing forum, and keeps a later revocation", async () => {
        // A table of its own: the "good" add-on's table holds migrations this set does not list.
        const permission: IAddonPermission = { name: "good.extra", description: "More.", defaultRoles: ["member"] };
        const start = () => migrate(forum.db as Kysely<unknown>, forum.dialect, [{ "permission:good.extra": () => permissionGrantMigration(permission) }], addonMigrationTables("extra"));
        const memberGrants = async () => {
            const role = await forum.db.selectFrom("roles").select("permissions").where("type", "=", "member").executeTakeFirstOrThrow();
            return JSON.parse(role.permissions) as Record<string, boolean>;
        };
        expect((await memberGrants())["good.extra"]).toBeUndefined();
        await start();
        expect(await memberGrants()).toMatchObject({ "good.extra": true, "good.read": true });
        const revoked = { ...(await memberGrants()), "good.extra": false };
        await forum.db.updateTable("roles").set({ permissions: JSON.stringify(revoked) }).where("type", "=", "member").execute();
        await start();
        expect((await memberGrants())["good.extra"]).toBe(false);
    });

    it("validates route parameters with the host's schemas and error shape", async () => {
        const invalid = await forum.app.inject("/api/v2/good/notes/abc");
        expect(invalid.statusCode).toBe(400);
        expect(invalid.json()).toMatchObject({ status: 400, errors: [expect.objectContaining({ field: "id" })] });
        expect((await forum.app.inject("/api/v2/good/notes/999")).json()).toEqual({ message: "Note not found.", status: 404 });
        expect((await forum.app.inject("/api/v2/good/notes/1")).json()).toMatchObject({ noteID: 1, body: "first note" });
    });

    it("answers 500 in the API's error shape for a throwing route, and only for it", async () => {
        const boom = await forum.app.inject("/api/v2/good/boom");
        expect(boom.statusCode).toBe(500);
        expect(boom.json()).toEqual({ message: "Something went wrong.", status: 500 });
        expect((await forum.app.inject("/api/v2/good/notes/1")).statusCode).toBe(200);
        expect((await forum.app.inject("/api/v2/discussions")).statusCode).toBe(200);
    });

    it("renders the page when a widget throws: its failure message in its place, the other widgets and the page around it", async () => {
        const page = await forum.app.inject("/discussions");
        expect(page.statusCode).toBe(200);
        const html = page.body;
        expect(html).toContain("Good widget says hello");
        expect(html).not.toContain("impostor");
        expect(html).toMatch(/<div data-react="ExplodingWidget"[^>]*>.*There was a problem loading ExplodingWidget/s);
        // The page's own content is there.
        expect(preloadOf(html).meta.entry).toBe("discussionList");
        expect(html).toContain('data-react="Pager"');
        // A widget whose props fail is left out, logged.
        expect(html).not.toContain("PropslessWidget");
        const errors = takeConsoleErrors();
        expect(errors).toContainEqual(expect.stringContaining('The widget "PropslessWidget" of the add-on "good" is left out of /discussions: its props failed: props kaboom'));
        expect(errors).toContainEqual(expect.stringContaining("Render failure in ExplodingWidget on the server"));
        expect(errors).toHaveLength(2);
    });
});
