/**
 * The dashboard's permission matrix (issue 14 items 4–6 "Tests"): every write endpoint of
 * categories, roles and members × guest, member, moderator, admin, each cell on fixtures of its
 * own, asserting the status the server answers; then the escalation attempts a moderator could
 * make (raise a role, touch an administrator) and what they leave behind.
 */
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { createUser } from "@server/users/usersModel";
import { createTestApp, JSON_HEADERS, signIn, TEST_PASSWORD, type ITestApp } from "@server/testing/testApp";

const ACTORS = ["guest", "member", "moderator", "admin"] as const;
type Actor = (typeof ACTORS)[number];

interface IFixture {
    categoryID: number;
    emptyCategoryID: number;
    roleID: number;
    /** A member nobody else touches (ban, roles, delete act on them). */
    targetUserID: number;
    memberRoleID: number;
}

type Call = (f: IFixture) => { method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"; url: string; payload?: InjectOptions["payload"] };

const WRITES: Record<string, Call> = {
    "POST /categories": () => ({ method: "POST", url: "/api/v2/categories", payload: { name: "New", urlcode: `new-${Math.random().toString(36).slice(2, 8)}` } }),
    "PATCH /categories/{id}": (f) => ({ method: "PATCH", url: `/api/v2/categories/${f.categoryID}`, payload: { description: "Changed" } }),
    "PATCH /categories/{id} (move)": (f) => ({ method: "PATCH", url: `/api/v2/categories/${f.categoryID}`, payload: { sort: 0 } }),
    "DELETE /categories/{id}": (f) => ({ method: "DELETE", url: `/api/v2/categories/${f.emptyCategoryID}` }),
    "PUT /categories/{id}/permissions": (f) => ({ method: "PUT", url: `/api/v2/categories/${f.categoryID}/permissions`, payload: { roles: [{ roleID: f.memberRoleID, permissions: { "discussions.view": true } }] } }),
    "POST /roles": () => ({ method: "POST", url: "/api/v2/roles", payload: { name: `Role ${Math.random().toString(36).slice(2, 8)}` } }),
    "PATCH /roles/{id}": (f) => ({ method: "PATCH", url: `/api/v2/roles/${f.roleID}`, payload: { name: `Renamed ${f.roleID}` } }),
    "PUT /roles/{id}/permissions": (f) => ({ method: "PUT", url: `/api/v2/roles/${f.roleID}/permissions`, payload: [{ type: "global", permissions: { "discussions.view": true } }] }),
    "PATCH /roles/{id}/permissions": (f) => ({ method: "PATCH", url: `/api/v2/roles/${f.roleID}/permissions`, payload: [{ type: "category", id: f.categoryID, permissions: { "discussions.view": true } }] }),
    "DELETE /roles/{id}": (f) => ({ method: "DELETE", url: `/api/v2/roles/${f.roleID}` }),
    "PATCH /users/{id} roleID": (f) => ({ method: "PATCH", url: `/api/v2/users/${f.targetUserID}`, payload: { roleID: [f.memberRoleID, f.roleID] } }),
    "PATCH /users/{id} emailConfirmed": (f) => ({ method: "PATCH", url: `/api/v2/users/${f.targetUserID}`, payload: { emailConfirmed: true } }),
    "PATCH /users/{id} resetPassword": (f) => ({ method: "PATCH", url: `/api/v2/users/${f.targetUserID}`, payload: { resetPassword: true } }),
    "PATCH /users/{id} title": (f) => ({ method: "PATCH", url: `/api/v2/users/${f.targetUserID}`, payload: { title: "Helper", labelHtml: "<b>Helper</b>" } }),
    "PUT /users/{id}/ban": (f) => ({ method: "PUT", url: `/api/v2/users/${f.targetUserID}/ban`, payload: { banned: true, reason: "Spam" } }),
    "PATCH /users/bulk-role-assignment": (f) => ({ method: "PATCH", url: "/api/v2/users/bulk-role-assignment", payload: { userIDs: [f.targetUserID], addRoleIDs: [f.roleID] } }),
    "DELETE /users/{id}": (f) => ({ method: "DELETE", url: `/api/v2/users/${f.targetUserID}`, payload: { deleteMethod: "keep" } }),
    "GET /users": () => ({ method: "GET", url: "/api/v2/users?limit=5" }),
    "GET /roles/{id}/categories/{id}/check": (f) => ({ method: "GET", url: `/api/v2/roles/${f.roleID}/categories/${f.categoryID}/check` }),
};

type Row = [action: keyof typeof WRITES, guest: number, member: number, moderator: number, admin: number];

// Categories and roles: site.manage (administrators). Members: users.edit (moderators too), users.delete (administrators).
const MATRIX: Row[] = [
    ["POST /categories", 403, 403, 403, 201],
    ["PATCH /categories/{id}", 403, 403, 403, 200],
    ["PATCH /categories/{id} (move)", 403, 403, 403, 200],
    ["DELETE /categories/{id}", 403, 403, 403, 204],
    ["PUT /categories/{id}/permissions", 403, 403, 403, 200],
    ["POST /roles", 403, 403, 403, 201],
    ["PATCH /roles/{id}", 403, 403, 403, 200],
    ["PUT /roles/{id}/permissions", 403, 403, 403, 200],
    ["PATCH /roles/{id}/permissions", 403, 403, 403, 200],
    ["DELETE /roles/{id}", 403, 403, 403, 204],
    ["PATCH /users/{id} roleID", 403, 403, 200, 200], // the fixture role grants nothing above a moderator
    ["PATCH /users/{id} emailConfirmed", 403, 403, 200, 200],
    ["PATCH /users/{id} resetPassword", 403, 403, 200, 200],
    ["PATCH /users/{id} title", 403, 403, 200, 200],
    ["PUT /users/{id}/ban", 403, 403, 200, 200],
    ["PATCH /users/bulk-role-assignment", 403, 403, 200, 200],
    ["DELETE /users/{id}", 403, 403, 403, 204],
    ["GET /users", 403, 403, 200, 200],
    ["GET /roles/{id}/categories/{id}/check", 403, 403, 403, 200],
];

describe("dashboard permission matrix: actor × write endpoint", () => {
    let forum: ITestApp;
    const cookies: Partial<Record<Actor, string>> = {};
    let serial = 0;
    let memberRoleID: number;

    beforeAll(async () => {
        forum = await createTestApp({ dataDir: true });
        for (const name of ["member", "moderator", "admin"] as const) cookies[name] = await signIn(forum.app, name);
        memberRoleID = (await forum.db.selectFrom("roles").select("roleID").where("type", "=", "member").executeTakeFirstOrThrow()).roleID;
    });

    afterAll(async () => {
        await forum?.close();
    });

    async function fixture(): Promise<IFixture> {
        serial += 1;
        const now = new Date().toISOString();
        const category = (urlcode: string) =>
            forum.db
                .insertInto("categories")
                .values({ name: urlcode, urlcode, description: "", parentCategoryID: null, sort: 100 + serial, countDiscussions: 0, countComments: 0, dateInserted: now })
                .returning("categoryID")
                .executeTakeFirstOrThrow();
        const { categoryID } = await category(`matrix-${serial}`);
        const { categoryID: emptyCategoryID } = await category(`matrix-empty-${serial}`);
        const { roleID } = await forum.db.insertInto("roles").values({ name: `Fixture ${serial}`, type: "", permissions: JSON.stringify({ "discussions.view": true }) }).returning("roleID").executeTakeFirstOrThrow();
        const targetUserID = await createUser(forum.db, { name: `target${serial}`, email: `target${serial}@example.com`, password: TEST_PASSWORD, roleType: "member" });
        return { categoryID, emptyCategoryID, roleID, targetUserID, memberRoleID };
    }

    function send(actor: Actor, call: ReturnType<Call>): Promise<LightMyRequestResponse> {
        // Like a browser: no content type on a call without a body.
        const headers = call.payload === undefined ? { "x-requested-with": "vanilla" } : JSON_HEADERS;
        return forum.app.inject({ ...call, headers: { ...headers, ...(actor === "guest" ? {} : { cookie: cookies[actor]! }) } });
    }

    for (const [action, ...expected] of MATRIX) {
        it(`${action}: guest ${expected[0]}, member ${expected[1]}, moderator ${expected[2]}, admin ${expected[3]}`, async () => {
            const answers: number[] = [];
            for (const actor of ACTORS) {
                const response = await send(actor, WRITES[action]!(await fixture()));
                // A bulk call answers 200 with one report per member: the cell is that member's status.
                const body = response.headers["content-type"]?.toString().includes("json") ? (response.json() as { progress?: { exceptionsByID: Record<string, { code: number }> } }) : {};
                const itemFailure = body.progress ? Object.values(body.progress.exceptionsByID)[0]?.code : undefined;
                answers.push(itemFailure ?? response.statusCode);
            }
            expect(answers).toEqual(expected);
        });
    }
});

describe("privilege escalation", () => {
    let forum: ITestApp;
    let moderator: string;
    let admin: string;
    /** User IDs by name. */
    const users: Record<string, number> = {};
    /** Role IDs by type; "powerful" is a custom role above a moderator. */
    const roles: Record<string, number> = {};

    beforeAll(async () => {
        forum = await createTestApp({ dataDir: true });
        moderator = await signIn(forum.app, "moderator");
        admin = await signIn(forum.app, "admin");
        for (const type of ["member", "moderator", "administrator"]) roles[type] = (await forum.db.selectFrom("roles").select("roleID").where("type", "=", type).executeTakeFirstOrThrow()).roleID;
        for (const name of ["admin", "moderator", "member"]) users[name] = (await forum.db.selectFrom("users").select("userID").where("name", "=", name).executeTakeFirstOrThrow()).userID;
        // A custom role above a moderator: it may manage the site.
        roles.powerful = (await forum.db.insertInto("roles").values({ name: "Site helper", type: "", permissions: JSON.stringify({ "site.manage": true }) }).returning("roleID").executeTakeFirstOrThrow()).roleID;
    });

    afterAll(async () => {
        await forum?.close();
    });

    const as = (cookie: string, method: "PATCH" | "PUT" | "DELETE", url: string, payload?: InjectOptions["payload"]): Promise<LightMyRequestResponse> =>
        forum.app.inject({ method, url, payload, headers: { ...JSON_HEADERS, cookie } });
    const rolesOf = async (userID: number) => (await forum.db.selectFrom("userRoles").select("roleID").where("userID", "=", userID).orderBy("roleID").execute()).map((row) => row.roleID);

    it("a moderator cannot make a member an administrator, nor give a role that can do more than they can", async () => {
        for (const roleID of [roles.administrator, roles.powerful]) {
            const response = await as(moderator, "PATCH", `/api/v2/users/${users.member}`, { roleID: [roles.member, roleID] });
            expect(response.statusCode).toBe(403);
            expect(response.json()).toMatchObject({ message: "You cannot give or take a role that can do more than you can." });
        }
        expect(await rolesOf(users.member!)).toEqual([roles.member]);
    });

    it("a moderator cannot raise a role in bulk: the whole call is refused and nobody changes", async () => {
        const response = await as(moderator, "PATCH", "/api/v2/users/bulk-role-assignment", { userIDs: [users.member], addRoleIDs: [roles.administrator] });
        expect(response.statusCode).toBe(403);
        expect(await rolesOf(users.member!)).not.toContain(roles.administrator);
    });

    it("a moderator cannot raise their own role, nor grant themselves a permission through a role", async () => {
        expect((await as(moderator, "PATCH", `/api/v2/users/${users.moderator}`, { roleID: [roles.moderator, roles.administrator] })).statusCode).toBe(403);
        expect((await as(moderator, "PUT", `/api/v2/roles/${roles.moderator}/permissions`, [{ type: "global", permissions: { "site.manage": true } }])).statusCode).toBe(403);
        expect((await as(moderator, "PATCH", `/api/v2/roles/${roles.moderator}`, { permissions: [{ type: "global", permissions: { "site.manage": true } }] })).statusCode).toBe(403);
        const stored = await forum.db.selectFrom("roles").select("permissions").where("roleID", "=", roles.moderator!).executeTakeFirstOrThrow();
        expect(JSON.parse(stored.permissions)).not.toHaveProperty("site.manage");
        expect(await rolesOf(users.moderator!)).not.toContain(roles.administrator);
    });

    it("a moderator cannot ban, demote, reset, confirm or delete an administrator", async () => {
        const before = await forum.db.selectFrom("users").select(["banned", "emailConfirmed"]).where("userID", "=", users.admin!).executeTakeFirstOrThrow();
        expect((await as(moderator, "PUT", `/api/v2/users/${users.admin}/ban`, { banned: true })).statusCode).toBe(403);
        expect((await as(moderator, "PATCH", `/api/v2/users/${users.admin}`, { roleID: [roles.member] })).statusCode).toBe(403);
        expect((await as(moderator, "PATCH", `/api/v2/users/${users.admin}`, { resetPassword: true })).statusCode).toBe(403);
        expect((await as(moderator, "PATCH", `/api/v2/users/${users.admin}`, { emailConfirmed: false })).statusCode).toBe(403);
        expect((await as(moderator, "DELETE", `/api/v2/users/${users.admin}`, { deleteMethod: "keep" })).statusCode).toBe(403);
        const bulk = await as(moderator, "PATCH", "/api/v2/users/bulk-role-assignment", { userIDs: [users.admin], removeRoleIDs: [roles.member] });
        expect(bulk.json()).toMatchObject({ progress: { failedIDs: [users.admin], exceptionsByID: { [String(users.admin)]: { code: 403 } } } });
        const after = await forum.db.selectFrom("users").select(["banned", "emailConfirmed"]).where("userID", "=", users.admin!).executeTakeFirstOrThrow();
        expect(after).toEqual(before);
        expect(await rolesOf(users.admin!)).toContain(roles.administrator);
    });

    it("a moderator cannot ban or demote a member who holds a role above theirs", async () => {
        const helper = await createUser(forum.db, { name: "helper", email: "helper@example.com", password: TEST_PASSWORD, roleType: "member" });
        await forum.db.insertInto("userRoles").values({ userID: helper, roleID: roles.powerful! }).execute();
        expect((await as(moderator, "PUT", `/api/v2/users/${helper}/ban`, { banned: true })).statusCode).toBe(403);
        expect((await as(moderator, "PATCH", `/api/v2/users/${helper}`, { roleID: [roles.member] })).statusCode).toBe(403);
        expect(await rolesOf(helper)).toContain(roles.powerful);
    });

    it("an administrator can do all of it, and a ban signs the member out with its reason kept", async () => {
        const memberCookie = await signIn(forum.app, "member");
        const ban = await as(admin, "PUT", `/api/v2/users/${users.member}/ban`, { banned: true, reason: "Spam links" });
        expect(ban.json()).toEqual({ banned: true });
        expect(await forum.db.selectFrom("users").select(["banned", "banReason"]).where("userID", "=", users.member!).executeTakeFirstOrThrow()).toEqual({ banned: 1, banReason: "Spam links" });
        const me = await forum.app.inject({ method: "GET", url: "/api/v2/users/me", headers: { cookie: memberCookie } });
        expect(me.json()).toMatchObject({ userID: 0 });
        expect((await as(admin, "PUT", `/api/v2/users/${users.member}/ban`, { banned: false })).json()).toEqual({ banned: false });
        expect((await as(admin, "PATCH", `/api/v2/users/${users.member}`, { roleID: [roles.member, roles.powerful] })).statusCode).toBe(200);
        expect(await rolesOf(users.member!)).toEqual([roles.member!, roles.powerful!].sort((a, b) => a - b));
    });

    it("nobody changes their own roles (an administrator cannot lock themselves out)", async () => {
        expect((await as(admin, "PATCH", `/api/v2/users/${users.admin}`, { roleID: [roles.member] })).statusCode).toBe(403);
        expect(await rolesOf(users.admin!)).toContain(roles.administrator);
    });
});
