import { islandPropsOf, createTestApp, JSON_HEADERS, preloadOf, signIn, type ITestApp } from "@server/testing/testApp";

let t: ITestApp;
let admin: string;

beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, "admin");
});
afterAll(() => t.close());

describe("/dashboard/navigation", () => {
    it("renders the editor with the stored items, the locales and the roles with their permissions (guest first)", async () => {
        const page = await t.app.inject({ url: "/dashboard/navigation", headers: { cookie: admin } });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('data-react="NavigationEditor"');
        expect(page.body).toMatch(/id="nav-__0-name"[^>]*value="Posts"/);
        const props = islandPropsOf(page.body, "NavigationEditor")[0]!;
        expect(props.roles[0]).toMatchObject({ name: "Guest", permissions: { isAdmin: false } });
        expect(props.locales.map((locale: { localeID: string }) => locale.localeID)).toEqual(["en", "fr", "de", "ar"]);
        expect(props.permissionNames).toContain("community.moderate");
    });

    it("saves a per-locale navigation with a mega-menu group that the locale's title bar shows", async () => {
        const navigation = {
            "*": [{ name: "Posts", url: "/discussions" }],
            en: [{ name: "Help", badge: { type: "text", text: "New" }, children: [{ name: "Guides", children: [{ name: "Start here", url: "/discussions" }] }] }],
        };
        const saved = await t.app.inject({ method: "PATCH", url: "/api/v2/config", headers: { ...JSON_HEADERS, cookie: admin }, payload: { "Navigation.Items": navigation } });
        expect(saved.statusCode).toBe(200);
        const meta = preloadOf((await t.app.inject({ url: "/categories" })).body).meta;
        expect(meta.navigation).toEqual([{ id: "0", name: "Help", badge: { type: "text", text: "New" }, children: [{ id: "0-0", name: "Guides", children: [{ id: "0-0-0", name: "Start here", url: "/discussions" }] }] }]);
    });
});
