/**
 * Concurrent writes (both databases): each write sent ten times at once answers one success and
 * a clear 4xx for the rest, or the same success ten times, and leaves the counts right.
 */
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { sql } from "kysely";
import { createTestApp, JSON_HEADERS, signIn, type ITestApp } from "@server/testing/testApp";

const TIMES = 10;

describe("ten identical writes at once", () => {
    let forum: ITestApp;
    const cookies: Record<"admin" | "moderator" | "member", string> = { admin: "", moderator: "", member: "" };

    beforeAll(async () => {
        forum = await createTestApp();
        for (const name of ["admin", "moderator", "member"] as const) cookies[name] = await signIn(forum.app, name);
    });
    afterAll(() => forum.close());

    function tenAtOnce(who: keyof typeof cookies, options: InjectOptions): Promise<LightMyRequestResponse[]> {
        const headers = options.payload === undefined ? { "x-requested-with": "vanilla" } : JSON_HEADERS;
        return Promise.all(Array.from({ length: TIMES }, () => forum.app.inject({ ...options, headers: { ...headers, cookie: cookies[who] } })));
    }

    function statuses(responses: LightMyRequestResponse[]): number[] {
        return responses.map((response) => response.statusCode).sort();
    }

    async function newDiscussion(categoryUrlcode = "general", comments = 0): Promise<{ discussionID: number; categoryID: number }> {
        const { categoryID } = await forum.db.selectFrom("categories").select("categoryID").where("urlcode", "=", categoryUrlcode).executeTakeFirstOrThrow();
        // The row is written as the seed writes them (POST /discussions has its own tests, postingApi.test.ts); the comments go through the API.
        const now = new Date().toISOString();
        const { userID } = await forum.db.selectFrom("users").select("userID").where("name", "=", "member").executeTakeFirstOrThrow();
        const { discussionID } = await forum.db
            .insertInto("discussions")
            .values({ categoryID, insertUserID: userID, type: "discussion", name: "Race target", body: "Body", format: "text", dateInserted: now, dateUpdated: null, dateLastComment: now, lastCommentUserID: null, countComments: 0, countViews: 0, score: 0, pinned: 0, pinLocation: null, closed: 0, sink: 0 })
            .returning("discussionID")
            .executeTakeFirstOrThrow();
        await forum.db.updateTable("categories").set((eb) => ({ countDiscussions: eb("countDiscussions", "+", 1) })).where("categoryID", "=", categoryID).execute();
        for (let i = 0; i < comments; i++) {
            const comment = await forum.app.inject({ method: "POST", url: "/api/v2/comments", headers: { ...JSON_HEADERS, cookie: cookies.member }, payload: { discussionID, body: `Reply ${i}`, format: "text" } });
            expect(comment.statusCode).toBe(201);
        }
        return { discussionID, categoryID };
    }

    /** Every category's stored counts equal what its rows add up to. */
    async function expectCategoryCountsRight(): Promise<void> {
        const { rows } = await sql<{ categoryID: number; stored: number | string; actual: number | string; storedComments: number | string; actualComments: number | string }>`
            select c.${sql.ref("categoryID")}, c.${sql.ref("countDiscussions")} as stored, count(d.${sql.ref("discussionID")}) as actual,
                   c.${sql.ref("countComments")} as ${sql.ref("storedComments")}, coalesce(sum(d.${sql.ref("countComments")}), 0) as ${sql.ref("actualComments")}
            from ${sql.table("categories")} c left join ${sql.table("discussions")} d on d.${sql.ref("categoryID")} = c.${sql.ref("categoryID")}
            group by c.${sql.ref("categoryID")}, c.${sql.ref("countDiscussions")}, c.${sql.ref("countComments")}`.execute(forum.db);
        for (const row of rows) {
            expect({ categoryID: row.categoryID, discussions: Number(row.stored), comments: Number(row.storedComments) }).toEqual({
                categoryID: row.categoryID,
                discussions: Number(row.actual),
                comments: Number(row.actualComments),
            });
        }
    }

    /** The discussion's stored comment count equals its comments. */
    async function expectCommentCountRight(discussionID: number): Promise<void> {
        const stored = await forum.db.selectFrom("discussions").select("countComments").where("discussionID", "=", discussionID).executeTakeFirstOrThrow();
        const actual = await forum.db.selectFrom("comments").select((eb) => eb.fn.countAll<number | string>().as("n")).where("discussionID", "=", discussionID).executeTakeFirstOrThrow();
        expect(stored.countComments).toBe(Number(actual.n));
    }

    it("the same reaction double-clicked: the same answer every time, one reaction, the score counted once", async () => {
        const { discussionID } = await newDiscussion();
        const responses = await tenAtOnce("member", { method: "POST", url: `/api/v2/discussions/${discussionID}/reactions`, payload: { reactionType: "Like" } });
        expect(statuses(responses)).toEqual(Array(TIMES).fill(200));
        const rows = await forum.db.selectFrom("reactions").selectAll().where("recordType", "=", "discussion").where("recordID", "=", discussionID).execute();
        expect(rows).toHaveLength(1);
        const { score } = await forum.db.selectFrom("discussions").select("score").where("discussionID", "=", discussionID).executeTakeFirstOrThrow();
        expect(score).toBe(1);
    });

    it("three people reacting ten times each at once: the score is the sum of the three reactions", async () => {
        const { discussionID } = await newDiscussion();
        const all = await Promise.all(
            (["admin", "moderator", "member"] as const).map((who) => tenAtOnce(who, { method: "POST", url: `/api/v2/discussions/${discussionID}/reactions`, payload: { reactionType: "Insightful" } })),
        );
        expect(statuses(all.flat())).toEqual(Array(3 * TIMES).fill(200));
        const { score } = await forum.db.selectFrom("discussions").select("score").where("discussionID", "=", discussionID).executeTakeFirstOrThrow();
        expect(score).toBe(3);
    });

    it("the same tag created ten times at once: one 201, nine 400 naming the field", async () => {
        const responses = await tenAtOnce("admin", { method: "POST", url: "/api/v2/tags", payload: { name: "Race Condition" } });
        expect(statuses(responses)).toEqual([201, ...Array(TIMES - 1).fill(400)]);
        for (const response of responses.filter((candidate) => candidate.statusCode === 400)) {
            expect(response.json()).toMatchObject({ status: 400, errors: [{ field: "name", code: "unique" }] });
        }
        const rows = await forum.db.selectFrom("tags").select("tagID").where("urlcode", "=", "race-condition").execute();
        expect(rows).toHaveLength(1);
    });

    it("the same collection created ten times at once: one 201, nine 400 naming the field, one collection", async () => {
        const responses = await tenAtOnce("admin", { method: "POST", url: "/api/v2/collections", payload: { name: "Raced", records: [] } });
        expect(statuses(responses)).toEqual([201, ...Array(TIMES - 1).fill(400)]);
        for (const response of responses.filter((candidate) => candidate.statusCode === 400)) {
            expect(response.json()).toMatchObject({ status: 400, errors: [{ field: "name", code: "unique" }] });
        }
        const rows = await forum.db.selectFrom("collections").select("collectionID").where(sql<string>`lower(${sql.ref("name")})`, "=", "raced").execute();
        expect(rows).toHaveLength(1);
    });

    it("a record put in the same collections ten times at once is in each of them once", async () => {
        const { discussionID } = await newDiscussion();
        const collectionIDs = (await forum.db.selectFrom("collections").select("collectionID").execute()).map((row) => row.collectionID);
        const responses = await tenAtOnce("admin", { method: "PUT", url: "/api/v2/collections/by-resource", payload: { record: { recordID: discussionID, recordType: "discussion" }, collectionIDs } });
        expect(statuses(responses)).toEqual(Array(TIMES).fill(200));
        const rows = await forum.db.selectFrom("collectionRecords").select("collectionID").where("recordType", "=", "discussion").where("recordID", "=", discussionID).execute();
        expect(rows.map((row) => row.collectionID).sort()).toEqual([...collectionIDs].sort());
    });

    it("the same bookmark ten times at once: ten times the same answer, one bookmark", async () => {
        const { discussionID } = await newDiscussion();
        const responses = await tenAtOnce("member", { method: "PUT", url: `/api/v2/discussions/${discussionID}/bookmark`, payload: { bookmarked: true } });
        expect(statuses(responses)).toEqual(Array(TIMES).fill(200));
        expect(await forum.db.selectFrom("bookmarks").select("userID").where("discussionID", "=", discussionID).execute()).toHaveLength(1);
    });

    it("one discussion deleted ten times at once: one 204, nine 404, the category's counts lowered once", async () => {
        const { discussionID } = await newDiscussion("general", 3);
        const responses = await tenAtOnce("admin", { method: "DELETE", url: `/api/v2/discussions/${discussionID}` });
        expect(statuses(responses)).toEqual([204, ...Array(TIMES - 1).fill(404)]);
        await expectCategoryCountsRight();
    });

    it("one discussion deleted ten times at once in bulk: one success, nine failures reported as 404, the counts lowered once", async () => {
        const { discussionID } = await newDiscussion("general", 2);
        const responses = await tenAtOnce("admin", { method: "DELETE", url: "/api/v2/discussions/list", payload: { discussionIDs: [discussionID] } });
        const progress = responses.map((response) => response.json().progress);
        expect(progress.filter((entry) => entry.successIDs.includes(discussionID))).toHaveLength(1);
        for (const entry of progress.filter((candidate) => candidate.failedIDs.includes(discussionID))) expect(entry.exceptionsByID[discussionID].code).toBe(404);
        expect(progress.filter((entry) => entry.failedIDs.includes(discussionID))).toHaveLength(TIMES - 1);
        await expectCategoryCountsRight();
    });

    it("one discussion merged ten times at once: merged once, the comments and counts right", async () => {
        const source = await newDiscussion("general", 2);
        const destination = await newDiscussion("help", 1);
        const responses = await tenAtOnce("admin", { method: "PATCH", url: "/api/v2/discussions/merge", payload: { discussionIDs: [source.discussionID], destinationDiscussionID: destination.discussionID } });
        const successes = responses.filter((response) => response.statusCode < 300 && response.json().progress.successIDs.includes(source.discussionID));
        expect(successes).toHaveLength(1);
        for (const response of responses.filter((candidate) => !successes.includes(candidate))) expect(response.statusCode).toBeLessThan(500);
        // One opening post and two comments joined the destination's one comment.
        const { countComments } = await forum.db.selectFrom("discussions").select("countComments").where("discussionID", "=", destination.discussionID).executeTakeFirstOrThrow();
        expect(countComments).toBe(4);
        await expectCommentCountRight(destination.discussionID);
        await expectCategoryCountsRight();
    });

    it("one discussion moved ten times at once: moved once, both categories' counts right", async () => {
        const { discussionID } = await newDiscussion("general", 2);
        const { categoryID } = await forum.db.selectFrom("categories").select("categoryID").where("urlcode", "=", "ideas").executeTakeFirstOrThrow();
        const responses = await tenAtOnce("admin", { method: "PATCH", url: "/api/v2/discussions/move", payload: { discussionIDs: [discussionID], categoryID } });
        expect(statuses(responses).every((status) => status < 300)).toBe(true);
        await expectCategoryCountsRight();
    });

    it("ten comments at once: ten 201s, every count up by ten", async () => {
        const { discussionID } = await newDiscussion();
        const responses = await tenAtOnce("member", { method: "POST", url: "/api/v2/comments", payload: { discussionID, body: "Same words", format: "text" } });
        expect(statuses(responses)).toEqual(Array(TIMES).fill(201));
        await expectCommentCountRight(discussionID);
        await expectCategoryCountsRight();
    });
});
