/**
 * Read tracking (issue 12 item 2; Vanilla's `unread` / `countUnread` / `dateLastViewed`).
 *
 * What is stored, per member:
 * - discussionReads: for each discussion they opened, when they last viewed it and how many of
 *   its comments (oldest first) they have had on screen. One upsert per discussion page view,
 *   never a row per comment; both values only ever grow (an older page view finishing late, or
 *   ten at once, never moves them back).
 * - readWatermarks: "Mark all read" as one date per member (categoryID 0, everywhere) or per
 *   member and category, instead of a row for every discussion it covers.
 *
 * A discussion was read up to the latest of: its own row, the watermarks of everywhere and of
 * its category, and the member's join date (a new member does not find the whole history of the
 * forum "new", as on Discourse). The member's own discussion counts as seen when they posted it.
 * A discussion nobody marked and the member never opened is "new" (dateLastViewed null); one they
 * have seen has `countUnread` comments after the last one they read.
 *
 * Callers pass only discussions the viewer may see (the lists and getDiscussion filter by
 * category first), so no count of a hidden category's comments is ever read here.
 */
import { sql, type Kysely } from "kysely";
import type { Database } from "@server/db/schema";
import type { DiscussionRow } from "../schema";
import type {} from "./schema";

/** What the API sends (vanilla-openapi discussions.yml) plus where reading stopped. */
export interface IReadState {
    /** The discussion should show an unread indicator: new to the member, or new comments since. */
    unread: boolean;
    /** Comments after the last one the member read (all of them for a new discussion). */
    countUnread: number;
    /** When the member last viewed it (or marked it read); null: never. */
    dateLastViewed: string | null;
    /** How many comments, oldest first, the member has read: the first unread is at this 0-based position. */
    countRead: number;
}

/** A guest's (or anyone's without a row) answer where nothing is tracked: the contract allows false / 0. */
export const UNTRACKED: IReadState = { unread: false, countUnread: 0, dateLastViewed: null, countRead: 0 };

/** The discussion columns a read state is worked out from. */
export const READ_STATE_COLUMNS = ["discussionID", "categoryID", "insertUserID", "dateInserted", "dateLastComment", "countComments"] as const;
export type ReadStateSource = Pick<DiscussionRow, (typeof READ_STATE_COLUMNS)[number]>;

/** 0 in readWatermarks.categoryID: the watermark of every category. */
const EVERYWHERE = 0;

const later = (...dates: Array<string | null | undefined>): string | null =>
    dates.reduce<string | null>((best, date) => (date && (best === null || Date.parse(date) > Date.parse(best)) ? date : best), null);

/**
 * The member's read state of each discussion (only those given, all visible to them). Two
 * reads by primary key, plus, for the discussions a watermark partly covers, one indexed count of
 * their comments after it (comments_discussion_inserted).
 */
