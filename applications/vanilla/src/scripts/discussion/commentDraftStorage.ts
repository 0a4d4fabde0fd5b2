/**
 * The reply form's text, kept on the device until it is posted, so a reload, a crash or a
 * failed request never loses what a member typed. Storage may be unavailable (private mode,
 * quota): then the form simply works without it.
 */
import { logWarning } from "@library/utility/logger";

export function commentDraftKey(discussionID: number): string {
    return `hearth:commentDraft:${discussionID}`;
}

export function readCommentDraft(discussionID: number): string {
    try {
        return window.localStorage.getItem(commentDraftKey(discussionID)) ?? "";
    } catch {
        return "";
    }
}

export function writeCommentDraft(discussionID: number, body: string): void {
    try {
        if (body.trim()) window.localStorage.setItem(commentDraftKey(discussionID), body);
        else window.localStorage.removeItem(commentDraftKey(discussionID));
    } catch (error) {
        logWarning("Could not keep the comment draft on this device.", error);
    }
}
