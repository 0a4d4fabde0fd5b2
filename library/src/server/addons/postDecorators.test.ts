/**
 * Post decorators (plugins/README.md "Post decorators", API version 4): an enabled add-on's
 * attributes and labels reach the API and the pages, one that throws is left out alone, and a
 * disabled add-on's decorators are not asked.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ADDON_API_VERSION } from "@library/addons/addonApiVersion";
import { createTestApp, type ITestApp } from "@server/testing/testApp";
import { takeConsoleErrors } from "@tests/setup/consoleGuard";

let t: ITestApp;
let pluginsDir: string;

beforeAll(async () => {
    pluginsDir = fs.mkdtempSync(path.join(os.tmpdir(), "hearth-test-post-decorators-"));
    const dir = path.join(pluginsDir, "greeter", "src/server");
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(pluginsDir, "greeter", "addon.json"), JSON.stringify({ key: "greeter", name: "Greeter", apiVersion: ADDON_API_VERSION, server: "src/server/addon.ts" }));
    fs.writeFileSync(
        path.join(dir, "addon.ts"),
        `export default (api) => {
            api.registerPostDecorator({ name: "broken", recordType: "discussion", decorate: async () => { throw new Error("boom"); } });
            api.registerPostDecorator({
                name: "greeting",
                recordType: "discussion",
                decorate: async (posts) => new Map(posts.filter((post) => post.recordID === 1).map((post) => [post.recordID, { attributes: { hello: post.type }, label: "Greeted" }])),
            });
        };`,
    );
    t = await createTestApp({ pluginsDir, config: { "EnabledPlugins.greeter": true } });
});
afterAll(async () => {
    await t?.close();
    fs.rmSync(pluginsDir, { recursive: true, force: true });
});

it("puts the attributes in the API under the decorator's name and the label on the list, leaving out the one that throws", async () => {
    const one = await t.app.inject("/api/v2/discussions/1");
    expect(one.statusCode).toBe(200);
    expect(one.json().attributes).toEqual({ greeting: { hello: "discussion" } });
    const others = (await t.app.inject("/api/v2/discussions?limit=5")).json() as Array<{ discussionID: number; attributes: object }>;
    const notOne = others.filter((row) => row.discussionID !== 1);
    expect(notOne.length).toBeGreaterThan(0);
    expect(notOne.map((row) => row.attributes)).toEqual(notOne.map(() => ({})));
    const list = (await t.app.inject("/discussions")).body;
    const row = list.slice(list.indexOf('data-discussion-id="1"'));
    expect(row.slice(0, row.indexOf("</li>"))).toContain(">Greeted<");
    expect(takeConsoleErrors().join("\n")).toContain('The post decorator "broken" of the add-on "greeter" is left out');
});

it("asks no decorator of a disabled add-on", async () => {
    await t.app.hearth.config.set("EnabledPlugins.greeter", false);
    try {
        expect((await t.app.inject("/api/v2/discussions/1")).json().attributes).toEqual({});
        expect((await t.app.inject("/discussions")).body).not.toContain(">Greeted<");
    } finally {
        await t.app.hearth.config.set("EnabledPlugins.greeter", true);
    }
});
