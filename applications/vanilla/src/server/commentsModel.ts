import type { FastifyRequest } from "fastify";
import { sql, type Kysely, type Selectable } from "kysely";
import type { Database } from "@server/db/schema";
import type { CommentsTable } from "./schema";
import { userFragment, withDeletedUsers } from "@server/users/usersModel";
import type { IUserFragment } from "@library/users/userTypes";
import { DEFAULT_COMMENT_SORT, type CommentSort, type IComment } from "@vanilla/discussion/commentTypes";
import { renderBody } from "@server/content/bodyFormat";
import { signaturesByUserID } from "./signatures";
import { nearerEndWindow } from "./pageWindow";

export const COMMENTS_PER_PAGE = 30;

type CommentRow = Selectable<CommentsTable>;

/**
 * "-experimentalTrending" (content §9 names it, nothing more): a comment's score weighed down by
 * its age, score / (hours + 2)^1.5, so a comment that gathers reactions quickly outranks an older
 * one with the same score. Computed here rather than in SQL so SQLite and PostgreSQL agree.
 */
export function trendingWeight(score: number, dateInserted: string, now: number): number {
    const hours = Math.max(0, (now - Date.parse(dateInserted)) / 3_600_000);
    return score / Math.pow(hours + 2, 1.5);
}

type OrderedSort = Exclude<CommentSort, "-experimentalTrending">;
type CommentKey = { column: "score" | "dateInserted" | "commentID"; direction: "asc" | "desc" };

/**
 * The comment sorts an index walks (listIndexMigrations.ts), ties broken so that the order is
 * total and stable between pages: oldest first for dateInserted and among equal scores.
 */
const COMMENT_ORDERS: Record<OrderedSort, CommentKey[]> = {
    dateInserted: [
        { column: "dateInserted", direction: "asc" },
        { column: "commentID", direction: "asc" },
    ],
    "-dateInserted": [
        { column: "dateInserted", direction: "desc" },
        { column: "commentID", direction: "desc" },
    ],
    "-score": [
        { column: "score", direction: "desc" },
        { column: "dateInserted", direction: "asc" },
        { column: "commentID", direction: "asc" },
    ],
};

const flip = (direction: "asc" | "desc") => (direction === "asc" ? "desc" : "asc");

/** Rows [offset, offset + limit) of `total` comments matching `where`, in `keys` order, by an index walk from the nearer end. */
interface ICommentWindow {
    offset: number;
    limit: number;
    total: number;
    score?: number;
}

/** The walk over the sort's index that reads a page's IDs (from the nearer end: `reverse`), or null past the end. */
function commentIDWalk(db: Kysely<Database>, discussionID: number, keys: CommentKey[], { offset, limit, total, score }: ICommentWindow) {
    const window = nearerEndWindow(offset, limit, total);
    if (!window) return null;
    let query = db.selectFrom("comments").select("commentID").where("discussionID", "=", discussionID);
    if (score !== undefined) query = query.where("score", "=", score);
    for (const key of keys) query = query.orderBy(key.column, window.reverse ? flip(key.direction) : key.direction);
    return { query: query.limit(window.limit).offset(window.offset), reverse: window.reverse };
}

async function commentIDsInOrder(db: Kysely<Database>, discussionID: number, keys: CommentKey[], window: ICommentWindow): Promise<number[]> {
    const walk = commentIDWalk(db, discussionID, keys, window);
    if (!walk) return [];
    const ids = (await walk.query.execute()).map((row) => row.commentID);
    return walk.reverse ? ids.reverse() : ids;
}

/** Rows in a sort's order (the order its index walk gives). */
function compareInOrder(keys: CommentKey[]) {
    return (a: CommentRow, b: CommentRow): number => {
        for (const key of keys) {
            const [x, y] = [a[key.column], b[key.column]];
            if (x !== y) return (x < y ? -1 : 1) * (key.direction === "asc" ? 1 : -1);
        }
        return 0;
    };
}

/** One part of a concatenated order: its length and how to read a slice of it. */
interface ISegment {
    length: number;
    read: (offset: number, limit: number) => Promise<number[]> | number[];
}

async function readSegments(segments: ISegment[], offset: number, limit: number): Promise<number[]> {
    const ids: number[] = [];
    for (const segment of segments) {
        if (ids.length >= limit) break;
        if (offset >= segment.length) {
            offset -= segment.length;
            continue;
        }
        ids.push(...(await segment.read(offset, Math.min(segment.length - offset, limit - ids.length))));
        offset = 0;
    }
    return ids;
}

