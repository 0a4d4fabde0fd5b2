/**
 * Content §4 "Reply form", replies to a comment: the Reply button under a comment opens a
 * composer right below it (a PostForm posting POST /api/v2/comments with parentCommentID), its
 * text a reply draft (scope commentParentID + commentPath). Cancel closes it and gives focus back
 * to Reply.
 *
 * While the discussion's reply form (#create-comment) holds unposted text, Reply first asks the
 * 'Discard Draft' confirmation (content §8): Discard asks that form, through the composer slice,
 * to remove its draft (device and server) and opens the reply; Cancel changes nothing.
 *
 * A reply draft's link (/discussion/comment/{id}?hasDraft=true#Comment_{id}, draftLinks.ts)
 * opens the page with this comment's composer open, where useDraftSync restores the draft.
 */
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Button } from "@library/components/Button";
import type { IComposerValue } from "@library/composer/composerTypes";
import { DiscardDraftModal } from "@library/drafts/DiscardDraftModal";
import { pageHasDraft } from "@library/drafts/draftLinks";
import { whenPageReady } from "@library/boot/bootPageIds";
import { discardComposerDraft, REPLY_COMPOSER } from "@library/forms/composerActions";
import { registerComposerSlice, selectComposerHasDraft } from "@library/forms/composerSlice";
import { PostForm, type IPostExtras } from "@library/forms/PostForm";
import { t, tf } from "@library/i18n/t";
import { useAppDispatch, useAppSelector } from "@library/redux/hooks";
import type { IUploadConfig } from "@library/utility/uploadValidation";
import { loadCommentThunks } from "@vanilla/comments/commentActions";

registerComposerSlice();

export interface IReplyToCommentProps {
    discussionID: number;
    commentID: number;
    /** The comment's author, named in the composer's label. */
    authorName: string;
    /** The site's upload limits (shell §5); absent: no uploads. */
    uploads?: IUploadConfig;
}

/**
 * Vanilla keeps a reply draft's place as the path of its ancestors' IDs; replies here are one
 * level deep (a reply answers one comment), so the path is that comment alone: "/{commentID}".
 */
export function replyCommentPath(commentID: number): string {
    return `/${commentID}`;
}

/** Where a reply's draft is kept on the device until the server gives it an ID. */
export function replyDraftPath(discussionID: number, commentID: number): string {
    return `/discussion/${discussionID}#Comment_${commentID}/reply`;
}

/** True when the page was opened from this comment's reply-draft link. */
function openedFromDraftLink(commentID: number): boolean {
    return window.location.hash === `#Comment_${commentID}` && pageHasDraft();
}

/**
 * The Reply button (for the row of post actions) and what it opens (the confirmation, then the
 * composer, placed under that row): two pieces, one state. `null`: no Reply (a guest, no
 * comments.add, or the post is the discussion).
 */
export function useReplyToComment(options: IReplyToCommentProps | null): { button: ReactNode; composer: ReactNode; composing: boolean } {
    const { discussionID = 0, commentID = 0, authorName = "", uploads } = options ?? {};
    const dispatch = useAppDispatch();
    const topLevelHasDraft = useAppSelector((state) => selectComposerHasDraft(state, REPLY_COMPOSER));
    const [open, setOpen] = useState(false);
    const allowed = options !== null;
    // Once the page has hydrated (the server cannot see the address's hash), a reply-draft link
    // opens the composer: not while other parts still hydrate, where its editor's first render
    // could be interrupted and thrown away.
    useEffect(() => {
        if (allowed && openedFromDraftLink(commentID)) return whenPageReady(() => setOpen(true));
    }, [allowed, commentID]);
    const [confirming, setConfirming] = useState(false);
    const buttonRef = useRef<HTMLButtonElement>(null);

    const startReply = () => {
        if (topLevelHasDraft) setConfirming(true);
        else setOpen(true);
    };

    const discardAndReply = () => {
        dispatch(discardComposerDraft({ composer: REPLY_COMPOSER }));
        setConfirming(false);
        setOpen(true);
    };

    const close = () => {
        setOpen(false);
        buttonRef.current?.focus();
    };

    const send = async (value: IComposerValue, { draftID, idempotencyKey }: IPostExtras) => {
        const { postComment } = await loadCommentThunks();
        const { url } = await dispatch(postComment({ discussionID, parentCommentID: commentID, body: value.body, format: value.format, draftID, idempotencyKey }));
        return url;
    };

    const button = (
        // Stays while the composer is open, so Cancel has somewhere to give focus back to.
        <Button buttonType="text" ref={buttonRef} onClick={open ? undefined : startReply} aria-expanded={open}>
            {t("Reply")}
        </Button>
    );
    const composer = (
        <>
            {confirming && <DiscardDraftModal isVisible onDiscard={discardAndReply} onCancel={() => setConfirming(false)} />}
            {open && (
                <PostForm
                    label={tf("Reply to {name}", { name: authorName })}
                    submitLabel={t("Post Reply")}
                    draft={{
                        scope: { recordType: "comment", parentRecordType: "discussion", parentRecordID: discussionID, commentParentID: commentID, commentPath: replyCommentPath(commentID) },
                        pathKey: replyDraftPath(discussionID, commentID),
                    }}
                    send={send}
                    uploads={uploads}
                    focusOnMount
                    onCancel={close}
                />
            )}
        </>
    );
    // Not allowed to reply (or not a comment): nothing, the hooks above having run all the same.
    if (!options) return { button: null, composer: null, composing: false };
    return { button, composer, composing: open };
}
