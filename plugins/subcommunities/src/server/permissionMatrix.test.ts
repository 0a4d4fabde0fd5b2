/**
 * The subcommunities add-on's permission matrix: every route and its dashboard page as guest,
 * member, moderator and administrator, each cell the status the server answers. Sections are
 * site configuration (site.manage); reading them, and their pages, is everyone's.
 */
import { createTestApp, type ITestApp } from "@server/testing/testApp";
import { testPermissionMatrix } from "@server/testing/permissionMatrix";
import type { SubcommunitiesDatabase } from "./subcommunitiesModel";

let t: ITestApp;
const ids = { section: 0, spare: 0, categoryID: 0 };

beforeAll(async () => {
    t = await createTestApp({ config: { "EnabledPlugins.subcommunities": true } });
    const db = t.db as unknown as SubcommunitiesDatabase;
    ids.categoryID = (await t.db.selectFrom("categories").select("categoryID").where("urlcode", "=", "general").executeTakeFirstOrThrow()).categoryID;
    const insert = (name: string, folder: string, sort: number) =>
        db.insertInto("subcommunities_sections").values({ name, folder, categoryID: ids.categoryID, locale: null, sort }).returning("subcommunityID").executeTakeFirstOrThrow();
    ids.section = (await insert("Matrix", "matrix", 1)).subcommunityID;
    ids.spare = (await insert("Spare", "spare", 2)).subcommunityID;
});
afterAll(() => t.close());

let created = 0;
testPermissionMatrix({
    forum: () => t,
    roles: ["guest", "member", "moderator", "admin"],
    calls: {
        "GET /subcommunities": () => ({ method: "GET", url: "/api/v2/subcommunities" }),
        "GET /subcommunities/{id}": () => ({ method: "GET", url: `/api/v2/subcommunities/${ids.section}` }),
        "POST /subcommunities": () => ({ method: "POST", url: "/api/v2/subcommunities", payload: { name: "Created in the matrix", folder: `created-${++created}`, categoryID: ids.categoryID } }),
        "PATCH /subcommunities/{id}": () => ({ method: "PATCH", url: `/api/v2/subcommunities/${ids.section}`, payload: { name: "Matrix renamed" } }),
        "GET /{folder}": () => ({ method: "GET", url: "/matrix" }),
        "GET /{folder}/discussions": () => ({ method: "GET", url: "/matrix/discussions" }),
        "GET /{folder}/search": () => ({ method: "GET", url: "/matrix/search?query=welcome" }),
        "GET /dashboard/subcommunities": () => ({ method: "GET", url: "/dashboard/subcommunities" }),
        "DELETE /subcommunities/{id}": () => ({ method: "DELETE", url: `/api/v2/subcommunities/${ids.spare}` }),
    },
    rows: [
        ["GET /subcommunities", 200, 200, 200, 200],
        ["GET /subcommunities/{id}", 200, 200, 200, 200],
        ["POST /subcommunities", 403, 403, 403, 201],
        ["PATCH /subcommunities/{id}", 403, 403, 403, 200],
        ["GET /{folder}", 200, 200, 200, 200],
        ["GET /{folder}/discussions", 200, 200, 200, 200],
        ["GET /{folder}/search", 200, 200, 200, 200],
        // A guest is sent to sign in; a member without the permission gets the 403 page.
        ["GET /dashboard/subcommunities", 302, 403, 403, 200],
        ["DELETE /subcommunities/{id}", 403, 403, 403, 204],
    ],
});
