import { lazy, Suspense, useState } from "react";
import { toApiError } from "@library/api/apiErrors";
import { useMeta } from "@library/boot/pageMeta";
import { Button } from "@library/components/Button";
import { DropDown } from "@library/components/DropDown";
import { DropDownItem } from "@library/components/DropDownItem";
import { t } from "@library/i18n/t";
import { useAppDispatch } from "@library/redux/hooks";
import { addToast } from "@library/toasts/toastsSlice";
import { hasPermission } from "@library/users/permissions";
import { loadFeature } from "@library/lazy/loadFeature";
import { loadOnDemand } from "@library/lazy/loadOnDemand";
import { registerComposerSlice } from "@library/forms/composerSlice";
import { loadCommentThunks } from "@vanilla/comments/commentActions";
import { registerCommentsSlice } from "@vanilla/comments/commentsSlice";
import { CommentEditor } from "@vanilla/discussion/CommentEditor";
import { useReplyToComment, type IReplyToCommentProps } from "@vanilla/discussion/ReplyToComment";
import { discussionPageClasses as classes } from "@vanilla/discussion/discussionPage.styles";

// Quote hands its text to the reply form through the composer; editing and deleting are recorded in the comments slice.
registerComposerSlice();
registerCommentsSlice();


export interface IPostActionsProps {
    recordType: "discussion" | "comment";
    recordID: number;
    /** The post's own full address (the server knows the host the visitor used), the one Share gives out. */
    url: string;
    /** comments.add here (discussions.close on a closed discussion), decided by the server. */
    canQuote: boolean;
    /** Comments only: the edit window rule (editWindow.ts) allowed it when the page was made. */
    canEdit?: boolean;
    /** Comments only: community.moderate or comments.delete here (commentPermissions.ts). */
    canDelete?: boolean;
    /**
     * Comments only, for members who may comment here (the reply form's rule, decided by the
     * server): the Reply button and its composer (ReplyToComment.tsx).
     */
    reply?: Omit<IReplyToCommentProps, "commentID">;
}

/** The confirmation and the request load when someone presses Delete. */
const DeleteCommentModal = lazy(() => loadFeature(() => import(/* webpackChunkName: "DeleteCommentModal" */ "@vanilla/discussion/DeleteCommentModal")));

export const LINK_COPIED_MESSAGE = "Link copied to clipboard.";

/** The actions under a post: Quote, Share (copy link, share in a message), on comments Reply, on own comments Edit, for moderators Delete. */
export function PostActions({ recordType, recordID, url, canQuote, canEdit = false, canDelete = false, reply }: IPostActionsProps) {
    const { button: replyButton, composer: replyComposer } = useReplyToComment(recordType === "comment" && reply ? { ...reply, commentID: recordID } : null);
    const dispatch = useAppDispatch();
    const { permissions } = useMeta();
    const [editing, setEditing] = useState(false);
    const [quoting, setQuoting] = useState(false);
    const [confirmingDelete, setConfirmingDelete] = useState(false);

    const quote = async () => {
        setQuoting(true);
        try {
            const { quotePost } = await loadCommentThunks();
            // The quote reaches the reply form (another island) through the composer slice; a failure is a toast.
            await dispatch(quotePost({ recordType, recordID }));
        } catch (error) {
            // The actions' chunk did not load (the thunk itself never rejects).
            dispatch(addToast({ body: toApiError(error).message, dismissible: true }));
        } finally {
            setQuoting(false);
        }
    };

    const copyLink = async () => {
        try {
            await navigator.clipboard.writeText(url);
            dispatch(addToast({ body: t(LINK_COPIED_MESSAGE), autoDismiss: true }));
        } catch {
            // Clipboard access refused (permissions, insecure page): say so rather than fail silently.
            dispatch(addToast({ body: t("The link could not be copied."), dismissible: true }));
        }
    };

    return (
        <div className={classes.actions} data-editing={editing ? "true" : undefined}>
            <div className={classes.actionButtons}>
                {canQuote && (
                    <Button buttonType="text" onClick={quote} disabled={quoting} aria-busy={quoting}>
                        {t("Quote")}
                    </Button>
                )}
                {replyButton}
                <DropDown buttonContent={t("Share")} buttonType="text">
                    <DropDownItem onClick={copyLink}>{t("Copy Link")}</DropDownItem>
                    {hasPermission(permissions, "conversations.add") && (
                        <DropDownItem href={`/messages/add?content=${encodeURIComponent(url)}`}>{t("Share in a message")}</DropDownItem>
                    )}
                </DropDown>
                {recordType === "comment" && canEdit && !editing && (
                    <Button buttonType="text" onClick={() => setEditing(true)}>
                        {t("Edit")}
                    </Button>
                )}
                {recordType === "comment" && canDelete && (
                    <Button buttonType="text" onClick={() => setConfirmingDelete(true)} onPointerEnter={() => void loadOnDemand(() => import(/* webpackChunkName: "DeleteCommentModal" */ "@vanilla/discussion/DeleteCommentModal")).catch(() => undefined)}>
                        {t("Delete")}
                    </Button>
                )}
            </div>
            {replyComposer}
            {editing && <CommentEditor commentID={recordID} onCancel={() => setEditing(false)} />}
            {confirmingDelete && (
                <Suspense fallback={null}>
                    <DeleteCommentModal commentID={recordID} commentUrl={url} onClose={() => setConfirmingDelete(false)} />
                </Suspense>
            )}
        </div>
    );
}