type TrendingRow = Pick<CommentRow, "commentID" | "dateInserted" | "score">;

/**
 * "-experimentalTrending" in three parts: comments with points (by weight), those with none
 * (weight 0, newest first: the forward walk of comments_discussion_score within score 0, which
 * is most of a long thread) and those below zero. Only the scored ones are read and weighed.
 */
async function trendingSegments(db: Kysely<Database>, discussionID: number, total: number, now: number): Promise<{ positive: TrendingRow[]; zeroes: number; negative: TrendingRow[]; segments: ISegment[] }> {
    const scored = (operator: ">" | "<") =>
        db.selectFrom("comments").select(["commentID", "dateInserted", "score"]).where("discussionID", "=", discussionID).where("score", operator, 0).execute();
    const weigh = (rows: TrendingRow[]) =>
        rows
            .map((row) => ({ row, weight: trendingWeight(row.score, row.dateInserted, now) }))
            .sort((a, b) => b.weight - a.weight || b.row.dateInserted.localeCompare(a.row.dateInserted) || b.row.commentID - a.row.commentID)
            .map(({ row }) => row);
    const positive = weigh(await scored(">"));
    const negative = weigh(await scored("<"));
    const zeroes = Math.max(0, total - positive.length - negative.length);
    const newestFirst = COMMENT_ORDERS["-dateInserted"];
    const slice = (rows: TrendingRow[]) => (offset: number, limit: number) => rows.slice(offset, offset + limit).map((row) => row.commentID);
    return {
        positive,
        zeroes,
        negative,
        segments: [
            { length: positive.length, read: slice(positive) },
            { length: zeroes, read: (offset, limit) => commentIDsInOrder(db, discussionID, newestFirst, { offset, limit, total: zeroes, score: 0 }) },
            { length: negative.length, read: slice(negative) },
        ],
    };
}

/** What paging a discussion's comments needs to know of it (countComments is maintained by posting.ts and the moves). */
export interface ICommentsOf {
    discussionID: number;
    countComments: number;
    /** The discussion's post type, for add-ons' decorators (read when not given). */
    type?: string;
}

/** The IDs of a page of a discussion's comments under a sort. */
export async function commentIDsOfPage(db: Kysely<Database>, discussion: ICommentsOf, sort: CommentSort, page: number, limit: number, now = Date.now()): Promise<number[]> {
    const offset = (page - 1) * limit;
    if (sort === "-experimentalTrending") return readSegments((await trendingSegments(db, discussion.discussionID, discussion.countComments, now)).segments, offset, limit);
    return commentIDsInOrder(db, discussion.discussionID, COMMENT_ORDERS[sort] ?? COMMENT_ORDERS.dateInserted, { offset, limit, total: discussion.countComments });
}

/**
 * A comment's place (0-based) in its discussion under a sort: index range counts of the
 * entries before it (or, for the date orders, after it when that side is nearer), never a read
 * of the rows themselves.
 */
export async function positionOfComment(
    db: Kysely<Database>,
    discussion: ICommentsOf & { dateInserted: string; dateLastComment: string },
    comment: TrendingRow,
    sort: CommentSort,
    now = Date.now(),
): Promise<number> {
    const count = async (build: (query: ReturnType<typeof commentsOf>) => ReturnType<typeof commentsOf>) =>
        Number((await build(commentsOf(db, discussion.discussionID)).select((eb) => eb.fn.countAll<string | number>().as("n")).executeTakeFirstOrThrow()).n);
    const dateAndID = (operator: "<" | ">") => (query: ReturnType<typeof commentsOf>) =>
        query.where((eb) => eb(eb.refTuple("dateInserted", "commentID"), operator, eb.tuple(comment.dateInserted, comment.commentID)));
    switch (sort) {
        case "-score": {
            const higher = await count((query) => query.where("score", ">", comment.score));
            return higher + (await count((query) => dateAndID("<")(query.where("score", "=", comment.score))));
        }
        case "-experimentalTrending": {
            const { positive, zeroes, negative } = await trendingSegments(db, discussion.discussionID, discussion.countComments, now);
            if (comment.score > 0) return Math.max(0, positive.findIndex((row) => row.commentID === comment.commentID));
            if (comment.score < 0) return positive.length + zeroes + Math.max(0, negative.findIndex((row) => row.commentID === comment.commentID));
            return positive.length + (await count((query) => dateAndID(">")(query.where("score", "=", 0))));
        }
        default: {
            // Which end is nearer, judged by time: the thread runs from the discussion's start to its last comment.
            const fromStart = Date.parse(comment.dateInserted) - Date.parse(discussion.dateInserted);
            const fromEnd = Date.parse(discussion.dateLastComment) - Date.parse(comment.dateInserted);
            const oldestFirst = fromStart <= fromEnd ? await count(dateAndID("<")) : discussion.countComments - 1 - (await count(dateAndID(">")));
            return sort === "-dateInserted" ? discussion.countComments - 1 - oldestFirst : oldestFirst;
        }
    }
}

