/**
 * Database integrity (both dialects): deleting a discussion (DELETE /discussions/{id}), deleting
 * several (DELETE /discussions/list) and merging (PATCH /discussions/merge) leave no row behind
 * that names a discussion or comment that is gone, and the foreign keys themselves cascade.
 */
import { sql } from "kysely";
import { createTestApp, JSON_HEADERS, signIn, type ITestApp } from "@server/testing/testApp";

describe("no action leaves orphan rows", () => {
    let forum: ITestApp;
    let admin: string;
    let adminID: number;

    beforeAll(async () => {
        forum = await createTestApp();
        admin = await signIn(forum.app, "admin");
        adminID = (await forum.db.selectFrom("users").select("userID").where("name", "=", "admin").executeTakeFirstOrThrow()).userID;
    });
    afterAll(() => forum.close());

    /** A discussion with two comments, each of them reacted to, bookmarked, dismissed, tagged and in a collection. */
    async function decoratedDiscussion(): Promise<number> {
        const { db } = forum;
        const categoryID = (await db.selectFrom("categories").select("categoryID").where("urlcode", "=", "general").executeTakeFirstOrThrow()).categoryID;
        const now = new Date().toISOString();
        const { discussionID } = await db
            .insertInto("discussions")
            .values({ categoryID, insertUserID: adminID, type: "discussion", name: "Decorated", body: "Body", format: "text", dateInserted: now, dateUpdated: null, dateLastComment: now, lastCommentUserID: null, countComments: 0, countViews: 0, score: 0, pinned: 1, pinLocation: "recent", closed: 0, sink: 0 })
            .returning("discussionID")
            .executeTakeFirstOrThrow();
        await db.updateTable("categories").set((eb) => ({ countDiscussions: eb("countDiscussions", "+", 1) })).where("categoryID", "=", categoryID).execute();
        const commentIDs: number[] = [];
        for (const body of ["First", "Second"]) {
            const response = await forum.app.inject({ method: "POST", url: "/api/v2/comments", headers: { ...JSON_HEADERS, cookie: admin }, payload: { discussionID, body, format: "text" } });
            expect(response.statusCode).toBe(201);
            commentIDs.push(response.json().commentID);
        }
        const call = async (method: "POST" | "PUT", url: string, payload: unknown) => {
            const response = await forum.app.inject({ method, url, headers: { ...JSON_HEADERS, cookie: admin }, payload: payload as Record<string, unknown> });
            expect(response.statusCode).toBeLessThan(300);
        };
        await call("POST", `/api/v2/discussions/${discussionID}/reactions`, { reactionType: "Like" });
        for (const commentID of commentIDs) await call("POST", `/api/v2/comments/${commentID}/reactions`, { reactionType: "Like" });
        await call("PUT", `/api/v2/discussions/${discussionID}/bookmark`, { bookmarked: true });
        await call("PUT", `/api/v2/discussions/${discussionID}/dismiss`, { dismissed: true });
        const tagIDs = (await db.selectFrom("tags").select("tagID").limit(2).execute()).map((row) => row.tagID);
        // Tagging is off in the demo forum's configuration: the tags are written directly.
        await db.insertInto("discussionTags").values(tagIDs.map((tagID) => ({ discussionID, tagID }))).execute();
        const collectionIDs = (await db.selectFrom("collections").select("collectionID").execute()).map((row) => row.collectionID);
        await call("PUT", "/api/v2/collections/by-resource", { record: { recordID: discussionID, recordType: "discussion" }, collectionIDs });
        await call("PUT", "/api/v2/collections/by-resource", { record: { recordID: commentIDs[0], recordType: "comment" }, collectionIDs });
        return discussionID;
    }

    /** Rows naming a discussion or comment that does not exist, per table. */
    async function orphans(): Promise<Record<string, number>> {
        const count = async (query: ReturnType<typeof sql<{ n: number | string }>>) => Number((await query.execute(forum.db)).rows[0]!.n);
        const byRecord = (table: string) =>
            sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)} where (${sql.ref("recordType")} = 'discussion' and ${sql.ref("recordID")} not in (select ${sql.ref("discussionID")} from ${sql.table("discussions")})) or (${sql.ref("recordType")} = 'comment' and ${sql.ref("recordID")} not in (select ${sql.ref("commentID")} from ${sql.table("comments")}))`;
        const byDiscussion = (table: string) =>
            sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)} where ${sql.ref("discussionID")} not in (select ${sql.ref("discussionID")} from ${sql.table("discussions")})`;
        return {
            reactions: await count(byRecord("reactions")),
            collectionRecords: await count(byRecord("collectionRecords")),
            comments: await count(byDiscussion("comments")),
            bookmarks: await count(byDiscussion("bookmarks")),
            discussionDismissals: await count(byDiscussion("discussionDismissals")),
            discussionTags: await count(byDiscussion("discussionTags")),
        };
    }

    const none = { reactions: 0, collectionRecords: 0, comments: 0, bookmarks: 0, discussionDismissals: 0, discussionTags: 0 };

    it("single delete", async () => {
        const discussionID = await decoratedDiscussion();
        const response = await forum.app.inject({ method: "DELETE", url: `/api/v2/discussions/${discussionID}`, headers: { "x-requested-with": "vanilla", cookie: admin } });
        expect(response.statusCode).toBe(204);
        expect(await orphans()).toEqual(none);
    });

    it("bulk delete", async () => {
        const ids = [await decoratedDiscussion(), await decoratedDiscussion()];
        const response = await forum.app.inject({ method: "DELETE", url: "/api/v2/discussions/list", headers: { ...JSON_HEADERS, cookie: admin }, payload: { discussionIDs: ids } });
        expect(response.json().progress.successIDs).toEqual(ids);
        expect(await orphans()).toEqual(none);
    });

    it("merge, with and without redirects", async () => {
        const destination = await decoratedDiscussion();
        for (const addRedirects of [false, true]) {
            const source = await decoratedDiscussion();
            const response = await forum.app.inject({
                method: "PATCH",
                url: "/api/v2/discussions/merge",
                headers: { ...JSON_HEADERS, cookie: admin },
                payload: { discussionIDs: [source], destinationDiscussionID: destination, addRedirects },
            });
            expect(response.json().progress.successIDs).toEqual([source]);
            expect(await orphans()).toEqual(none);
        }
    });

    it("the foreign keys cascade a discussion's comments, bookmarks, dismissals and tags, and refuse a bookmark of a discussion that does not exist", async () => {
        const discussionID = await decoratedDiscussion();
        await forum.db.deleteFrom("discussions").where("discussionID", "=", discussionID).execute();
        const left = await orphans();
        expect({ ...left, reactions: 0, collectionRecords: 0 }).toEqual(none);
        const refused = await forum.db
            .insertInto("bookmarks")
            .values({ discussionID, userID: adminID, dateInserted: new Date().toISOString() })
            .execute()
            .then(
                () => "inserted",
                // better-sqlite3's error class comes from the first test file of the worker: match the message, not the class.
                (error: { message?: string }) => String(error.message),
            );
        expect(refused).toMatch(/foreign key/i);
    });
});
