/**
 * api.registerLayoutWidget (add-on API 5): an add-on's widget joins the layout catalogue with its
 * settings schema, hydrates through its loader for the viewer, renders on the home page as an
 * island, and leaves with the add-on (a layout that keeps it shows a layout error instead).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTestApp, JSON_HEADERS, signIn, type ITestApp } from "@server/testing/testApp";
import type { IHydratedLayout } from "@library/layouts/layoutTypes";

const SHOUT = `
import { defineServerAddon } from "@server/addons/serverAddonApi";
export default defineServerAddon((api) => {
    api.registerLayoutWidget({
        type: "shout.box",
        component: "ShoutBox",
        name: "Shout Box",
        schema: { type: "object", properties: { text: { type: "string", title: "Text", default: "Hello", maxLength: 40 } } },
        load: async (request, settings) => ({ message: settings.text + ", " + (await api.currentUser(request)).name }),
        render: (props) => props.message,
    });
});`;

let t: ITestApp;
let admin: string;
const headers = () => ({ ...JSON_HEADERS, cookie: admin });

beforeAll(async () => {
    const pluginsDir = fs.mkdtempSync(path.join(os.tmpdir(), "hearth-test-plugins-"));
    fs.mkdirSync(path.join(pluginsDir, "shout/src/server"), { recursive: true });
    fs.writeFileSync(path.join(pluginsDir, "shout/addon.json"), JSON.stringify({ key: "shout", name: "Shout", version: "1.0", apiVersion: 5, server: "src/server/addon.ts" }));
    fs.writeFileSync(path.join(pluginsDir, "shout/src/server/addon.ts"), SHOUT);
    t = await createTestApp({ pluginsDir, config: { "EnabledPlugins.shout": true } });
    admin = await signIn(t.app, "admin");
});
afterAll(() => t.close());

it("lists, checks, hydrates and renders an add-on's widget while the add-on is on, and replaces it with a layout error once it is off", async () => {
    const catalog = (await t.app.inject({ url: "/api/v2/layouts/catalog?layoutViewType=home", headers: headers() })).json();
    expect(catalog.widgets["shout.box"]).toEqual({ $reactComponent: "ShoutBox", name: "Shout Box", schema: expect.objectContaining({ properties: { text: expect.objectContaining({ default: "Hello" }) } }) });

    const tooLong = await t.app.inject({ method: "POST", url: "/api/v2/layouts", headers: headers(), payload: { name: "x", layoutViewType: "home", layout: [{ $hydrate: "shout.box", text: "x".repeat(41) }] } });
    expect(tooLong.json().errors).toEqual([expect.objectContaining({ field: "layout[0].text" })]);
    const created = await t.app.inject({ method: "POST", url: "/api/v2/layouts", headers: headers(), payload: { name: "Shouting", layoutViewType: "home", layout: [{ $hydrate: "shout.box", text: "Welcome back" }] } });
    await t.app.inject({ method: "PUT", url: `/api/v2/layouts/${created.json().layoutID}/views`, headers: headers(), payload: [{ recordType: "global", recordID: -1 }] });

    // The loader reads the viewer: a guest and the administrator get their own greeting.
    const guestLayout = (await t.app.inject("/api/v2/layouts/lookup-hydrate?layoutViewType=home")).json() as IHydratedLayout;
    expect(guestLayout.layout).toEqual([{ $reactComponent: "ShoutBox", $reactProps: { message: "Welcome back, Guest" } }]);
    const adminPage = (await t.app.inject({ url: "/", headers: { cookie: admin } })).body;
    expect(adminPage).toContain('data-react="ShoutBox" data-props="{&quot;message&quot;:&quot;Welcome back, admin&quot;}"');

    const off = await t.app.inject({ method: "PATCH", url: "/api/v2/addons/shout", headers: headers(), payload: { enabled: false } });
    expect(off.statusCode).toBe(200);
    const catalogOff = (await t.app.inject({ url: "/api/v2/layouts/catalog?layoutViewType=home", headers: headers() })).json();
    expect(catalogOff.widgets["shout.box"]).toBeUndefined();
    const layoutOff = (await t.app.inject("/api/v2/layouts/lookup-hydrate?layoutViewType=home")).json() as IHydratedLayout;
    expect(layoutOff.layout).toEqual([{ $reactComponent: "LayoutError", $reactProps: expect.objectContaining({ widgetType: "shout.box" }) }]);
    expect((await t.app.inject("/")).body).not.toContain("Welcome back");
});
