/**
 * Posting through the API (both databases): POST /api/v2/discussions (each field, the category
 * permission, pinning, tags, post types), replies (parentCommentID), and the Idempotency-Key
 * header on both routes: a retry answers the first post, ten at once make one post, another
 * body with the same key is refused.
 */
import type { LightMyRequestResponse } from "fastify";
import { createTestApp, JSON_HEADERS, signIn, type ITestApp } from "@server/testing/testApp";
import { KEY_REUSED_MESSAGE } from "@server/http/idempotency";

let t: ITestApp;
let member: string;
let admin: string;
let generalID: number;
let ideasID: number;
let staffID: number;

beforeAll(async () => {
    t = await createTestApp();
    [member, admin] = await Promise.all([signIn(t.app, "member"), signIn(t.app, "admin")]);
    const categories = await t.db.selectFrom("categories").select(["categoryID", "urlcode"]).execute();
    const id = (urlcode: string) => categories.find((row) => row.urlcode === urlcode)!.categoryID;
    [generalID, ideasID, staffID] = [id("general"), id("ideas"), id("staff")];
});
afterAll(() => t.close());

function postDiscussion(cookie: string | undefined, payload: object, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return t.app.inject({ method: "POST", url: "/api/v2/discussions", headers: { ...JSON_HEADERS, ...headers, ...(cookie ? { cookie } : {}) }, payload });
}

function postComment(cookie: string, payload: object, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return t.app.inject({ method: "POST", url: "/api/v2/comments", headers: { ...JSON_HEADERS, ...headers, cookie }, payload });
}

async function countDiscussionsNamed(name: string): Promise<number> {
    return (await t.db.selectFrom("discussions").select("discussionID").where("name", "=", name).execute()).length;
}

function fieldOf(response: LightMyRequestResponse): string | undefined {
    return (response.json() as { errors?: Array<{ field: string }> }).errors?.[0]?.field;
}

