/**
 * The permission matrix of the dashboard's site sections (issue 14 items 1, 2, 3, 9): every
 * write endpoint they use and every page, as guest, member, moderator and administrator, each
 * cell asserting the status the server answers. The navigation editor saves through
 * PATCH /config (Navigation.Items), so its row is that endpoint with that key.
 */
import { createTestApp, JSON_HEADERS, signIn, type ITestApp } from "@server/testing/testApp";

const ROLES = ["guest", "member", "moderator", "admin"] as const;
type Role = (typeof ROLES)[number];

let t: ITestApp;
const cookies: Partial<Record<Role, string>> = {};

beforeAll(async () => {
    t = await createTestApp();
    const [member, moderator, admin] = await Promise.all([signIn(t.app, "member"), signIn(t.app, "moderator"), signIn(t.app, "admin")]);
    Object.assign(cookies, { member, moderator, admin });
});
afterAll(() => t.close());

type Call = { method: "GET" | "PATCH" | "PUT"; url: string; payload?: object };

const CALLS: Record<string, Call> = {
    "PATCH /config (site name)": { method: "PATCH", url: "/api/v2/config", payload: { "Garden.Title": "Matrix" } },
    "PATCH /config (navigation)": { method: "PATCH", url: "/api/v2/config", payload: { "Navigation.Items": { en: [{ name: "Posts", url: "/discussions" }] } } },
    "PATCH /config (a moderator raising members' rights: registration)": { method: "PATCH", url: "/api/v2/config", payload: { "Garden.Registration.Method": "Closed" } },
    "PATCH /addons/online": { method: "PATCH", url: "/api/v2/addons/online", payload: { enabled: true } },
    "PATCH /locales/fr": { method: "PATCH", url: "/api/v2/locales/fr", payload: { translationService: null } },
    "PUT /translation-services/deepl": { method: "PUT", url: "/api/v2/translation-services/deepl", payload: { apiKey: "secret-key" } },
    "GET /dashboard": { method: "GET", url: "/dashboard" },
    "GET /dashboard/settings": { method: "GET", url: "/dashboard/settings" },
    "GET /dashboard/navigation": { method: "GET", url: "/dashboard/navigation" },
    "GET /dashboard/addons": { method: "GET", url: "/dashboard/addons" },
    "GET /dashboard/locales": { method: "GET", url: "/dashboard/locales" },
};

type Row = [call: keyof typeof CALLS, guest: number, member: number, moderator: number, admin: number];

// site.manage for every write and every site section; the home for anyone with a dashboard permission (a moderator's).
const MATRIX: Row[] = [
    ["PATCH /config (site name)", 403, 403, 403, 200],
    ["PATCH /config (navigation)", 403, 403, 403, 200],
    ["PATCH /config (a moderator raising members' rights: registration)", 403, 403, 403, 200],
    ["PATCH /addons/online", 403, 403, 403, 200],
    ["PATCH /locales/fr", 403, 403, 403, 200],
    ["PUT /translation-services/deepl", 403, 403, 403, 200],
    ["GET /dashboard", 403, 403, 200, 200],
    ["GET /dashboard/settings", 403, 403, 403, 200],
    ["GET /dashboard/navigation", 403, 403, 403, 200],
    ["GET /dashboard/addons", 403, 403, 403, 200],
    ["GET /dashboard/locales", 403, 403, 403, 200],
];

describe.each(MATRIX)("%s", (name, ...expected) => {
    it.each(ROLES.map((role, index) => [role, expected[index]!] as const))("as %s answers %i", async (role, status) => {
        const call = CALLS[name]!;
        const cookie = cookies[role];
        const response = await t.app.inject({
            method: call.method,
            url: call.url,
            headers: { ...(call.payload ? JSON_HEADERS : {}), ...(cookie ? { cookie } : {}) },
            ...(call.payload ? { payload: call.payload } : {}),
        });
        expect(response.statusCode).toBe(status);
    });
});
