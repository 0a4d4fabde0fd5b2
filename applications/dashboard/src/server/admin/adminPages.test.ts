/**
 * The categories, roles and members pages and the behaviour behind them: who may open each page,
 * what the member list's filters find, deleting a category with its discussions moved or deleted
 * (resumed through /calls/run), role editing and the view-as-role check, deleting a member while
 * keeping their posts.
 */
import { createUser } from "@server/users/usersModel";
import { createTestApp, JSON_HEADERS, preloadOf, signIn, TEST_PASSWORD, type ITestApp } from "@server/testing/testApp";
import { LONG_RUNNER_CONTENT_TYPE } from "@server/http/longRunner";

describe("dashboard pages: categories, roles, members", () => {
    let forum: ITestApp;
    let admin: string;
    let moderator: string;
    let member: string;

    beforeAll(async () => {
        forum = await createTestApp({ dataDir: true, config: { "longRunner.maxItemsPerCall": 2 } });
        admin = await signIn(forum.app, "admin");
        moderator = await signIn(forum.app, "moderator");
        member = await signIn(forum.app, "member");
    });

    afterAll(async () => {
        await forum?.close();
    });

    const get = (url: string, cookie?: string) => forum.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
    const send = (cookie: string, method: "POST" | "PATCH" | "PUT" | "DELETE", url: string, payload?: object) =>
        forum.app.inject({ method, url, payload, headers: { ...(payload ? JSON_HEADERS : { "x-requested-with": "vanilla" }), cookie } });

    it("each page is for those with its permission: guests sign in, others get 403", async () => {
        for (const url of ["/dashboard/categories", "/dashboard/roles", "/dashboard/members", "/dashboard/members/1"]) {
            const guest = await get(url);
            expect(guest.statusCode).toBe(302);
            expect(guest.headers.location).toBe(`/entry/signin?target=${encodeURIComponent(url)}`);
            expect((await get(url, member)).statusCode).toBe(403);
            expect((await get(url, admin)).statusCode).toBe(200);
        }
        expect((await get("/dashboard/categories", moderator)).statusCode).toBe(403);
        expect((await get("/dashboard/members", moderator)).statusCode).toBe(200);
        expect((await get("/dashboard/members/999999", admin)).statusCode).toBe(404);
    });

    it("the categories page is server-rendered with its island and the tree in tree order", async () => {
        const page = await get("/dashboard/categories", admin);
        expect(page.body).toContain('data-react="CategoryManager"');
        expect(preloadOf(page.body).meta).toMatchObject({ mode: "island" });
        const general = await forum.db.selectFrom("categories").select("name").where("urlcode", "=", "general").executeTakeFirstOrThrow();
        expect(page.body).toContain(general.name);
    });

    it("the member list finds by name, by e-mail only for those who may read it, by role and by status, 30 a page", async () => {
        for (let i = 0; i < 3; i += 1) await createUser(forum.db, { name: `zed${i}`, email: `hidden${i}@mail.test`, password: TEST_PASSWORD, roleType: "member" });
        await forum.db.updateTable("users").set({ banned: 1 }).where("name", "=", "zed1").execute();
        const names = async (query: string, cookie = admin) => ((await get(`/api/v2/users?${query}`, cookie)).json() as Array<{ name: string }>).map((user) => user.name).sort();
        expect(await names("query=ZED")).toEqual(["zed0", "zed1", "zed2"]);
        expect(await names("query=hidden2")).toEqual(["zed2"]);
        const moderatorRole = (await forum.db.selectFrom("roles").select("roleID").where("type", "=", "moderator").executeTakeFirstOrThrow()).roleID;
        expect(await names(`roleID=${moderatorRole}`)).toEqual(["moderator"]);
        expect(await names("query=zed&banned=true")).toEqual(["zed1"]);
        expect(await names("query=zed&emailConfirmed=false")).toEqual(["zed0", "zed1", "zed2"]);
        const all = await get("/api/v2/users", admin);
        expect(all.headers["x-app-page-limit"]).toBe("30");
        expect(Number(all.headers["x-app-page-result-count"])).toBeGreaterThan(25);
        // The page shows the same, filtered by its address.
        const page = await get("/dashboard/members?query=zed&status=banned", admin);
        expect(page.body).toContain("zed1");
        expect(page.body).toContain("hidden1@mail.test");
        expect(page.body).not.toContain("hidden2@mail.test");
    });

    it("deleting a category moves its discussions to another, over several calls, then the category goes", async () => {
        const now = new Date().toISOString();
        const { categoryID } = await send(admin, "POST", "/api/v2/categories", { name: "Doomed", urlcode: "doomed", description: "Soon gone" }).then((response) => response.json() as { categoryID: number });
        const target = await forum.db.selectFrom("categories").select(["categoryID", "countDiscussions"]).where("urlcode", "=", "general").executeTakeFirstOrThrow();
        const authorID = (await forum.db.selectFrom("users").select("userID").where("name", "=", "member").executeTakeFirstOrThrow()).userID;
        for (let i = 0; i < 5; i += 1) {
            await forum.db
                .insertInto("discussions")
                .values({ categoryID, insertUserID: authorID, type: "discussion", name: `Doomed ${i}`, body: "Body", format: "markdown", dateInserted: now, dateUpdated: null, dateLastComment: now, lastCommentUserID: null, countComments: 0, countViews: 0, score: 0, pinned: 0, pinLocation: null, closed: 0, sink: 0 })
                .execute();
        }
        await forum.db.updateTable("categories").set({ countDiscussions: 5 }).where("categoryID", "=", categoryID).execute();
        let response = await send(admin, "DELETE", `/api/v2/categories/${categoryID}?newCategoryID=${target.categoryID}`);
        let calls = 1;
        while (response.statusCode === 408) {
            const { callbackPayload } = response.json() as { callbackPayload: string };
            response = await forum.app.inject({ method: "POST", url: "/api/v2/calls/run", payload: callbackPayload, headers: { "content-type": LONG_RUNNER_CONTENT_TYPE, "x-requested-with": "vanilla", cookie: admin } });
            calls += 1;
        }
        expect(response.statusCode).toBe(200);
        expect(calls).toBe(3);
        expect(await forum.db.selectFrom("categories").select("categoryID").where("categoryID", "=", categoryID).executeTakeFirst()).toBeUndefined();
        const moved = await forum.db.selectFrom("discussions").select("categoryID").where("name", "like", "Doomed %").execute();
        expect(moved.map((row) => row.categoryID)).toEqual(Array(5).fill(target.categoryID));
        expect((await forum.db.selectFrom("categories").select("countDiscussions").where("categoryID", "=", target.categoryID).executeTakeFirstOrThrow()).countDiscussions).toBe(target.countDiscussions + 5);
    });

    it("a category refuses a bad urlcode, a taken one and a parent inside itself, by field", async () => {
        expect((await send(admin, "POST", "/api/v2/categories", { name: "X", urlcode: "Not OK" })).json()).toMatchObject({ errors: [{ field: "urlcode", code: "pattern" }] });
        expect((await send(admin, "POST", "/api/v2/categories", { name: "X", urlcode: "general" })).json()).toMatchObject({ errors: [{ field: "urlcode", code: "unique" }] });
        const parent = (await send(admin, "POST", "/api/v2/categories", { name: "Parent", urlcode: "parent-cat" })).json() as { categoryID: number };
        const child = (await send(admin, "POST", "/api/v2/categories", { name: "Child", urlcode: "child-cat", parentCategoryID: parent.categoryID })).json() as { categoryID: number; depth: number };
        expect(child.depth).toBe(2);
        expect((await send(admin, "PATCH", `/api/v2/categories/${parent.categoryID}`, { parentCategoryID: child.categoryID })).json()).toMatchObject({ errors: [{ field: "parentCategoryID" }] });
        // Ten identical moves at once end in one order.
        await Promise.all(Array.from({ length: 10 }, () => send(admin, "PATCH", `/api/v2/categories/${parent.categoryID}`, { sort: 0 })));
        const top = await forum.db.selectFrom("categories").select(["categoryID", "sort"]).where("parentCategoryID", "is", null).orderBy("sort").execute();
        expect(top[0]!.categoryID).toBe(parent.categoryID);
        expect(new Set(top.map((row) => row.sort)).size).toBe(top.length);
    });

    it("a role's category permissions decide what its members see, and view-as-role says so", async () => {
        const memberRole = (await forum.db.selectFrom("roles").select("roleID").where("type", "=", "member").executeTakeFirstOrThrow()).roleID;
        const { categoryID } = (await send(admin, "POST", "/api/v2/categories", { name: "Staff room", urlcode: "staff-room" })).json() as { categoryID: number };
        const visible = async () => ((await get("/api/v2/categories", member)).json() as Array<{ categoryID: number }>).some((category) => category.categoryID === categoryID);
        expect(await visible()).toBe(true);
        expect((await send(admin, "PUT", `/api/v2/categories/${categoryID}/permissions`, { roles: [{ roleID: memberRole, permissions: {} }] })).statusCode).toBe(200);
        expect(await visible()).toBe(false);
        const check = (await get(`/api/v2/roles/${memberRole}/categories/${categoryID}/check`, admin)).json();
        expect(check).toMatchObject({ permissionsFrom: categoryID, permissions: { "discussions.view": false, "comments.add": false } });
        const general = (await forum.db.selectFrom("categories").select("categoryID").where("urlcode", "=", "general").executeTakeFirstOrThrow()).categoryID;
        expect((await get(`/api/v2/roles/${memberRole}/categories/${general}/check`, admin)).json()).toMatchObject({ permissions: { "discussions.view": true } });
        // An empty list: the category inherits again.
        await send(admin, "PUT", `/api/v2/categories/${categoryID}/permissions`, { roles: [] });
        expect(await visible()).toBe(true);
    });

    it("roles: add, rename, grant, and delete a custom role (its members keep a role to sign in with)", async () => {
        const created = await send(admin, "POST", "/api/v2/roles", { name: "Helpers", permissions: [{ type: "global", permissions: { "discussions.view": true, "made.up": true } }] });
        expect(created.json()).toMatchObject({ errors: [{ field: "permissions", code: "unknownPermission" }] });
        const role = (await send(admin, "POST", "/api/v2/roles", { name: "Helpers" })).json() as { roleID: number; deletable: boolean };
        expect(role.deletable).toBe(true);
        expect((await send(admin, "POST", "/api/v2/roles", { name: "helpers" })).json()).toMatchObject({ errors: [{ field: "name" }] });
        const fragments = (await send(admin, "PUT", `/api/v2/roles/${role.roleID}/permissions`, [{ type: "global", permissions: { "curation.manage": true } }])).json();
        expect(fragments).toEqual([{ type: "global", id: null, permissions: { "curation.manage": true } }]);
        const userID = await createUser(forum.db, { name: "helperonly", email: "helperonly@example.com", password: TEST_PASSWORD, roleType: "member" });
        await forum.db.deleteFrom("userRoles").where("userID", "=", userID).execute();
        await forum.db.insertInto("userRoles").values({ userID, roleID: role.roleID }).execute();
        expect((await send(admin, "DELETE", `/api/v2/roles/${role.roleID}`)).statusCode).toBe(204);
        const left = await forum.db.selectFrom("userRoles").innerJoin("roles", "roles.roleID", "userRoles.roleID").select("roles.type").where("userID", "=", userID).execute();
        expect(left).toEqual([{ type: "member" }]);
        const builtIn = (await forum.db.selectFrom("roles").select("roleID").where("type", "=", "member").executeTakeFirstOrThrow()).roleID;
        expect((await send(admin, "DELETE", `/api/v2/roles/${builtIn}`)).statusCode).toBe(409);
    });

    it("the same write ten times at once: one role, one grant per role and category", async () => {
        const answers = await Promise.all(Array.from({ length: 10 }, () => send(admin, "POST", "/api/v2/roles", { name: "Twins" })));
        expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
        expect(answers.every((answer) => answer.statusCode === 201 || answer.statusCode === 400)).toBe(true);
        const memberRole = (await forum.db.selectFrom("roles").select("roleID").where("type", "=", "member").executeTakeFirstOrThrow()).roleID;
        const categoryID = (await forum.db.selectFrom("categories").select("categoryID").where("urlcode", "=", "general").executeTakeFirstOrThrow()).categoryID;
        const puts = await Promise.all(Array.from({ length: 10 }, () => send(admin, "PUT", `/api/v2/categories/${categoryID}/permissions`, { roles: [{ roleID: memberRole, permissions: { "discussions.view": true } }] })));
        expect(puts.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
        expect(await forum.db.selectFrom("roleCategoryPermissions").select("roleID").where("categoryID", "=", categoryID).execute()).toEqual([{ roleID: memberRole }]);
        await send(admin, "PUT", `/api/v2/categories/${categoryID}/permissions`, { roles: [] });
    });

    it("deleting a member keeps their posts as by User Deleted, or removes them", async () => {
        const keptID = await createUser(forum.db, { name: "leaver", email: "leaver@example.com", password: TEST_PASSWORD, roleType: "member" });
        const goneID = await createUser(forum.db, { name: "spammer", email: "spammer@example.com", password: TEST_PASSWORD, roleType: "member" });
        const categoryID = (await forum.db.selectFrom("categories").select("categoryID").where("urlcode", "=", "general").executeTakeFirstOrThrow()).categoryID;
        const now = new Date().toISOString();
        const post = (insertUserID: number, name: string) =>
            forum.db
                .insertInto("discussions")
                .values({ categoryID, insertUserID, type: "discussion", name, body: "Body", format: "markdown", dateInserted: now, dateUpdated: null, dateLastComment: now, lastCommentUserID: null, countComments: 0, countViews: 0, score: 0, pinned: 0, pinLocation: null, closed: 0, sink: 0 })
                .returning("discussionID")
                .executeTakeFirstOrThrow();
        const kept = await post(keptID, "Kept post");
        await post(goneID, "Spam post");
        // A kept comment, and the administrator's reply to it ("In reply to …" names its author).
        const comment = (await send(await signIn(forum.app, "leaver"), "POST", "/api/v2/comments", { discussionID: kept.discussionID, body: "Kept comment" })).json();
        const reply = (await send(admin, "POST", "/api/v2/comments", { discussionID: kept.discussionID, body: "A reply", parentCommentID: comment.commentID })).json();
        expect((await send(admin, "DELETE", `/api/v2/users/${keptID}`, { deleteMethod: "keep" })).statusCode).toBe(204);
        expect((await send(admin, "DELETE", `/api/v2/users/${goneID}`, { deleteMethod: "delete" })).statusCode).toBe(204);
        const discussion = (await get(`/api/v2/discussions/${kept.discussionID}?expand=insertUser`, admin)).json();
        expect(discussion).toMatchObject({ name: "Kept post", insertUser: { userID: 0, name: "User Deleted" } });
        // In a list too, beside a member who is there.
        const listed = (await get(`/api/v2/discussions?categoryID=${categoryID}&expand=insertUser,lastUser&limit=100`, admin)).json() as Array<{ discussionID: number }>;
        expect(listed.find((row) => row.discussionID === kept.discussionID)).toMatchObject({ insertUser: { userID: 0, name: "User Deleted" }, lastUser: { name: "admin" } });
        const comments = (await get(`/api/v2/comments?discussionID=${kept.discussionID}`, admin)).json();
        expect(comments).toMatchObject([
            { commentID: comment.commentID, insertUser: { userID: 0, name: "User Deleted" } },
            { commentID: reply.commentID, insertUser: { name: "admin" }, replyTo: { commentID: comment.commentID, name: "User Deleted" } },
        ]);
        // Alone, the reply names the author of a comment it was not read with.
        expect((await get(`/api/v2/comments/${reply.commentID}`, admin)).json().replyTo).toEqual({ commentID: comment.commentID, name: "User Deleted" });
        expect(await forum.db.selectFrom("discussions").select("discussionID").where("name", "=", "Spam post").executeTakeFirst()).toBeUndefined();
        expect(await forum.db.selectFrom("users").select("userID").where("userID", "in", [keptID, goneID]).execute()).toEqual([]);
    });

    it("a staff reset mails the member a reset link", async () => {
        const userID = (await forum.db.selectFrom("users").select("userID").where("name", "=", "member").executeTakeFirstOrThrow()).userID;
        expect((await send(admin, "PATCH", `/api/v2/users/${userID}`, { resetPassword: true })).statusCode).toBe(200);
        const row = await forum.db.selectFrom("passwordResets").select("userID").where("userID", "=", userID).executeTakeFirst();
        expect(row).toEqual({ userID });
    });
});