function commentsOf(db: Kysely<Database>, discussionID: number) {
    return db.selectFrom("comments").where("discussionID", "=", discussionID);
}

/** The page (1-based) holding a comment under a sort. */
export async function pageOfComment(
    db: Kysely<Database>,
    discussion: ICommentsOf & { dateInserted: string; dateLastComment: string },
    comment: TrendingRow,
    sort: CommentSort,
    limit = COMMENTS_PER_PAGE,
): Promise<number> {
    return Math.floor(Math.max(0, await positionOfComment(db, discussion, comment, sort)) / limit) + 1;
}

export interface ICommentOutputOptions {
    /** Attach the authors' rendered signatures (signatures.enabled). */
    signatures?: boolean;
}

/**
 * Vanilla's Comment from a row: the body rendered to sanitised HTML, the source left out.
 *
 * Tombstones (content §3 "Comment display modes"): a comment deleted by a moderator
 * (DELETE /comments/{id} sets dateDeleted) keeps its place in the thread, so page numbers and
 * links to later comments stay right, but only as "This comment has been deleted.": its body
 * and signature are never sent.
 */
export async function toApiComments(db: Kysely<Database>, rows: CommentRow[], categoryID: number, options: ICommentOutputOptions = {}): Promise<IComment[]> {
    const { users, parentAuthor } = await commentAuthors(db, rows);
    const signatures = options.signatures ? await signaturesByUserID(db, rows.filter((row) => !row.dateDeleted).map((row) => row.insertUserID)) : new Map<number, string>();
    return rows.map((row) => ({
        commentID: row.commentID,
        discussionID: row.discussionID,
        categoryID,
        insertUserID: row.insertUserID,
        insertUser: withSignature(users.get(row.insertUserID), signatures),
        body: row.dateDeleted ? "" : renderBody(row.body, row.format),
        displayMode: row.dateDeleted ? "tombstone" : "full",
        dateInserted: row.dateInserted,
        dateUpdated: row.dateUpdated,
        score: row.score,
        url: `/discussion/comment/${row.commentID}#Comment_${row.commentID}`,
        parentCommentID: row.parentCommentID ?? null,
        ...(row.parentCommentID ? { replyTo: { commentID: row.parentCommentID, name: users.get(parentAuthor.get(row.parentCommentID) ?? 0)?.name ?? "Unknown User" } } : {}),
    }));
}

/**
 * The comments' authors, and the authors of the comments they reply to (a reply names the author
 * it answers: "In reply to …"), in one statement: the parents' read is a branch of the authors'
 * (it was a statement of its own, a round trip on PostgreSQL for every page with a reply). A
 * member deleted since is the deleted user (withDeletedUsers).
 */
async function commentAuthors(db: Kysely<Database>, rows: CommentRow[]): Promise<{ users: Map<number, IUserFragment>; parentAuthor: Map<number, number> }> {
    const users = new Map<number, IUserFragment>();
    const parentAuthor = new Map<number, number>();
    const authorIDs = [...new Set(rows.map((row) => row.insertUserID).filter((id) => id > 0))];
    if (!authorIDs.length) return { users, parentAuthor };
    const parentIDs = [...new Set(rows.flatMap((row) => (row.parentCommentID ? [row.parentCommentID] : [])))];
    const authors = db
        .selectFrom("users")
        .select(["userID", "name", "photoUrl", "dateLastActive", sql<number | null>`null`.as("repliedTo")])
        .where("userID", "in", authorIDs);
    const parents = db
        .selectFrom("comments")
        .leftJoin("users", "users.userID", "comments.insertUserID")
        .select(["comments.insertUserID as userID", "users.name", "users.photoUrl", "users.dateLastActive", sql<number | null>`${sql.ref("comments.commentID")}`.as("repliedTo")])
        .where("comments.commentID", "in", parentIDs);
    for (const row of await (parentIDs.length ? parents.unionAll(authors) : authors).execute()) {
        if (row.repliedTo !== null) parentAuthor.set(row.repliedTo, row.userID);
        if (row.name !== null && row.photoUrl !== null) users.set(row.userID, userFragment({ ...row, name: row.name, photoUrl: row.photoUrl }));
    }
    return { users: withDeletedUsers(users, [...authorIDs, ...parentAuthor.values()]), parentAuthor };
}

