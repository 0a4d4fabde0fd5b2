/** The themes API (shell §7 "Themes") and the page theme (shell §4), through Fastify's inject. */
import { createTestApp, signIn, type ITestApp } from "@server/testing/testApp";
import type { ITheme } from "@library/theme/themeTypes";
import { DARK_COLORS } from "@library/theme/themeVariables";
import { PREVIEW_COOKIE } from "./themeModel";

let t: ITestApp;
let admin: string;
let member: string;
const origin = { "x-requested-with": "vanilla" };

beforeAll(async () => {
    t = await createTestApp();
    [admin, member] = await Promise.all([signIn(t.app, "admin"), signIn(t.app, "member")]);
});
afterAll(() => t.close());

async function call(method: "GET" | "PUT" | "PATCH" | "POST" | "DELETE", url: string, cookie?: string, payload?: unknown) {
    const body = payload !== undefined ? { payload: payload as object, headers: { ...origin, "content-type": "application/json" } } : { headers: origin };
    return t.app.inject({ method, url, ...body, headers: { ...body.headers, ...(cookie ? { cookie } : {}) } });
}

function themeVars(html: string): string {
    return /<style id="theme-vars">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
}

async function themeByKey(key: string): Promise<ITheme> {
    return (await call("GET", "/api/v2/themes", admin)).json<ITheme[]>().find((theme) => theme.themeKey === key)!;
}

describe("reading themes", () => {
    it("lists the built-in light and dark themes to administrators, keystone current", async () => {
        const response = await call("GET", "/api/v2/themes", admin);
        expect(response.statusCode).toBe(200);
        const themes = response.json<ITheme[]>();
        expect(themes.map((theme) => [theme.themeKey, theme.current])).toEqual([
            ["keystone", true],
            ["keystone-dark", false],
        ]);
        expect(themes[1]!.assets.variables?.data).toEqual({ preset: "dark" });
        expect((await call("GET", "/api/v2/themes", member)).statusCode).toBe(403);
    });

    it("shows the current theme to anyone, other themes only to administrators", async () => {
        expect((await call("GET", "/api/v2/themes/keystone")).statusCode).toBe(200);
        expect((await call("GET", "/api/v2/themes/current")).json().themeKey).toBe("keystone");
        expect((await call("GET", "/api/v2/themes/keystone-dark", member)).statusCode).toBe(403);
        expect((await call("GET", "/api/v2/themes/keystone-dark", admin)).json().name).toBe("Keystone Dark");
        expect((await call("GET", "/api/v2/themes/no-such-theme", admin)).statusCode).toBe(404);
    });

    it("answers 404 for a theme asset it does not have", async () => {
        expect((await call("GET", "/api/v2/themes/keystone/assets/styles.css")).statusCode).toBe(404);
        expect((await call("GET", "/api/v2/themes/keystone/assets/variables.json")).json()).toEqual({ preset: "light", followSystemColorScheme: true });
    });
});

describe("editing variables and revisions", () => {
    it("rejects bad colours with field errors and saves nothing", async () => {
        const dark = await themeByKey("keystone-dark");
        const response = await call("PATCH", `/api/v2/themes/${dark.themeID}`, admin, {
            assets: { variables: { data: { colors: { primary: "blue;}</style>", bg: "#12345" }, layout: { middleColumnWidth: 10 } } } },
        });
        expect(response.statusCode).toBe(400);
        expect((response.json().errors as Array<{ field: string }>).map((error) => error.field).sort()).toEqual(["colors.bg", "colors.primary", "layout.middleColumnWidth"]);
        expect((await call("GET", `/api/v2/themes/${dark.themeID}/revisions`, admin)).json()).toHaveLength(1);
    });

    it("saves variables as a new active revision; restoring an older one marks the others inactive", async () => {
        const { themeID } = await themeByKey("keystone-dark");
        const saved = await call("PATCH", `/api/v2/themes/${themeID}`, admin, { assets: { variables: { data: { preset: "dark", colors: { primary: "rgb(255, 128, 0)" } } } } });
        expect(saved.statusCode).toBe(200);
        expect(saved.json().revisionName).toBe("Revision 2");
        let revisions = (await call("GET", `/api/v2/themes/${themeID}/revisions`, admin)).json<ITheme[]>();
        expect(revisions.map((revision) => revision.active)).toEqual([true, false]);

        const restored = await call("PATCH", `/api/v2/themes/${themeID}`, admin, { revisionID: revisions[1]!.revisionID });
        expect(restored.json().revisionID).toBe(revisions[1]!.revisionID);
        revisions = (await call("GET", `/api/v2/themes/${themeID}/revisions`, admin)).json<ITheme[]>();
        expect(revisions.map((revision) => revision.active)).toEqual([false, true]);
    });

    it("refuses a revision of another theme, and members", async () => {
        const keystone = await themeByKey("keystone");
        const dark = await themeByKey("keystone-dark");
        const response = await call("PATCH", `/api/v2/themes/${keystone.themeID}`, admin, { revisionID: dark.revisionID });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors[0].field).toBe("revisionID");
        expect((await call("PATCH", `/api/v2/themes/${keystone.themeID}`, member, { revisionID: keystone.revisionID })).statusCode).toBe(403);
        expect((await call("GET", `/api/v2/themes/${keystone.themeID}/revisions`, member)).statusCode).toBe(403);
    });
});

