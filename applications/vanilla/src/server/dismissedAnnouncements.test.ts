/**
 * Content §3 "dismissed", §4: an announcement the viewer dismissed is no longer pinned to the
 * top of their lists (it takes its normal place); everyone else still sees it first.
 */
import { createTestApp, signIn, type ITestApp } from "@server/testing/testApp";

describe("dismissed announcements in lists", () => {
    let forum: ITestApp;
    const cookies: Record<string, string> = {};
    let announcementID: number;

    beforeAll(async () => {
        forum = await createTestApp();
        for (const name of ["member", "moderator"]) cookies[name] = await signIn(forum.app, name);
        // The seed's own announcements are unpinned so this one is the only one.
        await forum.db.updateTable("discussions").set({ pinned: 0 }).execute();
        // The oldest activity of all: in its normal place it is last under -dateLastComment.
        const member = await forum.db.selectFrom("users").select("userID").where("name", "=", "member").executeTakeFirstOrThrow();
        const category = await forum.db.selectFrom("discussions").select("categoryID").where("name", "!=", "Moderator notes for this month").orderBy("discussionID").executeTakeFirstOrThrow();
        const old = "2000-01-01T00:00:00.000Z";
        const row = await forum.db
            .insertInto("discussions")
            .values({ categoryID: category.categoryID, insertUserID: member.userID, type: "discussion", name: "Read this first", body: "Rules", format: "markdown", dateInserted: old, dateUpdated: null, dateLastComment: old, lastCommentUserID: null, countComments: 0, countViews: 0, score: 0, pinned: 1, pinLocation: "recent", closed: 0, sink: 0 })
            .returning("discussionID")
            .executeTakeFirstOrThrow();
        announcementID = row.discussionID;
        // As posting does: the category's count follows its rows (the lists' totals are these counts).
        await forum.db.updateTable("categories").set((eb) => ({ countDiscussions: eb("countDiscussions", "+", 1) })).where("categoryID", "=", category.categoryID).execute();
    });

    afterAll(async () => {
        await forum?.close();
    });

    const headers = (who: string | null) => ({ "x-requested-with": "vanilla", ...(who ? { cookie: cookies[who] } : {}) });

    async function listIDs(who: string | null): Promise<number[]> {
        const response = await forum.app.inject({ method: "GET", url: "/api/v2/discussions?pinOrder=first&limit=500", headers: headers(who) });
        expect(response.statusCode).toBe(200);
        return (response.json() as Array<{ discussionID: number }>).map((discussion) => discussion.discussionID);
    }

    async function dismiss(who: string, dismissed: boolean) {
        const response = await forum.app.inject({ method: "PUT", url: `/api/v2/discussions/${announcementID}/dismiss`, headers: headers(who), payload: { dismissed } });
        expect(response.statusCode).toBe(200);
    }

    it("pins an announcement first for everyone who has not dismissed it", async () => {
        for (const who of [null, "member", "moderator"]) expect((await listIDs(who))[0]).toBe(announcementID);
    });

    it("puts it in its normal place for the member who dismissed it, and only for them", async () => {
        await dismiss("member", true);
        const mine = await listIDs("member");
        expect(mine[0]).not.toBe(announcementID);
        // Oldest activity: last in the default sort, and still listed.
        expect(mine[mine.length - 1]).toBe(announcementID);
        expect((await listIDs("moderator"))[0]).toBe(announcementID);
        expect((await listIDs(null))[0]).toBe(announcementID);

        // The server-rendered list: off the member's first page (its place is among the oldest), still on the moderator's.
        const firstPage = async (who: string) => (await forum.app.inject({ method: "GET", url: "/discussions", headers: headers(who) })).body;
        expect(await firstPage("member")).not.toContain("Read this first");
        expect(await firstPage("moderator")).toContain("Read this first");
    });

    it("pins it again when the dismissal is cancelled", async () => {
        await dismiss("member", false);
        expect((await listIDs("member"))[0]).toBe(announcementID);
    });
});
