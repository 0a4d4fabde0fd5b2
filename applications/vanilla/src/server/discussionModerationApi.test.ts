/**
 * The calls behind the discussion options menu (content §4, §6, §7): PATCH /discussions/{id}
 * {closed, sink}, PUT /discussions/{id}/dismiss, PATCH /discussions/{id}/bump and
 * DELETE /discussions/{id}, by guest, member, author, moderator and admin; field errors, 404,
 * the request-origin guard, and the counts after a delete.
 */
import { createTestApp, signIn, type ITestApp } from "@server/testing/testApp";
import { newDiscussionRow } from "./discussionsModel";

type Who = "guest" | "member" | "author" | "moderator" | "admin";
const PEOPLE: Who[] = ["guest", "member", "author", "moderator", "admin"];

describe("discussion moderation API", () => {
    let forum: ITestApp;
    const cookies: Partial<Record<Who, string>> = {};
    const ids: Record<string, number> = {};
    let generalCategoryID: number;
    let announcementID: number;

    async function userID(name: string): Promise<number> {
        return (await forum.db.selectFrom("users").select("userID").where("name", "=", name).executeTakeFirstOrThrow()).userID;
    }

    /** A fresh discussion in General Discussion by `author`, with two comments and reactions. */
    async function makeDiscussion(name: string, authorName = "member"): Promise<number> {
        const now = new Date().toISOString();
        const insertUserID = await userID(authorName);
        const { discussionID } = await forum.db
            .insertInto("discussions")
            .values(
                newDiscussionRow({ categoryID: generalCategoryID, insertUserID, type: "discussion", name, body: "Body", format: "text" }, now),
            )
            .returning("discussionID")
            .executeTakeFirstOrThrow();
        await forum.db.updateTable("categories").set((eb) => ({ countDiscussions: eb("countDiscussions", "+", 1) })).where("categoryID", "=", generalCategoryID).execute();
        await forum.db.updateTable("users").set((eb) => ({ countDiscussions: eb("countDiscussions", "+", 1) })).where("userID", "=", insertUserID).execute();
        return discussionID;
    }

    beforeAll(async () => {
        forum = await createTestApp();
        // The author is the member; its role gets discussions.closeOwn (the seed gives no one that).
        const memberRole = await forum.db.selectFrom("roles").select(["roleID", "permissions"]).where("name", "=", "Member").executeTakeFirstOrThrow();
        const permissions = { ...JSON.parse(memberRole.permissions), "discussions.closeOwn": true };
        await forum.db.updateTable("roles").set({ permissions: JSON.stringify(permissions) }).where("roleID", "=", memberRole.roleID).execute();
        for (const name of ["member", "moderator", "admin"] as const) cookies[name] = await signIn(forum.app, name);
        cookies.author = cookies.member;
        generalCategoryID = (await forum.db.selectFrom("categories").select("categoryID").where("urlcode", "=", "general").executeTakeFirstOrThrow()).categoryID;
        announcementID = (await forum.db.selectFrom("discussions").select("discussionID").where("pinned", "=", 1).orderBy("discussionID").executeTakeFirstOrThrow()).discussionID;
        // "others" is by the moderator: the member is not its author.
        ids.own = await makeDiscussion("The member's own discussion", "member");
        ids.others = await makeDiscussion("Someone else's discussion", "moderator");
    });

    afterAll(async () => {
        await forum?.close();
    });

    /** The member (as "member") on a discussion it did not write; as "author" on its own. */
    function targetFor(who: Who): number {
        return who === "author" ? ids.own! : ids.others!;
    }

    function call(method: "POST" | "PATCH" | "PUT" | "DELETE", url: string, who: Who, payload?: unknown, origin = true) {
        const headers: Record<string, string> = {};
        if (payload !== undefined) headers["content-type"] = "application/json";
        const cookie = cookies[who];
        if (cookie) headers.cookie = cookie;
        if (origin) headers["x-requested-with"] = "vanilla";
        return forum.app.inject({ method, url, headers, ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}) });
    }

    const row = (id: number) => forum.db.selectFrom("discussions").selectAll().where("discussionID", "=", id).executeTakeFirst();

    describe("PATCH /discussions/{id} {closed}", () => {
        const expected: Record<Who, number> = { guest: 403, member: 403, author: 200, moderator: 200, admin: 200 };
        it.each(PEOPLE)("%s", async (who) => {
            const id = targetFor(who);
            const response = await call("PATCH", `/api/v2/discussions/${id}`, who, { closed: true });
            expect(response.statusCode).toBe(expected[who]);
            if (expected[who] === 200) {
                expect(response.json()).toMatchObject({ discussionID: id, closed: true });
                expect((await row(id))?.closed).toBe(1);
                const reopened = await call("PATCH", `/api/v2/discussions/${id}`, who, { closed: false });
                expect(reopened.json()).toMatchObject({ closed: false });
            } else {
                expect(response.json()).toMatchObject({ status: 403, message: expect.any(String) });
                expect((await row(id))?.closed).toBe(0);
            }
        });
    });

    describe("PATCH /discussions/{id} {sink}", () => {
        const expected: Record<Who, number> = { guest: 403, member: 403, author: 403, moderator: 200, admin: 200 };
        it.each(PEOPLE)("%s", async (who) => {
            const id = targetFor(who);
            const response = await call("PATCH", `/api/v2/discussions/${id}`, who, { sink: true });
            expect(response.statusCode).toBe(expected[who]);
            expect((await row(id))?.sink).toBe(expected[who] === 200 ? 1 : 0);
            if (expected[who] === 200) {
                expect(response.json()).toMatchObject({ sink: true });
                await call("PATCH", `/api/v2/discussions/${id}`, who, { sink: false });
            }
        });
    });

    describe("PATCH /discussions/{id}/bump", () => {
        const expected: Record<Who, number> = { guest: 403, member: 403, author: 403, moderator: 200, admin: 200 };
        it.each(PEOPLE)("%s", async (who) => {
            const id = targetFor(who);
            const before = (await row(id))!.dateLastComment;
            await new Promise((resolve) => setTimeout(resolve, 5));
            const response = await call("PATCH", `/api/v2/discussions/${id}/bump`, who);
            expect(response.statusCode).toBe(expected[who]);
            const after = (await row(id))!.dateLastComment;
            if (expected[who] === 200) {
                expect(after > before).toBe(true);
                expect(response.json()).toMatchObject({ discussionID: id, dateLastComment: after });
            } else {
                expect(after).toBe(before);
            }
        });
    });

    describe("PUT /discussions/{id}/dismiss", () => {
        const expected: Record<Who, number> = { guest: 403, member: 200, author: 200, moderator: 200, admin: 200 };
        it.each(PEOPLE)("%s", async (who) => {
            const response = await call("PUT", `/api/v2/discussions/${announcementID}/dismiss`, who, { dismissed: true });
            expect(response.statusCode).toBe(expected[who]);
            if (expected[who] !== 200) return;
            expect(response.json()).toEqual({ dismissed: true });
            const seen = await forum.app.inject({ url: `/api/v2/discussions/${announcementID}`, headers: { cookie: cookies[who]! } });
            expect(seen.json().dismissed).toBe(true);
            const undone = await call("PUT", `/api/v2/discussions/${announcementID}/dismiss`, who, { dismissed: false });
            expect(undone.json()).toEqual({ dismissed: false });
        });

        it("is per user: the member's dismissal is not the moderator's", async () => {
            await call("PUT", `/api/v2/discussions/${announcementID}/dismiss`, "member", { dismissed: true });
            const asModerator = await forum.app.inject({ url: `/api/v2/discussions/${announcementID}`, headers: { cookie: cookies.moderator! } });
            expect(asModerator.json().dismissed).toBe(false);
            const asMember = await forum.app.inject({ url: `/api/v2/discussions/${announcementID}`, headers: { cookie: cookies.member! } });
            expect(asMember.json().dismissed).toBe(true);
            // Idempotent both ways.
            expect((await call("PUT", `/api/v2/discussions/${announcementID}/dismiss`, "member", { dismissed: true })).json()).toEqual({ dismissed: true });
            for (let i = 0; i < 2; i++) expect((await call("PUT", `/api/v2/discussions/${announcementID}/dismiss`, "member", { dismissed: false })).json()).toEqual({ dismissed: false });
        });

        it("refuses a discussion that is not an announcement with a field error", async () => {
            const response = await call("PUT", `/api/v2/discussions/${ids.others}/dismiss`, "member", { dismissed: true });
            expect(response.statusCode).toBe(400);
            expect(response.json()).toMatchObject({ status: 400, errors: [expect.objectContaining({ field: "dismissed" })] });
        });
    });

    describe("DELETE /discussions/{id}", () => {
        const expected: Record<Who, number> = { guest: 403, member: 403, author: 403, moderator: 204, admin: 204 };
        it.each(PEOPLE)("%s", async (who) => {
            const id = await makeDiscussion(`To delete, by ${who}`, who === "author" ? "member" : "moderator");
            const response = await call("DELETE", `/api/v2/discussions/${id}`, who);
            expect(response.statusCode).toBe(expected[who]);
            expect(await row(id)).toEqual(expected[who] === 204 ? undefined : expect.objectContaining({ discussionID: id }));
            if (expected[who] === 204) {
                expect(response.body).toBe("");
                expect((await forum.app.inject({ url: `/api/v2/discussions/${id}`, headers: { cookie: cookies.admin! } })).statusCode).toBe(404);
            }
        });

        it("deletes the comments, reactions, bookmarks and dismissals, and fixes the counts", async () => {
            const memberID = await userID("member");
            const moderatorID = await userID("moderator");
            const id = await makeDiscussion("A discussion with replies", "member");
            // Two comments by the moderator, one by the member, through the API (so the counts move as in use).
            for (const who of ["moderator", "moderator", "member"] as const) {
                const posted = await call("POST", "/api/v2/comments", who, { discussionID: id, body: `A reply by ${who}`, format: "text" });
                expect(posted.statusCode).toBe(201);
            }
            const commentIDs = (await forum.db.selectFrom("comments").select("commentID").where("discussionID", "=", id).execute()).map((c) => c.commentID);
            expect(commentIDs).toHaveLength(3);
            const like = await forum.db.selectFrom("reactionTypes").select("tagID").where("urlcode", "=", "Like").executeTakeFirstOrThrow();
            const now = new Date().toISOString();
            await forum.db
                .insertInto("reactions")
                .values([
                    { recordType: "discussion", recordID: id, userID: moderatorID, tagID: like.tagID, dateInserted: now },
                    { recordType: "comment", recordID: commentIDs[0]!, userID: memberID, tagID: like.tagID, dateInserted: now },
                ])
                .execute();
            expect((await call("PUT", `/api/v2/discussions/${id}/bookmark`, "member", { bookmarked: true })).statusCode).toBe(200);
            // An announcement, so the member can dismiss it too.
            await forum.db.updateTable("discussions").set({ pinned: 1, pinLocation: "recent" }).where("discussionID", "=", id).execute();
            expect((await call("PUT", `/api/v2/discussions/${id}/dismiss`, "member", { dismissed: true })).statusCode).toBe(200);
            const dismissals = forum.db;
            const dismissalsOf = () => dismissals.selectFrom("discussionDismissals").select("userID").where("discussionID", "=", id).execute();
            expect(await dismissalsOf()).toHaveLength(1);

            const counts = async () => ({
                category: await forum.db.selectFrom("categories").select(["countDiscussions", "countComments"]).where("categoryID", "=", generalCategoryID).executeTakeFirstOrThrow(),
                member: await forum.db.selectFrom("users").select(["countDiscussions", "countComments"]).where("userID", "=", memberID).executeTakeFirstOrThrow(),
                moderator: await forum.db.selectFrom("users").select(["countDiscussions", "countComments"]).where("userID", "=", moderatorID).executeTakeFirstOrThrow(),
            });
            const before = await counts();

            expect((await call("DELETE", `/api/v2/discussions/${id}`, "moderator")).statusCode).toBe(204);

            expect(await forum.db.selectFrom("comments").select("commentID").where("discussionID", "=", id).execute()).toEqual([]);
            const reactionsLeft = await forum.db
                .selectFrom("reactions")
                .select("recordID")
                .where((eb) => eb.or([eb.and([eb("recordType", "=", "discussion"), eb("recordID", "=", id)]), eb.and([eb("recordType", "=", "comment"), eb("recordID", "in", commentIDs)])]))
                .execute();
            expect(reactionsLeft).toEqual([]);
            expect(await forum.db.selectFrom("bookmarks").select("userID").where("discussionID", "=", id).execute()).toEqual([]);
            expect(await dismissalsOf()).toEqual([]);

            const after = await counts();
            expect(after.category).toEqual({ countDiscussions: before.category.countDiscussions - 1, countComments: before.category.countComments - 3 });
            expect(after.member).toEqual({ countDiscussions: before.member.countDiscussions - 1, countComments: before.member.countComments - 1 });
            expect(after.moderator).toEqual({ countDiscussions: before.moderator.countDiscussions, countComments: before.moderator.countComments - 2 });
            // The category page's numbers come from the same columns.
            const category = (await forum.app.inject({ url: `/api/v2/categories/${generalCategoryID}` })).json();
            expect(category).toMatchObject({ countDiscussions: after.category.countDiscussions, countComments: after.category.countComments });
        });
    });

    describe("errors", () => {
        it("answers 404 for an unknown discussion, to everyone signed in", async () => {
            for (const [method, suffix, payload] of [
                ["PATCH", "", { closed: true }],
                ["PATCH", "/bump", undefined],
                ["PUT", "/dismiss", { dismissed: true }],
                ["DELETE", "", undefined],
            ] as const) {
                const response = await call(method, `/api/v2/discussions/999999${suffix}`, "admin", payload);
                expect([method, suffix, response.statusCode]).toEqual([method, suffix, 404]);
            }
        });

        it("answers 400 with field errors for a bad body", async () => {
            const wrongType = await call("PATCH", `/api/v2/discussions/${ids.others}`, "moderator", { closed: "perhaps" });
            expect(wrongType.statusCode).toBe(400);
            expect(wrongType.json()).toMatchObject({ status: 400, errors: [expect.objectContaining({ field: "closed" })] });

            const empty = await call("PATCH", `/api/v2/discussions/${ids.others}`, "moderator", {});
            expect(empty.statusCode).toBe(400);
            expect(empty.json().errors.map((error: { field: string }) => error.field).sort()).toEqual(["closed", "sink"]);

            const noDismissed = await call("PUT", `/api/v2/discussions/${announcementID}/dismiss`, "member", {});
            expect(noDismissed.statusCode).toBe(400);
            expect(noDismissed.json()).toMatchObject({ errors: [expect.objectContaining({ field: "dismissed" })] });
        });

        it("refuses every call without the request-origin header (CSRF guard)", async () => {
            const id = await makeDiscussion("Guarded discussion", "moderator");
            for (const [method, suffix, payload] of [
                ["PATCH", "", { closed: true }],
                ["PATCH", "/bump", undefined],
                ["PUT", "/dismiss", { dismissed: true }],
                ["DELETE", "", undefined],
            ] as const) {
                const response = await call(method, `/api/v2/discussions/${id}${suffix}`, "admin", payload, false);
                expect(response.statusCode).toBe(403);
            }
            expect(await row(id)).toMatchObject({ closed: 0 });
        });

        it("refuses moderation in a category the moderator only has junction permissions for (the staff room)", async () => {
            // The staff room's own permissions give moderators view, add and comment only.
            const staff = await forum.db.selectFrom("discussions").select("discussionID").where("name", "=", "Moderator notes for this month").executeTakeFirstOrThrow();
            expect((await call("PATCH", `/api/v2/discussions/${staff.discussionID}`, "moderator", { closed: true })).statusCode).toBe(403);
            expect((await call("PATCH", `/api/v2/discussions/${staff.discussionID}`, "admin", { closed: false })).statusCode).toBe(200);
        });
    });
});