describe("POST /api/v2/discussions", () => {
    it("starts a member's discussion, answers it as GET does, and counts it", async () => {
        const before = await t.db.selectFrom("categories").select("countDiscussions").where("categoryID", "=", generalID).executeTakeFirstOrThrow();
        const response = await postDiscussion(member, { categoryID: generalID, name: "  My first question  ", body: "Hello **all**", format: "markdown" });
        expect(response.statusCode).toBe(201);
        const created = response.json();
        expect(created).toMatchObject({ name: "My first question", categoryID: generalID, type: "discussion", pinned: false, body: "<p>Hello <strong>all</strong></p>", insertUser: { name: "member" } });
        const fetched = (await t.app.inject({ url: `/api/v2/discussions/${created.discussionID}`, headers: { cookie: member } })).json();
        expect(created).toEqual(fetched);
        const after = await t.db.selectFrom("categories").select("countDiscussions").where("categoryID", "=", generalID).executeTakeFirstOrThrow();
        expect(Number(after.countDiscussions)).toBe(Number(before.countDiscussions) + 1);
        const page = await t.app.inject({ url: created.url });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain("My first question");
    });

    it("names the field of each mistake", async () => {
        const base = { categoryID: generalID, name: "Title", body: "Body" };
        expect(fieldOf(await postDiscussion(member, { ...base, name: "   " }))).toBe("name");
        expect(fieldOf(await postDiscussion(member, { ...base, name: "x".repeat(101) }))).toBe("name");
        expect(fieldOf(await postDiscussion(member, { ...base, body: " \n " }))).toBe("body");
        expect(fieldOf(await postDiscussion(member, { ...base, format: "bbcode" }))).toBe("format");
        const missing = await postDiscussion(member, { ...base, categoryID: 999_999 });
        expect([missing.statusCode, fieldOf(missing)]).toEqual([404, "categoryID"]);
        expect((await postDiscussion(member, { categoryID: generalID, body: "No title" })).statusCode).toBe(400);
        expect(await countDiscussionsNamed("Title")).toBe(0);
    });

    it("needs a signed-in member with discussions.add in the category", async () => {
        expect((await postDiscussion(undefined, { categoryID: generalID, name: "Guest post", body: "Body" })).statusCode).toBe(403);
        // A category the member cannot see answers as if it did not exist.
        expect((await postDiscussion(member, { categoryID: staffID, name: "Staff post", body: "Body" })).statusCode).toBe(404);
        const memberRole = await t.db.selectFrom("roles").select("roleID").where("type", "=", "member").executeTakeFirstOrThrow();
        await t.db.insertInto("roleCategoryPermissions").values({ roleID: memberRole.roleID, categoryID: ideasID, permissions: JSON.stringify({ "discussions.view": true, "discussions.add": false, "comments.add": true }) }).execute();
        try {
            const refused = await postDiscussion(member, { categoryID: ideasID, name: "Idea post", body: "Body" });
            expect([refused.statusCode, fieldOf(refused)]).toEqual([403, "categoryID"]);
        } finally {
            await t.db.deleteFrom("roleCategoryPermissions").where("roleID", "=", memberRole.roleID).where("categoryID", "=", ideasID).execute();
        }
        expect((await postDiscussion(member, { categoryID: ideasID, name: "Idea post", body: "Body" })).statusCode).toBe(201);
    });

    it("announces only for community.manage, at the chosen place", async () => {
        const refused = await postDiscussion(member, { categoryID: generalID, name: "Pinned by member", body: "Body", pinLocation: "recent" });
        expect([refused.statusCode, fieldOf(refused)]).toEqual([403, "pinLocation"]);
        const pinned = await postDiscussion(admin, { categoryID: generalID, name: "Pinned by admin", body: "Body", pinLocation: "category" });
        expect(pinned.statusCode).toBe(201);
        expect(pinned.json()).toMatchObject({ pinned: true, pinLocation: "category" });
        const plain = await postDiscussion(member, { categoryID: generalID, name: "Not pinned", body: "Body", pinLocation: "none" });
        expect(plain.json()).toMatchObject({ pinned: false, pinLocation: null });
    });

    it("accepts only the post types the category allows (type or postTypeID)", async () => {
        await t.db.updateTable("categories").set({ allowedDiscussionTypes: JSON.stringify(["discussion", "question"]) }).where("categoryID", "=", generalID).execute();
        try {
            const idea = await postDiscussion(member, { categoryID: generalID, name: "An idea", body: "Body", type: "idea" });
            expect([idea.statusCode, fieldOf(idea)]).toEqual([400, "type"]);
            const question = await postDiscussion(member, { categoryID: generalID, name: "A question", body: "Body", postTypeID: "question" });
            expect(question.statusCode).toBe(201);
            expect(question.json().type).toBe("question");
        } finally {
            await t.db.updateTable("categories").set({ allowedDiscussionTypes: null }).where("categoryID", "=", generalID).execute();
        }
    });

    it("takes existing tags, and new ones only from those who may create tags, when tagging is on", async () => {
        const [tag] = await t.db.selectFrom("tags").select(["tagID", "name"]).orderBy("tagID").limit(1).execute();
        const off = await postDiscussion(member, { categoryID: generalID, name: "Tagged while off", body: "Body", tagIDs: [tag!.tagID] });
        expect([off.statusCode, fieldOf(off)]).toEqual([400, "tagIDs"]);
        await t.app.hearth.config.set("Tagging.Discussions.Enabled", true);
        try {
            const unknown = await postDiscussion(member, { categoryID: generalID, name: "Unknown tag", body: "Body", tagIDs: [999_999] });
            expect([unknown.statusCode, fieldOf(unknown)]).toEqual([400, "tagIDs"]);
            const tagged = await postDiscussion(member, { categoryID: generalID, name: "Tagged", body: "Body", tagIDs: [tag!.tagID] });
            expect(tagged.statusCode).toBe(201);
            expect(tagged.json().tags.map((row: { name: string }) => row.name)).toEqual([tag!.name]);
            const memberNew = await postDiscussion(member, { categoryID: generalID, name: "New tag by member", body: "Body", newTagNames: ["Brand new"] });
            expect([memberNew.statusCode, fieldOf(memberNew)]).toEqual([403, "newTagNames"]);
            // An existing tag named by a member is that tag (nothing is created).
            const memberExisting = await postDiscussion(member, { categoryID: generalID, name: "Existing tag by name", body: "Body", newTagNames: [` ${tag!.name.toUpperCase()} `] });
            expect(memberExisting.statusCode).toBe(201);
            expect(memberExisting.json().tags.map((row: { tagID: number }) => row.tagID)).toEqual([tag!.tagID]);
            const adminNew = await postDiscussion(admin, { categoryID: generalID, name: "New tag by admin", body: "Body", tagIDs: [tag!.tagID], newTagNames: ["Brand new", tag!.name] });
            expect(adminNew.statusCode).toBe(201);
            expect(adminNew.json().tags.map((row: { name: string }) => row.name).sort()).toEqual(["Brand new", tag!.name].sort());
        } finally {
            await t.app.hearth.config.set("Tagging.Discussions.Enabled", false);
        }
    });

    it("counts the member's discussions rate limit, with Retry-After", async () => {
        await t.app.hearth.config.set("RateLimit.discussionsPerUser", { max: 1, seconds: 600 });
        const { userID } = await t.db.selectFrom("users").select("userID").where("name", "=", "moderator").executeTakeFirstOrThrow();
        try {
            const moderator = await signIn(t.app, "moderator");
            expect((await postDiscussion(moderator, { categoryID: generalID, name: "Limited 1", body: "Body" }, { "idempotency-key": "limited-1" })).statusCode).toBe(201);
            // A retry of the first post is its answer again, and costs nothing.
            expect((await postDiscussion(moderator, { categoryID: generalID, name: "Limited 1", body: "Body" }, { "idempotency-key": "limited-1" })).statusCode).toBe(201);
            const limited = await postDiscussion(moderator, { categoryID: generalID, name: "Limited 2", body: "Body" });
            expect(limited.statusCode).toBe(429);
            expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
            expect(await countDiscussionsNamed("Limited 2")).toBe(0);
        } finally {
            await t.app.hearth.config.set("RateLimit.discussionsPerUser", { max: 1_000_000, seconds: 1 });
            await t.db.deleteFrom("rateLimits").where("bucket", "=", `discussionsPerUser:${userID}`).execute();
        }
    });
});

