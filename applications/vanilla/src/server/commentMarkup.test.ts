/**
 * What each comment costs a discussion page's HTML (issue 18 goal: HTML per comment ≤ 1.5 KB):
 * its island props carry only what is true and no address (Share gives the comment's permalink
 * on the canonical site, from the page's metadata), and its closed menus are buttons alone.
 */
import { createTestApp, islandPropsOf, preloadOf, type ITestApp } from "@server/testing/testApp";

const CANONICAL = "https://forum.example";

/** Each comment's element, `<li id="Comment_…">…</li>`, as the page sends it. */
function commentElements(html: string): string[] {
    return [...html.matchAll(/<li id="Comment_\d+"[\s\S]*?<\/li>(?=<li id="Comment_|<\/ol>)/g)].map((match) => match[0]);
}

describe("a comment's markup", () => {
    let forum: ITestApp;
    let busiest: { discussionID: number; countComments: number };

    beforeAll(async () => {
        forum = await createTestApp({ siteUrl: CANONICAL });
        busiest = await forum.db.selectFrom("discussions").select(["discussionID", "countComments"]).orderBy("countComments", "desc").limit(1).executeTakeFirstOrThrow();
    });
    afterAll(async () => {
        await forum?.close();
    });

    it("is at most 1.5 KB on average for a guest, body included", async () => {
        const html = (await forum.app.inject(`/discussion/${busiest.discussionID}`)).body;
        const comments = commentElements(html);
        expect(comments.length).toBeGreaterThanOrEqual(Math.min(30, busiest.countComments));
        const average = comments.reduce((sum, element) => sum + Buffer.byteLength(element), 0) / comments.length;
        expect(average).toBeLessThanOrEqual(1536);
    });

    it("gives each comment's actions no address and nothing false; the page names the canonical site, whatever Host the request named", async () => {
        const response = await forum.app.inject({ url: `/discussion/${busiest.discussionID}`, headers: { host: "evil.example" } });
        expect(preloadOf(response.body).meta.siteUrl).toBe(CANONICAL);
        const footers = islandPropsOf(response.body, "PostFooter");
        const comments = footers.filter((props) => props.recordType === "comment");
        expect(comments.length).toBeGreaterThan(0);
        for (const props of comments) {
            expect(props.url).toBeUndefined();
            for (const value of Object.values(props)) expect(value).not.toBe(false);
        }
        // The discussion's own Share keeps its address, with its slug, on the canonical site.
        expect(footers.find((props) => props.recordType === "discussion")?.url).toMatch(new RegExp(`^${CANONICAL}/discussion/${busiest.discussionID}/`));
    });

    it("holds no closed menu: Share and More actions are buttons alone until opened", async () => {
        const html = (await forum.app.inject(`/discussion/${busiest.discussionID}`)).body;
        const [first] = commentElements(html);
        expect(first).toContain(">Share</button>");
        expect(first).not.toContain("Copy Link");
        expect(first).not.toContain('role="presentation"');
    });
});
