/**
 * Writing in every body format (issue 9 item 2): the write routes keep the source for editing,
 * answer rendered HTML, refuse a body they cannot read with a 400 naming `body`, and treat an
 * empty rich2 body like an empty Markdown one. A rich2 mention node notifies the member.
 */
import { createTestApp, JSON_HEADERS, signIn, type ITestApp } from "@server/testing/testApp";

let t: ITestApp;
const cookies: Record<string, string> = {};
const WELCOME = 1;

beforeAll(async () => {
    t = await createTestApp();
    for (const name of ["member", "admin"]) cookies[name] = await signIn(t.app, name);
});
afterAll(() => t.close());

const send = (who: string, method: "POST" | "PATCH", url: string, payload: object) => t.app.inject({ method, url, headers: { ...JSON_HEADERS, cookie: cookies[who]! }, payload });
const rich = (...blocks: object[]) => JSON.stringify(blocks);
const p = (...children: object[]) => ({ type: "p", children });

async function userID(name: string): Promise<number> {
    return (await t.db.selectFrom("users").select("userID").where("name", "=", name).executeTakeFirstOrThrow()).userID;
}

describe("rich2 comments", () => {
    it("stores the source, answers HTML, and edits it back", async () => {
        const body = rich(p({ text: "Hello " }, { text: "world", bold: true }), { type: "spoiler", children: [{ type: "spoiler-line", children: [{ text: "<i>hidden</i>" }] }] });
        const created = await send("member", "POST", "/api/v2/comments", { discussionID: WELCOME, body, format: "rich2" });
        expect(created.statusCode).toBe(201);
        const { commentID, body: html } = created.json();
        expect(html).toBe('<p>Hello <strong>world</strong></p><details class="spoiler"><summary>Spoiler</summary><p>&lt;i&gt;hidden&lt;/i&gt;</p></details>');

        const source = await t.app.inject({ url: `/api/v2/comments/${commentID}/edit`, headers: { cookie: cookies.member! } });
        expect(source.json()).toMatchObject({ body, format: "rich2" });
        expect((await t.app.inject({ url: `/api/v2/comments/${commentID}` })).json().body).toBe(html);

        const edited = await send("member", "PATCH", `/api/v2/comments/${commentID}`, { body: rich(p({ type: "a", url: "javascript:alert(1)", children: [{ text: "bad link" }] })), format: "rich2" });
        expect(edited.statusCode).toBe(200);
        expect(edited.json().body).toBe("<p>bad link</p>");
        const markdown = await send("member", "PATCH", `/api/v2/comments/${commentID}`, { body: "Now **markdown**", format: "markdown" });
        expect(markdown.json().body).toBe("<p>Now <strong>markdown</strong></p>");
    });

    it("refuses an unreadable rich2 body with a 400 naming body, and an empty one like empty Markdown", async () => {
        for (const body of ["not json", '{"type":"p"}', rich({ type: "script", children: [{ text: "x" }] })]) {
            const response = await send("member", "POST", "/api/v2/comments", { discussionID: WELCOME, body, format: "rich2" });
            expect(response.statusCode).toBe(400);
            expect(response.json()).toMatchObject({ message: "The body could not be read as rich2.", errors: [{ field: "body", code: "invalid" }] });
        }
        const empty = await send("member", "POST", "/api/v2/comments", { discussionID: WELCOME, body: rich(p({ text: "  " })), format: "rich2" });
        expect(empty.statusCode).toBe(400);
        expect(empty.json().errors[0]).toMatchObject({ field: "body", message: "Write something before posting." });

        const commentID = (await send("member", "POST", "/api/v2/comments", { discussionID: WELCOME, body: "fine" })).json().commentID;
        const broken = await send("member", "PATCH", `/api/v2/comments/${commentID}`, { body: "[{", format: "rich2" });
        expect(broken.statusCode).toBe(400);
        expect(broken.json().errors[0].field).toBe("body");
        const source = await t.app.inject({ url: `/api/v2/comments/${commentID}/edit`, headers: { cookie: cookies.member! } });
        expect(source.json()).toMatchObject({ body: "fine", format: "markdown" });
    });

    it("accepts all five formats", async () => {
        const bodies: Record<string, [string, string]> = {
            text: ["a <b>", "<p>a &lt;b&gt;</p>"],
            textex: ["see https://example.com", '<p>see <a href="https://example.com" rel="nofollow ugc noopener noreferrer" target="_blank">https://example.com</a></p>'],
            wysiwyg: ['<p onclick="x()">hi<script>alert(1)</script></p>', "<p>hi</p>"],
            markdown: ["_hi_", "<p><em>hi</em></p>"],
            rich2: [rich(p({ text: "hi", italic: true })), "<p><em>hi</em></p>"],
        };
        for (const [format, [body, html]] of Object.entries(bodies)) {
            const response = await send("member", "POST", "/api/v2/comments", { discussionID: WELCOME, body, format });
            expect([format, response.statusCode, response.json().body]).toEqual([format, 201, html]);
        }
    });

    it("notifies a member mentioned with a mention node", async () => {
        const adminID = await userID("admin");
        const before = await t.db.selectFrom("notifications").select("notificationID").where("userID", "=", adminID).where("activityType", "=", "mention").execute();
        const body = rich(p({ text: "Look, " }, { type: "@", name: "admin", userID: adminID, children: [{ text: "" }] }));
        expect((await send("member", "POST", "/api/v2/comments", { discussionID: WELCOME, body, format: "rich2" })).statusCode).toBe(201);
        await t.app.hearth.jobs.runDueJobs();
        const after = await t.db.selectFrom("notifications").select("notificationID").where("userID", "=", adminID).where("activityType", "=", "mention").execute();
        expect(after.length).toBe(before.length + 1);
    });
});

