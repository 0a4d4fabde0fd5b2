/**
 * Content §4 "page always clamped to 1..total pages": page addresses past the last page redirect
 * (302) to the last page keeping the query; the API keeps Vanilla's empty page with paging headers.
 */
import { createTestApp, type ITestApp } from "@server/testing/testApp";
import { pastLastPageRedirect } from "./pageClamp";

describe("pastLastPageRedirect", () => {
    const address = { limit: 30, firstPageUrl: "/discussions", pageUrlTemplate: "/discussions/p{page}" };

    it("leaves existing pages alone, page 1 of an empty list included", () => {
        expect(pastLastPageRedirect({ ...address, page: 2, total: 31, search: "" })).toBeNull();
        expect(pastLastPageRedirect({ ...address, page: 1, total: 0, search: "" })).toBeNull();
    });

    it("sends a page past the end to the last page, keeping the query as sent but not ?page=", () => {
        expect(pastLastPageRedirect({ ...address, page: 99, total: 61, search: "?sort=-score&tag=a%20b" })).toBe("/discussions/p3?sort=-score&tag=a%20b");
        expect(pastLastPageRedirect({ ...address, page: 99, total: 61, search: "?page=99&sort=-score" })).toBe("/discussions/p3?sort=-score");
    });

    it("sends to the first page's own address (no /p1) when there is one page", () => {
        expect(pastLastPageRedirect({ ...address, page: 4, total: 30, search: "" })).toBe("/discussions");
        expect(pastLastPageRedirect({ ...address, page: 2, total: 0, search: "?page=2" })).toBe("/discussions");
    });
});

describe("paging past the end", () => {
    let forum: ITestApp;
    let discussion: { discussionID: number; countComments: number; url: string };
    let lastListPage: number;

    beforeAll(async () => {
        forum = await createTestApp();
        const total = (await forum.app.inject("/api/v2/discussions?limit=30")).headers["x-app-page-result-count"];
        lastListPage = Math.max(1, Math.ceil(Number(total) / 30));
        const row = await forum.db.selectFrom("discussions").select(["discussionID", "countComments", "name"]).where("name", "!=", "Moderator notes for this month").orderBy("countComments", "desc").executeTakeFirstOrThrow();
        discussion = { ...row, url: (await forum.app.inject(`/api/v2/discussions/${row.discussionID}`)).json().url };
    });

    afterAll(async () => {
        await forum?.close();
    });

    it("redirects /discussions/p99 to the last page, keeping the query", async () => {
        const response = await forum.app.inject("/discussions/p99?sort=-score");
        expect(response.statusCode).toBe(302);
        expect(response.headers.location).toBe(`${lastListPage > 1 ? `/discussions/p${lastListPage}` : "/discussions"}?sort=-score`);
        expect((await forum.app.inject(String(response.headers.location))).statusCode).toBe(200);
        expect((await forum.app.inject(`/discussions/p${lastListPage}`)).statusCode).toBe(200);
    });

    it("redirects a category's page past the end", async () => {
        const response = await forum.app.inject("/categories/general/p99?sort=-dateInserted");
        expect(response.statusCode).toBe(302);
        expect(String(response.headers.location)).toMatch(/^\/categories\/general(\/p\d+)?\?sort=-dateInserted$/);
        expect((await forum.app.inject(String(response.headers.location))).statusCode).toBe(200);
    });

    it("redirects a discussion's page past the end, the comment sort kept", async () => {
        const last = Math.max(1, Math.ceil(discussion.countComments / 30));
        const response = await forum.app.inject(`${discussion.url}/p99?sort=-dateInserted`);
        expect(response.statusCode).toBe(302);
        expect(response.headers.location).toBe(`${last > 1 ? `${discussion.url}/p${last}` : discussion.url}?sort=-dateInserted`);
    });

    it("keeps Vanilla's API answer: GET /discussions?page=99 is an empty list with the paging headers", async () => {
        const response = await forum.app.inject("/api/v2/discussions?page=99&limit=30");
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual([]);
        expect(response.headers["x-app-page-current"]).toBe("99");
        expect(response.headers["x-app-page-limit"]).toBe("30");
        expect(Number(response.headers["x-app-page-result-count"])).toBeGreaterThan(0);
        expect(response.headers["x-app-page-next-url"]).toBeUndefined();
    });
});
