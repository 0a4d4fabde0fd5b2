/**
 * The preloaded reactions of a discussion page: its comments' counts (and the viewer's own), so
 * each reaction bar island hydrates from the store without asking the API.
 */
import type { FastifyRequest } from "fastify";
import type { IComment } from "@vanilla/discussion/commentTypes";
import type { IRecordReactionsPayload } from "@vanilla/reactions/reactionActions";
import { viewerReactionCounts } from "./reactionsModel";

export async function commentReactions(request: FastifyRequest, comments: IComment[]): Promise<IRecordReactionsPayload[]> {
    // Tombstones have no reaction bar.
    const shown = comments.filter((comment) => comment.displayMode !== "tombstone");
    const counts = await viewerReactionCounts(request, "comment", shown.map((comment) => comment.commentID));
    return shown.map((comment) => ({ recordType: "comment", recordID: comment.commentID, reactions: counts.get(comment.commentID) ?? [], score: comment.score }));
}
