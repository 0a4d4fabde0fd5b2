import { createTestApp, signIn, type ITestApp } from "@server/testing/testApp";
import { isSafeLink } from "@library/utility/safeLinks";
import { renderBody } from "@server/content/bodyFormat";

let t: ITestApp;
let member: string;
let moderator: string;
const json = { "x-requested-with": "vanilla", "content-type": "application/json" };
const WELCOME = 1; // the seeded 120-comment thread

beforeAll(async () => {
    t = await createTestApp();
    [member, moderator] = await Promise.all([signIn(t.app, "member"), signIn(t.app, "moderator")]);
});
afterAll(() => t.close());

function post(cookie: string | undefined, payload: object, headers: Record<string, string> = json) {
    return t.app.inject({ method: "POST", url: "/api/v2/comments", headers: { ...headers, ...(cookie ? { cookie } : {}) }, payload });
}

async function discussionID(name: string): Promise<number> {
    return (await t.db.selectFrom("discussions").select("discussionID").where("name", "=", name).executeTakeFirstOrThrow()).discussionID;
}

describe("renderBody", () => {
    it("renders Markdown and removes what could run or mislead", () => {
        const html = renderBody("# Title\n\n**bold** <script>alert(1)</script> [x](javascript:alert(1)) [ok](/discussions) https://example.com", "markdown");
        expect(html).toContain("<h3>Title</h3>");
        expect(html).toContain("<strong>bold</strong>");
        expect(html).not.toContain("<script");
        expect(html).not.toMatch(/href="javascript:/i); // markdown-it leaves it as text, never a link
        expect(html).toContain('<a href="/discussions">ok</a>');
        expect(html).toContain('<a href="https://example.com" rel="nofollow ugc noopener noreferrer" target="_blank">');
    });

    it("strips links sanitize-html is given with an unsafe address", () => {
        expect(renderBody("<a href='javascript:alert(1)'>x</a> [y](//evil.example/)", "markdown")).not.toMatch(/href="(javascript:|\/\/)/i);
    });

    it("escapes plain text", () => {
        expect(renderBody("a <b>\n\nc", "text")).toBe("<p>a &lt;b&gt;</p><p>c</p>");
    });

    it("accepts only the links of shell §5", () => {
        for (const href of ["https://a.example", "http://a.example", "tel:+100", "mailto:a@b.example", "/path", "#top"]) expect(isSafeLink(href)).toBe(true);
        for (const href of ["javascript:alert(1)", "//evil.example", "data:text/html,x", "ftp://a.example", "vbscript:x"]) expect(isSafeLink(href)).toBe(false);
    });
});

describe("POST /api/v2/comments", () => {
    it("adds a member's comment, counts it, and opens it on the page that holds it", async () => {
        const response = await post(member, { discussionID: WELCOME, body: "Hello **everyone**" });
        expect(response.statusCode).toBe(201);
        const comment = response.json();
        expect(comment).toMatchObject({ discussionID: WELCOME, body: "<p>Hello <strong>everyone</strong></p>", insertUser: { name: "member" } });

        const discussion = (await t.app.inject({ url: `/api/v2/discussions/${WELCOME}` })).json();
        expect(discussion.countComments).toBe(121);
        expect(discussion.lastUser.name).toBe("member");

        const opened = await t.app.inject({ url: `/discussion/comment/${comment.commentID}` });
        expect(opened.statusCode).toBe(302);
        expect(opened.headers.location).toBe(`/discussion/${WELCOME}/welcome-to-the-hearth-demo-forum-introduce-yourself/p5#Comment_${comment.commentID}`);
        const page = await t.app.inject({ url: opened.headers.location as string });
        expect(page.body).toContain(`id="Comment_${comment.commentID}"`);

        const listed = await t.app.inject({ url: `/api/v2/comments?discussionID=${WELCOME}&page=5` });
        expect((listed.json() as Array<{ commentID: number }>).map((c) => c.commentID)).toContain(comment.commentID);
        expect(listed.headers["x-app-page-result-count"]).toBe("121");
    });

    it("refuses guests, requests without the origin header, empty and oversized bodies", async () => {
        expect((await post(undefined, { discussionID: WELCOME, body: "hi" })).statusCode).toBe(403);
        expect((await post(member, { discussionID: WELCOME, body: "hi" }, { "content-type": "application/json" })).statusCode).toBe(403);
        const empty = await post(member, { discussionID: WELCOME, body: "  " });
        expect(empty.statusCode).toBe(400);
        expect(empty.json().errors[0].field).toBe("body");
        const huge = await post(member, { discussionID: WELCOME, body: "x".repeat(50_001) });
        expect(huge.statusCode).toBe(400);
        expect(huge.json().errors[0].field).toBe("body");
        expect((await post(member, { discussionID: 99999, body: "hi" })).statusCode).toBe(404);
    });

    it("needs discussions.close on a closed discussion, and access to the category", async () => {
        const closed = await t.db.selectFrom("discussions").select("discussionID").where("closed", "=", 1).executeTakeFirstOrThrow();
        expect((await post(member, { discussionID: closed.discussionID, body: "late" })).statusCode).toBe(403);
        expect((await post(moderator, { discussionID: closed.discussionID, body: "noted" })).statusCode).toBe(201);
        const staff = await discussionID("Moderator notes for this month");
        expect((await post(member, { discussionID: staff, body: "peek" })).statusCode).toBe(403);
        expect((await post(moderator, { discussionID: staff, body: "ok" })).statusCode).toBe(201);
    });
});

describe("comment sorts (content §2, §9)", () => {
    type Listed = Array<{ commentID: number; dateInserted: string; score: number }>;
    const list = async (query: string) => (await t.app.inject({ url: `/api/v2/comments?discussionID=${WELCOME}&limit=100&${query}` })).json() as Listed;

    it("orders by date either way and by score, and rejects an unknown sort", async () => {
        const oldest = await list("");
        const newest = await list("sort=-dateInserted");
        expect(oldest.map((c) => c.dateInserted)).toEqual([...oldest.map((c) => c.dateInserted)].sort());
        expect(newest.map((c) => c.dateInserted)).toEqual([...newest.map((c) => c.dateInserted)].sort().reverse());
        expect(newest[0]!.commentID).not.toBe(oldest[0]!.commentID);

        // Give one old comment the best score: "-score" puts it first.
        const target = oldest[50]!.commentID;
        await t.db.updateTable("comments").set({ score: 999 }).where("commentID", "=", target).execute();
        const top = await list("sort=-score");
        expect(top[0]!.commentID).toBe(target);
        expect(top.map((c) => c.score)).toEqual([...top.map((c) => c.score)].sort((a, b) => b - a));

        const trending = await list("sort=-experimentalTrending");
        expect(trending[0]!.commentID).toBe(target);

        const bad = await t.app.inject({ url: `/api/v2/comments?discussionID=${WELCOME}&sort=random` });
        expect(bad.statusCode).toBe(400);
        expect(bad.json().errors[0].field).toBe("sort");
    });

    it("renders the page in the sort of the address, and its page links keep the query", async () => {
        const newest = await list("sort=-dateInserted");
        const page = await t.app.inject({ url: `/discussion/${WELCOME}?sort=-dateInserted` });
        expect(page.statusCode).toBe(200);
        const firstShown = Number(/id="Comment_(\d+)"/.exec(page.body)?.[1]);
        expect(firstShown).toBe(newest[0]!.commentID);
        expect(page.body).toContain(`/p2?sort=-dateInserted`);
        // The selector's island props carry the sort, so it shows the chosen one after a reload.
        expect(page.body).toContain('data-react="CommentSortSelect"');
        expect(page.body).toMatch(/&quot;sort&quot;:&quot;-dateInserted&quot;|"sort":"-dateInserted"/);

        const plain = await t.app.inject({ url: `/discussion/${WELCOME}?sort=dateInserted` });
        expect(plain.body).toContain(`/p2"`); // the default is left out of the address
        expect(plain.body).not.toContain(`/p2?sort=`);
    });

    it("opens /discussion/comment/{id} on the page holding it under the chosen sort", async () => {
        const newest = await list("sort=-dateInserted");
        const oldest = await list("");
        const early = oldest[1]!.commentID; // near the start oldest-first, so past page 1 newest-first
        const opened = await t.app.inject({ url: `/discussion/comment/${early}?sort=-dateInserted` });
        expect(opened.statusCode).toBe(302);
        expect(opened.headers.location).toMatch(new RegExp(`^/discussion/${WELCOME}/[^/?]+/p\\d+\\?sort=-dateInserted#Comment_${early}$`));
        const page = await t.app.inject({ url: opened.headers.location as string });
        expect(page.body).toContain(`id="Comment_${early}"`);
        expect(newest.length).toBeGreaterThan(30);

        const byDefault = await t.app.inject({ url: `/discussion/comment/${early}` });
        expect(byDefault.headers.location).toMatch(new RegExp(`^/discussion/${WELCOME}/[^/?]+#Comment_${early}$`));
    });
});