describe("PATCH /discussions/{id} body and format", () => {
    it("stores rich2, renders it, and refuses what it cannot read", async () => {
        const body = rich({ type: "h2", children: [{ text: "Rules" }] }, { type: "ol", children: [{ type: "li", children: [{ type: "lic", children: [{ text: "Be kind" }] }] }] });
        const edited = await send("admin", "PATCH", `/api/v2/discussions/${WELCOME}`, { body, format: "rich2" });
        expect(edited.statusCode).toBe(200);
        expect(edited.json().body).toBe("<h3>Rules</h3><ol><li>Be kind</li></ol>");
        const stored = await t.db.selectFrom("discussions").select(["body", "format"]).where("discussionID", "=", WELCOME).executeTakeFirstOrThrow();
        expect(stored).toEqual({ body, format: "rich2" });

        const broken = await send("admin", "PATCH", `/api/v2/discussions/${WELCOME}`, { body: rich({ type: "p" }) });
        expect(broken.statusCode).toBe(400);
        expect(broken.json().errors[0]).toMatchObject({ field: "body", code: "invalid" });
        const empty = await send("admin", "PATCH", `/api/v2/discussions/${WELCOME}`, { body: rich(p({ text: " " })) });
        expect(empty.statusCode).toBe(400);
        expect(empty.json().errors[0]).toMatchObject({ field: "body", code: "minLength" });
        // Reading the stored Markdown-looking text as rich2 is refused too: the format alone cannot break a post.
        await send("admin", "PATCH", `/api/v2/discussions/${WELCOME}`, { body: "plain words", format: "markdown" });
        const formatOnly = await send("admin", "PATCH", `/api/v2/discussions/${WELCOME}`, { format: "rich2" });
        expect(formatOnly.statusCode).toBe(400);
        expect(formatOnly.json().errors[0].field).toBe("body");
        expect(await t.db.selectFrom("discussions").select(["body", "format"]).where("discussionID", "=", WELCOME).executeTakeFirstOrThrow()).toEqual({ body: "plain words", format: "markdown" });
    });
});