function withSignature<U extends { userID: number }>(user: U | undefined, signatures: Map<number, string>): (U & { signature?: { body: string } }) | undefined {
    const body = user && signatures.get(user.userID);
    return user && body ? { ...user, signature: { body } } : user;
}

/**
 * A page's rows in the sort's order. For the sorts an index walks, one statement: the walk that
 * reads only IDs is the subquery of the rows' read by key, and the rows are put back in order here.
 */
async function commentRowsOfPage(db: Kysely<Database>, discussion: ICommentsOf, sort: CommentSort, page: number, limit: number): Promise<CommentRow[]> {
    if (sort !== "-experimentalTrending") {
        const keys = COMMENT_ORDERS[sort] ?? COMMENT_ORDERS.dateInserted;
        const walk = commentIDWalk(db, discussion.discussionID, keys, { offset: (page - 1) * limit, limit, total: discussion.countComments });
        if (!walk) return [];
        return (await db.selectFrom("comments").selectAll().where("commentID", "in", walk.query).execute()).sort(compareInOrder(keys));
    }
    const ids = await commentIDsOfPage(db, discussion, sort, page, limit);
    if (!ids.length) return [];
    const byID = new Map((await db.selectFrom("comments").selectAll().where("commentID", "in", ids).execute()).map((row) => [row.commentID, row]));
    return ids.flatMap((id) => byID.get(id) ?? []);
}

/** A page of a discussion's comments in the given sort (the viewer's access is checked by the caller). */
export async function listComments(
    request: FastifyRequest,
    discussion: ICommentsOf & { categoryID: number },
    page: number,
    limit = COMMENTS_PER_PAGE,
    sort: CommentSort = DEFAULT_COMMENT_SORT,
    options: ICommentOutputOptions = {},
): Promise<IComment[]> {
    const { db } = request.server.hearth;
    const comments = await toApiComments(db, await commentRowsOfPage(db, discussion, sort, page, limit), discussion.categoryID, options);
    return decorateComments(request, discussion, comments);
}

/**
 * The enabled add-ons' decorations (IAddonPostDecorator): attributes, labels and buttons on each
 * comment, and the comments they mark `first` moved ahead of the others (in their own order).
 */
async function decorateComments(request: FastifyRequest, discussion: ICommentsOf, comments: IComment[]): Promise<IComment[]> {
    if (!request.server.hearth.addons.decoratesPosts("comment")) return comments;
    const type = discussion.type ?? (await request.server.hearth.db.selectFrom("discussions").select("type").where("discussionID", "=", discussion.discussionID).executeTakeFirst())?.type ?? "discussion";
    const posts = comments.filter((comment) => comment.displayMode !== "tombstone").map((comment) => ({ recordID: comment.commentID, discussionID: comment.discussionID, insertUserID: comment.insertUserID, type }));
    const decorations = await request.server.hearth.addons.decoratePosts("comment", posts, request);
    if (decorations.size === 0) return comments;
    const decorated = comments.map((comment) => {
        const decoration = decorations.get(comment.commentID);
        if (!decoration) return comment;
        return {
            ...comment,
            attributes: decoration.attributes,
            ...(decoration.labels.length ? { labels: decoration.labels } : {}),
            ...(decoration.buttons.length ? { buttons: decoration.buttons } : {}),
            ...(decoration.authorLabelHtml ? { authorLabelHtml: decoration.authorLabelHtml } : {}),
        };
    });
    const first = (comment: IComment) => decorations.get(comment.commentID)?.first === true;
    return [...decorated.filter(first), ...decorated.filter((comment) => !first(comment))];
}
