/**
 * PUT /api/v2/discussions/{id}/bookmark (content §4, §7; vanilla-openapi discussions.yml):
 * signed-in users only, on discussions they may see, idempotent, `{bookmarked}` in and out,
 * and the `bookmarked` field of the discussions API reflecting it.
 */
import { createTestApp, preloadOf, signIn, type ITestApp } from "@server/testing/testApp";

const STAFF_DISCUSSION = "Moderator notes for this month";

describe("bookmarks API", () => {
    let forum: ITestApp;
    let memberID: number;
    let moderatorID: number;
    let staffDiscussionID: number;
    /** A discussion everyone sees that the member has not bookmarked. */
    let discussionID: number;
    const cookies: Record<string, string> = {};

    beforeAll(async () => {
        forum = await createTestApp();
        for (const name of ["moderator", "member"]) cookies[name] = await signIn(forum.app, name);
        memberID = (await forum.db.selectFrom("users").select("userID").where("name", "=", "member").executeTakeFirstOrThrow()).userID;
        moderatorID = (await forum.db.selectFrom("users").select("userID").where("name", "=", "moderator").executeTakeFirstOrThrow()).userID;
        staffDiscussionID = (await forum.db.selectFrom("discussions").select("discussionID").where("name", "=", STAFF_DISCUSSION).executeTakeFirstOrThrow()).discussionID;
        const listed = (await forum.app.inject({ url: "/api/v2/discussions?limit=30&pinOrder=first", headers: { cookie: cookies.member } })).json() as Array<{ discussionID: number; bookmarked: boolean }>;
        // From the first page of /discussions (announcements first), so the page tests below list it.
        discussionID = listed.find((discussion) => !discussion.bookmarked)!.discussionID;
    });

    afterAll(async () => {
        await forum?.close();
    });

    function put(id: number, payload: unknown, as?: string, origin = true) {
        const headers: Record<string, string> = { "content-type": "application/json" };
        if (as) headers.cookie = cookies[as]!;
        if (origin) headers["x-requested-with"] = "vanilla";
        return forum.app.inject({ method: "PUT", url: `/api/v2/discussions/${id}/bookmark`, headers, payload: JSON.stringify(payload) });
    }

    const marks = (userID: number, id: number) =>
        forum.db.selectFrom("bookmarks").selectAll().where("userID", "=", userID).where("discussionID", "=", id).execute();

    async function listedBookmarked(id: number, as: string): Promise<boolean | undefined> {
        const listed = (await forum.app.inject({ url: "/api/v2/discussions?limit=500", headers: { cookie: cookies[as] } })).json() as Array<{ discussionID: number; bookmarked: boolean }>;
        return listed.find((discussion) => discussion.discussionID === id)?.bookmarked;
    }

    it("refuses guests with 403, whatever the body", async () => {
        for (const body of [{ bookmarked: true }, {}, { bookmarked: "maybe" }]) {
            const response = await put(discussionID, body);
            expect(response.statusCode).toBe(403);
            expect(response.json()).toMatchObject({ status: 403, message: expect.any(String) });
        }
    });

    it("bookmarks for a member (200, {bookmarked: true}); the list and the discussion show it for that member only", async () => {
        const response = await put(discussionID, { bookmarked: true }, "member");
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ bookmarked: true });
        expect(await marks(memberID, discussionID)).toHaveLength(1);

        expect(await listedBookmarked(discussionID, "member")).toBe(true);
        const single = (await forum.app.inject({ url: `/api/v2/discussions/${discussionID}`, headers: { cookie: cookies.member } })).json();
        expect(single.bookmarked).toBe(true);
        expect(await listedBookmarked(discussionID, "moderator")).toBe(false);
    });

    it("is idempotent: bookmarking again keeps one bookmark, removing twice answers false both times", async () => {
        expect((await put(discussionID, { bookmarked: true }, "member")).json()).toEqual({ bookmarked: true });
        expect(await marks(memberID, discussionID)).toHaveLength(1);

        for (let i = 0; i < 2; i++) {
            const response = await put(discussionID, { bookmarked: false }, "member");
            expect(response.statusCode).toBe(200);
            expect(response.json()).toEqual({ bookmarked: false });
        }
        expect(await marks(memberID, discussionID)).toHaveLength(0);
        expect(await listedBookmarked(discussionID, "member")).toBe(false);
    });

    it("answers 403 to a member on a staff-only discussion, storing nothing; a moderator may bookmark it", async () => {
        const response = await put(staffDiscussionID, { bookmarked: true }, "member");
        expect(response.statusCode).toBe(403);
        expect(response.json().status).toBe(403);
        expect(await marks(memberID, staffDiscussionID)).toHaveLength(0);

        const moderator = await put(staffDiscussionID, { bookmarked: true }, "moderator");
        expect(moderator.statusCode).toBe(200);
        expect(await marks(moderatorID, staffDiscussionID)).toHaveLength(1);
    });

    it("answers 404 for a discussion that does not exist", async () => {
        const response = await put(999_999, { bookmarked: true }, "member");
        expect(response.statusCode).toBe(404);
    });

    it("answers 400 with field errors in Vanilla's shape for a bad body", async () => {
        const missing = await put(discussionID, {}, "member");
        expect(missing.statusCode).toBe(400);
        expect(missing.json()).toMatchObject({
            status: 400,
            errors: [{ field: "bookmarked", code: "required", message: "bookmarked is required." }],
        });

        const wrongType = await put(discussionID, { bookmarked: "maybe" }, "member");
        expect(wrongType.statusCode).toBe(400);
        expect(wrongType.json()).toMatchObject({ status: 400, errors: [{ field: "bookmarked", code: "type" }] });
        expect(await marks(memberID, discussionID)).toHaveLength(0);
    });

    it("refuses a call without X-Requested-With (403), changing nothing", async () => {
        const response = await put(discussionID, { bookmarked: true }, "member", false);
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toContain("X-Requested-With");
        expect(await marks(memberID, discussionID)).toHaveLength(0);
    });

    describe("pages", () => {
        const page = (url: string, as?: string) => forum.app.inject({ url, headers: as ? { cookie: cookies[as] } : {} });
        const islands = (html: string, name: string) => [...html.matchAll(new RegExp(`data-react="${name}"`, "g"))].length;

        it("renders the toast area once per page as an island, and no bookmark button for guests", async () => {
            const html = (await page("/discussions")).body;
            expect(islands(html, "ToastContainer")).toBe(1);
            // Each island's content sits in its Suspense boundary's markers (components/Island.tsx).
            expect(html).toMatch(/<div data-react="ToastContainer" data-props="\{\}"><!--\$--><div class="[^"]+" role="status" aria-live="polite" aria-atomic="false"><\/div><!--\/\$--><\/div>/);
            expect(islands(html, "BookmarkButton")).toBe(0);
        });

        it("gives a member one bookmark island per row, pressed where bookmarked, and one on the discussion page", async () => {
            await put(discussionID, { bookmarked: true }, "member");
            const html = (await page("/discussions", "member")).body;
            const rows = [...html.matchAll(/data-discussion-id="(\d+)"/g)].length;
            expect(rows).toBeGreaterThan(0);
            expect(islands(html, "BookmarkButton")).toBe(rows);
            const props = JSON.stringify({ discussionID, bookmarked: true }).replace(/"/g, "&quot;");
            expect(html).toContain(`data-react="BookmarkButton" data-props="${props}"`);
            // The button's state travels in its data-props: the Island page preloads no discussion records.
            expect(preloadOf(html).state).toEqual({});

            const discussionPage = (await page(`/discussion/${discussionID}`, "member")).body;
            expect(islands(discussionPage, "BookmarkButton")).toBe(1);
            expect(discussionPage).toContain(`data-props="${props}"`);
            expect(discussionPage).toContain('aria-pressed="true"');
            await put(discussionID, { bookmarked: false }, "member");
        });
    });
});
