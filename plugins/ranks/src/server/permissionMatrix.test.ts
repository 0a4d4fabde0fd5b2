/**
 * The ranks add-on's permission matrix: every route and its dashboard page as guest, member,
 * moderator and administrator, each cell the status the server answers. Ranks are site
 * configuration (site.manage); giving one by hand is ranks.assign (moderators by default).
 */
import { createTestApp, JSON_HEADERS, signIn, type ITestApp } from "@server/testing/testApp";
import type { RanksDatabase } from "./ranksModel";

const ROLES = ["guest", "member", "moderator", "admin"] as const;
type Role = (typeof ROLES)[number];

let t: ITestApp;
const cookies: Partial<Record<Role, string>> = {};
const ids = { rank: 0, spare: 0, member: 0 };

beforeAll(async () => {
    t = await createTestApp({ config: { "EnabledPlugins.ranks": true } });
    const db = t.db as unknown as RanksDatabase;
    const insert = (name: string, sort: number) => db.insertInto("ranks_ranks").values({ name, labelHtml: name, sort, minPosts: 1, minReactions: 0, minDaysJoined: 0, manualOnly: 0 }).returning("rankID").executeTakeFirstOrThrow();
    ids.rank = (await insert("Matrix", 1)).rankID;
    ids.spare = (await insert("Spare", 2)).rankID;
    ids.member = (await t.db.selectFrom("users").select("userID").where("name", "=", "member").executeTakeFirstOrThrow()).userID;
    const [member, moderator, admin] = await Promise.all([signIn(t.app, "member"), signIn(t.app, "moderator"), signIn(t.app, "admin")]);
    Object.assign(cookies, { member, moderator, admin });
});
afterAll(() => t.close());

type Call = { method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE"; url: () => string; payload?: () => object };

const CALLS: Record<string, Call> = {
    "GET /ranks": { method: "GET", url: () => "/api/v2/ranks" },
    "GET /ranks/{id}": { method: "GET", url: () => `/api/v2/ranks/${ids.rank}` },
    "POST /ranks": { method: "POST", url: () => "/api/v2/ranks", payload: () => ({ name: "Created in the matrix" }) },
    "PATCH /ranks/{id}": { method: "PATCH", url: () => `/api/v2/ranks/${ids.rank}`, payload: () => ({ labelHtml: "<b>Matrix</b>" }) },
    "PUT /ranks/order": { method: "PUT", url: () => "/api/v2/ranks/order", payload: () => ({ rankIDs: [ids.rank, ids.spare] }) },
    "POST /ranks/recalculate": { method: "POST", url: () => "/api/v2/ranks/recalculate", payload: () => ({}) },
    "PUT /users/{id}/rank": { method: "PUT", url: () => `/api/v2/users/${ids.member}/rank`, payload: () => ({ rankID: ids.rank }) },
    "GET /dashboard/ranks": { method: "GET", url: () => "/dashboard/ranks" },
    "DELETE /ranks/{id}": { method: "DELETE", url: () => `/api/v2/ranks/${ids.spare}` },
};

type Row = [call: keyof typeof CALLS, guest: number, member: number, moderator: number, admin: number];

const MATRIX: Row[] = [
    ["GET /ranks", 200, 200, 200, 200],
    ["GET /ranks/{id}", 200, 200, 200, 200],
    // Before POST: the order lists every rank, and the matrix made two.
    ["PUT /ranks/order", 403, 403, 403, 200],
    ["POST /ranks", 403, 403, 403, 201],
    ["PATCH /ranks/{id}", 403, 403, 403, 200],
    ["POST /ranks/recalculate", 403, 403, 403, 200],
    ["PUT /users/{id}/rank", 403, 403, 200, 200],
    // A guest is sent to sign in; a member without the permission gets the 403 page.
    ["GET /dashboard/ranks", 302, 403, 403, 200],
    ["DELETE /ranks/{id}", 403, 403, 403, 204],
];

describe.each(MATRIX)("%s", (name, ...expected) => {
    it.each(ROLES.map((role, index) => [role, expected[index]!] as const))("as %s answers %i", async (role, status) => {
        const call = CALLS[name]!;
        const cookie = cookies[role];
        const payload = call.payload?.();
        const response = await t.app.inject({
            method: call.method,
            url: call.url(),
            headers: { ...(payload ? JSON_HEADERS : { "x-requested-with": "vanilla" }), ...(cookie ? { cookie } : {}) },
            ...(payload ? { payload } : {}),
        });
        expect(response.statusCode).toBe(status);
    });
});
