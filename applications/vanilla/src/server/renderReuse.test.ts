/**
 * Render reuse (issue 17 item 4, server/ssr/htmlReuse.tsx): a comment or a list's row shown before
 * with the same inputs is pasted from kept HTML. The page must be the very page a full render makes, for every
 * kind of viewer, and a change to a comment, its reactions or the viewer shows at once.
 */
import { GUEST_CACHE_CONFIG_KEY } from "@server/http/guestPageCache";
import { HTML_REUSE_CONFIG_KEY, htmlReuseCounts } from "@server/ssr/htmlReuse";
import { createTestApp, JSON_HEADERS, signIn, type ITestApp } from "@server/testing/testApp";

describe("render reuse of comments and list rows", () => {
    let forum: ITestApp;
    let url: string;
    let discussionID: number;
    let commentIDs: number[];
    const cookies: Record<string, string> = {};

    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API's answers, read as the test needs them
    const call = async (who: string, method: "POST" | "PATCH" | "DELETE", path: string, payload?: object): Promise<any> => {
        const response = await forum.app.inject({ method, url: path, headers: { ...JSON_HEADERS, cookie: cookies[who]! }, ...(payload ? { payload } : {}) });
        if (response.statusCode >= 300) throw new Error(`${method} ${path}: ${response.statusCode} ${response.body}`);
        return response.statusCode === 204 ? null : response.json();
    };

    beforeAll(async () => {
        forum = await createTestApp();
        // Guests' pages rendered every time, not served again (guestPageCache.ts).
        await forum.app.hearth.config.set(GUEST_CACHE_CONFIG_KEY, false);
        for (const name of ["member", "moderator", "admin"]) cookies[name] = await signIn(forum.app, name);
        const category = await forum.db.selectFrom("categories").select("categoryID").where("urlcode", "=", "general").executeTakeFirstOrThrow();
        const discussion = await call("member", "POST", "/api/v2/discussions", { categoryID: category.categoryID, name: "Kept comments", body: "The first post.", format: "markdown" });
        discussionID = discussion.discussionID;
        // Its first page named: the bare address takes a member to their first unread comment.
        url = `${new URL(discussion.url, "http://localhost").pathname}/p1`;
        commentIDs = [];
        for (const [who, body] of [
            ["member", "A member's **own** comment."],
            ["moderator", "A moderator's comment, with a [link](https://example.com)."],
            ["admin", "An admin's comment."],
        ] as const) {
            commentIDs.push((await call(who, "POST", "/api/v2/comments", { discussionID: discussion.discussionID, body, format: "markdown" })).commentID);
        }
        // Two comments with a reaction: each has a who-reacted tooltip, whose ID must stay unique on the page.
        await call("admin", "POST", `/api/v2/comments/${commentIDs[0]}/reactions`, { reactionType: "Like" });
        await call("moderator", "POST", `/api/v2/comments/${commentIDs[2]}/reactions`, { reactionType: "Insightful" });
        // The comments' notifications delivered now: a count arriving between two views would make them differ.
        await forum.app.hearth.jobs.runDueJobs();
    });

    afterAll(async () => {
        await forum?.close();
    });

    const view = async (who: string | null, path = url) => {
        const response = await forum.app.inject({ url: path, headers: who ? { cookie: cookies[who]! } : {} });
        expect([response.statusCode, response.headers.location]).toEqual([200, undefined]);
        return response.body;
    };

    /** What differs between two renders of one page by design: the answer's nonce, a moderator's audit ID, times. */
    const comparable = (html: string) =>
        [...new Set(Array.from(html.matchAll(/nonce="([^"]+)"/g), (match) => match[1]!))]
            .reduce((page, nonce) => page.replaceAll(nonce, "nonce"), html)
            .replace(/"[A-Za-z0-9+/]{22}=="\);<\/script>/g, '"nonce");</script>')
            .replace(/renderedAt&quot;:\d+/g, "renderedAt&quot;:0")
            .replace(/idempotencyKey&quot;:&quot;[0-9a-f-]+&quot;/g, "idempotencyKey&quot;:&quot;&quot;")
            .replace(/name="idempotencyKey" value="[0-9a-f-]+"/g, 'name="idempotencyKey" value=""')
            // useId()'s identifiers, numbered in the order they appear: a part rendered on its own names them its own way.
            .replace(/:[A-Za-z0-9_-]*R[a-z0-9]+:/g, (() => {
                const numbers = new Map<string, number>();
                return (id: string) => `:id${numbers.get(id) ?? numbers.set(id, numbers.size).get(id)}:`;
            })())
            .replace(/"parentAuditLogID":"[^"]*"/g, '"parentAuditLogID":""')
            .replace(/"dateLastActive":"[^"]*"/g, '"dateLastActive":""')
            .replace(/"liveFrom":\d+/g, '"liveFrom":0');

    /** Where two pages part, with a little of each around it (a whole page is too long to read in a failure). */
    const firstDifference = (page: string, expected: string) => {
        if (page === expected) return null;
        let at = 0;
        while (page[at] === expected[at]) at++;
        return { at, page: page.slice(at - 120, at + 120), expected: expected.slice(at - 120, at + 120) };
    };

    const duplicateIDs = (html: string) => {
        const ids = Array.from(html.matchAll(/ id="([^"]+)"/g), (match) => match[1]!);
        return ids.filter((id, index) => ids.indexOf(id) !== index);
    };

    const withReuse = async (on: boolean) => forum.app.hearth.config.set(HTML_REUSE_CONFIG_KEY, on);

    const VIEWERS = [null, "member", "moderator", "admin"];
    it.each([...VIEWERS.map((who) => ["discussion", who] as const), ...VIEWERS.map((who) => ["/discussions", who] as const)])(
        "renders the same %s page for %s with its parts kept as without",
        async (page, who) => {
            const path = page === "discussion" ? url : page;
            await withReuse(false);
            await view(who, path); // the first view marks the comments read: the views compared all come after it
            const full = comparable(await view(who, path));
            await withReuse(true);
            const before = htmlReuseCounts();
            const firstWithReuse = comparable(await view(who, path));
            const afterFirst = htmlReuseCounts();
            const secondWithReuse = comparable(await view(who, path));
            const afterSecond = htmlReuseCounts();
            expect(duplicateIDs(firstWithReuse)).toEqual([]);
            expect(duplicateIDs(secondWithReuse)).toEqual([]);
            expect(firstDifference(firstWithReuse, full)).toBeNull();
            expect(firstDifference(secondWithReuse, full)).toBeNull();
            // The first view rendered the page's comments or rows for this viewer; the second pasted them.
            const parts = page === "discussion" ? 3 : full.match(/data-discussion-id="/g)!.length;
            expect(parts).toBeGreaterThan(2);
            expect(afterFirst.rendered - before.rendered).toBe(parts);
            expect(afterSecond.reused - afterFirst.reused).toBe(parts);
            expect(afterSecond.rendered).toBe(afterFirst.rendered);
        },
    );

    it("shows an edited comment, a new reaction and a viewer's new permission at once", async () => {
        await withReuse(true);
        await view(null);
        await view("member");
        expect(await view(null)).toContain("An admin's comment.");

        await call("admin", "PATCH", `/api/v2/comments/${commentIDs[2]}`, { body: "An admin's comment, edited.", format: "markdown" });
        const edited = await view(null);
        expect(edited).toContain("An admin's comment, edited.");
        expect(edited).not.toContain("An admin's comment.<");

        // The list: the discussion's new comment count and title, at once.
        expect(await view(null, "/discussions")).toMatch(/Kept comments<\/bdi>[\s\S]*?3 comments/);
        await call("member", "PATCH", `/api/v2/discussions/${discussionID}`, { name: "Kept comments, renamed" });
        await call("member", "POST", "/api/v2/comments", { discussionID, body: "A fourth comment.", format: "markdown" });
        expect(await view(null, "/discussions")).toMatch(/Kept comments, renamed<\/bdi>[\s\S]*?4 comments/);

        // The member's Like on the moderator's comment: their pressed toggle, and the count every guest sees.
        await call("member", "POST", `/api/v2/comments/${commentIDs[1]}/reactions`, { reactionType: "Like" });
        expect(await view("member")).toMatch(new RegExp(`id="Comment_${commentIDs[1]}"[\\s\\S]*?aria-pressed="true" aria-label="Like, 1"`));
        expect(await view(null)).toMatch(new RegExp(`id="Comment_${commentIDs[1]}"[\\s\\S]*?aria-label="Like, 1"`));

        // Made a moderator, the member gets the comments' moderation menu on the next view.
        expect(await view("member")).not.toContain('data-react="CommentModerationMenu"');
        const memberID = (await forum.db.selectFrom("users").select("userID").where("name", "=", "member").executeTakeFirstOrThrow()).userID;
        const moderatorRole = await forum.db.selectFrom("roles").select("roleID").where("name", "=", "Moderator").executeTakeFirstOrThrow();
        await call("admin", "PATCH", `/api/v2/users/${memberID}`, { roleID: [moderatorRole.roleID] });
        expect(await view("member")).toContain('data-react="CommentModerationMenu"');
    });
});