export async function readStates(db: Kysely<Database>, userID: number, discussions: ReadStateSource[]): Promise<Map<number, IReadState>> {
    const states = new Map<number, IReadState>();
    if (!userID || discussions.length === 0) return states;
    const ids = discussions.map((row) => row.discussionID);
    // The join date, the watermarks and these discussions' read rows in one statement (one round
    // trip): rows of three kinds, each read by primary key.
    const rows = await db
        .selectFrom("users")
        .select([sql<string>`'joined'`.as("kind"), sql<number>`0`.as("id"), "dateInserted as date", sql<number>`0`.as("countRead")])
        .where("userID", "=", userID)
        .unionAll(db.selectFrom("readWatermarks").select([sql<string>`'mark'`.as("kind"), "categoryID as id", "dateMarkedRead as date", sql<number>`0`.as("countRead")]).where("userID", "=", userID))
        .unionAll(
            db
                .selectFrom("discussionReads")
                .select([sql<string>`'read'`.as("kind"), "discussionID as id", "dateLastViewed as date", "countCommentsRead as countRead"])
                .where("userID", "=", userID)
                .where("discussionID", "in", ids),
        )
        .execute();
    const joined = rows.find((row) => row.kind === "joined")?.date;
    const markOf = new Map(rows.filter((row) => row.kind === "mark").map((row) => [Number(row.id), row.date] as const));
    const readOf = new Map(rows.filter((row) => row.kind === "read").map((row) => [Number(row.id), { dateLastViewed: row.date, countCommentsRead: Number(row.countRead) }] as const));

    // The discussions a watermark covers only in part (comments after it): count those comments, per watermark.
    const partly = new Map<string, number[]>();
    const plans = discussions.map((row) => {
        const watermark = later(joined, markOf.get(EVERYWHERE), markOf.get(row.categoryID));
        const read = readOf.get(row.discussionID);
        const covered = watermark !== null && Date.parse(row.dateInserted) <= Date.parse(watermark);
        const own = row.insertUserID === userID;
        const dateLastViewed = later(read?.dateLastViewed, covered ? watermark : null, own ? row.dateInserted : null);
        let countRead: number | "after watermark" = 0;
        if (read && (watermark === null || Date.parse(read.dateLastViewed) >= Date.parse(watermark))) countRead = read.countCommentsRead;
        else if (covered && Date.parse(row.dateLastComment) <= Date.parse(watermark!)) countRead = row.countComments;
        else if (covered) countRead = "after watermark";
        else if (read) countRead = read.countCommentsRead;
        if (countRead === "after watermark") partly.set(watermark!, [...(partly.get(watermark!) ?? []), row.discussionID]);
        return { row, watermark, dateLastViewed, countRead };
    });
    const after = new Map<number, number>();
    for (const [watermark, discussionIDs] of partly) {
        const counts = await db
            .selectFrom("comments")
            .select((eb) => ["discussionID", eb.fn.countAll<string | number>().as("n")])
            .where("discussionID", "in", discussionIDs)
            .where("dateInserted", ">", watermark)
            .groupBy("discussionID")
            .execute();
        counts.forEach((count) => after.set(count.discussionID, Number(count.n)));
    }
    for (const { row, dateLastViewed, countRead } of plans) {
        if (dateLastViewed === null) {
            states.set(row.discussionID, { unread: true, countUnread: row.countComments, dateLastViewed: null, countRead: 0 });
            continue;
        }
        const read = Math.max(0, Math.min(row.countComments, countRead === "after watermark" ? row.countComments - (after.get(row.discussionID) ?? 0) : countRead));
        const countUnread = row.countComments - read;
        states.set(row.discussionID, { unread: countUnread > 0, countUnread, dateLastViewed, countRead: read });
    }
    return states;
}

/** The larger of the stored value and the one being written, in SQL both engines read alike. */
function larger<T>(stored: string, written: string) {
    return sql<T>`case when ${sql.ref(written)} > ${sql.ref(stored)} then ${sql.ref(written)} else ${sql.ref(stored)} end`;
}

/**
 * Records a page view: the member has read `countRead` comments (oldest first) of the discussion.
 * One statement, safe when sent ten times at once, and monotonic (never moves either value back).
 */
export async function recordDiscussionView(db: Kysely<Database>, userID: number, discussionID: number, countRead: number, now = new Date().toISOString()): Promise<void> {
    await db
        .insertInto("discussionReads")
        .values({ userID, discussionID, dateLastViewed: now, countCommentsRead: Math.max(0, countRead) })
        .onConflict((conflict) =>
            conflict.columns(["userID", "discussionID"]).doUpdateSet({
                dateLastViewed: larger<string>("discussionReads.dateLastViewed", "excluded.dateLastViewed"),
                countCommentsRead: larger<number>("discussionReads.countCommentsRead", "excluded.countCommentsRead"),
            }),
        )
        .execute();
}

/**
 * "Mark all read": everywhere (no categories given) or in these categories. One row per member
 * (and category), whatever the number of discussions it covers; monotonic like the page views.
 */
export async function markAllRead(db: Kysely<Database>, userID: number, categoryIDs: number[] | "everywhere", now = new Date().toISOString()): Promise<void> {
    const ids = categoryIDs === "everywhere" ? [EVERYWHERE] : [...new Set(categoryIDs)];
    if (ids.length === 0) return;
    await db
        .insertInto("readWatermarks")
        .values(ids.map((categoryID) => ({ userID, categoryID, dateMarkedRead: now })))
        .onConflict((conflict) => conflict.columns(["userID", "categoryID"]).doUpdateSet({ dateMarkedRead: larger<string>("readWatermarks.dateMarkedRead", "excluded.dateMarkedRead") }))
        .execute();
}

/**
 * The member's own new comment is not news to them: called after posting it (in the posting
 * transaction, with the discussion's row as the post left it), when it is the only comment they
 * have not read, their read position moves past it.
 */
export async function markOwnCommentRead(db: Kysely<Database>, userID: number, discussion: ReadStateSource): Promise<void> {
    const { discussionID } = discussion;
    if ((await readStates(db, userID, [discussion])).get(discussionID)?.countUnread === 1) await recordDiscussionView(db, userID, discussionID, discussion.countComments);
}
