/**
 * Bulk moderation's calls (content §7): DELETE /discussions/list, PATCH /discussions/close,
 * PATCH /discussions/move and PATCH /discussions/merge, by guest, member, moderator and admin.
 * Permission is decided per discussion and reported per item (failedIDs, exceptionsByID); a
 * bad body is a 400 with field errors; a long run resumes through POST /calls/run.
 *
 * The moderator holds discussions.manage and discussions.edit but not discussions.close in
 * "Feature Ideas" (a category permission override), so one close in a batch fails.
 */
import { MAX_ITEMS_CONFIG } from "@server/http/longRunner";
import { createTestApp, signIn, type ITestApp } from "@server/testing/testApp";

type Who = "guest" | "member" | "moderator" | "admin";

interface IAnswer {
    progress: { successIDs: number[]; failedIDs: number[]; exceptionsByID: Record<string, { message: string; code: number }>; countTotalIDs: number };
    callbackPayload: string | null;
}

describe("bulk moderation API", () => {
    let forum: ITestApp;
    const cookies: Partial<Record<Who, string>> = {};
    const categoryIDs: Record<string, number> = {};
    let memberID: number;
    let counter = 0;

    async function makeDiscussion(category: "general" | "ideas", comments = 0): Promise<number> {
        const now = new Date(Date.now() + counter++).toISOString();
        const categoryID = categoryIDs[category]!; // every seeded category, by urlcode (beforeAll)
        const { discussionID } = await forum.db
            .insertInto("discussions")
            .values({
                categoryID,
                insertUserID: memberID,
                type: "discussion",
                name: `Bulk test ${counter}`,
                body: `Opening post ${counter}`,
                format: "text",
                dateInserted: now,
                dateUpdated: null,
                dateLastComment: now,
                lastCommentUserID: null,
                countComments: comments,
                countViews: 0,
                score: 0,
                pinned: 0,
                pinLocation: null,
                closed: 0,
                sink: 0,
            })
            .returning("discussionID")
            .executeTakeFirstOrThrow();
        for (let i = 0; i < comments; i++) {
            await forum.db.insertInto("comments").values({ discussionID, insertUserID: memberID, body: `Reply ${i}`, format: "text", dateInserted: now, dateUpdated: null, score: 0 }).execute();
        }
        await forum.db
            .updateTable("categories")
            .set((eb) => ({ countDiscussions: eb("countDiscussions", "+", 1), countComments: eb("countComments", "+", comments) }))
            .where("categoryID", "=", categoryID)
            .execute();
        return discussionID;
    }

    beforeAll(async () => {
        forum = await createTestApp();
        for (const name of ["member", "moderator", "admin"] as const) cookies[name] = await signIn(forum.app, name);
        memberID = (await forum.db.selectFrom("users").select("userID").where("name", "=", "member").executeTakeFirstOrThrow()).userID;
        for (const row of await forum.db.selectFrom("categories").select(["categoryID", "urlcode"]).execute()) categoryIDs[row.urlcode] = row.categoryID;
        // "Feature Ideas" becomes a junction: every role keeps seeing it, the moderator may manage and edit there but not close.
        const roles = await forum.db.selectFrom("roles").select(["roleID", "name", "permissions"]).execute();
        for (const role of roles) {
            const global = JSON.parse(role.permissions) as Record<string, boolean>;
            const inIdeas: Record<string, boolean> =
                role.name === "Moderator"
                    ? { "discussions.view": true, "discussions.add": true, "comments.add": true, "discussions.manage": true, "discussions.edit": true }
                    : Object.fromEntries(["discussions.view", "discussions.add", "comments.add"].filter((name) => global[name]).map((name) => [name, true]));
            await forum.db.insertInto("roleCategoryPermissions").values({ roleID: role.roleID, categoryID: categoryIDs.ideas!, permissions: JSON.stringify(inIdeas) }).execute();
        }
    });

    afterAll(async () => {
        await forum?.close();
    });

    function call(method: "POST" | "PATCH" | "DELETE", url: string, who: Who, payload?: unknown, contentType = "application/json") {
        const headers: Record<string, string> = { "x-requested-with": "vanilla" };
        if (payload !== undefined) headers["content-type"] = contentType;
        const cookie = cookies[who];
        if (cookie) headers.cookie = cookie;
        const body = payload === undefined ? {} : { payload: typeof payload === "string" ? payload : JSON.stringify(payload) };
        return forum.app.inject({ method, url, headers, ...body });
    }

    const row = (id: number) => forum.db.selectFrom("discussions").selectAll().where("discussionID", "=", id).executeTakeFirst();

    describe("guests", () => {
        it.each([
            ["DELETE", "/api/v2/discussions/list"],
            ["PATCH", "/api/v2/discussions/close"],
            ["PATCH", "/api/v2/discussions/move"],
            ["PATCH", "/api/v2/discussions/merge"],
        ] as const)("%s %s is 403, whatever the body", async (method, url) => {
            const id = await makeDiscussion("general");
            const response = await call(method, url, "guest", { discussionIDs: [id], closed: true, categoryID: categoryIDs.help, destinationDiscussionID: id });
            expect(response.statusCode).toBe(403);
            expect(response.json()).toMatchObject({ status: 403, message: "You must be signed in to do that." });
            expect(await row(id)).toMatchObject({ closed: 0, categoryID: categoryIDs.general });
        });
    });

    describe("field errors in Vanilla's shape", () => {
        it("names a missing discussionIDs", async () => {
            const response = await call("PATCH", "/api/v2/discussions/close", "moderator", { closed: true });
            expect(response.statusCode).toBe(400);
            expect(response.json()).toMatchObject({ status: 400, errors: [{ field: "discussionIDs", code: "required", message: "discussionIDs is required." }] });
        });

        it("names a closed that is not a boolean and IDs that are not integers", async () => {
            const response = await call("PATCH", "/api/v2/discussions/close", "moderator", { discussionIDs: ["x"], closed: "yes" });
            expect(response.statusCode).toBe(400);
            const fields = (response.json() as { errors: Array<{ field: string }> }).errors.map((error) => error.field);
            expect(fields).toEqual(expect.arrayContaining(["discussionIDs.0"]));
        });

        it("refuses an empty list and an unknown longRunnerMode", async () => {
            const empty = await call("DELETE", "/api/v2/discussions/list", "moderator", { discussionIDs: [] });
            expect(empty.json()).toMatchObject({ status: 400, errors: [{ field: "discussionIDs", code: "minItems" }] });
            const mode = await call("DELETE", "/api/v2/discussions/list", "moderator", { discussionIDs: [1], longRunnerMode: "later" });
            expect(mode.json()).toMatchObject({ status: 400, errors: [{ field: "longRunnerMode", code: "enum" }] });
        });

        it("names a category that does not exist, and a missing destination", async () => {
            const id = await makeDiscussion("general");
            const move = await call("PATCH", "/api/v2/discussions/move", "moderator", { discussionIDs: [id], categoryID: 99999 });
            expect(move.json()).toMatchObject({ status: 400, errors: [{ field: "categoryID", code: "notFound" }] });
            const merge = await call("PATCH", "/api/v2/discussions/merge", "moderator", { discussionIDs: [id], destinationDiscussionID: 99999 });
            expect(merge.json()).toMatchObject({ status: 400, errors: [{ field: "destinationDiscussionID", code: "notFound" }] });
            const alone = await call("PATCH", "/api/v2/discussions/merge", "moderator", { discussionIDs: [id], destinationDiscussionID: id });
            expect(alone.json()).toMatchObject({ status: 400, errors: [{ field: "discussionIDs", message: "You must select at least 2 discussions to merge." }] });
        });
    });

    describe("PATCH /discussions/close, per discussion", () => {
        it("a member may close none: each is reported with the missing permission", async () => {
            const ids = [await makeDiscussion("general"), await makeDiscussion("general")];
            const response = await call("PATCH", "/api/v2/discussions/close", "member", { discussionIDs: ids, closed: true });
            expect(response.statusCode).toBe(200);
            const { progress } = response.json() as IAnswer;
            expect(progress).toMatchObject({ successIDs: [], failedIDs: ids, countTotalIDs: 2 });
            expect(progress.exceptionsByID[ids[0]!]).toEqual({ message: "You need the discussions.manage permission to do that.", code: 403 });
            for (const id of ids) expect((await row(id))?.closed).toBe(0);
        });

        it("a moderator closes those it may, and the rest fail one by one", async () => {
            const general = [await makeDiscussion("general"), await makeDiscussion("general")];
            const ideas = await makeDiscussion("ideas");
            const response = await call("PATCH", "/api/v2/discussions/close", "moderator", { discussionIDs: [general[0], ideas, general[1], 999999], closed: true });
            expect(response.statusCode).toBe(200);
            const answer = response.json() as IAnswer;
            expect(answer.callbackPayload).toBeNull();
            expect(answer.progress.successIDs).toEqual(general);
            expect(answer.progress.failedIDs).toEqual([ideas, 999999]);
            expect(answer.progress.exceptionsByID).toEqual({
                [ideas]: { message: "You need the discussions.close permission to do that.", code: 403 },
                999999: { message: "Discussion not found.", code: 404 },
            });
            expect((await row(general[0]!))?.closed).toBe(1);
            expect((await row(general[1]!))?.closed).toBe(1);
            expect((await row(ideas))?.closed).toBe(0);
            // And opens them again.
            const reopened = await call("PATCH", "/api/v2/discussions/close", "moderator", { discussionIDs: general, closed: false });
            expect((reopened.json() as IAnswer).progress.successIDs).toEqual(general);
            expect((await row(general[0]!))?.closed).toBe(0);
        });

        it("an admin closes everything, the override notwithstanding", async () => {
            const ids = [await makeDiscussion("general"), await makeDiscussion("ideas")];
            const response = await call("PATCH", "/api/v2/discussions/close", "admin", { discussionIDs: ids, closed: true });
            expect((response.json() as IAnswer).progress).toMatchObject({ successIDs: ids, failedIDs: [] });
            for (const id of ids) expect((await row(id))?.closed).toBe(1);
        });
    });

    describe("DELETE /discussions/list", () => {
        it("a member deletes nothing; a moderator deletes with the comments and counts", async () => {
            const id = await makeDiscussion("general", 2);
            const denied = await call("DELETE", "/api/v2/discussions/list", "member", { discussionIDs: [id], longRunnerMode: "sync" });
            expect((denied.json() as IAnswer).progress).toMatchObject({ successIDs: [], failedIDs: [id] });
            expect(await row(id)).toBeDefined();

            const before = await forum.db.selectFrom("categories").select(["countDiscussions", "countComments"]).where("categoryID", "=", categoryIDs.general!).executeTakeFirstOrThrow();
            const response = await call("DELETE", "/api/v2/discussions/list", "moderator", { discussionIDs: [id, id], longRunnerMode: "sync" });
            expect(response.statusCode).toBe(200);
            expect(response.json()).toEqual({ progress: { successIDs: [id], failedIDs: [], exceptionsByID: {}, countTotalIDs: 1 }, callbackPayload: null });
            expect(await row(id)).toBeUndefined();
            expect(await forum.db.selectFrom("comments").select("commentID").where("discussionID", "=", id).execute()).toEqual([]);
            const after = await forum.db.selectFrom("categories").select(["countDiscussions", "countComments"]).where("categoryID", "=", categoryIDs.general!).executeTakeFirstOrThrow();
            expect(after).toEqual({ countDiscussions: before.countDiscussions - 1, countComments: before.countComments - 2 });
        });

        it("deletes a set across categories and authors in one pass, and every count comes down by what went", async () => {
            const ids = [await makeDiscussion("general", 2), await makeDiscussion("general", 2), await makeDiscussion("general", 2), await makeDiscussion("ideas", 1), await makeDiscussion("ideas", 1)];
            const moderatorID = (await forum.db.selectFrom("users").select("userID").where("name", "=", "moderator").executeTakeFirstOrThrow()).userID;
            await forum.db.insertInto("comments").values({ discussionID: ids[0]!, insertUserID: moderatorID, body: "Moderator's reply", format: "text", dateInserted: new Date().toISOString(), dateUpdated: null, score: 0 }).execute();
            await forum.db.updateTable("categories").set((eb) => ({ countComments: eb("countComments", "+", 1) })).where("categoryID", "=", categoryIDs.general!).execute();
            const categoryCounts = (urlcode: string) => forum.db.selectFrom("categories").select(["countDiscussions", "countComments"]).where("categoryID", "=", categoryIDs[urlcode]!).executeTakeFirstOrThrow();
            const userCounts = (userID: number) => forum.db.selectFrom("users").select(["countDiscussions", "countComments"]).where("userID", "=", userID).executeTakeFirstOrThrow();
            const before = { general: await categoryCounts("general"), ideas: await categoryCounts("ideas"), member: await userCounts(memberID), moderator: await userCounts(moderatorID) };

            await forum.app.hearth.config.set(MAX_ITEMS_CONFIG, 200);
            try {
                const response = await call("DELETE", "/api/v2/discussions/list", "admin", { discussionIDs: [...ids, 999998] });
                expect(response.statusCode).toBe(200);
                expect((response.json() as IAnswer).progress).toEqual({ successIDs: ids, failedIDs: [999998], exceptionsByID: { 999998: { message: "Discussion not found.", code: 404 } }, countTotalIDs: 6 });
            } finally {
                await forum.app.hearth.config.set(MAX_ITEMS_CONFIG, 50);
            }
            for (const id of ids) expect(await row(id)).toBeUndefined();
            expect(await categoryCounts("general")).toEqual({ countDiscussions: before.general.countDiscussions - 3, countComments: before.general.countComments - 7 });
            expect(await categoryCounts("ideas")).toEqual({ countDiscussions: before.ideas.countDiscussions - 2, countComments: before.ideas.countComments - 2 });
            expect(await userCounts(memberID)).toEqual({ countDiscussions: before.member.countDiscussions - 5, countComments: before.member.countComments - 8 });
            expect(await userCounts(moderatorID)).toEqual({ countDiscussions: before.moderator.countDiscussions, countComments: before.moderator.countComments - 1 });
        });

        it("a long run answers 408 with a callbackPayload, and POST /calls/run finishes it for the same user only", async () => {
            await forum.app.hearth.config.set(MAX_ITEMS_CONFIG, 2);
            try {
                const ids = [await makeDiscussion("general"), await makeDiscussion("general"), await makeDiscussion("general")];
                const first = await call("DELETE", "/api/v2/discussions/list", "moderator", { discussionIDs: ids, longRunnerMode: "sync" });
                expect(first.statusCode).toBe(408);
                const firstAnswer = first.json() as IAnswer;
                expect(firstAnswer.progress).toMatchObject({ successIDs: ids.slice(0, 2), failedIDs: [], countTotalIDs: 3 });
                expect(firstAnswer.callbackPayload).toEqual(expect.any(String));
                expect(await row(ids[2]!)).toBeDefined();

                const stranger = await call("POST", "/api/v2/calls/run", "member", firstAnswer.callbackPayload!, "application/system+jwt");
                expect(stranger.statusCode).toBe(403);
                const forged = await call("POST", "/api/v2/calls/run", "moderator", `${firstAnswer.callbackPayload!}x`, "application/system+jwt");
                expect(forged.json()).toMatchObject({ status: 400, errors: [{ field: "callbackPayload" }] });
                expect(await row(ids[2]!)).toBeDefined();

                const rest = await call("POST", "/api/v2/calls/run", "moderator", firstAnswer.callbackPayload!, "application/system+jwt");
                expect(rest.statusCode).toBe(200);
                expect(rest.json()).toEqual({ progress: { successIDs: [ids[2]], failedIDs: [], exceptionsByID: {}, countTotalIDs: 3 }, callbackPayload: null });
                for (const id of ids) expect(await row(id)).toBeUndefined();
            } finally {
                await forum.app.hearth.config.set(MAX_ITEMS_CONFIG, 50);
            }
        });
    });

    describe("PATCH /discussions/move", () => {
        it("moves what the moderator may edit, leaves a redirect when asked, and moves the counts", async () => {
            const id = await makeDiscussion("general", 3);
            const count = (categoryID: number) => forum.db.selectFrom("categories").select(["countDiscussions", "countComments"]).where("categoryID", "=", categoryID).executeTakeFirstOrThrow();
            const [generalBefore, helpBefore] = [await count(categoryIDs.general!), await count(categoryIDs.help!)];

            const member = await call("PATCH", "/api/v2/discussions/move", "member", { discussionIDs: [id], categoryID: categoryIDs.help, addRedirects: true });
            expect(member.statusCode).toBe(403);

            const response = await call("PATCH", "/api/v2/discussions/move", "moderator", { discussionIDs: [id], categoryID: categoryIDs.help, addRedirects: true });
            expect((response.json() as IAnswer).progress).toMatchObject({ successIDs: [id], failedIDs: [] });
            expect((await row(id))?.categoryID).toBe(categoryIDs.help);
            const redirect = await forum.db.selectFrom("discussions").selectAll().where("type", "=", "redirect").where("categoryID", "=", categoryIDs.general!).executeTakeFirstOrThrow();
            expect(redirect.body).toContain(`/discussion/${id}/`);
            expect(await count(categoryIDs.help!)).toEqual({ countDiscussions: helpBefore.countDiscussions + 1, countComments: helpBefore.countComments + 3 });
            // The discussion left, its redirect arrived.
            expect(await count(categoryIDs.general!)).toEqual({ countDiscussions: generalBefore.countDiscussions, countComments: generalBefore.countComments - 3 });
        });

        it("refuses a destination category the moderator may not manage", async () => {
            const id = await makeDiscussion("general");
            const response = await call("PATCH", "/api/v2/discussions/move", "moderator", { discussionIDs: [id], categoryID: categoryIDs.staff });
            expect(response.statusCode).toBe(403);
            expect((await row(id))?.categoryID).toBe(categoryIDs.general);
        });
    });

    describe("PATCH /discussions/merge", () => {
        it("moves the others' posts and comments into the destination and removes the others", async () => {
            const destination = await makeDiscussion("general", 1);
            const sources = [await makeDiscussion("general", 2), await makeDiscussion("ideas", 1)];
            const member = await call("PATCH", "/api/v2/discussions/merge", "member", { discussionIDs: [destination, ...sources], destinationDiscussionID: destination });
            expect(member.statusCode).toBe(403);

            const response = await call("PATCH", "/api/v2/discussions/merge", "moderator", { discussionIDs: [destination, ...sources], destinationDiscussionID: destination, addRedirects: false });
            expect(response.statusCode).toBe(200);
            expect((response.json() as IAnswer).progress).toMatchObject({ successIDs: sources, failedIDs: [], countTotalIDs: 2 });
            for (const id of sources) expect(await row(id)).toBeUndefined();
            const comments = await forum.db.selectFrom("comments").select("body").where("discussionID", "=", destination).execute();
            // 1 of its own, 2 + 1 moved, and the two opening posts.
            expect(comments).toHaveLength(6);
            expect(comments.map((comment) => comment.body)).toEqual(expect.arrayContaining([expect.stringMatching(/^Opening post/)]));
            expect((await row(destination))?.countComments).toBe(6);
        });

        it("accepts POST as well", async () => {
            const [destination, source] = [await makeDiscussion("general"), await makeDiscussion("general")];
            const response = await call("POST", "/api/v2/discussions/merge", "admin", { discussionIDs: [destination, source], destinationDiscussionID: destination });
            expect((response.json() as IAnswer).progress.successIDs).toEqual([source]);
        });
    });
});
