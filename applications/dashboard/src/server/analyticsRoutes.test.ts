import { createTestApp, JSON_HEADERS, signIn, type ITestApp } from "@server/testing/testApp";

let t: ITestApp;
let admin: string;
let member: string;

beforeAll(async () => {
    t = await createTestApp();
    [admin, member] = await Promise.all([signIn(t.app, "admin"), signIn(t.app, "member")]);
});
afterAll(() => t.close());

const post = (payload: unknown, cookie?: string) =>
    t.app.inject({ method: "POST", url: "/api/v2/analytics/privacy", headers: { ...JSON_HEADERS, ...(cookie ? { cookie } : {}) }, payload: payload as object });

describe("/api/v2/analytics/privacy", () => {
    it("answers the default (-1) to a signed-in member, and 403 to a guest", async () => {
        const response = await t.app.inject({ url: "/api/v2/analytics/privacy", headers: { cookie: member } });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ AnonymizeData: -1 });
        expect((await t.app.inject({ url: "/api/v2/analytics/privacy" })).statusCode).toBe(403);
    });

    it("lets a site manager set 1, 0 or -1, which every member then reads", async () => {
        for (const value of [1, 0, -1, 1]) {
            const response = await post({ AnonymizeData: value }, admin);
            expect(response.statusCode).toBe(200);
            expect(response.json()).toEqual({ AnonymizeData: value });
        }
        expect((await t.app.inject({ url: "/api/v2/analytics/privacy", headers: { cookie: member } })).json()).toEqual({ AnonymizeData: 1 });
    });

    it("refuses members and guests with 403, whatever they send", async () => {
        expect((await post({ AnonymizeData: 0 }, member)).statusCode).toBe(403);
        expect((await post({ AnonymizeData: "bad" })).statusCode).toBe(403);
        expect((await t.app.inject({ url: "/api/v2/analytics/privacy", headers: { cookie: admin } })).json()).toEqual({ AnonymizeData: 1 });
    });

    it("answers 400 with the field's error for any other value", async () => {
        for (const payload of [{ AnonymizeData: 2 }, { AnonymizeData: "yes" }, {}]) {
            const response = await post(payload, admin);
            expect(response.statusCode).toBe(400);
            const body = response.json() as { status: number; errors: Array<{ field: string; message: string }> };
            expect(body.status).toBe(400);
            expect(body.errors.length).toBeGreaterThan(0);
            expect(body.errors.every((error) => error.field === "AnonymizeData" && error.message.startsWith("AnonymizeData "))).toBe(true);
        }
    });
});
