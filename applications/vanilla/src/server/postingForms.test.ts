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

    it("makes one comment of a form sent twice (its idempotency key), and sends both to it", async () => {
        const page = await t.app.inject({ url: `/discussion/${open}`, headers: { cookie: member } });
        const key = /name="idempotencyKey" value="([^"]+)"/.exec(page.body)?.[1];
        expect(key).toBeDefined();
        const fields = { body: "Clicked twice", format: "markdown", idempotencyKey: key! };
        const [first, second] = await Promise.all([postForm(`/discussion/${open}/comment`, member, fields), postForm(`/discussion/${open}/comment`, member, fields)]);
        expect([first.statusCode, second.statusCode]).toEqual([303, 303]);
        expect(second.headers.location).toBe(first.headers.location);
        expect((await t.db.selectFrom("comments").select("commentID").where("body", "=", "Clicked twice").execute()).length).toBe(1);
        const other = await postForm(`/discussion/${open}/comment`, member, { ...fields, body: "Other text, same form" });
        expect(other.statusCode).toBe(422);
        expect(other.body).toContain("This form was already sent with other text.");
        expect(other.body).toContain("Other text, same form</textarea>");
    });

    it("refuses a form sent from another site", async () => {
        const response = await postForm(`/discussion/${open}/comment`, member, { body: "Cross-site" }, { origin: "https://evil.example" });
        expect(response.statusCode).toBe(403);
        expect((await t.db.selectFrom("comments").select("commentID").where("body", "=", "Cross-site").execute()).length).toBe(0);
    });
});

describe("POST /post/discussion (the create-post form without JavaScript)", () => {
    async function generalID(): Promise<number> {
        return (await t.db.selectFrom("categories").select("categoryID").where("urlcode", "=", "general").executeTakeFirstOrThrow()).categoryID;
    }

    it("starts the discussion and sends the browser to it", async () => {
        const response = await postForm("/post/discussion", member, { name: "Posted without scripts", categoryID: String(await generalID()), body: "Plain **form**", format: "markdown", type: "discussion", pinLocation: "none", tags: "" });
        expect(response.statusCode).toBe(303);
        const row = await t.db.selectFrom("discussions").select(["discussionID", "format", "body"]).where("name", "=", "Posted without scripts").executeTakeFirstOrThrow();
        expect(row).toMatchObject({ format: "markdown", body: "Plain **form**" });
        expect(response.headers.location).toBe(`/discussion/${row.discussionID}/posted-without-scripts`);
    });

    it("makes one discussion of a form sent twice", async () => {
        const page = await t.app.inject({ url: "/post/discussion", headers: { cookie: member } });
        const key = /name="idempotencyKey" value="([^"]+)"/.exec(page.body)![1]!;
        const fields = { name: "Sent twice by form", categoryID: String(await generalID()), body: "Body", idempotencyKey: key };
        const first = await postForm("/post/discussion", member, fields);
        const second = await postForm("/post/discussion", member, fields);
        expect([first.statusCode, second.statusCode, second.headers.location]).toEqual([303, 303, first.headers.location]);
        expect((await t.db.selectFrom("discussions").select("discussionID").where("name", "=", "Sent twice by form").execute()).length).toBe(1);
    });

    it("shows the form again with the message at its field and everything as typed", async () => {
        const response = await postForm("/post/discussion", member, { name: "", categoryID: String(await generalID()), body: "Text I <typed>", format: "markdown" });
        expect(response.statusCode).toBe(400);
        expect(response.body).toContain("Give your discussion a title.");
        expect(response.body).toContain("Text I &lt;typed&gt;</textarea>");
        expect(response.body).toMatch(new RegExp(`<option value="${await generalID()}" selected="">`));

        const noCategory = await postForm("/post/discussion", member, { name: "Where?", categoryID: "", body: "Body" });
        expect(noCategory.statusCode).toBe(400);
        expect(noCategory.body).toContain("Choose a category.");
        expect(noCategory.body).toMatch(/<input[^>]*name="name"[^>]*value="Where\?"/);
    });

    it("refuses a form sent from another site", async () => {
        const response = await postForm("/post/discussion", member, { name: "Cross-site post", categoryID: String(await generalID()), body: "Body" }, { origin: "http://localhost:9999" });
        expect(response.statusCode).toBe(403);
        expect(await t.db.selectFrom("discussions").select("discussionID").where("name", "=", "Cross-site post").executeTakeFirst()).toBeUndefined();
    });
});

