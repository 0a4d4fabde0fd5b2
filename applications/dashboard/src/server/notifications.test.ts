import { createTestApp, signIn, type ITestApp } from "@server/testing/testApp";
import { mentionedNames, withoutDoubledPunctuation } from "./notifications";
import { notificationFanoutMigrations } from "./notificationFanoutMigrations";

let t: ITestApp;
let admin: string;
let member: string;
let moderator: string;
const json = { "x-requested-with": "vanilla", "content-type": "application/json" };

beforeEach(async () => {
    t = await createTestApp();
    [admin, member, moderator] = await Promise.all([signIn(t.app, "admin"), signIn(t.app, "member"), signIn(t.app, "moderator")]);
});
afterEach(() => t.close());

async function discussionBy(author: string, filter: { notBookmarkedBy?: string } = {}) {
    const user = await t.db.selectFrom("users").select("userID").where("name", "=", author).executeTakeFirstOrThrow();
    let query = t.db.selectFrom("discussions").select(["discussionID", "name", "categoryID"]).where("insertUserID", "=", user.userID).where("closed", "=", 0);
    if (filter.notBookmarkedBy) {
        const other = await t.db.selectFrom("users").select("userID").where("name", "=", filter.notBookmarkedBy).executeTakeFirstOrThrow();
        query = query.where("discussionID", "not in", t.db.selectFrom("bookmarks").select("discussionID").where("userID", "=", other.userID));
    }
    return query.orderBy("discussionID").executeTakeFirstOrThrow();
}

function comment(cookie: string, discussionID: number, body: string) {
    return t.app.inject({ method: "POST", url: "/api/v2/comments", headers: { ...json, cookie }, payload: { discussionID, body } });
}

function postDiscussion(cookie: string, payload: { categoryID: number; name: string; body: string }) {
    return t.app.inject({ method: "POST", url: "/api/v2/discussions", headers: { ...json, cookie }, payload: { format: "markdown", ...payload } });
}

