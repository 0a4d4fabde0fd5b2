/**
 * The foreign-key migrations on a forum that older code left untidy (both dialects): rows
 * naming a discussion, comment, collection or user that is gone are deleted, and the keys hold
 * from then on.
 */
import path from "node:path";
import { sql, type Kysely } from "kysely";
import { loadApplications } from "@server/applications";
import { ROOT_DIR } from "@server/config/env";
import type { IDatabaseHandle } from "@server/db/database";
import { migrate, type MigrationSet } from "@server/db/migrations";
import type { Database } from "@server/db/schema";
import { testDatabaseUrl } from "@server/testing/testApp";
import { openEmptyTestDatabase } from "@server/testing/testDatabases";

/** The first migration that adds foreign keys. */
const FIRST_KEYS_MIGRATION = "2026_11_24_900";

function only(sets: MigrationSet[], keep: (name: string) => boolean): MigrationSet[] {
    return sets.map((set) => Object.fromEntries(Object.entries(set).filter(([name]) => keep(name))));
}

describe("foreign-key migrations", () => {
    let database: IDatabaseHandle;
    let sets: MigrationSet[];

    beforeAll(async () => {
        const databaseUrl = testDatabaseUrl();
        database = await openEmptyTestDatabase(databaseUrl);
        sets = (await loadApplications(path.join(ROOT_DIR, "applications"))).flatMap((application) => (application.migrations ? [application.migrations] : []));
    });
    afterAll(() => database.destroy());

    it("deletes the orphan rows older code left, keeps the rest, and then refuses new orphans", async () => {
        const db = database.db as Kysely<Database>;
        await migrate(db as Kysely<unknown>, database.dialect, only(sets, (name) => name < FIRST_KEYS_MIGRATION));
        const now = new Date().toISOString();
        const { userID } = await db
            .insertInto("users")
            .values({ name: "kept", email: "kept@example.com", passwordHash: "x", photoUrl: "", title: "", dateInserted: now, dateLastActive: now, emailConfirmed: 1, banned: 0, private: 0, countDiscussions: 0, countComments: 0 })
            .returning("userID")
            .executeTakeFirstOrThrow();
        const { categoryID } = await db
            .insertInto("categories")
            .values({ parentCategoryID: null, name: "Kept", urlcode: "kept", description: "", sort: 0, countDiscussions: 1, countComments: 1, dateInserted: now })
            .returning("categoryID")
            .executeTakeFirstOrThrow();
        const post = { insertUserID: userID, type: "discussion", body: "b", format: "text", dateInserted: now, dateUpdated: null, dateLastComment: now, lastCommentUserID: null, countComments: 0, countViews: 0, score: 0, pinned: 0, pinLocation: null, closed: 0, sink: 0 };
        const { discussionID } = await db.insertInto("discussions").values({ ...post, categoryID, name: "Kept" }).returning("discussionID").executeTakeFirstOrThrow();
        const gone = discussionID + 1000;
        const { commentID } = await db.insertInto("comments").values({ discussionID, insertUserID: userID, body: "kept", format: "text", dateInserted: now, dateUpdated: null, score: 0 }).returning("commentID").executeTakeFirstOrThrow();
        await db.insertInto("comments").values({ discussionID: gone, insertUserID: userID, body: "orphan", format: "text", dateInserted: now, dateUpdated: null, score: 0 }).execute();
        const { tagID } = await db.insertInto("tags").values({ name: "t", urlcode: "t", dateInserted: now }).returning("tagID").executeTakeFirstOrThrow();
        await db.insertInto("discussionTags").values([{ discussionID, tagID }, { discussionID: gone, tagID }]).execute();
        await db.insertInto("bookmarks").values([{ discussionID, userID, dateInserted: now }, { discussionID: gone, userID, dateInserted: now }, { discussionID, userID: userID + 1000, dateInserted: now }]).execute();
        const { tagID: like } = await db.insertInto("reactionTypes").values({ urlcode: "Like", name: "Like", class: "positive", reactionValue: 1 }).returning("tagID").executeTakeFirstOrThrow();
        await db
            .insertInto("reactions")
            .values([
                { recordType: "discussion", recordID: discussionID, userID, tagID: like, dateInserted: now },
                { recordType: "comment", recordID: commentID, userID, tagID: like, dateInserted: now },
                { recordType: "discussion", recordID: gone, userID, tagID: like, dateInserted: now },
                { recordType: "comment", recordID: commentID + 1000, userID, tagID: like, dateInserted: now },
            ])
            .execute();
        const { collectionID } = await db.insertInto("collections").values({ name: "Picks", dateInserted: now, dateUpdated: null, insertUserID: userID, updateUserID: null }).returning("collectionID").executeTakeFirstOrThrow();
        await db.insertInto("collections").values({ name: "picks", dateInserted: now, dateUpdated: null, insertUserID: userID, updateUserID: null }).execute();
        await db
            .insertInto("collectionRecords")
            .values([
                { collectionID, recordType: "discussion", recordID: discussionID, sort: 0, dateAddedToCollection: now },
                { collectionID, recordType: "discussion", recordID: gone, sort: 1, dateAddedToCollection: now },
                { collectionID: collectionID + 1000, recordType: "discussion", recordID: discussionID, sort: 0, dateAddedToCollection: now },
            ])
            .execute();

        await migrate(db as Kysely<unknown>, database.dialect, sets);

        expect(await db.selectFrom("comments").select("body").execute()).toEqual([{ body: "kept" }]);
        expect(await db.selectFrom("discussionTags").select("discussionID").execute()).toEqual([{ discussionID }]);
        expect(await db.selectFrom("bookmarks").select(["discussionID", "userID"]).execute()).toEqual([{ discussionID, userID }]);
        const reactions = await db.selectFrom("reactions").select(["recordType", "recordID"]).orderBy("recordType").execute();
        expect(reactions).toEqual([
            { recordType: "comment", recordID: commentID },
            { recordType: "discussion", recordID: discussionID },
        ]);
        expect(await db.selectFrom("collectionRecords").select(["collectionID", "recordID"]).execute()).toEqual([{ collectionID, recordID: discussionID }]);
        // Two collections of one name (but for case): the later one is renamed, so the unique index can hold.
        expect((await db.selectFrom("collections").select("name").orderBy("collectionID").execute()).map((row) => row.name)).toEqual(["Picks", `picks (${collectionID + 1})`]);
        // The rebuilt tables kept their indexes and AUTOINCREMENT high-water marks: a new comment gets a new ID.
        const next = await db.insertInto("comments").values({ discussionID, insertUserID: userID, body: "new", format: "text", dateInserted: now, dateUpdated: null, score: 0 }).returning("commentID").executeTakeFirstOrThrow();
        expect(next.commentID).toBeGreaterThan(commentID + 1);

        // better-sqlite3's error class comes from the first test file of the worker: match the message, not the class.
        const refused = await db
            .insertInto("discussionTags")
            .values({ discussionID: gone, tagID })
            .execute()
            .then(
                () => "inserted",
                (error: { message?: string }) => String(error.message),
            );
        expect(refused).toMatch(/foreign key/i);
        await db.deleteFrom("discussions").where("discussionID", "=", discussionID).execute();
        const left = await sql<{ n: number | string }>`select (select count(*) from ${sql.table("comments")}) + (select count(*) from ${sql.table("discussionTags")}) + (select count(*) from ${sql.table("bookmarks")}) as n`.execute(db);
        expect(Number(left.rows[0]!.n)).toBe(0);
    });
});