describe("the create-post page (/post/...)", () => {
    const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

    it("offers a member the categories they may post in, as a real form", async () => {
        const page = await get("/post/discussion", member);
        expect(page.statusCode).toBe(200);
        expect(page.body).toMatch(/<form [^>]*action="\/post\/discussion"/);
        expect(page.body).toMatch(/<form [^>]*method="post"/);
        expect(page.body).toContain('name="categoryID"');
        expect(page.body).toContain("General Discussion");
        expect(page.body).not.toContain("Staff Room");
        expect(page.body).not.toContain('name="pinLocation"');
        expect(page.body).not.toContain('name="tags"');
        const admin = await signIn(t.app, "admin");
        expect((await get("/post/discussion", admin)).body).toContain('name="pinLocation"');
    });

    it("opens with the category of the address chosen, by ID or urlcode", async () => {
        const { categoryID } = await t.db.selectFrom("categories").select("categoryID").where("urlcode", "=", "ideas").executeTakeFirstOrThrow();
        for (const path of [`/post/discussion/${categoryID}`, "/post/discussion/ideas"]) {
            const page = await get(path, member);
            expect(page.statusCode).toBe(200);
            expect(page.body).toContain(`<option value="${categoryID}" selected="">`);
        }
    });

    it("asks a guest to sign in and tells a member who may not post there, before any typing", async () => {
        const guest = await get("/post/discussion");
        expect(guest.body).toContain("Sign in to start a discussion.");
        expect(guest.body).not.toContain('name="body"');
        const { categoryID } = await t.db.selectFrom("categories").select("categoryID").where("urlcode", "=", "ideas").executeTakeFirstOrThrow();
        const memberRole = await t.db.selectFrom("roles").select("roleID").where("type", "=", "member").executeTakeFirstOrThrow();
        await t.db.insertInto("roleCategoryPermissions").values({ roleID: memberRole.roleID, categoryID, permissions: JSON.stringify({ "discussions.view": true, "discussions.add": false }) }).execute();
        try {
            const refused = await get("/post/discussion/ideas", member);
            expect(refused.body).toContain("You don&#x27;t have permission to start a discussion in Feature Ideas.");
            expect(refused.body).not.toContain('name="body"');
        } finally {
            await t.db.deleteFrom("roleCategoryPermissions").where("roleID", "=", memberRole.roleID).where("categoryID", "=", categoryID).execute();
        }
    });

    it("answers the 404 page for paths fitting no form", async () => {
        for (const path of ["/post/nosuchtype", "/post/nosuchtype/general", "/post/discussion/no-such-category", "/post/discussion/staff", "/post/discussion/social-groups-3?groupid=3", "/post/editdiscussion/0", "/post/editdiscussion/0/abc"]) {
            expect([path, (await get(path, member)).statusCode]).toEqual([path, 404]);
        }
    });

    it("renders a new discussion's draft address as the create page", async () => {
        const page = await get("/post/editdiscussion/0/12", member);
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('action="/post/discussion"');
    });

    it("is an App page with customLayout.createPost, an Island page without", async () => {
        expect((await get("/post/discussion", member)).body).toContain('"mode":"island"');
        await t.app.hearth.config.set("Feature.customLayout.createPost.Enabled", true);
        try {
            const page = await get("/post/discussion", member);
            expect(page.body).toContain('"mode":"app"');
            expect(page.body).toContain('"createPost":{"page":{"form"');
        } finally {
            await t.app.hearth.config.set("Feature.customLayout.createPost.Enabled", false);
        }
    });
});
