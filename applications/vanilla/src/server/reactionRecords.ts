/**
 * The records reactions attach to (content §7 "/{recordType}s/{recordID}/reactions"): how to
 * load each one for the viewer, so the reaction routes are written once for every record type.
 * Each loader answers 404 for a missing record and 403 for one the viewer may not see.
 */
import type { FastifyRequest } from "fastify";
import { t } from "@library/i18n/t";
import { HttpError } from "@server/http/httpErrors";
import type { ReactionRecordType } from "@vanilla/reactions/reactionTypes";
import { discussionUrl, getViewableDiscussionRow } from "./discussionsModel";

/** What the reaction routes need to know of a record: where it lives and who wrote it. */
export interface IReactionTarget {
    recordType: ReactionRecordType;
    recordID: number;
    /** The category whose permissions apply (content §6 comments.add). */
    categoryID: number;
    /** A comment takes its discussion's closed flag: a closed discussion freezes its comments too. */
    closed: boolean;
    insertUserID: number;
    /** For the author's notification: the discussion's name, for a comment the name of its discussion. */
    name: string;
    url: string;
}

export type ReactionTargetLoader = (request: FastifyRequest, recordID: number) => Promise<IReactionTarget>;

async function loadDiscussionTarget(request: FastifyRequest, discussionID: number): Promise<IReactionTarget> {
    const discussion = await getViewableDiscussionRow(request, discussionID);
    return {
        recordType: "discussion",
        recordID: discussion.discussionID,
        categoryID: discussion.categoryID,
        closed: discussion.closed === 1,
        insertUserID: discussion.insertUserID,
        name: discussion.name,
        url: discussionUrl(discussion),
    };
}

async function loadCommentTarget(request: FastifyRequest, commentID: number): Promise<IReactionTarget> {
    const row = await request.server.hearth.db
        .selectFrom("comments")
        .select(["commentID", "discussionID", "insertUserID", "dateDeleted"])
        .where("commentID", "=", commentID)
        .executeTakeFirst();
    // A deleted comment is a tombstone: nothing left to react to.
    if (!row || row.dateDeleted) throw new HttpError(404, t("Comment not found."));
    const discussion = await getViewableDiscussionRow(request, row.discussionID);
    return {
        recordType: "comment",
        recordID: row.commentID,
        categoryID: discussion.categoryID,
        closed: discussion.closed === 1,
        insertUserID: row.insertUserID,
        name: discussion.name,
        url: `/discussion/comment/${row.commentID}#Comment_${row.commentID}`,
    };
}

export const REACTION_TARGET_LOADERS: Record<ReactionRecordType, ReactionTargetLoader> = {
    discussion: loadDiscussionTarget,
    comment: loadCommentTarget,
};
