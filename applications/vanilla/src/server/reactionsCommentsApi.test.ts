/**
 * Reactions on comments (content §6, §7): the same route module as discussions, registered for
 * "comment": GET / POST /api/v2/comments/{id}/reactions and DELETE .../reactions/{userID}, with
 * the permission matrix, the comment's score, the author's notification and the page's islands.
 */
import { reactionsPreloadCodec } from "@vanilla/reactions/reactionsPreload";
import type { LightMyRequestResponse } from "fastify";
import { createUser } from "@server/users/usersModel";
import { createTestApp, preloadOf, signIn, TEST_PASSWORD, type ITestApp } from "@server/testing/testApp";

type Actor = "guest" | "member" | "author" | "moderator" | "admin";

interface ICount {
    urlcode: string;
    count: number;
    hasReacted: boolean;
}

describe("reactions on comments", () => {
    let forum: ITestApp;
    const cookies: Partial<Record<Actor, string>> = {};
    const userIDs: Partial<Record<Actor, number>> = {};
    let discussionID: number;

    beforeAll(async () => {
        forum = await createTestApp();
        await createUser(forum.db, { name: "author", email: "author@example.com", password: TEST_PASSWORD, roleType: "member", emailConfirmed: true });
        for (const name of ["member", "author", "moderator", "admin"] as const) {
            cookies[name] = await signIn(forum.app, name);
            userIDs[name] = (await forum.db.selectFrom("users").select("userID").where("name", "=", name).executeTakeFirstOrThrow()).userID;
        }
        // A public discussion (not in the staff category the seed keeps from members).
        const row = await forum.db.selectFrom("discussions").select("discussionID").where("name", "!=", "Moderator notes for this month").orderBy("discussionID").executeTakeFirstOrThrow();
        discussionID = row.discussionID;
    });

    afterAll(async () => {
        await forum?.close();
    });

    function inject(as: Actor, method: "GET" | "POST" | "DELETE", url: string, payload?: Record<string, unknown>): Promise<LightMyRequestResponse> {
        const headers: Record<string, string> = { "x-requested-with": "vanilla" };
        if (as !== "guest") headers.cookie = cookies[as]!;
        return forum.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    }

    /** A comment of its own for one test, written by "author", in an open (or closed) discussion. */
    async function freshComment(options: { closed?: boolean } = {}): Promise<number> {
        await forum.db.updateTable("discussions").set({ closed: options.closed ? 1 : 0 }).where("discussionID", "=", discussionID).execute();
        const row = await forum.db
            .insertInto("comments")
            .values({ discussionID, insertUserID: userIDs.author!, body: "A comment", format: "markdown", dateInserted: new Date().toISOString(), dateUpdated: null, score: 0 })
            .returning("commentID")
            .executeTakeFirstOrThrow();
        // As POST /comments does: the page a comment is on is found from this count.
        await forum.db
            .updateTable("discussions")
            .set((eb) => ({ countComments: eb("countComments", "+", 1) }))
            .where("discussionID", "=", discussionID)
            .execute();
        return row.commentID;
    }

    async function score(commentID: number): Promise<number> {
        return (await forum.db.selectFrom("comments").select("score").where("commentID", "=", commentID).executeTakeFirstOrThrow()).score;
    }

    describe("POST /comments/{id}/reactions: the permission matrix", () => {
        it.each<[string, Actor, string, { closed?: boolean }, number, number]>([
            ["Like", "guest", "Like", {}, 403, 0],
            ["Like", "member", "Like", {}, 200, 1],
            ["Like", "author", "Like", {}, 200, 1],
            ["Like", "moderator", "Like", {}, 200, 1],
            ["Like", "admin", "Like", {}, 200, 1],
            ["Promote (curation.manage)", "member", "Promote", {}, 403, 0],
            ["Promote (curation.manage)", "author", "Promote", {}, 403, 0],
            ["Promote (curation.manage)", "moderator", "Promote", {}, 200, 5],
            ["Promote (curation.manage)", "admin", "Promote", {}, 200, 5],
            ["closed discussion: comments.add is not enough", "member", "Like", { closed: true }, 403, 0],
            ["closed discussion: comments.add is not enough", "author", "Like", { closed: true }, 403, 0],
            ["closed discussion: discussions.close", "moderator", "Like", { closed: true }, 200, 1],
            ["closed discussion: discussions.close", "admin", "Like", { closed: true }, 200, 1],
        ])("%s as %s", async (_what, actor, urlcode, options, status, expectedScore) => {
            const commentID = await freshComment(options);
            const response = await inject(actor, "POST", `/api/v2/comments/${commentID}/reactions`, { reactionType: urlcode });
            expect(response.statusCode).toBe(status);
            if (status === 200) expect((response.json() as ICount[]).find((reaction) => reaction.urlcode === urlcode)).toMatchObject({ count: 1, hasReacted: true });
            expect(await score(commentID)).toBe(expectedScore);
        });

        it("keeps the discussion's reactions and score apart from its comments'", async () => {
            const commentID = await freshComment();
            const before = (await forum.db.selectFrom("discussions").select("score").where("discussionID", "=", discussionID).executeTakeFirstOrThrow()).score;
            expect((await inject("member", "POST", `/api/v2/comments/${commentID}/reactions`, { reactionType: "Insightful" })).statusCode).toBe(200);
            expect((await forum.db.selectFrom("discussions").select("score").where("discussionID", "=", discussionID).executeTakeFirstOrThrow()).score).toBe(before);
            expect(await score(commentID)).toBe(1);
        });

        it("answers 404 for a missing or deleted comment, 400 for an unknown reaction", async () => {
            expect((await inject("member", "POST", "/api/v2/comments/999999/reactions", { reactionType: "Like" })).statusCode).toBe(404);
            const commentID = await freshComment();
            expect((await inject("member", "POST", `/api/v2/comments/${commentID}/reactions`, { reactionType: "Nope" })).json()).toMatchObject({ status: 400, errors: [{ field: "reactionType" }] });
            await forum.db.updateTable("comments").set({ dateDeleted: new Date().toISOString() }).where("commentID", "=", commentID).execute();
            expect((await inject("member", "POST", `/api/v2/comments/${commentID}/reactions`, { reactionType: "Like" })).statusCode).toBe(404);
        });
    });

    describe("DELETE /comments/{id}/reactions/{userID}", () => {
        it("removes one's own reaction, lowering the score; GET /comments/{id} then shows the counts", async () => {
            const commentID = await freshComment();
            await inject("member", "POST", `/api/v2/comments/${commentID}/reactions`, { reactionType: "Like" });
            await inject("author", "POST", `/api/v2/comments/${commentID}/reactions`, { reactionType: "Like" });
            expect(await score(commentID)).toBe(2);
            expect((await inject("member", "DELETE", `/api/v2/comments/${commentID}/reactions/${userIDs.member}`)).statusCode).toBe(204);
            expect(await score(commentID)).toBe(1);
            const comment = (await inject("member", "GET", `/api/v2/comments/${commentID}`)).json() as { commentID: number; score: number; reactions: ICount[] };
            expect(comment).toMatchObject({ commentID, score: 1 });
            expect(comment.reactions.find((reaction) => reaction.urlcode === "Like")).toMatchObject({ count: 1, hasReacted: false });
        });

        it("lets only community.moderate remove someone else's reaction", async () => {
            const commentID = await freshComment();
            await inject("author", "POST", `/api/v2/comments/${commentID}/reactions`, { reactionType: "Like" });
            expect((await inject("member", "DELETE", `/api/v2/comments/${commentID}/reactions/${userIDs.author}`)).statusCode).toBe(403);
            expect((await inject("guest", "DELETE", `/api/v2/comments/${commentID}/reactions/${userIDs.author}`)).statusCode).toBe(403);
            expect(await score(commentID)).toBe(1);
            expect((await inject("moderator", "DELETE", `/api/v2/comments/${commentID}/reactions/${userIDs.author}`)).statusCode).toBe(204);
            expect(await score(commentID)).toBe(0);
        });
    });

    it("GET /comments/{id}/reactions lists who reacted (reactions.view; guests 403)", async () => {
        const commentID = await freshComment();
        await inject("member", "POST", `/api/v2/comments/${commentID}/reactions`, { reactionType: "Agree" });
        const response = await inject("moderator", "GET", `/api/v2/comments/${commentID}/reactions`);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual([expect.objectContaining({ recordType: "comment", recordID: commentID, userID: userIDs.member, reactionType: expect.objectContaining({ urlcode: "Agree" }) })]);
        expect(response.headers["x-app-page-result-count"]).toBe("1");
        expect((await inject("guest", "GET", `/api/v2/comments/${commentID}/reactions`)).statusCode).toBe(403);
    });

    it("notifies the comment's author, linking to the comment, and not when one reacts to one's own", async () => {
        const commentID = await freshComment();
        const notificationsOf = () => forum.db.selectFrom("notifications").selectAll().where("userID", "=", userIDs.author!).where("recordType", "=", "comment").where("recordID", "=", commentID).execute();
        await inject("author", "POST", `/api/v2/comments/${commentID}/reactions`, { reactionType: "Like" });
        await forum.app.hearth.jobs.runDueJobs();
        expect(await notificationsOf()).toHaveLength(0);
        await inject("member", "POST", `/api/v2/comments/${commentID}/reactions`, { reactionType: "Insightful" });
        await forum.app.hearth.jobs.runDueJobs();
        const [notification] = await notificationsOf();
        if (!notification) throw new Error("The author has no notification.");
        expect(notification).toMatchObject({ activityType: "reaction", url: `/discussion/comment/${commentID}#Comment_${commentID}` });
        expect(notification.body).toContain("member");
        expect(notification.body).toContain("Insightful");
    });

    it("renders a reaction bar island under each comment, with its counts in the preloaded state", async () => {
        const commentID = await freshComment();
        await inject("author", "POST", `/api/v2/comments/${commentID}/reactions`, { reactionType: "Like" });
        const response = await inject("member", "GET", `/discussion/comment/${commentID}`);
        const page = await inject("member", "GET", String(response.headers.location).split("#")[0]!);
        expect(page.statusCode).toBe(200);
        const item = page.body.slice(page.body.indexOf(`id="Comment_${commentID}"`));
        // One island under the comment holds its reaction bar and its actions (issue 18: one root per post, not two).
        // Up to the next comment, or the end of the list when it is the last one.
        const ends = [item.indexOf('id="Comment_', 1), item.indexOf("</ol>")].filter((index) => index > 0);
        const commentHtml = item.slice(0, Math.min(...ends));
        expect(commentHtml).toMatch(/data-react="PostFooter"[\s\S]*aria-label="Like, 1"[\s\S]*>Share</);
        expect(commentHtml.match(/data-react="/g)).toHaveLength(1);
        const { state } = preloadOf(page.body);
        const record = reactionsPreloadCodec.unpack(state.reactions).byRecord[`comment:${commentID}`];
        if (!record) throw new Error("The page preloads no reactions for the comment.");
        expect(record.reactions.find((reaction) => reaction.urlcode === "Like")).toMatchObject({ count: 1, hasReacted: false });
    });
});
