/**
 * Read tracking on the discussion page: where opening a discussion lands, which comment the
 * "New" line stands above, and the one write a page view makes (readMarksModel.ts).
 *
 * Positions count comments oldest first (the default sort). A discussion's `countUnread` is
 * measured against that order, so its first unread comment is at position
 * countComments - countUnread.
 */
import type { FastifyRequest } from "fastify";
import type { IComment, CommentSort } from "@vanilla/discussion/commentTypes";
import { DEFAULT_COMMENT_SORT } from "@vanilla/discussion/commentTypes";
import type { IDiscussion } from "@vanilla/discussions/discussionTypes";
import type { IUnreadJumpProps } from "@vanilla/unread/UnreadJump";
import { getViewer } from "@server/http/viewer";
import { commentIDsOfPage } from "../commentsModel";
import { recordDiscussionView } from "./readMarksModel";

type ReadFields = Pick<IDiscussion, "discussionID" | "countComments" | "countUnread" | "dateLastViewed">;

/** How many comments the member had read before this view (0-based position of the first unread). */
const countReadOf = (discussion: ReadFields) => discussion.countComments - discussion.countUnread;

/** Seen before, with comments since: the only case with a "first unread comment" to go to. */
const hasUnreadComments = (discussion: ReadFields) => discussion.dateLastViewed !== null && discussion.countUnread > 0;

/**
 * `/discussion/{id}/{slug}` with no page named: the page holding the member's first unread
 * comment, with its anchor (a 302 target), or null to show the first page as before. An explicit
 * page (`/p2`), another sort, a guest, a new discussion, one read to the end, or one whose
 * first comment is the first unread (it follows the post on the first page) stay where asked.
 */
export async function firstUnreadRedirect(
    request: FastifyRequest,
    discussion: ReadFields,
    where: { pageNamed: boolean; sort: CommentSort; pageBase: string; search: string; limit: number },
): Promise<string | null> {
    if (where.pageNamed || where.sort !== DEFAULT_COMMENT_SORT || !hasUnreadComments(discussion)) return null;
    const position = countReadOf(discussion);
    // Unread from the first comment on: the first page as asked, where it follows the post (with the New line).
    if (position === 0) return null;
    const page = Math.floor(position / where.limit) + 1;
    const ids = await commentIDsOfPage(request.server.hearth.db, discussion, DEFAULT_COMMENT_SORT, page, where.limit);
    const commentID = ids[position % where.limit];
    // Always with the page in the address: the same address without it would come back here.
    return `${where.pageBase}/p${page}${where.search}${commentID ? `#Comment_${commentID}` : ""}`;
}

/** The first unread comment when this page (in the default sort) shows it, for the "New" line and the jump. */
export function firstUnreadOnPage(discussion: ReadFields, page: number, limit: number, sort: CommentSort, comments: IComment[]): IUnreadJumpProps | null {
    if (sort !== DEFAULT_COMMENT_SORT || !hasUnreadComments(discussion)) return null;
    const index = countReadOf(discussion) - (page - 1) * limit;
    const comment = index >= 0 ? comments[index] : undefined;
    return comment ? { commentID: comment.commentID, countUnread: discussion.countUnread } : null;
}

/**
 * The page view's one write, for a member: read up to the last comment this page showed (in the
 * default sort; in another sort only a page holding every comment counts), never less than before.
 */
export async function recordPageView(request: FastifyRequest, discussion: ReadFields, page: number, limit: number, sort: CommentSort, comments: IComment[]): Promise<void> {
    const { user } = await getViewer(request);
    if (!user.userID) return;
    const shown = sort === DEFAULT_COMMENT_SORT ? (page - 1) * limit + comments.length : comments.length >= discussion.countComments ? discussion.countComments : 0;
    await recordDiscussionView(request.server.hearth.db, user.userID, discussion.discussionID, Math.max(shown, countReadOf(discussion)));
}
