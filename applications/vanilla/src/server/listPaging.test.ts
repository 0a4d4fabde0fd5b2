/**
 * Paging by index walks (discussionsModel.ts, commentsModel.ts, pageWindow.ts) gives, page by
 * page, exactly what the plain `ORDER BY … LIMIT … OFFSET` over every visible row gives, on both
 * databases: every discussion sort with and without announcements first, for a guest and for a
 * member who dismissed announcements, across categories and within one; every comment sort; the
 * page /discussion/comment/{id} opens; and the totals, from the maintained counters, after
 * moving and deleting discussions. The data has many ties in every sort key. Deep pages start
 * from the page anchors (discussionsModel.ts), here every 7 rows, so every page but the first
 * few walks from one, and the anchors found before a move and a delete must not be used after.
 */
import { sql, type Kysely } from "kysely";
import type { Database } from "@server/db/schema";
import { createTestApp, JSON_HEADERS, signIn, type ITestApp } from "@server/testing/testApp";
import { DISCUSSION_SORTS, type DiscussionSort } from "@vanilla/discussions/discussionTypes";
import { COMMENT_SORTS, type CommentSort } from "@vanilla/discussion/commentTypes";
import { trendingWeight } from "./commentsModel";
import { addComments, addDiscussions } from "./listTestData";
import { PAGE_ANCHORS } from "./discussionsModel";

const LIMIT = 13;

/** The order of content §9, written out independently of the model: the ID last, in the sort's direction. */
function naiveOrder(sort: DiscussionSort) {
    const ref = sql.ref;
    switch (sort) {
        case "-dateInserted":
            return sql`${ref("dateInserted")} desc, ${ref("discussionID")} desc`;
        case "dateInserted":
            return sql`${ref("dateInserted")} asc, ${ref("discussionID")} asc`;
        case "-score":
            return sql`${ref("score")} desc, ${ref("dateLastComment")} desc, ${ref("discussionID")} desc`;
        case "-hot":
            return sql`${ref("score")} + ${ref("countComments")} desc, ${ref("dateLastComment")} desc, ${ref("discussionID")} desc`;
        default:
            return sql`${ref("dateLastComment")} desc, ${ref("discussionID")} desc`;
    }
}