describe("Idempotency-Key", () => {
    it("answers a retried discussion with the first one, never a second post", async () => {
        const payload = { categoryID: generalID, name: "Retried discussion", body: "Body" };
        const first = await postDiscussion(member, payload, { "idempotency-key": "retry-d-1" });
        const again = await postDiscussion(member, payload, { "idempotency-key": "retry-d-1" });
        expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
        expect(again.json().discussionID).toBe(first.json().discussionID);
        expect(again.headers["idempotent-replayed"]).toBe("true");
        expect(await countDiscussionsNamed("Retried discussion")).toBe(1);
        // Another member's key of the same text is their own.
        const other = await postDiscussion(admin, payload, { "idempotency-key": "retry-d-1" });
        expect(other.json().discussionID).not.toBe(first.json().discussionID);
    });

    it("makes one discussion of ten identical requests at once", async () => {
        const payload = { categoryID: generalID, name: "Ten at once", body: "Body" };
        const responses = await Promise.all(Array.from({ length: 10 }, () => postDiscussion(member, payload, { "idempotency-key": "ten-d" })));
        expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
        expect(new Set(responses.map((response) => response.json().discussionID)).size).toBe(1);
        expect(await countDiscussionsNamed("Ten at once")).toBe(1);
    });

    it("makes one comment of ten identical requests at once, and replays it later", async () => {
        const payload = { discussionID: 1, body: "Only once, please", format: "text" };
        const responses = await Promise.all(Array.from({ length: 10 }, () => postComment(member, payload, { "idempotency-key": "ten-c" })));
        expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
        expect(new Set(responses.map((response) => response.json().commentID)).size).toBe(1);
        const rows = await t.db.selectFrom("comments").select("commentID").where("body", "=", "Only once, please").execute();
        expect(rows).toHaveLength(1);
        const later = await postComment(member, payload, { "idempotency-key": "ten-c" });
        expect(later.json()).toMatchObject({ commentID: rows[0]!.commentID, body: "<p>Only once, please</p>" });
    });

    it("refuses the same key with another body (422) and a malformed key (400)", async () => {
        expect((await postComment(member, { discussionID: 1, body: "First text" }, { "idempotency-key": "reused" })).statusCode).toBe(201);
        const reused = await postComment(member, { discussionID: 1, body: "Other text" }, { "idempotency-key": "reused" });
        expect(reused.statusCode).toBe(422);
        expect(reused.json().message).toBe(KEY_REUSED_MESSAGE);
        expect((await t.db.selectFrom("comments").select("commentID").where("body", "=", "Other text").execute()).length).toBe(0);
        expect((await postComment(member, { discussionID: 1, body: "Bad key" }, { "idempotency-key": "has space" })).statusCode).toBe(400);
    });

    it("lets a failed post be corrected and sent again with its key", async () => {
        expect((await postDiscussion(member, { categoryID: generalID, name: "", body: "Body" }, { "idempotency-key": "fix-me" })).statusCode).toBe(400);
        expect((await postDiscussion(member, { categoryID: generalID, name: "Fixed", body: "Body" }, { "idempotency-key": "fix-me" })).statusCode).toBe(201);
    });

    it("forgets keys after a day", async () => {
        const payload = { discussionID: 1, body: "Said twice, a day apart" };
        expect((await postComment(member, payload, { "idempotency-key": "old" })).statusCode).toBe(201);
        await t.db.updateTable("idempotencyKeys").set({ dateInserted: new Date(Date.now() - 25 * 3600_000).toISOString() }).where("key", "=", "old").execute();
        expect((await postComment(member, payload, { "idempotency-key": "old" })).headers["idempotent-replayed"]).toBeUndefined();
        expect((await t.db.selectFrom("comments").select("commentID").where("body", "=", payload.body).execute()).length).toBe(2);
    });
});

