/**
 * GET /api/v2/discussions and /api/v2/discussions/{id}, /api/v2/categories: Vanilla's paths,
 * field names, paging headers and error shape (vanilla-openapi discussions.yml), and the staff
 * category that only moderators and administrators see.
 */
import { createTestApp, signIn, type ITestApp } from "@server/testing/testApp";

interface IApiDiscussion {
    discussionID: number;
    name: string;
    dateInserted: string;
    dateLastComment: string;
    insertUserID: number;
    insertUser?: Record<string, unknown>;
    [key: string]: unknown;
}

const STAFF_DISCUSSION = "Moderator notes for this month";

describe("discussions API", () => {
    let forum: ITestApp;
    let visibleToGuest: number;
    let staffDiscussionID: number;
    let staffCategoryID: number;
    const cookies: Record<string, string> = {};

    beforeAll(async () => {
        forum = await createTestApp();
        const staff = await forum.db.selectFrom("discussions").select(["discussionID", "categoryID"]).where("name", "=", STAFF_DISCUSSION).executeTakeFirstOrThrow();
        staffDiscussionID = staff.discussionID;
        staffCategoryID = staff.categoryID;
        const { n } = await forum.db.selectFrom("discussions").select((eb) => eb.fn.countAll().as("n")).where("categoryID", "!=", staffCategoryID).executeTakeFirstOrThrow();
        visibleToGuest = Number(n);
        for (const name of ["admin", "moderator", "member"]) cookies[name] = await signIn(forum.app, name);
    });

    afterAll(async () => {
        await forum?.close();
    });

    const get = (url: string, as?: string) => forum.app.inject({ url, headers: as ? { cookie: cookies[as] } : {} });
    const list = async (url: string, as?: string) => (await get(url, as)).json() as IApiDiscussion[];

    /** The query of a paging header's URL, which must point back at the discussions API. */
    function queryOf(url: string | string[] | number | undefined): URLSearchParams {
        expect(typeof url).toBe("string");
        const parsed = new URL(url as string, "http://localhost");
        expect(parsed.pathname).toBe("/api/v2/discussions");
        return parsed.searchParams;
    }

    describe("paging", () => {
        it("returns 30 discussions by default with the paging headers of page 1", async () => {
            const response = await get("/api/v2/discussions");
            expect(response.statusCode).toBe(200);
            expect(response.json()).toHaveLength(30);
            expect(response.headers["x-app-page-current"]).toBe("1");
            expect(response.headers["x-app-page-limit"]).toBe("30");
            expect(response.headers["x-app-page-result-count"]).toBe(String(visibleToGuest));
            expect(response.headers["x-app-page-prev-url"]).toBeUndefined();
            const next = queryOf(response.headers["x-app-page-next-url"]);
            expect(next.get("page")).toBe("2");
            expect(next.get("limit")).toBe("30");
        });

        it("answers page 2, the last at 30 a page, without a next address", async () => {
            const response = await get("/api/v2/discussions?page=2");
            expect(response.json()).toHaveLength(visibleToGuest - 30);
            expect(response.headers["x-app-page-current"]).toBe("2");
            expect(response.headers["x-app-page-next-url"]).toBeUndefined();
            expect(queryOf(response.headers["x-app-page-prev-url"]).get("page")).toBe("1");
        });

        it("keeps the caller's parameters in the next and previous addresses", async () => {
            const first = await get("/api/v2/discussions?limit=10&sort=-dateInserted&expand=insertUser");
            expect(first.headers["x-app-page-limit"]).toBe("10");
            const next = queryOf(first.headers["x-app-page-next-url"]);
            expect(Object.fromEntries(next)).toMatchObject({ page: "2", limit: "10", sort: "-dateInserted" });
            expect(next.getAll("expand").join(",") || next.get("expand[0]")).toContain("insertUser");

            const second = await get(first.headers["x-app-page-next-url"] as string);
            expect(second.statusCode).toBe(200);
            expect(second.headers["x-app-page-current"]).toBe("2");
            expect(Object.fromEntries(queryOf(second.headers["x-app-page-prev-url"]))).toMatchObject({ page: "1", limit: "10", sort: "-dateInserted" });
            expect(Object.fromEntries(queryOf(second.headers["x-app-page-next-url"]))).toMatchObject({ page: "3", limit: "10" });
            expect((second.json() as IApiDiscussion[])[0]!.insertUser).toBeDefined();
        });

        it("walks every page by the next addresses, each discussion exactly once", async () => {
            const seen: number[] = [];
            let url: string | undefined = "/api/v2/discussions?limit=10";
            let pages = 0;
            let last: Awaited<ReturnType<typeof get>> | undefined;
            while (url) {
                last = await get(url);
                seen.push(...(last.json() as IApiDiscussion[]).map((discussion) => discussion.discussionID));
                url = last.headers["x-app-page-next-url"] as string | undefined;
                pages++;
            }
            const lastPage = Math.ceil(visibleToGuest / 10);
            expect(pages).toBe(lastPage);
            expect(last!.headers["x-app-page-current"]).toBe(String(lastPage));
            expect(last!.json()).toHaveLength(visibleToGuest - (lastPage - 1) * 10);
            expect(queryOf(last!.headers["x-app-page-prev-url"]).get("page")).toBe(String(lastPage - 1));
            expect(seen).toHaveLength(visibleToGuest);
            expect(new Set(seen).size).toBe(visibleToGuest);
        });

        it("answers a page past the end with an empty list and the total", async () => {
            const response = await get("/api/v2/discussions?page=100");
            expect(response.statusCode).toBe(200);
            expect(response.json()).toEqual([]);
            expect(response.headers["x-app-page-result-count"]).toBe(String(visibleToGuest));
            expect(response.headers["x-app-page-next-url"]).toBeUndefined();
        });

        it("filters by category and by author, with the filtered total", async () => {
            const category = (await list("/api/v2/discussions?limit=1"))[0]!.categoryID as number;
            const response = await get(`/api/v2/discussions?categoryID=${category}&limit=500`);
            const discussions = response.json() as IApiDiscussion[];
            expect(discussions.length).toBeGreaterThan(0);
            expect(discussions.every((discussion) => discussion.categoryID === category)).toBe(true);
            expect(response.headers["x-app-page-result-count"]).toBe(String(discussions.length));

            const author = discussions[0]!.insertUserID;
            const byAuthor = await list(`/api/v2/discussions?insertUserID=${author}&limit=500`);
            expect(byAuthor.length).toBeGreaterThan(0);
            expect(byAuthor.every((discussion) => discussion.insertUserID === author)).toBe(true);
        });
    });

    describe("sorting", () => {
        const isSorted = (values: string[], direction: "asc" | "desc") =>
            values.every((value, index) => index === 0 || (direction === "asc" ? values[index - 1]! <= value : values[index - 1]! >= value));

        it("sorts by -dateLastComment by default", async () => {
            const discussions = await list("/api/v2/discussions?limit=500");
            expect(isSorted(discussions.map((discussion) => discussion.dateLastComment), "desc")).toBe(true);
        });

        it("sorts -dateInserted newest first and dateInserted oldest first", async () => {
            const newest = await list("/api/v2/discussions?limit=500&sort=-dateInserted");
            const oldest = await list("/api/v2/discussions?limit=500&sort=dateInserted");
            expect(isSorted(newest.map((discussion) => discussion.dateInserted), "desc")).toBe(true);
            expect(isSorted(oldest.map((discussion) => discussion.dateInserted), "asc")).toBe(true);
            expect(newest[0]!.dateInserted > oldest[0]!.dateInserted).toBe(true);
            expect(newest.map((discussion) => discussion.discussionID).sort()).toEqual(oldest.map((discussion) => discussion.discussionID).sort());
            expect(newest.map((discussion) => discussion.discussionID)).not.toEqual(oldest.map((discussion) => discussion.discussionID));
        });

        it("sorts -score highest first", async () => {
            const scores = (await list("/api/v2/discussions?limit=500&sort=-score")).map((discussion) => discussion.score as number);
            expect(scores).toEqual([...scores].sort((a, b) => b - a));
        });

        it("puts the pinned announcement first with pinOrder=first", async () => {
            const [first] = await list("/api/v2/discussions?pinOrder=first&sort=dateInserted");
            expect(first).toMatchObject({ pinned: true, name: expect.stringContaining("Welcome") });
        });
    });

    describe("fields", () => {
        it("uses Vanilla's field names and types", async () => {
            const [discussion] = await list("/api/v2/discussions?limit=1");
            expect(discussion).toEqual(
                expect.objectContaining({
                    discussionID: expect.any(Number),
                    type: "discussion",
                    name: expect.any(String),
                    body: expect.any(String),
                    url: expect.stringMatching(/^\/discussion\/\d+\/[a-z0-9-]+$/),
                    canonicalUrl: expect.any(String),
                    categoryID: expect.any(Number),
                    insertUserID: expect.any(Number),
                    dateInserted: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
                    dateLastComment: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
                    countComments: expect.any(Number),
                    countViews: expect.any(Number),
                    score: expect.any(Number),
                    pinned: expect.any(Boolean),
                    closed: expect.any(Boolean),
                    bookmarked: false,
                }),
            );
            expect(discussion!.url).toContain(`/discussion/${discussion!.discussionID}/`); // toEqual above checked it
            expect(discussion).not.toHaveProperty("insertUser");
        });

        it("adds insertUser {userID, name, photoUrl, dateLastActive} with expand=insertUser", async () => {
            // Someone active: their dateLastActive is drawn as every other date, on both databases.
            await forum.db.updateTable("users").set({ dateLastActive: "2026-11-30T08:09:10.123Z" }).execute();
            const discussions = await list("/api/v2/discussions?expand=insertUser");
            const users = new Map((await forum.db.selectFrom("users").select(["userID", "name", "photoUrl", "dateLastActive"]).execute()).map((user) => [user.userID, user]));
            for (const discussion of discussions) {
                expect(Object.keys(discussion.insertUser ?? {}).sort()).toEqual(["dateLastActive", "name", "photoUrl", "userID"]);
                expect(discussion.insertUser).toEqual(users.get(discussion.insertUserID));
                expect(discussion.insertUser!.dateLastActive).toBe("2026-11-30T08:09:10.123Z");
            }
            expect(discussions[0]).not.toHaveProperty("lastUser");
        });

        it("accepts expand as a comma list and as repeated parameters", async () => {
            for (const url of ["/api/v2/discussions?limit=3&expand=insertUser,lastUser", "/api/v2/discussions?limit=3&expand[]=insertUser&expand[]=lastUser"]) {
                const [discussion] = await list(url);
                if (!discussion) throw new Error(`${url} lists no discussion.`);
                expect(discussion.insertUser).toBeDefined();
                expect(discussion.lastUser).toBeDefined();
            }
            const [withCategory] = await list("/api/v2/discussions?limit=1&expand=category");
            if (!withCategory) throw new Error("No discussion listed.");
            expect(withCategory.category).toEqual({ categoryID: withCategory.categoryID, name: expect.any(String), url: expect.stringMatching(/^\/categories\//) });
        });

        it("marks the signed-in member's bookmarks", async () => {
            const memberID = (await forum.db.selectFrom("users").select("userID").where("name", "=", "member").executeTakeFirstOrThrow()).userID;
            const marks = await forum.db.selectFrom("bookmarks").select("discussionID").where("userID", "=", memberID).execute();
            expect(marks.length).toBeGreaterThan(0);
            const discussions = await list("/api/v2/discussions?limit=500", "member");
            const bookmarked = discussions.filter((discussion) => discussion.bookmarked).map((discussion) => discussion.discussionID);
            expect(bookmarked.sort()).toEqual(marks.map((mark) => mark.discussionID).filter((id) => id !== staffDiscussionID).sort());
            expect((await list("/api/v2/discussions?limit=500")).some((discussion) => discussion.bookmarked)).toBe(false);
        });
    });

    describe("bad input", () => {
        it.each([
            ["limit=abc", "limit"],
            ["limit=0", "limit"],
            ["limit=501", "limit"],
            ["sort=bogus", "sort"],
            ["page=0", "page"],
            ["page=-1", "page"],
            ["expand=bogus", "expand"],
            ["expand=insertUser,bogus", "expand"],
            ["categoryID=abc", "categoryID"],
        ])("answers %s with 400 naming the field %s", async (query, field) => {
            const response = await get(`/api/v2/discussions?${query}`);
            expect(response.statusCode).toBe(400);
            const body = response.json();
            expect(body).toEqual(expect.objectContaining({ message: expect.any(String), status: 400, errors: expect.any(Array) }));
            expect(body.errors.length).toBeGreaterThan(0);
            for (const error of body.errors) expect(error).toEqual(expect.objectContaining({ field: expect.any(String), message: expect.any(String), code: expect.any(String) }));
            expect(body.errors.map((error: { field: string }) => error.field)).toContain(field);
            expect(`${body.message} ${body.errors.find((error: { field: string }) => error.field === field).message}`).toMatch(new RegExp(`\\b${field}\\b`));
        });

        it("reports every bad field at once", async () => {
            const body = (await get("/api/v2/discussions?limit=0&sort=bogus")).json();
            expect(body.errors.map((error: { field: string }) => error.field).sort()).toEqual(["limit", "sort"]);
            expect(body.message).toBe("Validation Failed");
        });

        it("accepts the largest limit, 500", async () => {
            const response = await get("/api/v2/discussions?limit=500");
            expect(response.statusCode).toBe(200);
            expect(response.json()).toHaveLength(visibleToGuest);
        });
    });

    describe("GET /api/v2/discussions/{id}", () => {
        it("answers a discussion with its users and category expanded", async () => {
            const [listed] = await list("/api/v2/discussions?limit=1");
            if (!listed) throw new Error("No discussion listed.");
            const response = await get(`/api/v2/discussions/${listed.discussionID}`);
            expect(response.statusCode).toBe(200);
            expect(response.json()).toMatchObject({
                discussionID: listed.discussionID,
                name: listed.name,
                insertUser: { userID: listed.insertUserID },
                category: { categoryID: listed.categoryID },
            });
        });

        it("answers 404 for an unknown discussion and 400 for a bad id", async () => {
            const unknown = await get("/api/v2/discussions/999999");
            expect(unknown.statusCode).toBe(404);
            expect(unknown.json()).toMatchObject({ status: 404, message: expect.any(String) });
            const bad = await get("/api/v2/discussions/abc");
            expect(bad.statusCode).toBe(400);
            expect(bad.json().errors[0]).toMatchObject({ field: "id" });
        });

        it.each([undefined, "member"])("refuses the Staff Room discussion with 403 for %s", async (as) => {
            const response = await get(`/api/v2/discussions/${staffDiscussionID}`, as);
            expect(response.statusCode).toBe(403);
            expect(response.json()).toMatchObject({ status: 403 });
            expect(response.body).not.toContain(STAFF_DISCUSSION);
        });

        it.each(["moderator", "admin"])("shows the Staff Room discussion to the %s", async (as) => {
            const response = await get(`/api/v2/discussions/${staffDiscussionID}`, as);
            expect(response.statusCode).toBe(200);
            expect(response.json()).toMatchObject({ discussionID: staffDiscussionID, name: STAFF_DISCUSSION, categoryID: staffCategoryID });
        });
    });

    describe("the staff category in lists", () => {
        it.each([undefined, "member"])("leaves the Staff Room out of the list for %s", async (as) => {
            const response = await get("/api/v2/discussions?limit=500", as);
            const discussions = response.json() as IApiDiscussion[];
            expect(discussions.map((discussion) => discussion.name)).not.toContain(STAFF_DISCUSSION);
            expect(discussions.some((discussion) => discussion.categoryID === staffCategoryID)).toBe(false);
            expect(response.headers["x-app-page-result-count"]).toBe(String(visibleToGuest));
            expect(await list(`/api/v2/discussions?categoryID=${staffCategoryID}`, as)).toEqual([]);
        });

        it.each(["moderator", "admin"])("includes it for the %s", async (as) => {
            const response = await get("/api/v2/discussions?limit=500", as);
            expect((response.json() as IApiDiscussion[]).map((discussion) => discussion.name)).toContain(STAFF_DISCUSSION);
            expect(response.headers["x-app-page-result-count"]).toBe(String(visibleToGuest + 1));
        });
    });

    describe("GET /api/v2/categories", () => {
        const names = async (as?: string) => ((await get("/api/v2/categories", as)).json() as Array<{ name: string }>).map((category) => category.name);

        it("hides the staff category from guests and members", async () => {
            expect(await names()).not.toContain("Staff Room");
            expect(await names("member")).not.toContain("Staff Room");
            expect((await get(`/api/v2/categories/${staffCategoryID}`)).statusCode).toBe(404);
        });

        it("shows it to moderators", async () => {
            expect(await names("moderator")).toContain("Staff Room");
            expect((await get(`/api/v2/categories/${staffCategoryID}`, "moderator")).statusCode).toBe(200);
        });

        it("lists categories in tree order with depth, the nested one after its parent", async () => {
            const categories = (await get("/api/v2/categories")).json() as Array<{ categoryID: number; parentCategoryID: number | null; depth: number; url: string; urlcode: string }>;
            const child = categories.find((category) => category.parentCategoryID !== null)!;
            expect(child).toBeDefined();
            const parentIndex = categories.findIndex((category) => category.categoryID === child.parentCategoryID);
            expect(parentIndex).toBeGreaterThanOrEqual(0);
            expect(categories.indexOf(child)).toBeGreaterThan(parentIndex);
            expect(child.depth).toBe(categories[parentIndex]!.depth + 1);
            for (const category of categories) expect(category.url).toBe(`/categories/${category.urlcode}`);
        });
    });
});
