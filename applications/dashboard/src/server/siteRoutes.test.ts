import { createTestApp, signIn, type ITestApp } from "@server/testing/testApp";

let t: ITestApp;
let admin: string;
let member: string;
const json = { "x-requested-with": "vanilla", "content-type": "application/json" };

beforeAll(async () => {
    t = await createTestApp();
    [admin, member] = await Promise.all([signIn(t.app, "admin"), signIn(t.app, "member")]);
});
afterAll(() => t.close());

describe("GET /api/v2/roles", () => {
    it("lists the roles with their IDs (limit 500 by default)", async () => {
        const response = await t.app.inject({ url: "/api/v2/roles?limit=500" });
        expect(response.statusCode).toBe(200);
        expect((response.json() as Array<{ name: string }>).map((role) => role.name)).toEqual(["Guest", "Member", "Moderator", "Administrator"]);
        expect((await t.app.inject({ url: "/api/v2/roles?limit=501" })).statusCode).toBe(400);
    });
});

describe("GET /api/v2/config", () => {
    it("answers the cookie name and path to anyone (shell §7), keys matched without regard to case", async () => {
        const response = await t.app.inject({ url: "/api/v2/config?select=garden.cookie.name,garden.cookie.path" });
        expect(response.json()).toEqual({ "garden.cookie.name": "hearth_session", "garden.cookie.path": "/" });
    });

    it("keeps other keys for site managers", async () => {
        const guest = await t.app.inject({ url: "/api/v2/config?select=EnabledPlugins.online" });
        expect(guest.statusCode).toBe(403);
        const all = await t.app.inject({ url: "/api/v2/config" });
        expect(Object.keys(all.json())).not.toContain("EnabledPlugins.online");
        const asAdmin = await t.app.inject({ url: "/api/v2/config?select=EnabledPlugins.online", headers: { cookie: admin } });
        expect(asAdmin.json()).toEqual({ "EnabledPlugins.online": true });
    });
});

describe("PATCH /api/v2/config", () => {
    it("saves the values and the page shows them", async () => {
        const response = await t.app.inject({ method: "PATCH", url: "/api/v2/config", headers: { ...json, cookie: admin }, payload: { "Garden.Title": "Maple Makers" } });
        expect(response.statusCode).toBe(200);
        const page = await t.app.inject({ url: "/discussions" });
        expect(page.body).toContain("<title>Recent Discussions - Maple Makers</title>");
    });

    it("groups errors by field and saves nothing when any value is bad", async () => {
        const response = await t.app.inject({
            method: "PATCH",
            url: "/api/v2/config",
            headers: { ...json, cookie: admin },
            payload: { "Garden.Title": "Changed", "EnabledPlugins.online": "yes", "No.Such.Key": 1, "Garden.Cookie.Name": "x" },
        });
        expect(response.statusCode).toBe(400);
        const fields = (response.json().errors as Array<{ field: string }>).map((error) => error.field).sort();
        expect(fields).toEqual(["EnabledPlugins.online", "Garden.Cookie.Name", "No.Such.Key"]);
        expect(t.app.hearth.config.get("Garden.Title")).not.toBe("Changed");
    });

    it("keeps the navigation a list, or lists by locale: a lone item cannot replace it", async () => {
        const response = await t.app.inject({ method: "PATCH", url: "/api/v2/config", headers: { ...json, cookie: admin }, payload: { "Navigation.Items": { name: "x" } } });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual([expect.objectContaining({ field: "Navigation.Items", message: expect.stringContaining("The navigation must be a list, or lists by locale.") })]);
    });

    it("is for site managers only", async () => {
        const response = await t.app.inject({ method: "PATCH", url: "/api/v2/config", headers: { ...json, cookie: member }, payload: { "Garden.Title": "Mine" } });
        expect(response.statusCode).toBe(403);
    });
});
