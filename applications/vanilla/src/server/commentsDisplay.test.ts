/** The discussion page's display rules: tombstones, signatures and the AI-author indicator (content §2, §3, §5). */
import { createTestApp, JSON_HEADERS, signIn, type ITestApp } from "@server/testing/testApp";

let t: ITestApp;
let member: string;
let moderator: string;
const WELCOME = 1;

beforeAll(async () => {
    t = await createTestApp();
    [member, moderator] = await Promise.all([signIn(t.app, "member"), signIn(t.app, "moderator")]);
});
afterAll(() => t.close());

async function postAsMember(body: string): Promise<number> {
    const response = await t.app.inject({ method: "POST", url: "/api/v2/comments", headers: { ...JSON_HEADERS, cookie: member }, payload: { discussionID: WELCOME, body } });
    return response.json().commentID;
}
const userID = async (name: string) => (await t.db.selectFrom("users").select("userID").where("name", "=", name).executeTakeFirstOrThrow()).userID;
const pageOf = async (commentID: number) => {
    const located = await t.app.inject({ url: `/discussion/comment/${commentID}` });
    return (await t.app.inject({ url: located.headers.location as string })).body;
};
const commentHtml = (html: string, commentID: number) => {
    const start = html.indexOf(`id="Comment_${commentID}"`);
    return html.slice(start, html.indexOf("</li>", start));
};

describe("tombstones", () => {
    it("a comment deleted by a moderator keeps its place as 'This comment has been deleted.', with nothing of its text", async () => {
        const id = await postAsMember("Secret words");
        const del = (cookie: string) => t.app.inject({ method: "DELETE", url: `/api/v2/comments/${id}`, headers: { "x-requested-with": "vanilla", cookie } });
        expect((await del(member)).statusCode).toBe(403);
        expect((await del(moderator)).statusCode).toBe(204);
        const html = commentHtml(await pageOf(id), id);
        expect(html).toContain("This comment has been deleted.");
        expect(html).not.toContain("Secret words");
        const listed = (await t.app.inject({ url: `/api/v2/comments?discussionID=${WELCOME}&sort=-dateInserted&limit=5` })).json() as Array<{ commentID: number; body: string; displayMode: string }>;
        expect(listed.find((c) => c.commentID === id)).toMatchObject({ body: "", displayMode: "tombstone" });
        // Gone for editing, quoting and deleting again.
        expect((await t.app.inject({ url: `/api/v2/comments/${id}/edit`, headers: { cookie: moderator } })).statusCode).toBe(404);
        expect((await t.app.inject({ url: `/api/v2/comments/${id}/quote` })).statusCode).toBe(404);
        expect((await del(moderator)).statusCode).toBe(404);
    });
});

describe("signatures", () => {
    afterEach(async () => {
        for (const key of ["Signatures.Enabled", "Signatures.HideMobile", "Signatures.ImageMaxHeight"]) await t.app.hearth.config.set(key, null);
    });

    it("show after posts only when signatures.enabled, sanitised, with the image height limit", async () => {
        await t.db.updateTable("users").set({ signature: "**Member** of the month ![badge](https://img.example/b.png) <script>x</script> ![bad](javascript:alert(1))" }).where("name", "=", "member").execute();
        const id = await postAsMember("Signed comment");
        expect(commentHtml(await pageOf(id), id)).not.toContain('data-signature="true"');

        await t.app.hearth.config.set("Signatures.Enabled", true);
        await t.app.hearth.config.set("Signatures.ImageMaxHeight", 40);
        await t.app.hearth.config.set("Signatures.HideMobile", true);
        const html = commentHtml(await pageOf(id), id);
        expect(html).toContain('data-signature="true"');
        expect(html).toContain("<strong>Member</strong>");
        expect(html).toContain('src="https://img.example/b.png"');
        expect(html).toContain("--signature-image-max-height:40px");
        expect(html).not.toContain("<script");
        expect(html).not.toMatch(/(src|href)="javascript:/); // markdown-it leaves it as text, never an image
        // The API's user fragment carries signature.body too (content §3).
        const listed = (await t.app.inject({ url: `/api/v2/comments?discussionID=${WELCOME}&sort=-dateInserted&limit=1` })).json();
        expect(listed[0].insertUser.signature.body).toContain("<strong>Member</strong>");

        await t.app.hearth.config.set("Signatures.ImageMaxHeight", 0);
        expect(commentHtml(await pageOf(id), id)).not.toContain("--signature-image-max-height");
    });
});

describe("AI-author indicator", () => {
    afterEach(async () => {
        await t.app.hearth.config.set("aiAssistant.userID", null);
        await t.app.hearth.config.set("Feature.AISuggestions.Enabled", false);
    });

    it("marks posts by the configured assistant only while AI suggestions are on", async () => {
        const id = await postAsMember("Beep boop");
        await t.app.hearth.config.set("aiAssistant.userID", await userID("member"));
        expect(commentHtml(await pageOf(id), id)).not.toContain('data-ai-author="true"');
        await t.app.hearth.config.set("Feature.AISuggestions.Enabled", true);
        const html = await pageOf(id);
        expect(commentHtml(html, id)).toContain('data-ai-author="true"');
        expect(commentHtml(html, id)).toContain("AI Assistant");
        // Not on posts by anyone else.
        const other = (await t.db.selectFrom("comments").select("commentID").where("discussionID", "=", WELCOME).where("insertUserID", "!=", await userID("member")).executeTakeFirstOrThrow()).commentID;
        expect(commentHtml(await pageOf(other), other)).not.toContain('data-ai-author="true"');
    });
});
