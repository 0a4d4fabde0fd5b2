/**
 * Post types open to add-ons (plugins/README.md "api.registerPostType"): an enabled add-on's type
 * gets its create-post addresses, /post/{type} and /post/{type}/{category}; a disabled one's
 * answer the 404 page.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ADDON_API_VERSION } from "@library/addons/addonApiVersion";
import { createTestApp, signIn, type ITestApp } from "@server/testing/testApp";

let t: ITestApp;
let pluginsDir: string;
let member: string;

beforeAll(async () => {
    pluginsDir = fs.mkdtempSync(path.join(os.tmpdir(), "hearth-test-post-types-"));
    const dir = path.join(pluginsDir, "asking", "src/server");
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(pluginsDir, "asking", "addon.json"), JSON.stringify({ key: "asking", name: "Asking", apiVersion: ADDON_API_VERSION, server: "src/server/addon.ts" }));
    fs.writeFileSync(path.join(dir, "addon.ts"), `export default (api) => api.registerPostType({ type: "question", label: "Question" });`);
    t = await createTestApp({ pluginsDir, config: { "EnabledPlugins.asking": true } });
    member = await signIn(t.app, "member");
});
afterAll(async () => {
    await t?.close();
    fs.rmSync(pluginsDir, { recursive: true, force: true });
});

it("opens the create page with the add-on's type chosen beside the core's", async () => {
    const page = await t.app.inject({ url: "/post/question/general", headers: { cookie: member } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<select[^>]*name="type"[^>]*>.*<option value="question" selected="">Question<\/option>/s);
    expect(page.body).toContain('<option value="discussion">Discussion</option>');
});

it("answers the 404 page for the type while the add-on is off", async () => {
    await t.app.hearth.config.set("EnabledPlugins.asking", false);
    try {
        expect((await t.app.inject({ url: "/post/question/general", headers: { cookie: member } })).statusCode).toBe(404);
        const page = await t.app.inject({ url: "/post/discussion/general", headers: { cookie: member } });
        expect(page.statusCode).toBe(200);
        expect(page.body).not.toContain('name="type" class');
    } finally {
        await t.app.hearth.config.set("EnabledPlugins.asking", true);
    }
});
