/**
 * The preloaded reactions of a page of comments: one receive action per shown comment, so each
 * comment's reaction bar island hydrates from the store without asking the API.
 */
import type { FastifyRequest } from "fastify";
import type { IComment } from "@vanilla/discussion/commentTypes";
import { receiveReactionsAction } from "@vanilla/reactions/reactionActions";
import { viewerReactionCounts } from "./reactionsModel";

export async function commentReactionActions(request: FastifyRequest, comments: IComment[]): Promise<Array<ReturnType<typeof receiveReactionsAction>>> {
    // Tombstones have no reaction bar.
    const shown = comments.filter((comment) => comment.displayMode !== "tombstone");
    const counts = await viewerReactionCounts(request, "comment", shown.map((comment) => comment.commentID));
    return shown.map((comment) =>
        receiveReactionsAction({ recordType: "comment", recordID: comment.commentID, reactions: counts.get(comment.commentID) ?? [], score: comment.score }),
    );
}
