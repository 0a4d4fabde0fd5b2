/**
 * Test data for the list tests (listPaging.test.ts, listPlans.test.ts): discussions and comments
 * written straight into the tables, with many ties in every sort key (so only the ID tie-break
 * orders them), the counters they change kept right as posting.ts keeps them.
 */
import type { Kysely } from "kysely";
import type { Database } from "@server/db/schema";

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString();

/** Inserts `count` discussions spread over `categoryIDs`; every `pinnedEvery`th is an announcement. Returns their IDs. */
export async function addDiscussions(db: Kysely<Database>, options: { count: number; categoryIDs: number[]; userIDs: number[]; pinnedEvery?: number }): Promise<number[]> {
    const { count, categoryIDs, userIDs, pinnedEvery = 0 } = options;
    const rows = Array.from({ length: count }, (_, index) => {
        const categoryID = categoryIDs[index % categoryIDs.length]!;
        // Few distinct values: equal dates, scores and sums of score and comments throughout.
        const inserted = day(index % 7);
        return {
            categoryID,
            insertUserID: userIDs[index % userIDs.length]!,
            type: "discussion",
            name: `List test ${index}`,
            body: "Body",
            format: "text",
            dateInserted: inserted,
            dateUpdated: null,
            dateLastComment: day(7 + (index % 5)),
            lastCommentUserID: null,
            countComments: index % 3,
            countViews: 0,
            score: index % 4,
            pinned: pinnedEvery && index % pinnedEvery === 1 ? 1 : 0,
            pinLocation: null,
            closed: 0,
            sink: 0,
        };
    });
    const ids: number[] = [];
    for (let start = 0; start < rows.length; start += 500) {
        const inserted = await db.insertInto("discussions").values(rows.slice(start, start + 500)).returning("discussionID").execute();
        ids.push(...inserted.map((row) => row.discussionID));
    }
    for (const categoryID of categoryIDs) {
        const added = rows.filter((row) => row.categoryID === categoryID).length;
        await db.updateTable("categories").set((eb) => ({ countDiscussions: eb("countDiscussions", "+", added) })).where("categoryID", "=", categoryID).execute();
    }
    return ids;
}

/** Adds `count` comments to a discussion, in groups sharing a date and with repeated scores (a few negative). */
export async function addComments(db: Kysely<Database>, discussionID: number, count: number, userIDs: number[]): Promise<number[]> {
    const rows = Array.from({ length: count }, (_, index) => ({
        discussionID,
        insertUserID: userIDs[index % userIDs.length]!,
        body: `Comment ${index}`,
        format: "text",
        dateInserted: new Date(Date.now() - (count - Math.floor(index / 3)) * 3_600_000).toISOString(),
        dateUpdated: null,
        score: [0, 0, 2, 0, 5, -1, 0, 2][index % 8]!,
    }));
    const ids: number[] = [];
    for (let start = 0; start < rows.length; start += 500) {
        const inserted = await db.insertInto("comments").values(rows.slice(start, start + 500)).returning("commentID").execute();
        ids.push(...inserted.map((row) => row.commentID));
    }
    const discussion = await db.selectFrom("discussions").select("categoryID").where("discussionID", "=", discussionID).executeTakeFirstOrThrow();
    await db
        .updateTable("discussions")
        .set((eb) => ({ countComments: eb("countComments", "+", count), dateLastComment: rows[rows.length - 1]!.dateInserted }))
        .where("discussionID", "=", discussionID)
        .execute();
    await db.updateTable("categories").set((eb) => ({ countComments: eb("countComments", "+", count) })).where("categoryID", "=", discussion.categoryID).execute();
    return ids;
}
