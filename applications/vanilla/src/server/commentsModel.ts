import type { FastifyRequest } from "fastify";
import type { Kysely, Selectable } from "kysely";
import type { Database } from "@server/db/schema";
import type { CommentsTable } from "./schema";
import { userFragmentsByID } from "@server/users/usersModel";
import { DEFAULT_COMMENT_SORT, type CommentSort, type IComment } from "@vanilla/discussion/commentTypes";
import { renderBody } from "@server/content/bodyFormat";
import { signaturesByUserID } from "./signatures";

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

/**
 * The IDs of a discussion's comments in the order of a sort, ties broken so that the order is
 * stable between pages: oldest first for dateInserted and -score, newest first otherwise. Only
 * IDs, dates and scores are read, so finding the page of one comment stays cheap.
 */
export async function orderedCommentIDs(db: Kysely<Database>, discussionID: number, sort: CommentSort = DEFAULT_COMMENT_SORT, now = Date.now()): Promise<number[]> {
    const query = db.selectFrom("comments").select(["commentID", "dateInserted", "score"]).where("discussionID", "=", discussionID);
    let rows: Array<Pick<CommentRow, "commentID" | "dateInserted" | "score">>;
    switch (sort) {
        case "-dateInserted":
            rows = await query.orderBy("dateInserted", "desc").orderBy("commentID", "desc").execute();
            break;
        case "-score":
            rows = await query.orderBy("score", "desc").orderBy("dateInserted").orderBy("commentID").execute();
            break;
        case "-experimentalTrending":
            rows = (await query.execute())
                .map((row) => ({ row, weight: trendingWeight(row.score, row.dateInserted, now) }))
                .sort((a, b) => b.weight - a.weight || b.row.dateInserted.localeCompare(a.row.dateInserted) || b.row.commentID - a.row.commentID)
                .map(({ row }) => row);
            break;
        default:
            rows = await query.orderBy("dateInserted").orderBy("commentID").execute();
    }
    return rows.map((row) => row.commentID);
}

/** The page (1-based) holding a comment under a sort, or null when it is not in the discussion. */
export async function pageOfComment(db: Kysely<Database>, discussionID: number, commentID: number, sort: CommentSort, limit = COMMENTS_PER_PAGE): Promise<number | null> {
    const index = (await orderedCommentIDs(db, discussionID, sort)).indexOf(commentID);
    return index < 0 ? null : Math.floor(index / limit) + 1;
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
    // Replies name the author they answer ("In reply to …"): the parents' authors join the users fetched.
    const parentIDs = [...new Set(rows.flatMap((row) => (row.parentCommentID ? [row.parentCommentID] : [])))];
    const parents = parentIDs.length ? await db.selectFrom("comments").select(["commentID", "insertUserID"]).where("commentID", "in", parentIDs).execute() : [];
    const parentAuthor = new Map(parents.map((parent) => [parent.commentID, parent.insertUserID]));
    const users = await userFragmentsByID(db, [...rows.map((row) => row.insertUserID), ...parents.map((parent) => parent.insertUserID)]);
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

function withSignature<U extends { userID: number }>(user: U | undefined, signatures: Map<number, string>): (U & { signature?: { body: string } }) | undefined {
    const body = user && signatures.get(user.userID);
    return user && body ? { ...user, signature: { body } } : user;
}

/** A page of a discussion's comments in the given sort (the viewer's access is checked by the caller). */
export async function listComments(
    request: FastifyRequest,
    discussionID: number,
    categoryID: number,
    page: number,
    limit = COMMENTS_PER_PAGE,
    sort: CommentSort = DEFAULT_COMMENT_SORT,
    options: ICommentOutputOptions = {},
): Promise<IComment[]> {
    const { db } = request.server.hearth;
    const ids = (await orderedCommentIDs(db, discussionID, sort)).slice((page - 1) * limit, page * limit);
    if (!ids.length) return [];
    const rows = await db.selectFrom("comments").selectAll().where("commentID", "in", ids).execute();
    const byID = new Map(rows.map((row) => [row.commentID, row]));
    return toApiComments(db, ids.map((id) => byID.get(id)).filter((row): row is CommentRow => row !== undefined), categoryID, options);
}
