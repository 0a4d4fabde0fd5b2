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
 * index (one branch per category, stopped after CATEGORY_UNREAD_CAP + 1 found), and only those rows
 * are joined to the member's discussionReads by key.
 * (Comments after the watermark are read from dateLastComment here, where readStates counts them:
 * the two agree on whether there is any.)
 *
 * Callers pass only the categories the viewer may see: nothing is counted anywhere else.
 */
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from "kysely";
import type { Database } from "@server/db/schema";
import { CATEGORY_UNREAD_CAP } from "@vanilla/unread/unreadLabel";
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
    const unreadAfter = (eb: ExpressionBuilder<Database & { r: Database["discussionReads"] }, "discussions" | "r">, watermark: string, categoryID: number): Expression<SqlBool> =>
        eb.and([
            eb("discussions.categoryID", "=", categoryID),
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

    // Per category, at most CATEGORY_UNREAD_CAP + 1 unread discussions are read (the page says "99+"
    // past the cap): a member who joined long ago, in a big forum, would otherwise have every
    // discussion since counted on each visit (about 180 ms at 100,000 discussions).
    const unreadIn = (categoryID: number) =>
        db
            .selectFrom("discussions")
            .leftJoin("discussionReads as r", (join) => join.onRef("r.discussionID", "=", "discussions.discussionID").on("r.userID", "=", userID))
            .select("discussions.categoryID")
            .where((eb) => unreadAfter(eb, new Date(later(joined, markOf.get(categoryID))).toISOString(), categoryID))
            .limit(CATEGORY_UNREAD_CAP + 1);
    // Each part a subquery of its own: SQLite takes no LIMIT on the parts of a compound select.
    const branches = [...new Set(categoryIDs)].map((categoryID) => db.selectFrom(unreadIn(categoryID).as("unread")).select("unread.categoryID"));
    const all = branches.slice(1).reduce((union, branch) => union.unionAll(branch), branches[0]!);
    const rows = await db
        .selectFrom(all.as("capped"))
        .select((eb) => ["capped.categoryID", eb.fn.countAll<string | number>().as("n")])
        .groupBy("capped.categoryID")
        .execute();
    for (const row of rows) counts.set(row.categoryID, Number(row.n));
    return counts;
}
