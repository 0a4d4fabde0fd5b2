/**
 * The ranks add-on's permission matrix: every route and its dashboard page as guest, member,
 * moderator and administrator, each cell the status the server answers. Ranks are site
 * configuration (site.manage); giving one by hand is ranks.assign (moderators by default).
 */
import { createTestApp, type ITestApp } from "@server/testing/testApp";
import { testPermissionMatrix } from "@server/testing/permissionMatrix";
import type { RanksDatabase } from "./ranksModel";

let t: ITestApp;
const ids = { rank: 0, spare: 0, member: 0 };

beforeAll(async () => {
    t = await createTestApp({ config: { "EnabledPlugins.ranks": true } });
    const db = t.db as unknown as RanksDatabase;
    const insert = (name: string, sort: number) => db.insertInto("ranks_ranks").values({ name, labelHtml: name, sort, minPosts: 1, minReactions: 0, minDaysJoined: 0, manualOnly: 0 }).returning("rankID").executeTakeFirstOrThrow();
    ids.rank = (await insert("Matrix", 1)).rankID;
    ids.spare = (await insert("Spare", 2)).rankID;
    ids.member = (await t.db.selectFrom("users").select("userID").where("name", "=", "member").executeTakeFirstOrThrow()).userID;
});
afterAll(() => t.close());

testPermissionMatrix({
    forum: () => t,
    roles: ["guest", "member", "moderator", "admin"],
    calls: {
        "GET /ranks": () => ({ method: "GET", url: "/api/v2/ranks" }),
        "GET /ranks/{id}": () => ({ method: "GET", url: `/api/v2/ranks/${ids.rank}` }),
        "POST /ranks": () => ({ method: "POST", url: "/api/v2/ranks", payload: { name: "Created in the matrix" } }),
        "PATCH /ranks/{id}": () => ({ method: "PATCH", url: `/api/v2/ranks/${ids.rank}`, payload: { labelHtml: "<b>Matrix</b>" } }),
        "PUT /ranks/order": () => ({ method: "PUT", url: "/api/v2/ranks/order", payload: { rankIDs: [ids.rank, ids.spare] } }),
        "POST /ranks/recalculate": () => ({ method: "POST", url: "/api/v2/ranks/recalculate", payload: {} }),
        "PUT /users/{id}/rank": () => ({ method: "PUT", url: `/api/v2/users/${ids.member}/rank`, payload: { rankID: ids.rank } }),
        "GET /dashboard/ranks": () => ({ method: "GET", url: "/dashboard/ranks" }),
        "DELETE /ranks/{id}": () => ({ method: "DELETE", url: `/api/v2/ranks/${ids.spare}` }),
    },
    rows: [
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
    ],
});
