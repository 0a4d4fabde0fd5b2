/**
 * Query plans of the lists (issue 17 "Indexes and plans"): every query a guest's or a member's
 * list request sends to the big tables is answered by an index, walked in the order of its
 * sort, never by a full scan of the table and never by sorting rows (or grouping them per
 * record) in a temporary B-tree (SQLite, EXPLAIN QUERY PLAN) or a Sort node (PostgreSQL,
 * EXPLAIN (FORMAT JSON) after ANALYZE, with sequential scans and sorts priced out, so a Seq
 * Scan or Sort left in the plan means the query has no index that serves it).
 *
 * The queries are the ones the requests really send: the test records them from the app's
 * query executor while each request runs, then asks the database to explain each.
 */
import { sql, type CompiledQuery } from "kysely";
import { createTestApp, signIn, type ITestApp } from "@server/testing/testApp";
import { planProblems as queryPlanProblems, recordQueries, type IPlanCheck } from "@server/testing/queryPlans";
import { DISCUSSION_SORTS } from "@vanilla/discussions/discussionTypes";
import { COMMENT_SORTS } from "@vanilla/discussion/commentTypes";
import { addComments, addDiscussions } from "./listTestData";
import { markAllRead, recordDiscussionView } from "./readMarks/readMarksModel";

const PLAN_CHECK: IPlanCheck = {
    /** The tables that grow with the forum; the small ones (categories, roles, configuration) may be read whole. */
    bigTables: ["discussions", "comments", "notifications", "bookmarks", "discussionDismissals", "reactions", "users", "discussionReads", "readWatermarks", "reactionsReceived"],
    /** A deep page's walk from its page anchor (discussionsModel.ts): a row value compared with the anchor's. */
    fromAnchor: { sql: /select "discussionID" from "discussions" where .*\) [<>] \(/s, table: "discussions" },
};

interface IPlanProblem {
    sql: string;
    problem: string;
}

