/**
 * Draft-available links (content §2): where a member finds a comment draft again.
 *   top-level comment draft of discussion 7 → /discussion/7?hasDraft=true#create-comment
 *   reply draft to comment 12               → /discussion/comment/12?hasDraft=true#Comment_12
 * A draft whose location cannot be known (no parent ID, or only an ID without a type) gives null
 * and is logged "Failed to create draft location link".
 */
import type { ICommentDraftMeta, IDraft } from "@library/drafts/draftTypes";
import { logError } from "@library/utility/logger";

export const HAS_DRAFT_PARAM = "hasDraft";
export const CREATE_COMMENT_ID = "create-comment";

export function discussionDraftLink(discussionID: number): string {
    return `/discussion/${discussionID}?${HAS_DRAFT_PARAM}=true#${CREATE_COMMENT_ID}`;
}

export function replyDraftLink(commentID: number): string {
    return `/discussion/comment/${commentID}?${HAS_DRAFT_PARAM}=true#Comment_${commentID}`;
}

/** The link for a comment draft, or null (logged). */
export function commentDraftLink(draft: Pick<IDraft, "draftID" | "parentRecordType" | "parentRecordID" | "attributes">): string | null {
    const meta = (draft.attributes?.draftMeta ?? {}) as ICommentDraftMeta;
    if (meta.commentPath || meta.commentParentID) {
        if (Number.isInteger(meta.commentParentID) && meta.commentParentID! > 0) return replyDraftLink(meta.commentParentID!);
    } else if (draft.parentRecordType === "discussion" && Number.isInteger(draft.parentRecordID) && draft.parentRecordID! > 0) {
        return discussionDraftLink(draft.parentRecordID!);
    }
    logError("Failed to create draft location link", { draftID: draft.draftID, parentRecordType: draft.parentRecordType, parentRecordID: draft.parentRecordID });
    return null;
}

/** True when the page was opened from a draft-available link. */
export function pageHasDraft(search: string = window.location.search): boolean {
    return new URLSearchParams(search).get(HAS_DRAFT_PARAM) === "true";
}