describe("replies (parentCommentID)", () => {
    it("replies to a comment of the same discussion, and only of the same discussion", async () => {
        const parent = (await postComment(member, { discussionID: 1, body: "Parent" })).json();
        const reply = await postComment(admin, { discussionID: 1, body: "A reply", parentCommentID: parent.commentID });
        expect(reply.statusCode).toBe(201);
        expect(reply.json()).toMatchObject({ parentCommentID: parent.commentID });
        const elsewhere = await postComment(admin, { discussionID: 2, body: "Wrong place", parentCommentID: parent.commentID });
        expect([elsewhere.statusCode, fieldOf(elsewhere)]).toEqual([400, "parentCommentID"]);
        const fetched = (await t.app.inject({ url: `/api/v2/comments/${reply.json().commentID}` })).json();
        expect(fetched).toMatchObject({ parentCommentID: parent.commentID, replyTo: { commentID: parent.commentID, name: "member" } });
        expect(parent.parentCommentID).toBeNull();
        // The discussion page shows the reply's context, linking to the comment it answers.
        const opened = await t.app.inject({ url: `/discussion/comment/${reply.json().commentID}` });
        const page = await t.app.inject({ url: opened.headers.location as string });
        expect(page.body).toContain(`<a href="/discussion/comment/${parent.commentID}#Comment_${parent.commentID}">In reply to member</a>`);
    });
});

describe("posting a draft (draftID)", () => {
    async function newDraft(cookie: string, payload: object): Promise<number> {
        const response = await t.app.inject({ method: "POST", url: "/api/v2/drafts", headers: { ...JSON_HEADERS, cookie }, payload });
        expect(response.statusCode).toBe(201);
        return (response.json() as { draftID: number }).draftID;
    }
    const draftExists = async (draftID: number) => (await t.db.selectFrom("drafts").select("draftID").where("draftID", "=", draftID).execute()).length === 1;

    it("deletes the member's draft with the post it became, in the same transaction", async () => {
        const commentDraft = await newDraft(member, { recordType: "comment", parentRecordType: "discussion", parentRecordID: 1, attributes: { body: "Drafted reply", format: "markdown" } });
        expect((await postComment(member, { discussionID: 1, body: "Drafted reply", draftID: commentDraft })).statusCode).toBe(201);
        expect(await draftExists(commentDraft)).toBe(false);
        const discussionDraft = await newDraft(member, { recordType: "discussion", attributes: { body: "Drafted", format: "markdown", draftMeta: { name: "Drafted title" } } });
        expect((await postDiscussion(member, { categoryID: generalID, name: "Drafted title", body: "Drafted", draftID: discussionDraft })).statusCode).toBe(201);
        expect(await draftExists(discussionDraft)).toBe(false);
    });

    it("never deletes another member's draft, and a refused post keeps the draft", async () => {
        const adminDraft = await newDraft(admin, { recordType: "comment", parentRecordType: "discussion", parentRecordID: 1, attributes: { body: "Admin's words", format: "markdown" } });
        expect((await postComment(member, { discussionID: 1, body: "Not yours", draftID: adminDraft })).statusCode).toBe(201);
        expect(await draftExists(adminDraft)).toBe(true);
        const ownDraft = await newDraft(member, { recordType: "discussion", attributes: { body: "Kept", format: "markdown", draftMeta: { name: "Kept" } } });
        expect((await postDiscussion(member, { categoryID: generalID, name: "", body: "Kept", draftID: ownDraft })).statusCode).toBe(400);
        expect(await draftExists(ownDraft)).toBe(true);
    });
});

describe("the discussionAdded event", () => {
    const jobsFor = async (discussionID: number) =>
        (await t.db.selectFrom("jobs").select("payload").where("name", "=", "vanilla.discussionAdded").execute()).filter((job) => (JSON.parse(job.payload) as { discussionID: number }).discussionID === discussionID).length;

    it("is a job only while an enabled add-on listens to it (ranks)", async () => {
        // The rounds stay with the test, so a job row is counted before anyone runs it.
        await t.app.hearth.jobs.stop();
        const quiet = await postDiscussion(member, { categoryID: generalID, name: "Nobody listens", body: "No add-on on.", format: "markdown" });
        expect(await jobsFor(quiet.json().discussionID)).toBe(0);
        await t.app.hearth.config.set("EnabledPlugins.ranks", true);
        try {
            const heard = await postDiscussion(member, { categoryID: generalID, name: "Ranks listens", body: "Ranks counts posts.", format: "markdown" });
            expect(await jobsFor(heard.json().discussionID)).toBe(1);
        } finally {
            await t.app.hearth.config.set("EnabledPlugins.ranks", false);
        }
    });
});