describe("list paging gives what ORDER BY … OFFSET gives", () => {
    let forum: ITestApp;
    let db: Kysely<Database>;
    let member: string;
    let memberID: number;
    let admin: string;

    const defaultAnchorStep = PAGE_ANCHORS.step;

    beforeAll(async () => {
        PAGE_ANCHORS.step = 7;
        forum = await createTestApp();
        db = forum.db;
        member = await signIn(forum.app, "member");
        admin = await signIn(forum.app, "admin");
        memberID = (await db.selectFrom("users").select("userID").where("name", "=", "member").executeTakeFirstOrThrow()).userID;
        const categoryIDs = (await db.selectFrom("categories").select("categoryID").execute()).map((row) => row.categoryID);
        const userIDs = (await db.selectFrom("users").select("userID").limit(5).execute()).map((row) => row.userID);
        await addDiscussions(db, { count: 120, categoryIDs, userIDs, pinnedEvery: 23 });
        // The member dismisses two announcements: for them those take their place in the sort.
        const pinned = await db.selectFrom("discussions").select("discussionID").where("pinned", "=", 1).orderBy("discussionID").limit(2).execute();
        for (const { discussionID } of pinned) {
            const response = await forum.app.inject({ method: "PUT", url: `/api/v2/discussions/${discussionID}/dismiss`, headers: { ...JSON_HEADERS, cookie: member }, payload: { dismissed: true } });
            expect(response.statusCode).toBe(200);
        }
    });
    afterAll(async () => {
        PAGE_ANCHORS.step = defaultAnchorStep;
        await forum.close();
    });

    const get = (url: string, cookie?: string) => forum.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

    async function visibleCategoryIDs(cookie?: string): Promise<number[]> {
        return ((await get("/api/v2/categories", cookie)).json() as Array<{ categoryID: number }>).map((row) => row.categoryID);
    }

    /** The plain answer: every visible row ordered in the database, the page cut with OFFSET. */
    async function naivePage(options: { visible: number[]; viewerID: number; sort: DiscussionSort; pinOrder: "first" | "mixed"; categoryID?: number; page: number }): Promise<number[]> {
        let query = db.selectFrom("discussions").select("discussionID").where("categoryID", "in", options.visible);
        if (options.categoryID !== undefined) query = query.where("categoryID", "=", options.categoryID);
        if (options.pinOrder === "first") {
            const dismissed = db.selectFrom("discussionDismissals").select("discussionID").where("userID", "=", options.viewerID);
            query = query.orderBy(sql`case when ${sql.ref("pinned")} = ${1} and ${sql.ref("discussionID")} not in (${dismissed}) then 1 else 0 end desc`);
        }
        const rows = await query
            .orderBy(naiveOrder(options.sort))
            .limit(LIMIT)
            .offset((options.page - 1) * LIMIT)
            .execute();
        return rows.map((row) => row.discussionID);
    }

    async function naiveTotal(visible: number[], categoryID?: number): Promise<number> {
        let query = db.selectFrom("discussions").select((eb) => eb.fn.countAll<number | string>().as("n")).where("categoryID", "in", visible);
        if (categoryID !== undefined) query = query.where("categoryID", "=", categoryID);
        return Number((await query.executeTakeFirstOrThrow()).n);
    }

    async function expectEveryPageMatches(who: "guest" | "member", categoryID?: number): Promise<void> {
        const cookie = who === "member" ? member : undefined;
        const viewerID = who === "member" ? memberID : 0;
        const visible = await visibleCategoryIDs(cookie);
        const total = await naiveTotal(visible, categoryID);
        expect(total).toBeGreaterThan(LIMIT);
        for (const sort of DISCUSSION_SORTS) {
            for (const pinOrder of ["first", "mixed"] as const) {
                for (let page = 1; page <= Math.ceil(total / LIMIT) + 1; page++) {
                    const query = new URLSearchParams({ sort, pinOrder, page: String(page), limit: String(LIMIT), ...(categoryID ? { categoryID: String(categoryID) } : {}) });
                    const response = await get(`/api/v2/discussions?${query}`, cookie);
                    expect(response.statusCode).toBe(200);
                    expect(response.headers["x-app-page-result-count"]).toBe(String(total));
                    const got = (response.json() as Array<{ discussionID: number }>).map((row) => row.discussionID);
                    expect({ who, sort, pinOrder, page, ids: got }).toEqual({ who, sort, pinOrder, page, ids: await naivePage({ visible, viewerID, sort, pinOrder, categoryID, page }) });
                }
            }
        }
    }

    it("across the visible categories, for a guest", () => expectEveryPageMatches("guest"));

    it("across the visible categories, for a member with dismissed announcements", () => expectEveryPageMatches("member"));

    it("within one category", async () => {
        const [categoryID] = await visibleCategoryIDs();
        await expectEveryPageMatches("member", categoryID);
    });

    it("stays right after discussions are moved and deleted (the totals are the maintained counters)", async () => {
        const [from, to] = await visibleCategoryIDs();
        const moved = await db.selectFrom("discussions").select("discussionID").where("categoryID", "=", from!).orderBy("discussionID").limit(3).execute();
        const move = await forum.app.inject({ method: "PATCH", url: "/api/v2/discussions/move", headers: { ...JSON_HEADERS, cookie: admin }, payload: { discussionIDs: moved.map((row) => row.discussionID), categoryID: to } });
        expect(move.statusCode).toBeLessThan(300);
        const deleted = await forum.app.inject({ method: "DELETE", url: `/api/v2/discussions/${moved[0]!.discussionID}`, headers: { "x-requested-with": "vanilla", cookie: admin } });
        expect(deleted.statusCode).toBe(204);
        await expectEveryPageMatches("guest");
        await expectEveryPageMatches("guest", to);
    }, 60_000);

    describe("comments", () => {
        let discussionID: number;
        let commentIDs: number[];

        beforeAll(async () => {
            const userIDs = (await db.selectFrom("users").select("userID").limit(4).execute()).map((row) => row.userID);
            const [categoryID] = await visibleCategoryIDs();
            discussionID = (await addDiscussions(db, { count: 1, categoryIDs: [categoryID!], userIDs }))[0]!;
            commentIDs = await addComments(db, discussionID, 95, userIDs);
        });

        /** Every comment in the order of a sort, computed here from the rows. */
        async function naiveOrder(sort: CommentSort): Promise<number[]> {
            const query = db.selectFrom("comments").select(["commentID", "dateInserted", "score"]).where("discussionID", "=", discussionID);
            switch (sort) {
                case "-dateInserted":
                    return (await query.orderBy("dateInserted", "desc").orderBy("commentID", "desc").execute()).map((row) => row.commentID);
                case "-score":
                    return (await query.orderBy("score", "desc").orderBy("dateInserted", "asc").orderBy("commentID", "asc").execute()).map((row) => row.commentID);
                case "-experimentalTrending": {
                    const now = Date.now();
                    return (await query.execute())
                        .map((row) => ({ row, weight: trendingWeight(row.score, row.dateInserted, now) }))
                        .sort((a, b) => b.weight - a.weight || b.row.dateInserted.localeCompare(a.row.dateInserted) || b.row.commentID - a.row.commentID)
                        .map(({ row }) => row.commentID);
                }
                default:
                    return (await query.orderBy("dateInserted", "asc").orderBy("commentID", "asc").execute()).map((row) => row.commentID);
            }
        }

        it("gives every page of every sort in order, from either end", async () => {
            for (const sort of COMMENT_SORTS) {
                const expected = await naiveOrder(sort);
                expect(expected).toHaveLength(95);
                for (let page = 1; page <= Math.ceil(95 / 10) + 1; page++) {
                    const response = await get(`/api/v2/comments?discussionID=${discussionID}&sort=${sort}&page=${page}&limit=10`);
                    expect(response.statusCode).toBe(200);
                    expect(response.headers["x-app-page-result-count"]).toBe("95");
                    const got = (response.json() as Array<{ commentID: number }>).map((row) => row.commentID);
                    expect({ sort, page, ids: got }).toEqual({ sort, page, ids: expected.slice((page - 1) * 10, page * 10) });
                }
            }
        });

        it("opens the page holding each comment under each sort", async () => {
            for (const sort of COMMENT_SORTS) {
                const expected = await naiveOrder(sort);
                for (const commentID of commentIDs) {
                    const response = await get(`/discussion/comment/${commentID}?sort=${sort}`);
                    expect(response.statusCode).toBe(302);
                    const page = Math.floor(expected.indexOf(commentID) / 30) + 1;
                    const path = String(response.headers.location).split(/[?#]/)[0]!;
                    expect({ sort, commentID, page: /\/p(\d+)$/.exec(path)?.[1] ?? "1" }).toEqual({ sort, commentID, page: String(page) });
                }
            }
        });
    });
});
