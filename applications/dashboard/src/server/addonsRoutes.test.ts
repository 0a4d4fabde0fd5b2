import { createTestApp, JSON_HEADERS, preloadOf, signIn, type ITestApp } from "@server/testing/testApp";

let t: ITestApp;
let admin: string;
let member: string;

beforeAll(async () => {
    t = await createTestApp();
    [admin, member] = await Promise.all([signIn(t.app, "admin"), signIn(t.app, "member")]);
});
afterAll(() => t.close());

const patch = (id: string, payload: unknown, cookie?: string) =>
    t.app.inject({ method: "PATCH", url: `/api/v2/addons/${id}`, headers: { ...JSON_HEADERS, ...(cookie ? { cookie } : {}) }, payload: payload as object });

describe("GET /api/v2/addons", () => {
    it("lists the installed add-ons with their state, for site managers", async () => {
        const response = await t.app.inject({ url: "/api/v2/addons?type=addon", headers: { cookie: admin } });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual([
            expect.objectContaining({ addonID: "badges", key: "badges", name: "Badges", type: "addon", enabled: false }),
            expect.objectContaining({ addonID: "online", key: "online", name: "Who's Online", type: "addon", version: "1.0.0", enabled: true }),
            // Questions ship off: a site enables them.
            expect.objectContaining({ addonID: "qna", key: "qna", name: "Q&A", type: "addon", enabled: false }),
            expect.objectContaining({ addonID: "ranks", key: "ranks", name: "Ranks", type: "addon", enabled: false }),
        ]);
        expect((await t.app.inject({ url: "/api/v2/addons?type=theme", headers: { cookie: admin } })).json()).toEqual([]);
        expect((await t.app.inject({ url: "/api/v2/addons?enabled=false", headers: { cookie: admin } })).json()).toEqual(["badges", "qna", "ranks"].map((addonID) => expect.objectContaining({ addonID })));
    });

    it("is 403 for a member or a guest, and 400 for an unknown type", async () => {
        expect((await t.app.inject({ url: "/api/v2/addons", headers: { cookie: member } })).statusCode).toBe(403);
        expect((await t.app.inject({ url: "/api/v2/addons" })).statusCode).toBe(403);
        const bad = await t.app.inject({ url: "/api/v2/addons?type=widget", headers: { cookie: admin } });
        expect(bad.statusCode).toBe(400);
        expect(bad.json().errors).toEqual([expect.objectContaining({ field: "type", code: "enum" })]);
    });
});

describe("PATCH /api/v2/addons/{id}", () => {
    it("disables an add-on: its panel leaves the pages and its API answers 404, at once; enabling brings them back", async () => {
        expect((await t.app.inject({ url: "/discussions" })).body).toContain('data-react="WhosOnline"');

        const off = await patch("online", { enabled: false }, admin);
        expect(off.statusCode).toBe(200);
        expect(off.json()).toEqual([expect.objectContaining({ addonID: "online", enabled: false })]);
        const page = (await t.app.inject({ url: "/discussions" })).body;
        expect(page).not.toContain("WhosOnline");
        expect(preloadOf(page).meta.addons).toEqual([]);
        expect((await t.app.inject({ url: "/api/v2/online" })).statusCode).toBe(404);

        const on = await patch("online", { enabled: true }, admin);
        expect(on.json()).toEqual([expect.objectContaining({ addonID: "online", enabled: true })]);
        expect((await t.app.inject({ url: "/discussions" })).body).toContain('data-react="WhosOnline"');
        expect((await t.app.inject({ url: "/api/v2/online" })).statusCode).toBe(200);
    });

    it("is 403 for a member or a guest, whatever they send, and changes nothing", async () => {
        expect((await patch("online", { enabled: false }, member)).statusCode).toBe(403);
        expect((await patch("online", { enabled: "maybe" })).statusCode).toBe(403);
        expect(t.app.hearth.addons.isEnabled("online")).toBe(true);
    });

    it("answers 400 with field errors for bad input and 404 for an unknown add-on", async () => {
        const bad = await patch("online", { enabled: "maybe" }, admin);
        expect(bad.statusCode).toBe(400);
        expect(bad.json()).toMatchObject({ status: 400, errors: [{ field: "enabled", code: "type" }] });
        const missing = await patch("online", {}, admin);
        expect(missing.json()).toMatchObject({ errors: [{ field: "enabled", code: "required" }] });
        expect((await patch("nonesuch", { enabled: true }, admin)).statusCode).toBe(404);
    });
});