describe("every list request is an index walk (query plans)", () => {
    let forum: ITestApp;
    let member: string;
    let bigDiscussionID: number;
    let visibleCategoryID: number;
    let lastCommentID: number;
    /** The big-table reads of the last request planProblems looked at. */
    let lastReads: CompiledQuery[] = [];

    beforeAll(async () => {
        forum = await createTestApp();
        const { db } = forum;
        member = await signIn(forum.app, "member");
        const categoryIDs = (await db.selectFrom("categories").select("categoryID").execute()).map((row) => row.categoryID);
        const userIDs = (await db.selectFrom("users").select("userID").execute()).map((row) => row.userID);
        // Enough rows that the planners' statistics describe a forum, not an empty table.
        await addDiscussions(db, { count: 3000, categoryIDs, userIDs, pinnedEvery: 500 });
        // A category everyone sees (the lists also leave out one a guest or member may not see).
        visibleCategoryID = ((await forum.app.inject({ method: "GET", url: "/api/v2/categories" })).json() as Array<{ categoryID: number }>)[0]!.categoryID;
        bigDiscussionID = (await addDiscussions(db, { count: 1, categoryIDs: [visibleCategoryID], userIDs }))[0]!;
        const commentIDs = await addComments(db, bigDiscussionID, 2000, userIDs);
        lastCommentID = commentIDs[commentIDs.length - 1]!;
        // Only this schema's tables (a bare ANALYZE would visit every schema in the database).
        if (forum.dialect === "postgres") await sql`analyze ${sql.table("discussions")}, ${sql.table("comments")}, ${sql.table("users")}, ${sql.table("notifications")}`.execute(db);
    }, 120_000);
    afterAll(() => forum.close());

    async function planProblems(url: string, cookie?: string): Promise<IPlanProblem[]> {
        const { result: response, queries } = await recordQueries(forum.db, () => forum.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} }));
        expect({ url, status: response.statusCode < 400 ? "ok" : response.body }).toEqual({ url, status: "ok" });
        const reads = queries.filter((query) => /^\s*select/i.test(query.sql) && PLAN_CHECK.bigTables.some((table) => query.sql.includes(`"${table}"`)));
        expect({ url, reads: reads.length > 0 }).toEqual({ url, reads: true });
        lastReads = reads;
        const problems: IPlanProblem[] = [];
        for (const query of reads) {
            const found = await queryPlanProblems(forum.db, forum.dialect, query, PLAN_CHECK);
            problems.push(...found.map((problem) => ({ sql: query.sql, problem })));
        }
        return problems;
    }

    const listUrls = () => {
        const urls: string[] = [];
        for (const sort of DISCUSSION_SORTS) {
            for (const pinOrder of ["first", "mixed"]) {
                // Page 1, a deep page near the start and one near the end (read backwards).
                for (const page of [1, 30, 80]) urls.push(`/api/v2/discussions?sort=${sort}&pinOrder=${pinOrder}&page=${page}`);
                urls.push(`/api/v2/discussions?sort=${sort}&pinOrder=${pinOrder}&categoryID=${visibleCategoryID}&page=2`);
            }
        }
        return urls;
    };

    it.each([
        ["a guest", false],
        ["a member", true],
    ])("the discussion lists, every sort, as %s", async (_who, signedIn) => {
        for (const url of listUrls()) expect({ url, problems: await planProblems(url, signedIn ? member : undefined) }).toEqual({ url, problems: [] });
    });

    it.each([
        ["a guest", false],
        ["a member", true],
    ])("the comments of a long discussion, every sort, first and last pages and the comment link, as %s", async (_who, signedIn) => {
        const cookie = signedIn ? member : undefined;
        for (const sort of COMMENT_SORTS) {
            for (const page of [1, 34, 67]) {
                const url = `/api/v2/comments?discussionID=${bigDiscussionID}&sort=${sort}&page=${page}`;
                expect({ url, problems: await planProblems(url, cookie) }).toEqual({ url, problems: [] });
            }
            const link = `/discussion/comment/${lastCommentID}?sort=${sort}`;
            expect({ url: link, problems: await planProblems(link, cookie) }).toEqual({ url: link, problems: [] });
        }
    });

    it.each([
        ["a guest", false],
        ["a member", true],
    ])("the pages: home (its Top Members too), discussions, a deep page, a category, a discussion's first and last pages, a profile, as %s", async (_who, signedIn) => {
        const cookie = signedIn ? member : undefined;
        const category = await forum.db.selectFrom("categories").select("urlcode").where("categoryID", "=", visibleCategoryID).executeTakeFirstOrThrow();
        const urls = [
            "/",
            "/discussions",
            "/discussions/p50",
            "/discussions?sort=-hot",
            `/categories/${category.urlcode}/p3?sort=-score`,
            `/discussion/${bigDiscussionID}`,
            `/discussion/${bigDiscussionID}/x/p67`,
            "/profile/member",
        ];
        for (const url of urls) expect({ url, problems: await planProblems(url, cookie) }).toEqual({ url, problems: [] });
    });

    it("a member's read state (issue 12): rows by key, watermarks, and the comments after a watermark by index; the jump to the first unread", async () => {
        const { db, dialect } = forum;
        const memberID = (await db.selectFrom("users").select("userID").where("name", "=", "member").executeTakeFirstOrThrow()).userID;
        // Joined in the middle of the test data's dates, one category marked read later, some discussions opened.
        const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString();
        await db.updateTable("users").set({ dateInserted: day(3) }).where("userID", "=", memberID).execute();
        await markAllRead(db, memberID, [visibleCategoryID], day(5));
        const opened = (await db.selectFrom("discussions").select("discussionID").orderBy("discussionID").limit(200).execute()).map((row) => row.discussionID);
        for (const discussionID of opened) await recordDiscussionView(db, memberID, discussionID, 1, day(8));
        await recordDiscussionView(db, memberID, bigDiscussionID, 1000, day(8));
        if (dialect === "postgres") await sql`analyze ${sql.table("discussionReads")}, ${sql.table("readWatermarks")}, ${sql.table("comments")}`.execute(db);

        const category = await db.selectFrom("categories").select("urlcode").where("categoryID", "=", visibleCategoryID).executeTakeFirstOrThrow();
        const sawCommentsAfterMark = { seen: false };
        for (const url of ["/api/v2/discussions?page=1", "/api/v2/discussions?sort=-dateInserted&page=80", "/discussions", `/categories/${category.urlcode}`, `/discussion/${bigDiscussionID}`, `/discussion/${bigDiscussionID}/x/p34`]) {
            expect({ url, problems: await planProblems(url, member) }).toEqual({ url, problems: [] });
            if (lastReads.some((query) => query.sql.includes('from "comments"') && query.sql.includes("count("))) sawCommentsAfterMark.seen = true;
            if (url.startsWith("/api/v2/discussions")) expect(lastReads.some((query) => query.sql.includes('from "discussionReads"'))).toBe(true);
        }
        // /categories: the unread discussions of every visible category in one grouped statement, by index ranges.
        expect({ url: "/categories", problems: await planProblems("/categories", member) }).toEqual({ url: "/categories", problems: [] });
        expect(lastReads.filter((query) => query.sql.includes('"discussionReads"') && /group by/i.test(query.sql)).length).toBe(1);
        // The watermark-covered discussions' comments were counted (the path was exercised, and planned by index).
        expect(sawCommentsAfterMark.seen).toBe(true);
    });

    it("a member's notifications, newest first, and their counts", async () => {
        // The page lists them with the API's statement (notifications.ts listNotifications).
        for (const url of ["/api/v2/notifications", "/api/v2/notifications?page=3&limit=5", "/api/v2/users/me-counts", "/profile/notifications"]) {
            expect({ url, problems: await planProblems(url, member) }).toEqual({ url, problems: [] });
        }
    });
});