describe("current theme, preview and deletion", () => {
    it("a preview changes only the previewing administrator's pages; cancel ends it", async () => {
        const dark = await themeByKey("keystone-dark");
        expect((await call("PUT", "/api/v2/themes/preview", member, { themeID: dark.themeID, revisionID: null })).statusCode).toBe(403);

        const preview = await call("PUT", "/api/v2/themes/preview", admin, { themeID: dark.themeID, revisionID: null, redirect: "/appearance/themes" });
        expect(preview.statusCode).toBe(200);
        const cookie = preview.cookies.find((candidate) => candidate.name === PREVIEW_COOKIE)!;
        const withPreview = `${admin}; ${cookie.name}=${cookie.value}`;
        const page = await t.app.inject({ url: "/discussions", headers: { cookie: withPreview } });
        expect(themeVars(page.body)).toContain(`--h-color-bg:${DARK_COLORS.bg}`);
        expect(page.body).toContain('"themePreview":{"themeID"');
        // The cookie alone does nothing for someone who may not manage themes.
        const asMember = await t.app.inject({ url: "/discussions", headers: { cookie: `${member}; ${cookie.name}=${cookie.value}` } });
        expect(themeVars(asMember.body)).not.toContain("color-scheme:dark;");
        expect(asMember.body).not.toContain("themePreview");

        const cancel = await call("PUT", "/api/v2/themes/preview", withPreview, { themeID: null, revisionID: null });
        expect(cancel.statusCode).toBe(204);
        expect(cancel.cookies.find((candidate) => candidate.name === PREVIEW_COOKIE)?.value).toBe("");
    });

    it("applying a theme paints it for guests; the current theme cannot be deleted", async () => {
        const dark = await themeByKey("keystone-dark");
        expect((await call("PUT", "/api/v2/themes/current", member, { themeID: dark.themeID })).statusCode).toBe(403);
        expect((await call("PUT", "/api/v2/themes/current", admin, {})).statusCode).toBe(400);
        const applied = await call("PUT", "/api/v2/themes/current", admin, { themeID: dark.themeID });
        expect(applied.json().current).toBe(true);
        expect(themeVars((await t.app.inject({ url: "/discussions" })).body)).toContain("color-scheme:dark;");

        const deleting = await call("DELETE", `/api/v2/themes/${dark.themeID}`, admin);
        expect(deleting.statusCode).toBe(400);
        await call("PUT", "/api/v2/themes/current", admin, { themeID: "keystone" });
        expect(themeVars((await t.app.inject({ url: "/discussions" })).body)).toContain("color-scheme:light dark;");
    });

    it("creates and deletes a theme", async () => {
        const bad = await call("POST", "/api/v2/themes", admin, { name: "Harvest", assets: { variables: { data: { colors: { fg: "not-a-colour" } } } } });
        expect(bad.statusCode).toBe(400);
        expect(bad.json().errors[0].field).toBe("colors.fg");
        expect((await call("POST", "/api/v2/themes", member, { name: "Harvest" })).statusCode).toBe(403);
        const created = await call("POST", "/api/v2/themes", admin, { name: "Harvest", parentTheme: "keystone", assets: { variables: { data: { colors: { primary: "#aa5500" } } } } });
        expect(created.statusCode).toBe(201);
        const theme = created.json<ITheme>();
        expect(theme.themeKey).toBe(`harvest-${theme.themeID}`);
        expect(theme.assets.variables?.data).toEqual({ preset: "light", followSystemColorScheme: true, colors: { primary: "#aa5500" } });
        expect((await call("DELETE", `/api/v2/themes/${theme.themeID}`, member)).statusCode).toBe(403);
        expect((await call("DELETE", `/api/v2/themes/${theme.themeID}`, admin)).statusCode).toBe(204);
        expect((await call("GET", `/api/v2/themes/${theme.themeID}`, admin)).statusCode).toBe(404);
    });
});

describe("admin pages", () => {
    it("are for administrators only", async () => {
        expect((await t.app.inject({ url: "/appearance/themes", headers: { cookie: member } })).statusCode).toBe(403);
        const page = await t.app.inject({ url: "/appearance/themes", headers: { cookie: admin } });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain("Keystone Dark");
        const keystone = await themeByKey("keystone");
        const revisions = await t.app.inject({ url: `/appearance/style-guides/${keystone.themeID}/revisions`, headers: { cookie: admin } });
        expect(revisions.statusCode).toBe(200);
        expect(revisions.body).toContain("Initial");
    });
});
