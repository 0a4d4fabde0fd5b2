/**
 * GET /drafts (My Drafts): a member sees their own drafts and scheduled posts, server-rendered
 * and preloaded for the island; never another member's; a guest is sent to sign in.
 *
 * The listing is handed in by the application (the drafts API's own listDrafts once the drafts
 * table is merged); here a stand-in over two members' drafts checks the page asks for the
 * viewer's drafts only and shows what it gets.
 */
import { createTestApp, preloadOf, signIn, type ITestApp } from "@server/testing/testApp";
import { pageContractProblems } from "@server/testing/pageContract";
import type { IDraft } from "@library/drafts/draftTypes";
import { draftsPage } from "@dashboard/pages/draftsPage";
import { registerDraftsPageRoutes } from "./draftsPageRoutes";

function draft(draftID: number, insertUserID: number, name: string, extra: Partial<IDraft> = {}): IDraft {
    return {
        draftID,
        recordType: "discussion",
        recordID: null,
        parentRecordType: "category",
        parentRecordID: 1,
        attributes: { body: "body", format: "markdown", name },
        draftStatus: "draft",
        dateScheduled: null,
        insertUserID,
        updateUserID: insertUserID,
        dateInserted: "2026-11-24T10:00:00.000Z",
        dateUpdated: "2026-11-24T10:00:00.000Z",
        editUrl: `/post/editdiscussion/0/${draftID}`,
        revision: 1,
        ...extra,
    };
}

describe("GET /drafts", () => {
    let forum: ITestApp;
    let stored: IDraft[] = [];
    const askedFor: number[] = [];

    beforeAll(async () => {
        forum = await createTestApp({
            beforeReady: (app) =>
                registerDraftsPageRoutes(app, {
                    listOwnDrafts: async (_db, userID, page, limit) => {
                        askedFor.push(userID);
                        const own = stored.filter((candidate) => candidate.insertUserID === userID);
                        return { drafts: own.slice((page - 1) * limit, page * limit), total: own.length };
                    },
                }),
        });
    });
    afterAll(async () => {
        await forum?.close();
    });

    it("is the drafts page definition's route, with its entry", () => {
        expect(pageContractProblems(forum.app, draftsPage)).toEqual([]);
    });

    it("sends a guest to sign in and back", async () => {
        const response = await forum.app.inject({ url: "/drafts" });
        expect(response.statusCode).toBe(302);
        expect(response.headers.location).toBe("/entry/signin?target=%2Fdrafts");
    });

    it("lists the viewer's drafts and scheduled posts, and none of another member's", async () => {
        const cookie = await signIn(forum.app, "member");
        const me = (await forum.app.inject({ url: "/api/v2/users/me", headers: { cookie } })).json<{ userID: number }>();
        stored = [
            draft(1, me.userID, "My unfinished <idea>"),
            draft(2, me.userID, "Launch post", { draftStatus: "scheduled", dateScheduled: "2030-01-01T09:00:00.000Z" }),
            draft(3, me.userID + 1000, "Someone else's secret"),
        ];
        const response = await forum.app.inject({ url: "/drafts", headers: { cookie } });
        expect(response.statusCode).toBe(200);
        expect(askedFor.at(-1)).toBe(me.userID);
        expect(response.body).toContain("My unfinished &lt;idea&gt;");
        expect(response.body).toContain("Launch post");
        expect(response.body).toContain("Cancel Schedule");
        expect(response.body).not.toContain("Someone else");
        const { state } = preloadOf(response.body);
        expect((state.drafts as { list: { data: { draftIDs: number[] } } }).list.data.draftIDs).toEqual([1, 2]);
    });

    it("says so when there is nothing", async () => {
        stored = [];
        const cookie = await signIn(forum.app, "moderator");
        const response = await forum.app.inject({ url: "/drafts", headers: { cookie } });
        expect(response.body).toContain("You have no drafts or scheduled posts.");
    });
});
