/**
 * GET /drafts (My Drafts): a member sees their own drafts and scheduled posts, server-rendered
 * and preloaded for the island; never another member's; a guest is sent to sign in.
 */
import { createTestApp, JSON_HEADERS, preloadOf, signIn, type ITestApp } from "@server/testing/testApp";
import { pageContractProblems } from "@server/testing/pageContract";
import { draftsPage } from "@dashboard/pages/draftsPage";

describe("GET /drafts", () => {
    let forum: ITestApp;

    beforeAll(async () => {
        forum = await createTestApp();
    });

    async function newDraft(cookie: string, name: string): Promise<number> {
        const response = await forum.app.inject({
            method: "POST",
            url: "/api/v2/drafts",
            headers: { ...JSON_HEADERS, cookie },
            payload: { recordType: "discussion", attributes: { body: "body", format: "markdown", draftMeta: { name } } },
        });
        expect(response.statusCode).toBe(201);
        return response.json<{ draftID: number }>().draftID;
    }
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
        const [cookie, other] = await Promise.all([signIn(forum.app, "member"), signIn(forum.app, "admin")]);
        const unfinished = await newDraft(cookie, "My unfinished <idea>");
        const launch = await newDraft(cookie, "Launch post");
        await newDraft(other, "Someone else's secret");
        const scheduled = await forum.app.inject({ method: "PATCH", url: `/api/v2/drafts/schedule/${launch}`, headers: { ...JSON_HEADERS, cookie }, payload: { dateScheduled: "2030-01-01T09:00:00.000Z" } });
        expect(scheduled.statusCode).toBe(200);
        const response = await forum.app.inject({ url: "/drafts", headers: { cookie } });
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain("My unfinished &lt;idea&gt;");
        expect(response.body).toContain("Launch post");
        expect(response.body).toContain("Cancel Schedule");
        expect(response.body).not.toContain("Someone else");
        const { state } = preloadOf(response.body);
        expect([...(state.drafts as { list: { data: { draftIDs: number[] } } }).list.data.draftIDs].sort()).toEqual([unfinished, launch].sort());
    });

    it("says so when there is nothing", async () => {
        const cookie = await signIn(forum.app, "moderator");
        const response = await forum.app.inject({ url: "/drafts", headers: { cookie } });
        expect(response.body).toContain("You have no drafts or scheduled posts.");
    });
});
