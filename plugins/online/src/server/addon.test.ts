/**
 * The "online" add-on: on by default (GET /api/v2/online and the WhosOnline panel), and gone
 * from both once the site config disables it, without a restart. It is written against the
 * add-on facade only: its permission and settings come from there too.
 */
import { createTestApp, preloadOf, signIn, type ITestApp } from "@server/testing/testApp";

describe("the online add-on", () => {
    let forum: ITestApp;

    beforeAll(async () => {
        forum = await createTestApp();
    });

    afterAll(async () => {
        await forum?.close();
    });

    it("is enabled by default: the API answers and the discussions page has the WhosOnline island", async () => {
        const api = await forum.app.inject("/api/v2/online");
        expect(api.statusCode).toBe(200);
        expect(Array.isArray(api.json())).toBe(true);
        const html = (await forum.app.inject("/discussions")).body;
        expect(html).toContain('data-react="WhosOnline"');
        expect(preloadOf(html).meta).toMatchObject({ addons: ["online"], widgets: { panel: [expect.objectContaining({ component: "WhosOnline" })] } });
    });

    it("lists a member who was just active, as user fragments", async () => {
        const cookie = await signIn(forum.app, "member");
        await forum.app.inject({ url: "/api/v2/users/me", headers: { cookie } });
        const users = (await forum.app.inject("/api/v2/online")).json() as Array<Record<string, unknown>>;
        const member = users.find((user) => user.name === "member");
        expect(member).toBeDefined();
        expect(Object.keys(member!).sort()).toEqual(["dateLastActive", "name", "photoUrl", "userID"]);
        // The seeded members were last active long ago.
        expect(users.map((user) => user.name)).not.toContain("admin");
        expect((await forum.app.inject("/discussions")).body).toContain('href="/profile/member"');
    });

    it("leaves out members whose profile is private (shell §6)", async () => {
        const cookie = await signIn(forum.app, "moderator");
        await forum.app.inject({ url: "/api/v2/users/me", headers: { cookie } });
        const names = () => forum.app.inject("/api/v2/online").then((response) => (response.json() as Array<{ name: string }>).map((user) => user.name));
        expect(await names()).toContain("moderator");
        await forum.db.updateTable("users").set({ private: 1 }).where("name", "=", "moderator").execute();
        expect(await names()).not.toContain("moderator");
    });

    it("needs online.view, which every seeded role gets: a role without it gets 403 and no panel", async () => {
        const roles = await forum.db.selectFrom("roles").select(["type", "permissions"]).execute();
        for (const role of roles) expect({ type: role.type, granted: JSON.parse(role.permissions)["online.view"] }).toEqual({ type: role.type, granted: true });

        const guest = await forum.db.selectFrom("roles").select(["roleID", "permissions"]).where("type", "=", "guest").executeTakeFirstOrThrow();
        const withoutOnline = { ...JSON.parse(guest.permissions), "online.view": false };
        await forum.db.updateTable("roles").set({ permissions: JSON.stringify(withoutOnline) }).where("roleID", "=", guest.roleID).execute();
        try {
            const api = await forum.app.inject("/api/v2/online");
            expect(api.statusCode).toBe(403);
            expect(api.json()).toEqual({ message: "You need the online.view permission to do that.", status: 403, permissions: ["online.view"] });
            expect((await forum.app.inject("/discussions")).body).not.toContain("WhosOnline");
        } finally {
            await forum.db.updateTable("roles").set({ permissions: guest.permissions }).where("roleID", "=", guest.roleID).execute();
        }
        expect((await forum.app.inject("/api/v2/online")).statusCode).toBe(200);
    });

    it("reads its window and limit from Plugins.online.* in the site configuration", async () => {
        const cookie = await signIn(forum.app, "admin");
        await forum.app.inject({ url: "/api/v2/users/me", headers: { cookie } });
        const names = () => forum.app.inject("/api/v2/online").then((response) => (response.json() as Array<{ name: string }>).map((user) => user.name));
        expect((await names()).length).toBeGreaterThan(1);
        await forum.app.hearth.config.set("Plugins.online.limit", 1);
        try {
            expect(await names()).toEqual(["admin"]);
            await forum.app.hearth.config.set("Plugins.online.windowMinutes", 30);
            expect(preloadOf((await forum.app.inject("/discussions")).body).meta).toMatchObject({ widgets: { panel: [{ component: "WhosOnline", props: { windowMinutes: 30 } }] } });
        } finally {
            await forum.app.hearth.config.set("Plugins.online.limit", 50);
            await forum.app.hearth.config.set("Plugins.online.windowMinutes", 15);
        }
        expect(forum.app.hearth.addons.settingsOf("online")).toEqual({ windowMinutes: 15, limit: 50 });
    });

    it("is gone once disabled: /api/v2/online is 404 and no WhosOnline on the page", async () => {
        await forum.app.hearth.config.set("EnabledPlugins.online", false);
        try {
            const api = await forum.app.inject("/api/v2/online");
            expect(api.statusCode).toBe(404);
            expect(api.json()).toEqual({ message: "Not Found", status: 404 });
            const html = (await forum.app.inject("/discussions")).body;
            expect(html).not.toContain("WhosOnline");
            expect(preloadOf(html).meta).toMatchObject({ addons: [], widgets: {} });
        } finally {
            await forum.app.hearth.config.set("EnabledPlugins.online", true);
        }
        expect((await forum.app.inject("/api/v2/online")).statusCode).toBe(200);
    });
});
