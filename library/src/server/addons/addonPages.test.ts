/**
 * Add-on pages (plugins/README.md "Pages", API version 5): an enabled add-on's page renders in
 * the site's frame with its tick, null and notFound() answer the 404 page, forbidden() the 403
 * page, a disabled add-on's page is a 404, and a page path that is taken or under /api/ keeps the
 * add-on from starting.
 */
import fs from "node:fs";
import path from "node:path";
import { ADDON_API_VERSION } from "@library/addons/addonApiVersion";
import { ROOT_DIR } from "@server/config/env";
import { createTestApp, type ITestApp } from "@server/testing/testApp";
import { takeConsoleErrors } from "@tests/setup/consoleGuard";

let t: ITestApp;
let pluginsDir: string;

function writeAddon(key: string, server: string): void {
    const dir = path.join(pluginsDir, key, "src/server");
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(pluginsDir, key, "addon.json"), JSON.stringify({ key, name: key, apiVersion: ADDON_API_VERSION, server: "src/server/addon.ts" }));
    fs.writeFileSync(path.join(dir, "addon.ts"), server);
}

beforeAll(async () => {
    // Inside the repository's data/ folder, so the add-on's import of react resolves (as in addonGuide.test.ts).
    const dataDir = path.join(ROOT_DIR, "data");
    fs.mkdirSync(dataDir, { recursive: true });
    pluginsDir = fs.mkdtempSync(path.join(dataDir, "test-addon-pages-"));
    writeAddon(
        "pager",
        `import { createElement } from "react";
        import { forbidden, notFound } from "@server/addons/serverAddonApi";
        export default (api) => {
            api.registerPage({
                path: "/pager/:name",
                render: async (request) => {
                    const { name } = request.params;
                    if (name === "none") return null;
                    if (name === "missing") throw notFound("Thing");
                    if (name === "secret") throw forbidden();
                    return { title: "Page " + name, body: createElement("p", { id: "pager-body" }, "Hello " + name), tick: { type: "kb_view" } };
                },
            });
        };`,
    );
    writeAddon("clash", `export default (api) => { api.registerPage({ path: "/discussions", render: async () => null }); };`);
    writeAddon("apipath", `export default (api) => { api.registerPage({ path: "/api/v2/mine", render: async () => null }); };`);
    t = await createTestApp({ pluginsDir, config: { "EnabledPlugins.pager": true, "EnabledPlugins.clash": true, "EnabledPlugins.apipath": true } });
});
afterAll(async () => {
    await t?.close();
    fs.rmSync(pluginsDir, { recursive: true, force: true });
});

it("renders the page in the site's frame, escaped, with its title and tick", async () => {
    const page = await t.app.inject("/pager/%3Cb%3Ex");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<title>Page &lt;b&gt;x - ");
    expect(page.body).toMatch(/<h1[^>]*>Page &lt;b&gt;x<\/h1>/);
    expect(page.body).toContain('<p id="pager-body">Hello &lt;b&gt;x</p>');
    expect(page.body).toContain('id="main-content"');
    expect(page.body).toContain('"tick":{"type":"kb_view"}');
});

it("answers the 404 page for null and notFound(), the 403 page for forbidden()", async () => {
    expect((await t.app.inject("/pager/none")).statusCode).toBe(404);
    expect((await t.app.inject("/pager/missing")).statusCode).toBe(404);
    const secret = await t.app.inject("/pager/secret");
    expect(secret.statusCode).toBe(403);
    expect(secret.body).toContain("Permission Problem");
});

it("answers 404 while the add-on is off", async () => {
    await t.app.hearth.config.set("EnabledPlugins.pager", false);
    try {
        expect((await t.app.inject("/pager/hello")).statusCode).toBe(404);
    } finally {
        await t.app.hearth.config.set("EnabledPlugins.pager", true);
    }
    expect((await t.app.inject("/pager/hello")).statusCode).toBe(200);
});

it("keeps an add-on whose page path is taken or under /api/ from starting, and the core's page answers", async () => {
    const problems = Object.fromEntries(t.app.hearth.addons.problems().map((problem) => [problem.key, problem.reason]));
    expect(problems.clash).toContain("its page /discussions could not be added");
    expect(problems.apipath).toContain('the page path "/api/v2/mine" must start with "/" and not be under /api/');
    expect((await t.app.inject("/discussions")).statusCode).toBe(200);
    takeConsoleErrors();
});
