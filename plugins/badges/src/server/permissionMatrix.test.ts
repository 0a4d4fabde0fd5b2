/**
 * The badges add-on's permission matrix: every route and page as guest, member, moderator and
 * administrator, each cell the status the server answers. Reading is public; awarding and
 * revoking is badges.award (moderators by default); making and deleting badges is site.manage.
 */
import { createTestApp, JSON_HEADERS, signIn, type ITestApp } from "@server/testing/testApp";
import { awardBadge, type BadgesDatabase } from "./badgesModel";
import { seedBadges } from "./badgesSeed";

const ROLES = ["guest", "member", "moderator", "admin"] as const;
type Role = (typeof ROLES)[number];

let t: ITestApp;
const cookies: Partial<Record<Role, string>> = {};
const ids = { helper: 0, spare: 0, member: 0 };
const db = () => t.db as unknown as BadgesDatabase;

beforeAll(async () => {
    t = await createTestApp({ config: { "EnabledPlugins.badges": true } });
    await seedBadges(db(), { qna: false });
    ids.helper = (await db().selectFrom("badges_badges").select("badgeID").where("key", "=", "custom-1").executeTakeFirstOrThrow()).badgeID;
    ids.spare = (await db().insertInto("badges_badges").values({ key: "custom-spare", name: "Spare", description: "", rule: null, sort: 99 }).returning("badgeID").executeTakeFirstOrThrow()).badgeID;
    ids.member = (await t.db.selectFrom("users").select("userID").where("name", "=", "member").executeTakeFirstOrThrow()).userID;
    const [member, moderator, admin] = await Promise.all([signIn(t.app, "member"), signIn(t.app, "moderator"), signIn(t.app, "admin")]);
    Object.assign(cookies, { member, moderator, admin });
});
afterAll(() => t.close());

type Call = { method: "GET" | "POST" | "DELETE"; url: () => string; payload?: () => object; before?: () => Promise<unknown> };

/** Each award cell starts with the member not holding Community Helper, each revoke cell with them holding it. */
const notHeld = () => db().deleteFrom("badges_users").where("badgeID", "=", ids.helper).where("userID", "=", ids.member).execute();
const held = async () => (await notHeld(), awardBadge(db(), ids.helper, ids.member, { insertUserID: null, reason: "matrix" }));

const CALLS: Record<string, Call> = {
    "GET /badges": { method: "GET", url: () => "/api/v2/badges" },
    "GET /badges/{id}": { method: "GET", url: () => `/api/v2/badges/${ids.helper}` },
    "GET /users/{id}/badges": { method: "GET", url: () => `/api/v2/users/${ids.member}/badges` },
    "GET /badges (page)": { method: "GET", url: () => "/badges" },
    "POST /badges": { method: "POST", url: () => "/api/v2/badges", payload: () => ({ name: "Matrix badge" }) },
    "POST /badges/{id}/users": { method: "POST", url: () => `/api/v2/badges/${ids.helper}/users`, payload: () => ({ name: "member", reason: "Helpful" }), before: notHeld },
    "POST /badges/{id}/revoke": { method: "POST", url: () => `/api/v2/badges/${ids.helper}/revoke`, payload: () => ({ name: "member", reason: "Mistake" }), before: held },
    "POST /badges/recalculate": { method: "POST", url: () => "/api/v2/badges/recalculate", payload: () => ({}) },
    "GET /dashboard/badges": { method: "GET", url: () => "/dashboard/badges" },
    "DELETE /badges/{id}": { method: "DELETE", url: () => `/api/v2/badges/${ids.spare}` },
};

type Row = [call: keyof typeof CALLS, guest: number, member: number, moderator: number, admin: number];

const MATRIX: Row[] = [
    ["GET /badges", 200, 200, 200, 200],
    ["GET /badges/{id}", 200, 200, 200, 200],
    ["GET /users/{id}/badges", 200, 200, 200, 200],
    ["GET /badges (page)", 200, 200, 200, 200],
    ["POST /badges", 403, 403, 403, 201],
    ["POST /badges/{id}/users", 403, 403, 201, 201],
    ["POST /badges/{id}/revoke", 403, 403, 200, 200],
    ["POST /badges/recalculate", 403, 403, 403, 200],
    // A guest is sent to sign in; moderators award from the page too.
    ["GET /dashboard/badges", 302, 403, 200, 200],
    ["DELETE /badges/{id}", 403, 403, 403, 204],
];

describe.each(MATRIX)("%s", (name, ...expected) => {
    it.each(ROLES.map((role, index) => [role, expected[index]!] as const))("as %s answers %i", async (role, status) => {
        const call = CALLS[name]!;
        await call.before?.();
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
