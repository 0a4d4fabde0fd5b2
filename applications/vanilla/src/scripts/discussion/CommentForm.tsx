import type { IComposerValue } from "@library/composer/composerTypes";
import { REPLY_COMPOSER } from "@library/forms/composerActions";
import { registerComposerSlice } from "@library/forms/composerSlice";
import { PostForm, type IPostExtras } from "@library/forms/PostForm";
import { bodyFormClasses as classes } from "@library/forms/bodyForm.styles";
import { t } from "@library/i18n/t";
import { useAppDispatch } from "@library/redux/hooks";
import type { IUploadConfig } from "@library/utility/uploadValidation";
import { loadCommentThunks } from "@vanilla/comments/commentActions";
import { registerCommentsSlice } from "@vanilla/comments/commentsSlice";
import { useMayComment } from "@vanilla/discussion/useMayComment";

registerComposerSlice();
registerCommentsSlice();

export interface ICommentFormProps {
    discussionID: number;
    /** The discussion's category as the server rendered it, where the permissions to comment are looked up after a Close, reopen or Move. */
    categoryID: number;
    /** The viewer is signed in. */
    signedIn: boolean;
    /** comments.add here (discussions.close when the discussion is closed), decided by the server for `categoryID` and `closed`. */
    canComment: boolean;
    /** As the server rendered it. */
    closed: boolean;
    signInUrl: string;
    /** Where the form posts without JavaScript (POST /discussion/{id}/comment). */
    action?: string;
    /** After a plain form post that failed: the text sent and the server's message. */
    initialText?: string;
    error?: string | null;
    /** The plain form post's key (a form sent twice makes one comment). */
    idempotencyKey?: string;
    /** The site's upload limits (shell §5); absent: no uploads. */
    uploads?: IUploadConfig;
}

/** Where the reply form's draft is kept on the device until the server gives it an ID. */
export function commentDraftPath(discussionID: number): string {
    return `/discussion/${discussionID}#create-comment`;
}

/**
 * The reply form at the end of a discussion (an island): the composer, with the draft kept on
 * the device and synced to the server until posted (PostForm). A Quote (a composer insertion
 * from another island, commentThunks.quotePost) lands at the end of what is typed and focuses it.
 *
 * It follows a Close, reopen or Move made on the page (the options menu) at once (useMayComment):
 * the server decided for the state it rendered; for another, the same rule (canCommentOnDiscussion)
 * on the same permissions. So a member who closed their own discussion gets "This discussion is
 * closed.", a moderator with discussions.close keeps the form, and a reopen brings it back; a
 * moderator who moved it into a category where they may not comment gets "You don't have
 * permission to comment here.", and a move back brings the form back.
 */
export function CommentForm({ discussionID, categoryID, signedIn, canComment: renderedCanComment, closed: renderedClosed, signInUrl, action, initialText, error, idempotencyKey, uploads }: ICommentFormProps) {
    const dispatch = useAppDispatch();
    const { closed, canComment } = useMayComment(discussionID, { categoryID, closed: renderedClosed, canComment: renderedCanComment });
    // Refused: the reason instead of the form, and any text a plain form post sent, to copy elsewhere.
    const keptText = initialText?.trim() ? (
        <textarea className={classes.textarea} readOnly aria-label={t("Your text (not posted)")} defaultValue={initialText} />
    ) : null;
    if (!signedIn) {
        return (
            <div id="create-comment">
                <p className={classes.notice}>
                    <a href={signInUrl}>{t("Sign in to comment.")}</a>
                </p>
                {keptText}
            </div>
        );
    }
    if (!canComment) {
        return (
            <div id="create-comment">
                <p className={classes.notice}>{closed ? t("This discussion is closed.") : t("You don't have permission to comment here.")}</p>
                {keptText}
            </div>
        );
    }
    const send = async (value: IComposerValue, { draftID, idempotencyKey: key }: IPostExtras) => {
        const { postComment } = await loadCommentThunks();
        const { url } = await dispatch(postComment({ discussionID, body: value.body, format: value.format, draftID, idempotencyKey: key }));
        return url;
    };
    return (
        <PostForm
            id="create-comment"
            label={t("Leave a comment")}
            bodyLabel={t("Body")}
            submitLabel={t("Post Comment")}
            draft={{ scope: { recordType: "comment", parentRecordType: "discussion", parentRecordID: discussionID }, pathKey: commentDraftPath(discussionID) }}
            send={send}
            action={action}
            initialValue={initialText ? { body: initialText, format: "markdown" } : undefined}
            initialError={error}
            idempotencyKey={idempotencyKey}
            composerName={REPLY_COMPOSER}
            uploads={uploads}
            savedDraftToastHref="#create-comment"
        />
    );
}