/** A member's notifications once the jobs delivering the events so far have run. */
async function notificationsOf(cookie: string) {
    await t.app.hearth.jobs.runDueJobs();
    const response = await t.app.inject({ url: "/api/v2/notifications", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return response.json() as Array<{ notificationID: number; activityType: string; body: string; url: string; read: boolean }>;
}

describe("mentionedNames", () => {
    it("finds @names once each, not e-mail addresses", () => {
        expect(mentionedNames("Hi @moderator and @Member, cc @moderator. Mail me at a@b.example")).toEqual(["moderator", "member"]);
    });

    it("finds rich2 mention nodes (names with spaces too) and @names typed as text, never inside a mention", () => {
        const body = JSON.stringify([
            { type: "p", children: [{ text: "Hi " }, { type: "@", name: "Jane Doe", userID: 5, children: [{ text: "" }] }, { text: " and @Member, mail a@b.example" }] },
            { type: "blockquote", children: [{ type: "blockquote-line", children: [{ type: "@", name: "moderator", userID: 2, children: [{ text: "" }] }] }] },
        ]);
        expect(mentionedNames(body, "rich2")).toEqual(["jane doe", "moderator", "member"]);
        expect(mentionedNames("[{ not rich2 @moderator", "rich2")).toEqual([]);
    });
});

describe("withoutDoubledPunctuation", () => {
    it("drops the sentence's period after a title's end, and its comma after a question or exclamation", () => {
        expect(withoutDoubledPunctuation("<b>a</b> commented on <b>Why?</b>.")).toBe("<b>a</b> commented on <b>Why?</b>");
        expect(withoutDoubledPunctuation("<b>a</b> commented on <b>Wow!</b>, which you bookmarked.")).toBe("<b>a</b> commented on <b>Wow!</b> which you bookmarked.");
        expect(withoutDoubledPunctuation("<b>a</b> commented on <b>To be continued…</b>.")).toBe("<b>a</b> commented on <b>To be continued…</b>");
        expect(withoutDoubledPunctuation("<b>a</b> commented on <b>Plain</b>.")).toBe("<b>a</b> commented on <b>Plain</b>.");
        expect(withoutDoubledPunctuation("<b>a</b> commented on <b>Etc.</b>, which you bookmarked.")).toBe("<b>a</b> commented on <b>Etc.</b>, which you bookmarked.");
        expect(withoutDoubledPunctuation("علّق <b>a</b> على <b>لماذا؟</b>.")).toBe("علّق <b>a</b> على <b>لماذا؟</b>");
    });
});

describe("notifications stored before the punctuation was mended", () => {
    it("read without the doubled marks once migrated, and the others unchanged", async () => {
        const userID = (await t.db.selectFrom("users").select("userID").where("name", "=", "member").executeTakeFirstOrThrow()).userID;
        const stored = [
            "<b>a</b> commented on <b>Why?</b>.",
            "<b>a</b> commented on <b>Wow!</b>, which you bookmarked.",
            "<b>a</b> commented on <b>Etc.</b>, which you bookmarked.",
            "<b>a</b> commented on <b>Plain</b>.",
            "علّق <b>a</b> على <b>لماذا؟</b>.",
        ];
        const date = "2030-01-01T00:00:00.000Z";
        await t.db
            .insertInto("notifications")
            .values(stored.map((body, n) => ({ userID, activityType: "test", reason: "", body, photoUrl: "", url: `/discussion/${n + 1}/x`, recordType: "discussion", recordID: n + 1, discussionID: null, dateInserted: date, dateUpdated: date, read: 0 })))
            .execute();
        await notificationFanoutMigrations["2026_12_04_200_dashboard_notification_punctuation"]!(t.dialect).up(t.db as never);
        const listed = (await t.app.inject({ url: "/api/v2/notifications?limit=100", headers: { cookie: member } })).json<{ body: string }[]>().map((note) => note.body);
        expect(listed).toEqual(expect.arrayContaining(stored.map(withoutDoubledPunctuation)));
        expect(listed.filter((body) => /[.?!…؟]<\/b>\.|[?!؟]<\/b>,/.test(body))).toEqual([]);
    });
});

describe("notifications made by activity", () => {
    it("tells a discussion's author about a comment, not the commenter", async () => {
        const discussion = await discussionBy("admin");
        // A title without its own end (the seeded one ends with "!"): the sentence's period stays.
        await t.db.updateTable("discussions").set({ name: "Release notes & plans" }).where("discussionID", "=", discussion.discussionID).execute();
        const posted = await comment(member, discussion.discussionID, "Nice one");
        const [note] = await notificationsOf(admin);
        if (!note) throw new Error("The admin has no notification.");
        expect(note).toMatchObject({ activityType: "comment", read: false, url: posted.json().url });
        expect(note.body).toBe("<b>member</b> commented on <b>Release notes &amp; plans</b>.");
        expect(await notificationsOf(member)).toEqual([]);
        expect((await t.app.inject({ url: "/api/v2/users/me", headers: { cookie: admin } })).json().countUnreadNotifications).toBe(1);
    });

    it("ends the sentence on a title's own question mark, not on \"?.\"", async () => {
        const discussion = await discussionBy("admin");
        await t.db.updateTable("discussions").set({ name: "Any tips on keyboard shortcuts?" }).where("discussionID", "=", discussion.discussionID).execute();
        await comment(member, discussion.discussionID, "Try the question mark key");
        const [note] = await notificationsOf(admin);
        expect(note!.body).toBe("<b>member</b> commented on <b>Any tips on keyboard shortcuts?</b>");
    });

    it("tells members who bookmarked the discussion", async () => {
        const bookmarked = await t.db
            .selectFrom("bookmarks")
            .innerJoin("discussions", "discussions.discussionID", "bookmarks.discussionID")
            .innerJoin("users", "users.userID", "bookmarks.userID")
            .select(["discussions.discussionID", "discussions.closed"])
            .where("users.name", "=", "member")
            .where("discussions.closed", "=", 0)
            .executeTakeFirstOrThrow();
        await comment(moderator, bookmarked.discussionID, "An update");
        const notes = await notificationsOf(member);
        expect(notes.map((note) => note.activityType)).toContain("bookmarkComment");
        expect(notes[0]!.body).toContain("which you bookmarked");
    });

    it("tells a mentioned member once, even when they also started the discussion", async () => {
        const discussion = await discussionBy("admin");
        await comment(member, discussion.discussionID, "@admin and @moderator, have a look. @admin?");
        const adminNotes = await notificationsOf(admin);
        expect(adminNotes).toHaveLength(1);
        expect(adminNotes[0]!.activityType).toBe("mention");
        expect((await notificationsOf(moderator)).map((note) => note.activityType)).toEqual(["mention"]);
    });

    it("tells the members a new discussion's body mentions, once each, never its author, as a comment's mention does", async () => {
        const { categoryID } = await discussionBy("admin");
        const posted = await postDiscussion(member, { categoryID, name: "Release plans", body: "@admin and @Moderator, have a look. @admin? (I am @member)" });
        expect(posted.statusCode).toBe(201);
        const adminNotes = await notificationsOf(admin);
        expect(adminNotes).toHaveLength(1);
        expect(adminNotes[0]).toMatchObject({ activityType: "mention", url: posted.json().url });
        expect(adminNotes[0]!.body).toBe("<b>member</b> mentioned you in <b>Release plans</b>.");
        expect((await notificationsOf(moderator)).map((note) => note.activityType)).toEqual(["mention"]);
        expect(await notificationsOf(member)).toEqual([]);
    });

    it("tells nobody of a new discussion they cannot see, nor whoever turned mentions off", async () => {
        const staff = await t.db.selectFrom("discussions").select("categoryID").where("name", "=", "Moderator notes for this month").executeTakeFirstOrThrow();
        expect((await postDiscussion(moderator, { categoryID: staff.categoryID, name: "Staff only", body: "@member you should not hear of this" })).statusCode).toBe(201);
        expect(await notificationsOf(member)).toEqual([]);
        const adminID = (await t.db.selectFrom("users").select("userID").where("name", "=", "admin").executeTakeFirstOrThrow()).userID;
        const off = await t.app.inject({ method: "PATCH", url: `/api/v2/notification-preferences/${adminID}`, headers: { ...json, cookie: admin }, payload: { mention: { popup: false } } });
        expect(off.statusCode).toBe(200);
        const { categoryID } = await discussionBy("admin");
        expect((await postDiscussion(member, { categoryID, name: "Quiet please", body: "@admin" })).statusCode).toBe(201);
        expect(await notificationsOf(admin)).toEqual([]);
    });

    it("tells a member mentioned in a new discussion exactly once when its job runs again", async () => {
        await t.app.hearth.jobs.stop();
        // Another listener of the event fails once, after the notifications were written: the job is retried.
        let failures = 0;
        t.app.hearth.events.on("discussionAdded", () => {
            if (failures++ === 0) throw new Error("The process died here.");
        });
        const { categoryID } = await discussionBy("admin");
        expect((await postDiscussion(member, { categoryID, name: "Twice", body: "Hello @moderator" })).statusCode).toBe(201);
        await t.app.hearth.jobs.runDueJobs();
        expect(await t.db.selectFrom("jobs").select(["name", "attempts"]).execute()).toEqual([{ name: "vanilla.discussionAdded", attempts: 1 }]);
        await t.db.updateTable("jobs").set({ runAt: new Date(Date.now() - 1_000).toISOString() }).execute();
        expect(await t.app.hearth.jobs.runDueJobs()).toBe(1);
        expect(await t.db.selectFrom("jobs").selectAll().execute()).toEqual([]);
        expect((await notificationsOf(moderator)).map((note) => note.activityType)).toEqual(["mention"]);
    });

    it("tells nobody when a discussion is edited to mention them, as for a comment", async () => {
        const { categoryID } = await discussionBy("admin");
        const posted = await postDiscussion(member, { categoryID, name: "Edited later", body: "No one yet" });
        const commentID = (await comment(member, posted.json().discussionID, "Nobody here either")).json().commentID as number;
        const edits = [
            await t.app.inject({ method: "PATCH", url: `/api/v2/discussions/${posted.json().discussionID}`, headers: { ...json, cookie: member }, payload: { body: "Now @moderator" } }),
            await t.app.inject({ method: "PATCH", url: `/api/v2/comments/${commentID}`, headers: { ...json, cookie: member }, payload: { body: "And @moderator" } }),
        ];
        expect(edits.map((edit) => edit.statusCode)).toEqual([200, 200]);
        expect(await notificationsOf(moderator)).toEqual([]);
    });

    it("never tells someone about a discussion they cannot see", async () => {
        const staff = await t.db.selectFrom("discussions").select("discussionID").where("name", "=", "Moderator notes for this month").executeTakeFirstOrThrow();
        await comment(moderator, staff.discussionID, "@member you should not hear of this");
        expect(await notificationsOf(member)).toEqual([]);
    });

    it("tells an author about a reaction to their discussion", async () => {
        const discussion = await discussionBy("admin");
        await t.app.inject({ method: "POST", url: `/api/v2/discussions/${discussion.discussionID}/reactions`, headers: { ...json, cookie: member }, payload: { reactionType: "Like" } });
        const [note] = await notificationsOf(admin);
        if (!note) throw new Error("The admin has no notification.");
        expect(note.activityType).toBe("reaction");
        expect(note.body).toContain("<b>member</b> reacted to");
        expect(note.body).toContain("<b>Like</b>");
    });
});

describe("notifications API", () => {
    it("marks one read, then all read (count 0), and keeps each person's notifications private", async () => {
        const discussion = await discussionBy("admin");
        await comment(member, discussion.discussionID, "one");
        await comment(moderator, discussion.discussionID, "two");
        const notes = await notificationsOf(admin);
        expect(notes).toHaveLength(2);

        expect((await t.app.inject({ url: `/api/v2/notifications/${notes[0]!.notificationID}`, headers: { cookie: member } })).statusCode).toBe(404);
        const one = await t.app.inject({ method: "PATCH", url: `/api/v2/notifications/${notes[0]!.notificationID}`, headers: { ...json, cookie: admin }, payload: { read: true } });
        expect(one.json().read).toBe(true);
        const counts = await t.app.inject({ url: "/api/v2/users/me-counts", headers: { cookie: admin } });
        // The conversations application adds its counter beside the notifications'.
        expect(counts.json().counts).toEqual(expect.arrayContaining([{ name: "UnreadNotifications", count: 1 }, { name: "UnreadConversations", count: expect.any(Number) }]));

        const all = await t.app.inject({ method: "PATCH", url: "/api/v2/notifications", headers: { ...json, cookie: admin }, payload: { read: true } });
        expect(all.statusCode).toBe(204);
        expect((await notificationsOf(admin)).every((note) => note.read)).toBe(true);
        expect((await t.app.inject({ url: "/api/v2/users/me", headers: { cookie: admin } })).json().countUnreadNotifications).toBe(0);
    });

    it("refuses guests and bad bodies", async () => {
        expect((await t.app.inject({ url: "/api/v2/notifications" })).statusCode).toBe(403);
        expect((await t.app.inject({ url: "/api/v2/users/me-counts" })).statusCode).toBe(403);
        const bad = await t.app.inject({ method: "PATCH", url: "/api/v2/notifications", headers: { ...json, cookie: admin }, payload: { read: false } });
        expect(bad.statusCode).toBe(400);
        expect(bad.json().errors[0].field).toBe("read");
    });

    it("pages with the x-app-page headers", async () => {
        const discussion = await discussionBy("admin", { notBookmarkedBy: "admin" });
        for (let i = 0; i < 3; i++) await comment(member, discussion.discussionID, `note ${i}`);
        await t.app.hearth.jobs.runDueJobs();
        const response = await t.app.inject({ url: "/api/v2/notifications?limit=2", headers: { cookie: admin } });
        expect(response.json()).toHaveLength(2);
        expect(response.headers["x-app-page-result-count"]).toBe("3");
        expect(response.headers["x-app-page-next-url"]).toContain("page=2");
        // The last page, and a page past the end: the same total, counted apart for the empty page.
        for (const [page, length] of [[2, 1], [5, 0]] as const) {
            const later = await t.app.inject({ url: `/api/v2/notifications?limit=2&page=${page}`, headers: { cookie: admin } });
            expect([page, later.json().length, later.headers["x-app-page-result-count"]]).toEqual([page, length, "3"]);
        }
        // A member with none: an empty first page counts none.
        const none = await t.app.inject({ url: "/api/v2/notifications", headers: { cookie: moderator } });
        expect([none.json(), none.headers["x-app-page-result-count"]]).toEqual([[], "0"]);
    });
});
