/**
 * The badges add-on's permission matrix: every route and page as guest, member, moderator and
 * administrator, each cell the status the server answers. Reading is public; awarding and
 * revoking is badges.award (moderators by default); making and deleting badges is site.manage.
 */
import { createTestApp, type ITestApp } from "@server/testing/testApp";
import { testPermissionMatrix } from "@server/testing/permissionMatrix";
import { awardBadge, type BadgesDatabase } from "./badgesModel";
import { seedBadges } from "./badgesSeed";

let t: ITestApp;
const ids = { helper: 0, spare: 0, member: 0 };
const db = () => t.db as unknown as BadgesDatabase;

beforeAll(async () => {
    t = await createTestApp({ config: { "EnabledPlugins.badges": true } });
    await seedBadges(db(), { qna: false });
    ids.helper = (await db().selectFrom("badges_badges").select("badgeID").where("key", "=", "custom-1").executeTakeFirstOrThrow()).badgeID;
    ids.spare = (await db().insertInto("badges_badges").values({ key: "custom-spare", name: "Spare", description: "", rule: null, sort: 99 }).returning("badgeID").executeTakeFirstOrThrow()).badgeID;
    ids.member = (await t.db.selectFrom("users").select("userID").where("name", "=", "member").executeTakeFirstOrThrow()).userID;
});
afterAll(() => t.close());

/** Each award cell starts with the member not holding Community Helper, each revoke cell with them holding it. */
const notHeld = () => db().deleteFrom("badges_users").where("badgeID", "=", ids.helper).where("userID", "=", ids.member).execute();
const held = async () => (await notHeld(), awardBadge(db(), ids.helper, ids.member, { insertUserID: null, reason: "matrix" }));

testPermissionMatrix({
    forum: () => t,
    roles: ["guest", "member", "moderator", "admin"],
    calls: {
        "GET /badges": () => ({ method: "GET", url: "/api/v2/badges" }),
        "GET /badges/{id}": () => ({ method: "GET", url: `/api/v2/badges/${ids.helper}` }),
        "GET /users/{id}/badges": () => ({ method: "GET", url: `/api/v2/users/${ids.member}/badges` }),
        "GET /badges (page)": () => ({ method: "GET", url: "/badges" }),
        "POST /badges": () => ({ method: "POST", url: "/api/v2/badges", payload: { name: "Matrix badge" } }),
        "POST /badges/{id}/users": async () => (await notHeld(), { method: "POST", url: `/api/v2/badges/${ids.helper}/users`, payload: { name: "member", reason: "Helpful" } }),
        "POST /badges/{id}/revoke": async () => (await held(), { method: "POST", url: `/api/v2/badges/${ids.helper}/revoke`, payload: { name: "member", reason: "Mistake" } }),
        "POST /badges/recalculate": () => ({ method: "POST", url: "/api/v2/badges/recalculate", payload: {} }),
        "GET /dashboard/badges": () => ({ method: "GET", url: "/dashboard/badges" }),
        "DELETE /badges/{id}": () => ({ method: "DELETE", url: `/api/v2/badges/${ids.spare}` }),
    },
    rows: [
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
    ],
});
