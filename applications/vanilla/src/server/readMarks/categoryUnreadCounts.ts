/**
 * Per category, how many discussions a member has something new in (the /categories page):
 * the count of discussions for which readStates (readMarksModel.ts) would say `unread`, in one
 * grouped statement instead of a read state per discussion.
 *
 * The same rules, written as SQL. W is the member's watermark for a category: the latest of
 * their join date, "Mark all read" everywhere and in that category. A discussion is unread when
 * - the member has no row for it: it is new (unless it is their own without comments);
 * - they have a row: comments were added past what they read, or a watermark newer than their
 *   last view covers it and a comment came after the watermark.
 * Every unread discussion had activity after W (dateLastComment > W: a discussion posted after W,
 * or a comment after it), so each branch is a range of the discussions_category_last_comment
 * index, and only those rows are joined to the member's discussionReads by key.
 * (Comments after the watermark are read from dateLastComment here, where readStates counts them:
 * the two agree on whether there is any.)
 *
 * Callers pass only the categories the viewer may see: nothing is counted anywhere else.
 */
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from "kysely";
import type { Database } from "@server/db/schema";
import type {} from "./schema";

/** 0 in readWatermarks.categoryID: the watermark of every category. */
const EVERYWHERE = 0;

const later = (a: string, b: string | undefined): string => (b !== undefined && Date.parse(b) > Date.parse(a) ? b : a);

export async function unreadCountsByCategory(db: Kysely<Database>, userID: number, categoryIDs: number[]): Promise<Map<number, number>> {
    const counts = new Map<number, number>();
    if (!userID || categoryIDs.length === 0) return counts;
    const marks = await db
        .selectFrom("users")
        .leftJoin("readWatermarks", "readWatermarks.userID", "users.userID")
        .select(["users.dateInserted", "readWatermarks.categoryID", "readWatermarks.dateMarkedRead"])
        .where("users.userID", "=", userID)
        .execute();
    if (marks.length === 0) return counts;
    const markOf = new Map(marks.flatMap((mark) => (mark.categoryID === null || mark.dateMarkedRead === null ? [] : [[mark.categoryID, mark.dateMarkedRead] as const])));
    const joined = later(marks[0]!.dateInserted, markOf.get(EVERYWHERE));
    // One branch per distinct watermark (usually one: the join date or "everywhere"), not per category.
    const byWatermark = new Map<string, number[]>();
    for (const categoryID of new Set(categoryIDs)) {
        const watermark = new Date(later(joined, markOf.get(categoryID))).toISOString();
        byWatermark.set(watermark, [...(byWatermark.get(watermark) ?? []), categoryID]);
    }

    const unreadAfter = (eb: ExpressionBuilder<Database & { r: Database["discussionReads"] }, "discussions" | "r">, watermark: string, ids: number[]): Expression<SqlBool> =>
        eb.and([
            eb("discussions.categoryID", "in", ids),
            eb("discussions.dateLastComment", ">", watermark),
            eb.or([
                eb.and([eb("r.userID", "is", null), eb.or([eb("discussions.insertUserID", "<>", userID), eb("discussions.countComments", ">", 0)])]),
                eb.and([
                    eb("r.userID", "is not", null),
                    eb.or([
                        eb("discussions.countComments", ">", eb.ref("r.countCommentsRead")),
                        eb.and([eb("r.dateLastViewed", "<", watermark), eb("discussions.dateInserted", "<=", watermark)]),
                    ]),
                ]),
            ]),
        ]);

    const rows = await db
        .selectFrom("discussions")
        .leftJoin("discussionReads as r", (join) => join.onRef("r.discussionID", "=", "discussions.discussionID").on("r.userID", "=", userID))
        .select((eb) => ["discussions.categoryID", eb.fn.countAll<string | number>().as("n")])
        .where((eb) => eb.or([...byWatermark].map(([watermark, ids]) => unreadAfter(eb, watermark, ids))))
        .groupBy("discussions.categoryID")
        .execute();
    for (const row of rows) counts.set(row.categoryID, Number(row.n));
    return counts;
}
