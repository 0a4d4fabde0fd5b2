/**
 * Reactions on discussions (content §3, §4, §6, §7): GET / POST / DELETE
 * /api/v2/discussions/{id}/reactions[/{userID}], the permission matrix, the one reaction per
 * user per record, and the discussion's score and counts after each call.
 */
import { reactionsPreloadCodec } from "@vanilla/reactions/reactionsPreload";
import type { LightMyRequestResponse } from "fastify";
import type { Kysely } from "kysely";
import { vanillaMigrations } from "./migrations";
import { createUser } from "@server/users/usersModel";
import { createTestApp, preloadOf, signIn, TEST_PASSWORD, type ITestApp } from "@server/testing/testApp";

type Actor = "guest" | "member" | "author" | "moderator" | "admin";

interface ICount {
    tagID: number;
    urlcode: string;
    name: string;
    class: string;
    count: number;
    hasReacted: boolean;
}

const STAFF_DISCUSSION = "Moderator notes for this month";



describe("reactions API", () => {
    let forum: ITestApp;
    const cookies: Partial<Record<Actor | "other", string>> = {};
    const userIDs: Partial<Record<Actor | "other", number>> = {};
    let spare: number[] = [];
    let staffDiscussionID: number;

    beforeAll(async () => {
        forum = await createTestApp();
        for (const name of ["author", "other"] as const) {
            await createUser(forum.db, { name, email: `${name}@example.com`, password: TEST_PASSWORD, roleType: "member", emailConfirmed: true });
        }
        for (const name of ["member", "author", "other", "moderator", "admin"] as const) {
            cookies[name] = await signIn(forum.app, name);
            userIDs[name] = (await forum.db.selectFrom("users").select("userID").where("name", "=", name).executeTakeFirstOrThrow()).userID;
        }
        const staff = await forum.db.selectFrom("discussions").select(["discussionID", "categoryID"]).where("name", "=", STAFF_DISCUSSION).executeTakeFirstOrThrow();
        staffDiscussionID = staff.discussionID;
        const rows = await forum.db.selectFrom("discussions").select("discussionID").where("categoryID", "!=", staff.categoryID).orderBy("discussionID").execute();
        spare = rows.map((row) => row.discussionID);
    });

    afterAll(async () => {
        await forum?.close();
    });

    /** A new discussion by `insertUserID`, for tests that must not use up the spare ones. */
    async function newDiscussion(insertUserID: number, name: string, categoryID?: number): Promise<number> {
        const now = new Date().toISOString();
        const category = categoryID ?? (await forum.db.selectFrom("discussions").select("categoryID").where("discussionID", "=", spare[0]!).executeTakeFirstOrThrow()).categoryID;
        const row = await forum.db
            .insertInto("discussions")
            .values({ categoryID: category, insertUserID, type: "discussion", name, body: "Body", format: "markdown", dateInserted: now, dateUpdated: null, dateLastComment: now, lastCommentUserID: null, countComments: 0, countViews: 0, score: 0, pinned: 0, pinLocation: null, closed: 0, sink: 0 })
            .returning("discussionID")
            .executeTakeFirstOrThrow();
        return row.discussionID;
    }

    /** A discussion of its own for one test: written by "author", open (or closed), without reactions. */
    async function freshDiscussion(options: { closed?: boolean } = {}): Promise<number> {
        const discussionID = spare.pop();
        if (discussionID === undefined) throw new Error("No spare discussion left.");
        await forum.db.deleteFrom("reactions").where("recordType", "=", "discussion").where("recordID", "=", discussionID).execute();
        await forum.db
            .updateTable("discussions")
            .set({ insertUserID: userIDs.author!, closed: options.closed ? 1 : 0, score: 0 })
            .where("discussionID", "=", discussionID)
            .execute();
        return discussionID;
    }

    function inject(as: Actor | "other", method: "GET" | "POST" | "DELETE", url: string, payload?: unknown, origin = true): Promise<LightMyRequestResponse> {
        const headers: Record<string, string> = {};
        if (origin) headers["x-requested-with"] = "vanilla";
        if (as !== "guest") headers.cookie = cookies[as]!;
        return forum.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
    }

    const react = (as: Actor | "other", id: number, reactionType: string) => inject(as, "POST", `/api/v2/discussions/${id}/reactions`, { reactionType });
    const unreact = (as: Actor | "other", id: number, userID?: number) => inject(as, "DELETE", `/api/v2/discussions/${id}/reactions${userID === undefined ? "" : `/${userID}`}`);

    /** The discussion as `as` sees it: score, non-zero counts, and the viewer's reactions. */
    async function state(id: number, as: Actor | "other" = "guest") {
        const response = await inject(as, "GET", `/api/v2/discussions/${id}`);
        expect(response.statusCode).toBe(200);
        const body = response.json() as { score: number; reactions: ICount[] };
        const rows = await forum.db.selectFrom("reactions").select(["userID"]).where("recordType", "=", "discussion").where("recordID", "=", id).execute();
        return {
            score: body.score,
            counts: Object.fromEntries(body.reactions.filter((reaction) => reaction.count > 0).map((reaction) => [reaction.urlcode, reaction.count])),
            mine: body.reactions.filter((reaction) => reaction.hasReacted).map((reaction) => reaction.urlcode),
            rows: rows.length,
        };
    }

    describe("POST: the permission matrix, with score and counts after each call", () => {
        it.each<[string, Actor, string, { closed?: boolean }, number, number, Record<string, number>]>([
            ["react Like", "guest", "Like", {}, 403, 0, {}],
            ["react Like", "member", "Like", {}, 200, 1, { Like: 1 }],
            ["react Like", "author", "Like", {}, 200, 1, { Like: 1 }],
            ["react Like", "moderator", "Like", {}, 200, 1, { Like: 1 }],
            ["react Like", "admin", "Like", {}, 200, 1, { Like: 1 }],
            ["Promote (curation.manage)", "guest", "Promote", {}, 403, 0, {}],
            ["Promote (curation.manage)", "member", "Promote", {}, 403, 0, {}],
            ["Promote (curation.manage)", "author", "Promote", {}, 403, 0, {}],
            ["Promote (curation.manage)", "moderator", "Promote", {}, 200, 5, { Promote: 1 }],
            ["Promote (curation.manage)", "admin", "Promote", {}, 200, 5, { Promote: 1 }],
            ["flag-class Spam (content §6: reporting is its own flow, never a reaction)", "guest", "Spam", {}, 403, 0, {}],
            ["flag-class Spam (content §6: reporting is its own flow, never a reaction)", "member", "Spam", {}, 403, 0, {}],
            ["flag-class Spam (content §6: reporting is its own flow, never a reaction)", "author", "Spam", {}, 403, 0, {}],
            ["flag-class Spam (content §6: reporting is its own flow, never a reaction)", "moderator", "Spam", {}, 403, 0, {}],
            ["flag-class Spam (content §6: reporting is its own flow, never a reaction)", "admin", "Spam", {}, 403, 0, {}],
            ["closed: comments.add is not enough", "guest", "Like", { closed: true }, 403, 0, {}],
            ["closed: comments.add is not enough", "member", "Like", { closed: true }, 403, 0, {}],
            ["closed: comments.add is not enough", "author", "Like", { closed: true }, 403, 0, {}],
            ["closed: discussions.close", "moderator", "Like", { closed: true }, 200, 1, { Like: 1 }],
            ["closed: discussions.close", "admin", "Like", { closed: true }, 200, 1, { Like: 1 }],
        ])("%s as %s", async (_what, actor, urlcode, options, status, score, counts) => {
            const id = await freshDiscussion(options);
            const response = await react(actor, id, urlcode);
            expect(response.statusCode).toBe(status);
            if (status === 200) {
                const body = response.json() as ICount[];
                expect(body.find((reaction) => reaction.urlcode === urlcode)).toMatchObject({ count: 1, hasReacted: true });
                for (const reaction of body) expect(Object.keys(reaction).sort()).toEqual(["class", "count", "hasReacted", "name", "reactionValue", "tagID", "urlcode"]);
            } else {
                expect(response.json()).toMatchObject({ status: 403, message: expect.any(String) });
            }
            const after = await state(id, actor);
            expect(after).toEqual({ score, counts, mine: status === 200 ? [urlcode] : [], rows: status === 200 ? 1 : 0 });
        });

        it("answers every reaction type with its count and the viewer's hasReacted", async () => {
            const id = await freshDiscussion();
            await react("other", id, "Like");
            const body = (await react("member", id, "Insightful")).json() as ICount[];
            expect(body.map((reaction) => reaction.urlcode)).toEqual(["Like", "Insightful", "Agree", "LOL", "Disagree", "Promote", "Spam"]);
            expect(body.filter((reaction) => reaction.count > 0).map(({ urlcode, count, hasReacted }) => ({ urlcode, count, hasReacted }))).toEqual([
                { urlcode: "Like", count: 1, hasReacted: false },
                { urlcode: "Insightful", count: 1, hasReacted: true },
            ]);
            expect(await state(id)).toEqual({ score: 2, counts: { Like: 1, Insightful: 1 }, mine: [], rows: 2 });
        });

        it("needs reactions.{class}.add for the reaction's class", async () => {
            const id = await freshDiscussion();
            const role = await forum.db.selectFrom("roles").select(["roleID", "permissions"]).where("type", "=", "member").executeTakeFirstOrThrow();
            const without = { ...(JSON.parse(role.permissions) as Record<string, boolean>) };
            delete without["reactions.negative.add"];
            await forum.db.updateTable("roles").set({ permissions: JSON.stringify(without) }).where("roleID", "=", role.roleID).execute();
            try {
                expect((await react("member", id, "Disagree")).statusCode).toBe(403);
                expect((await react("member", id, "Like")).statusCode).toBe(200);
            } finally {
                await forum.db.updateTable("roles").set({ permissions: role.permissions }).where("roleID", "=", role.roleID).execute();
            }
            expect(await state(id, "member")).toEqual({ score: 1, counts: { Like: 1 }, mine: ["Like"], rows: 1 });
        });
    });

    describe.each<Actor>(["member", "author", "moderator", "admin"])("switch and remove own as %s", (actor) => {
        it("keeps one reaction per user: a new one replaces the old, the same one again changes nothing", async () => {
            const id = await freshDiscussion();
            await react("other", id, "Like");
            expect((await react(actor, id, "Like")).statusCode).toBe(200);
            expect(await state(id, actor)).toEqual({ score: 2, counts: { Like: 2 }, mine: ["Like"], rows: 2 });
            expect((await react(actor, id, "Like")).statusCode).toBe(200);
            expect(await state(id, actor)).toEqual({ score: 2, counts: { Like: 2 }, mine: ["Like"], rows: 2 });
            expect((await react(actor, id, "disagree")).statusCode).toBe(200); // urlcodes ignore case
            expect(await state(id, actor)).toEqual({ score: 1, counts: { Like: 1, Disagree: 1 }, mine: ["Disagree"], rows: 2 });
            expect((await react(actor, id, "Insightful")).statusCode).toBe(200);
            expect(await state(id, actor)).toEqual({ score: 2, counts: { Like: 1, Insightful: 1 }, mine: ["Insightful"], rows: 2 });
        });

        it("removes its own reaction with DELETE /reactions and with DELETE /reactions/{ownUserID}", async () => {
            const id = await freshDiscussion();
            await react("other", id, "Like");
            await react(actor, id, "Agree");
            const removed = await unreact(actor, id);
            expect(removed.statusCode).toBe(204);
            expect(removed.body).toBe("");
            expect(await state(id, actor)).toEqual({ score: 1, counts: { Like: 1 }, mine: [], rows: 1 });
            expect((await unreact(actor, id)).statusCode).toBe(204); // nothing left to remove: still fine
            await react(actor, id, "Insightful");
            expect((await unreact(actor, id, userIDs[actor])).statusCode).toBe(204);
            expect(await state(id, actor)).toEqual({ score: 1, counts: { Like: 1 }, mine: [], rows: 1 });
        });
    });

    describe("DELETE someone else's reaction (community.moderate)", () => {
        it.each<[Actor, number]>([
            ["guest", 403],
            ["member", 403],
            ["author", 403],
            ["moderator", 204],
            ["admin", 204],
        ])("as %s answers %i", async (actor, status) => {
            const id = await freshDiscussion();
            await react("other", id, "Like");
            await react("member", id, "Agree");
            const response = await unreact(actor, id, userIDs.other);
            expect(response.statusCode).toBe(status);
            expect(await state(id, "other")).toEqual(
                status === 204 ? { score: 1, counts: { Agree: 1 }, mine: [], rows: 1 } : { score: 2, counts: { Like: 1, Agree: 1 }, mine: ["Like"], rows: 2 },
            );
        });

        it("lets a moderator remove a member's reaction on a closed discussion, where the member cannot", async () => {
            const id = await freshDiscussion();
            await react("member", id, "Like");
            await forum.db.updateTable("discussions").set({ closed: 1 }).where("discussionID", "=", id).execute();
            expect((await unreact("member", id)).statusCode).toBe(403);
            expect((await state(id)).score).toBe(1);
            expect((await unreact("moderator", id, userIDs.member)).statusCode).toBe(204);
            expect(await state(id, "member")).toEqual({ score: 0, counts: {}, mine: [], rows: 0 });
        });
    });

    describe("guests", () => {
        it("get 403 for removing, their own or anyone's", async () => {
            const id = await freshDiscussion();
            await react("member", id, "Like");
            expect((await unreact("guest", id)).statusCode).toBe(403);
            expect((await unreact("guest", id, userIDs.member)).statusCode).toBe(403);
            expect(await state(id)).toEqual({ score: 1, counts: { Like: 1 }, mine: [], rows: 1 });
        });
    });

    describe("validation, the CSRF guard, and what cannot be seen", () => {
        it("answers 400 with a field error for an unknown urlcode", async () => {
            const id = await freshDiscussion();
            const response = await react("member", id, "Bogus");
            expect(response.statusCode).toBe(400);
            expect(response.json()).toEqual({
                status: 400,
                message: expect.stringContaining("Bogus"),
                errors: [{ field: "reactionType", code: "enum", message: expect.stringContaining("reactionType"), status: 400 }],
            });
            expect(await state(id)).toEqual({ score: 0, counts: {}, mine: [], rows: 0 });
        });

        it("answers 400 with a field error when reactionType is missing or empty", async () => {
            const id = await freshDiscussion();
            for (const payload of [{}, { reactionType: "" }]) {
                const response = await inject("member", "POST", `/api/v2/discussions/${id}/reactions`, payload);
                expect(response.statusCode).toBe(400);
                expect(response.json().errors).toEqual([expect.objectContaining({ field: "reactionType" })]);
            }
        });

        it("refuses POST and DELETE without X-Requested-With (403), changing nothing", async () => {
            const id = await freshDiscussion();
            await react("member", id, "Like");
            const post = await inject("member", "POST", `/api/v2/discussions/${id}/reactions`, { reactionType: "Agree" }, false);
            expect(post.statusCode).toBe(403);
            expect(post.json().message).toContain("X-Requested-With");
            expect((await inject("member", "DELETE", `/api/v2/discussions/${id}/reactions`, undefined, false)).statusCode).toBe(403);
            expect((await inject("moderator", "DELETE", `/api/v2/discussions/${id}/reactions/${userIDs.member}`, undefined, false)).statusCode).toBe(403);
            expect(await state(id, "member")).toEqual({ score: 1, counts: { Like: 1 }, mine: ["Like"], rows: 1 });
        });

        it("answers 404 for a missing discussion and 403 for one the viewer may not see", async () => {
            expect((await react("member", 999999, "Like")).statusCode).toBe(404);
            expect((await react("member", staffDiscussionID, "Like")).statusCode).toBe(403);
            expect((await unreact("member", staffDiscussionID)).statusCode).toBe(403);
            expect((await inject("member", "GET", `/api/v2/discussions/${staffDiscussionID}/reactions`)).statusCode).toBe(403);
            expect((await react("moderator", staffDiscussionID, "Like")).statusCode).toBe(200);
        });
    });

    describe("GET /discussions/{id}/reactions (who reacted)", () => {
        it("lists tagID, userID, user, reactionType and dateInserted, newest first, filtered by type", async () => {
            const id = await freshDiscussion();
            await react("other", id, "Like");
            await react("member", id, "Agree");
            const response = await inject("member", "GET", `/api/v2/discussions/${id}/reactions`);
            expect(response.statusCode).toBe(200);
            const entries = response.json() as Array<Record<string, unknown>>;
            expect(entries).toHaveLength(2);
            expect(entries[0]).toEqual({
                recordType: "discussion",
                recordID: id,
                tagID: expect.any(Number),
                userID: userIDs.member,
                user: { userID: userIDs.member, name: "member", photoUrl: expect.any(String), dateLastActive: expect.any(String) },
                reactionType: { tagID: entries[0]!.tagID, urlcode: "Agree", name: "Agree", class: "positive" },
                dateInserted: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
            });
            expect(response.headers["x-app-page-result-count"]).toBe("2");
            const likes = (await inject("member", "GET", `/api/v2/discussions/${id}/reactions?type=like`)).json() as Array<{ userID: number }>;
            expect(likes.map((entry) => entry.userID)).toEqual([userIDs.other]);
            expect((await inject("member", "GET", `/api/v2/discussions/${id}/reactions?type=Bogus`)).statusCode).toBe(400);
        });

        it("pages with limit, the total of everyone in x-app-page-result-count (the tooltip's '+N')", async () => {
            const id = await newDiscussion(userIDs.author!, "Three people like this");
            for (const actor of ["other", "member", "moderator"] as const) await react(actor, id, "Like");
            const response = await inject("member", "GET", `/api/v2/discussions/${id}/reactions?type=Like&limit=2`);
            expect(response.statusCode).toBe(200);
            expect((response.json() as unknown[]).length).toBe(2);
            expect(response.headers["x-app-page-result-count"]).toBe("3");
            expect(response.headers["x-app-page-next-url"]).toContain("page=2");
        });

        it("needs reactions.view: guests get 403", async () => {
            const id = await freshDiscussion();
            expect((await inject("guest", "GET", `/api/v2/discussions/${id}/reactions`)).statusCode).toBe(403);
        });
    });

    describe("reactions and score on the discussions API", () => {
        it("includes reactions on every listed discussion when asked, and each score is the sum of its reactions' values", async () => {
            const discussions = (await inject("member", "GET", "/api/v2/discussions?limit=100&expand=reactions")).json() as Array<{ discussionID: number; score: number; reactions: ICount[] }>;
            expect(discussions.length).toBeGreaterThan(10);
            const values = new Map((await forum.db.selectFrom("reactionTypes").select(["tagID", "reactionValue"]).execute()).map((row) => [row.tagID, row.reactionValue]));
            for (const discussion of discussions) {
                expect(discussion.reactions).toHaveLength(values.size);
                const sum = discussion.reactions.reduce((total, reaction) => total + reaction.count * values.get(reaction.tagID)!, 0);
                expect(discussion.score).toBe(sum);
            }
        });

        it("marks hasReacted for the viewer only, on the detail as on the list", async () => {
            const id = await freshDiscussion();
            await react("member", id, "LOL");
            const mine = (await state(id, "member")).mine;
            expect(mine).toEqual(["LOL"]);
            expect((await state(id, "moderator")).mine).toEqual([]);
            const listed = (await inject("member", "GET", `/api/v2/discussions?limit=100&expand=reactions`)).json() as Array<{ discussionID: number; reactions: ICount[] }>;
            const entry = listed.find((discussion) => discussion.discussionID === id);
            expect(entry).toBeDefined();
            expect(entry!.reactions.filter((reaction) => reaction.hasReacted).map((reaction) => reaction.urlcode)).toEqual(["LOL"]);
        });

        it("leaves reactions out of a list unless asked (expand=reactions or all), as Vanilla's contract does; a single discussion has them", async () => {
            const id = await freshDiscussion();
            await react("member", id, "Like");
            const listed = async (query: string) =>
                ((await inject("member", "GET", `/api/v2/discussions?limit=100${query}`)).json() as Array<{ discussionID: number; reactions?: ICount[] }>).find((discussion) => discussion.discussionID === id);
            expect(await listed("")).not.toHaveProperty("reactions");
            expect(await listed("&expand=insertUser")).not.toHaveProperty("reactions");
            for (const expand of ["reactions", "all"]) expect((await listed(`&expand=${expand}`))?.reactions?.find((reaction) => reaction.urlcode === "Like")).toMatchObject({ count: 1, hasReacted: true });
            const single = (await inject("member", "GET", `/api/v2/discussions/${id}`)).json() as { reactions: ICount[] };
            expect(single.reactions.find((reaction) => reaction.urlcode === "Like")).toMatchObject({ count: 1, hasReacted: true });
        });
    });

    describe("/profile/reactions/{username}?reaction= (shell §2)", () => {
        let posterID: number;
        beforeAll(async () => {
            posterID = await createUser(forum.db, { name: "poster", email: "poster@example.com", password: TEST_PASSWORD, roleType: "member", emailConfirmed: true });
        });

        it("lists the user's posts that received the reaction, linked from the profile", async () => {
            const liked = await newDiscussion(posterID, "Liked by two");
            const agreed = await newDiscussion(posterID, "Agreed & done");
            await newDiscussion(posterID, "Nobody reacted");
            await react("member", liked, "Like");
            await react("other", liked, "Like");
            await react("member", agreed, "Agree");

            const profile = (await inject("member", "GET", "/profile/poster")).body;
            expect(profile).toMatch(/href="\/profile\/reactions\/poster\?reaction=Like">Like<!-- --> <span title="2">2<\/span>/);
            expect(profile).toContain('href="/profile/reactions/poster?reaction=Agree"');
            expect(profile).not.toContain("reaction=LOL");

            const response = await inject("member", "GET", "/profile/reactions/poster?reaction=like");
            expect(response.statusCode).toBe(200);
            const html = response.body;
            expect(html).toContain("<title>poster: Like - ");
            expect(html).toMatch(/aria-current="page"[^>]*>Like/);
            expect([...html.matchAll(/data-discussion-id="(\d+)"/g)].map((match) => Number(match[1]))).toEqual([liked]);
            expect(html).toContain("Liked by two");
            expect(html).toContain("2 reactions");

            // No reaction chosen: every reaction, the post reacted to last first.
            const all = (await inject("member", "GET", "/profile/reactions/poster")).body;
            expect([...all.matchAll(/data-discussion-id="(\d+)"/g)].map((match) => Number(match[1]))).toEqual([agreed, liked]);
            expect(all).toContain("Agreed &amp; done");
        });

        it("counts flag-class reactions for moderators only", async () => {
            const flagged = await newDiscussion(posterID, "Flagged post");
            // Flags are not given through the reactions API (content §6); one given before that rule, as stored.
            const spam = await forum.db.selectFrom("reactionTypes").select("tagID").where("urlcode", "=", "Spam").executeTakeFirstOrThrow();
            const memberID = (await forum.db.selectFrom("users").select("userID").where("name", "=", "member").executeTakeFirstOrThrow()).userID;
            await forum.db.insertInto("reactions").values({ recordType: "discussion", recordID: flagged, userID: memberID, tagID: spam.tagID, dateInserted: new Date().toISOString() }).execute();
            expect((await inject("member", "GET", "/profile/reactions/poster")).body).not.toContain("reaction=Spam");
            expect((await inject("member", "GET", "/profile/reactions/poster?reaction=Spam")).body).not.toContain(`data-discussion-id="${flagged}"`);
            const moderatorView = (await inject("moderator", "GET", "/profile/reactions/poster?reaction=Spam")).body;
            expect(moderatorView).toContain("reaction=Spam");
            expect(moderatorView).toContain(`data-discussion-id="${flagged}"`);
        });

        it("never counts a flag-class reaction in the score (content §6), neither when recounted nor after the upgrade", async () => {
            const flagged = await newDiscussion(posterID, "Reported and liked");
            const spam = await forum.db.selectFrom("reactionTypes").select("tagID").where("urlcode", "=", "Spam").executeTakeFirstOrThrow();
            const memberID = (await forum.db.selectFrom("users").select("userID").where("name", "=", "member").executeTakeFirstOrThrow()).userID;
            // A Spam flag stored before the rule, and the score it left behind (-1).
            await forum.db.insertInto("reactions").values({ recordType: "discussion", recordID: flagged, userID: memberID, tagID: spam.tagID, dateInserted: new Date().toISOString() }).execute();
            await forum.db.updateTable("discussions").set({ score: -1 }).where("discussionID", "=", flagged).execute();
            const scoreOf = async () => (await forum.db.selectFrom("discussions").select("score").where("discussionID", "=", flagged).executeTakeFirstOrThrow()).score;

            await vanillaMigrations["2026_11_24_963_vanilla_scores_without_flags"]!(forum.dialect).up(forum.db as unknown as Kysely<unknown>);
            expect(await scoreOf()).toBe(0);
            expect((await react("moderator", flagged, "Like")).statusCode).toBe(200);
            expect(await scoreOf()).toBe(1);
        });

        it("leaves out posts in categories the viewer may not see, and answers 404 for an unknown user", async () => {
            const staffCategoryID = (await forum.db.selectFrom("discussions").select("categoryID").where("discussionID", "=", staffDiscussionID).executeTakeFirstOrThrow()).categoryID;
            const hidden = await newDiscussion(posterID, "Staff only", staffCategoryID);
            expect((await react("moderator", hidden, "Insightful")).statusCode).toBe(200);
            expect((await inject("moderator", "GET", "/profile/reactions/poster?reaction=Insightful")).body).toContain(`data-discussion-id="${hidden}"`);
            const memberView = (await inject("member", "GET", "/profile/reactions/poster?reaction=Insightful")).body;
            expect(memberView).not.toContain(`data-discussion-id="${hidden}"`);
            expect(memberView).not.toContain(`href="/profile/reactions/poster?reaction=Insightful"`); // nothing the member may see
            expect((await inject("member", "GET", "/profile/reactions/nobody-by-this-name")).statusCode).toBe(404);
        });
    });

    describe("the discussion page", () => {
        it("server-renders the reaction bar as an island, pressed for the viewer, with the reactions in the preloaded state", async () => {
            const id = await freshDiscussion();
            await react("other", id, "Like");
            await react("member", id, "Like");
            const response = await inject("member", "GET", `/discussion/${id}`);
            expect(response.statusCode).toBe(200);
            const html = response.body;
            expect(html).toContain('data-react="PostFooter"');
            expect(html).toMatch(/<button[^>]*aria-pressed="true"[^>]*aria-label="Like, 2"/);
            expect(html).not.toContain('aria-label="Spam'); // flag class: not on the bar
            expect(html).not.toContain('aria-label="Promote'); // curation.manage only
            const { state: preloaded } = preloadOf(html);
            const record = reactionsPreloadCodec.unpack(preloaded.reactions).byRecord[`discussion:${id}`];
            if (!record) throw new Error("The page preloads no reactions for the discussion.");
            expect(record.score).toBe(2);
            expect(record.reactions.find((reaction) => reaction.urlcode === "Like")).toMatchObject({ count: 2, hasReacted: true });

            const guestHtml = (await inject("guest", "GET", `/discussion/${id}`)).body;
            expect(guestHtml).toMatch(/<button[^>]*aria-pressed="false"[^>]*aria-label="Like, 2"[^>]*disabled=""/);
            // A guest's React control is a link to sign in and come back.
            expect(guestHtml).toMatch(new RegExp(`<a[^>]*href="/entry/signin\\?target=${encodeURIComponent(`/discussion/${id}`).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"[^>]*aria-label="Sign in to react"`));
        });
    });
});
