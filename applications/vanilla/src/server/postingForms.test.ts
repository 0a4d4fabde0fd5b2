/**
 * Posting without JavaScript (both databases): the reply form and the create-post form as plain
 * application/x-www-form-urlencoded posts: 303 to the new post, or the page again with the
 * message and the text kept; a form sent from another site is refused.
 */
import { createTestApp, formBody, signIn, type ITestApp } from "@server/testing/testApp";

let t: ITestApp;
let member: string;
/** An open discussion of General Discussion, which members may reply to. */
let open: number;

beforeAll(async () => {
    t = await createTestApp();
    member = await signIn(t.app, "member");
    const general = await t.db.selectFrom("categories").select("categoryID").where("urlcode", "=", "general").executeTakeFirstOrThrow();
    open = (await t.db.selectFrom("discussions").select("discussionID").where("categoryID", "=", general.categoryID).where("closed", "=", 0).orderBy("discussionID").executeTakeFirstOrThrow()).discussionID;
});
afterAll(() => t.close());

function postForm(url: string, cookie: string | undefined, fields: Record<string, string>, headers: Record<string, string> = {}) {
    const form = formBody(fields);
    return t.app.inject({ method: "POST", url, payload: form.payload, headers: { ...form.headers, ...headers, ...(cookie ? { cookie } : {}) } });
}

describe("POST /discussion/{id}/comment (the reply form without JavaScript)", () => {
    it("posts the reply and sends the browser to it", async () => {
        const response = await postForm(`/discussion/${open}/comment`, member, { body: "A reply *without* scripts", format: "markdown" });
        expect(response.statusCode).toBe(303);
        const row = await t.db.selectFrom("comments").select(["commentID", "discussionID", "format"]).where("body", "=", "A reply *without* scripts").executeTakeFirstOrThrow();
        expect(row).toMatchObject({ discussionID: open, format: "markdown" });
        expect(response.headers.location).toBe(`/discussion/comment/${row.commentID}#Comment_${row.commentID}`);
    });

    it("shows the page again with the message and keeps what was typed", async () => {
        const empty = await postForm(`/discussion/${open}/comment`, member, { body: "   ", format: "markdown" });
        expect(empty.statusCode).toBe(400);
        expect(empty.body).toContain("Write something before posting.");
        expect(empty.body).toContain(`action="/discussion/${open}/comment"`);

        const closed = await t.db.selectFrom("discussions").select("discussionID").where("closed", "=", 1).executeTakeFirstOrThrow();
        const refused = await postForm(`/discussion/${closed.discussionID}/comment`, member, { body: "Kept <text> & all", format: "markdown" });
        expect(refused.statusCode).toBe(403);
        expect(refused.body).toContain("This discussion is closed.");
        expect(refused.body).toContain("Kept &lt;text&gt; &amp; all</textarea>");
        const guest = await postForm(`/discussion/${open}/comment`, undefined, { body: "Guest text" });
        expect(guest.statusCode).toBe(403);
        expect(guest.body).toContain("Sign in to comment.");
    });

    it("keeps the typed text in the reply box after a refusal", async () => {
        const response = await postForm(`/discussion/${open}/comment`, member, { body: "x".repeat(50_001) });
        expect(response.statusCode).toBe(400);
        expect(response.body).toMatch(/<textarea[^>]*name="body"[^>]*>x{50001}<\/textarea>/);
    });

    it("refuses a form sent from another site", async () => {
        const response = await postForm(`/discussion/${open}/comment`, member, { body: "Cross-site" }, { origin: "https://evil.example" });
        expect(response.statusCode).toBe(403);
        expect((await t.db.selectFrom("comments").select("commentID").where("body", "=", "Cross-site").execute()).length).toBe(0);
    });
});
