/**
 * The discussion and comment draft publishers (draftPublishing.ts), called as the drafts job
 * calls them: inside a transaction, with a draft row's shape. Both databases.
 */
import type { IDraft } from "@library/drafts/draftTypes";
import { createTestApp, type ITestApp } from "@server/testing/testApp";

let t: ITestApp;
let memberID: number;
let generalID: number;
let staffID: number;

beforeAll(async () => {
    t = await createTestApp();
    memberID = (await t.db.selectFrom("users").select("userID").where("name", "=", "member").executeTakeFirstOrThrow()).userID;
    const categories = await t.db.selectFrom("categories").select(["categoryID", "urlcode"]).execute();
    generalID = categories.find((row) => row.urlcode === "general")!.categoryID;
    staffID = categories.find((row) => row.urlcode === "staff")!.categoryID;
});
afterAll(() => t.close());

function draftOf(fields: Partial<IDraft>): IDraft {
    const now = new Date().toISOString();
    return {
        draftID: 1,
        recordType: "discussion",
        recordID: null,
        parentRecordType: null,
        parentRecordID: null,
        attributes: { body: "Scheduled body", format: "markdown" },
        draftStatus: "scheduled",
        dateScheduled: now,
        insertUserID: memberID,
        updateUserID: memberID,
        dateInserted: now,
        dateUpdated: now,
        editUrl: "/post/editdiscussion/0/1",
        revision: 1,
        ...fields,
    };
}

function publish(draft: IDraft) {
    const publisher = t.app.hearth.draftPublishers.get(draft.recordType)!;
    return t.db.transaction().execute((trx) => publisher(draft, trx));
}

describe("draft publishers", () => {
    it("publishes a discussion draft as its author, with its meta", async () => {
        const published = await publish(draftOf({ attributes: { body: "Scheduled **body**", format: "markdown", draftMeta: { name: "Scheduled post", categoryID: generalID, pinLocation: "none" } } }));
        const row = await t.db.selectFrom("discussions").selectAll().where("discussionID", "=", published.recordID).executeTakeFirstOrThrow();
        expect(row).toMatchObject({ name: "Scheduled post", categoryID: generalID, insertUserID: memberID, body: "Scheduled **body**", format: "markdown" });
        expect(published.url).toBe(`/discussion/${published.recordID}/scheduled-post`);
    });

    it("publishes a comment draft as a reply to its parent comment, and notifies from a job after the commit", async () => {
        const parent = await t.db.selectFrom("comments").select(["commentID", "discussionID"]).where("discussionID", "=", 1).orderBy("commentID").executeTakeFirstOrThrow();
        const published = await publish(draftOf({ recordType: "comment", parentRecordType: "discussion", parentRecordID: 1, attributes: { body: "Scheduled reply", format: "text", draftMeta: { commentParentID: parent.commentID } } }));
        const row = await t.db.selectFrom("comments").selectAll().where("commentID", "=", published.recordID).executeTakeFirstOrThrow();
        expect(row).toMatchObject({ discussionID: 1, parentCommentID: parent.commentID, insertUserID: memberID, body: "Scheduled reply" });
        const before = await t.db.selectFrom("notifications").select("notificationID").execute();
        await published.afterCommit?.();
        await t.app.hearth.jobs.runDueJobs();
        const after = await t.db.selectFrom("notifications").select("notificationID").execute();
        expect(after.length).toBeGreaterThan(before.length);
    });

    it("refuses in words when the post cannot be made, and writes nothing", async () => {
        const count = async () => (await t.db.selectFrom("discussions").select("discussionID").execute()).length;
        const before = await count();
        await expect(publish(draftOf({ attributes: { body: "x", format: "markdown", draftMeta: { name: "No category" } } }))).rejects.toThrow("Choose a category for this discussion before it can be posted.");
        await expect(publish(draftOf({ attributes: { body: "x", format: "markdown", draftMeta: { name: "Gone", categoryID: 999_999 } } }))).rejects.toThrow("That category does not exist.");
        await expect(publish(draftOf({ attributes: { body: "x", format: "markdown", draftMeta: { name: "Staff", categoryID: staffID } } }))).rejects.toThrow("That category does not exist.");
        await expect(publish(draftOf({ attributes: { body: "x", format: "markdown", draftMeta: { name: "", categoryID: generalID } } }))).rejects.toThrow("Give your discussion a title.");
        await expect(publish(draftOf({ recordType: "comment", parentRecordID: 999_999, attributes: { body: "x", format: "text" } }))).rejects.toThrow("Discussion not found.");
        const closed = await t.db.selectFrom("discussions").select("discussionID").where("closed", "=", 1).executeTakeFirstOrThrow();
        await expect(publish(draftOf({ recordType: "comment", parentRecordID: closed.discussionID, attributes: { body: "x", format: "text" } }))).rejects.toThrow("This discussion is closed.");
        expect(await count()).toBe(before);
    });
});
