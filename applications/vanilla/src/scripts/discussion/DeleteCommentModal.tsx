/**
 * The confirmation before a comment is deleted (DELETE /api/v2/comments/{id}). Loaded only when
 * someone presses Delete, so the Modal and the API client stay out of the page's first load.
 */
import { useState } from "react";
import { toApiError } from "@library/api/apiErrors";
import { Button } from "@library/components/Button";
import { Modal } from "@library/components/Modal";
import { bodyFormNavigator } from "@library/forms/BodyForm";
import { t } from "@library/i18n/t";
import { useAppDispatch } from "@library/redux/hooks";
import { addToast } from "@library/toasts/toastsSlice";
import { discussionOptionsClasses as classes } from "@vanilla/discussion/discussionOptions.styles";
import { loadFeature } from "@library/lazy/loadFeature";

export const DELETE_COMMENT_CONFIRM_MESSAGE = "Are you sure you want to delete this comment?";
export const DELETE_COMMENT_FAILED_MESSAGE = "The comment could not be deleted.";

interface IProps {
    commentID: number;
    /** /discussion/comment/{id}: opens the page holding the comment, scrolled to it. */
    commentUrl: string;
    onClose: () => void;
}

export default function DeleteCommentModal({ commentID, commentUrl, onClose }: IProps) {
    const dispatch = useAppDispatch();
    const [deleting, setDeleting] = useState(false);

    const confirm = async () => {
        setDeleting(true);
        try {
            const { apiv2 } = await loadFeature(() => import(/* webpackChunkName: "apiv2" */ "@library/api/apiv2"));
            await apiv2.delete(`comments/${commentID}`);
            // The page opens again at the comment, as after an edit: its body and signature are
            // server-rendered outside this island, and the server's tombstone is the one truth.
            bodyFormNavigator.open(commentUrl);
        } catch (error) {
            const { message } = toApiError(error);
            // Stays until dismissed, like the options menu's failures: the reader must see why.
            dispatch(addToast({ toastID: `comment-delete-failed-${commentID}`, body: message ? `${t(DELETE_COMMENT_FAILED_MESSAGE)} ${message}` : t(DELETE_COMMENT_FAILED_MESSAGE), persistent: true, dismissible: true }));
            setDeleting(false);
            onClose();
        }
    };

    return (
        <Modal isVisible={true} onClose={() => !deleting && onClose()} title={t("Delete Comment")} size="small">
            <p>{t(DELETE_COMMENT_CONFIRM_MESSAGE)}</p>
            <div className={classes.confirmActions}>
                <Button onClick={onClose} disabled={deleting}>
                    {t("Cancel")}
                </Button>
                <Button buttonType="primary" onClick={confirm} disabled={deleting} aria-busy={deleting || undefined}>
                    {t("Delete")}
                </Button>
            </div>
        </Modal>
    );
}
