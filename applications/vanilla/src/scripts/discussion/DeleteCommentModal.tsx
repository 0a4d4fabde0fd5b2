/**
 * The confirmation before a comment is deleted (DELETE /api/v2/comments/{id}, commentThunks).
 * Loaded only when someone presses Delete, so the Modal and the API client stay out of the
 * page's first load.
 */
import { toApiError } from "@library/api/apiErrors";
import { Button } from "@library/components/Button";
import { Modal } from "@library/components/Modal";
import { formNavigator } from "@library/forms/formNavigator";
import { t } from "@library/i18n/t";
import { LoadStatus } from "@library/redux/asyncThunk";
import { useAppDispatch, useAppSelector } from "@library/redux/hooks";
import { addToast } from "@library/toasts/toastsSlice";
import { DELETE_COMMENT_FAILED_MESSAGE, loadCommentThunks } from "@vanilla/comments/commentActions";
import { selectCommentDeleteStatus } from "@vanilla/comments/commentsSlice";
import { discussionOptionsClasses as classes } from "@vanilla/discussion/discussionOptions.styles";

export const DELETE_COMMENT_CONFIRM_MESSAGE = "Are you sure you want to delete this comment?";

interface IProps {
    commentID: number;
    /** /discussion/comment/{id}: opens the page holding the comment, scrolled to it. */
    commentUrl: string;
    onClose: () => void;
}

export default function DeleteCommentModal({ commentID, commentUrl, onClose }: IProps) {
    const dispatch = useAppDispatch();
    const status = useAppSelector((state) => selectCommentDeleteStatus(state, commentID))?.status;
    // Still busy once deleted: the page is being opened again.
    const deleting = status === LoadStatus.LOADING || status === LoadStatus.SUCCESS;

    const confirm = async () => {
        try {
            const { deleteCommentWithToast } = await loadCommentThunks();
            if (await dispatch(deleteCommentWithToast(commentID))) {
                // The page opens again at the comment, as after an edit: its body and signature are
                // server-rendered outside this island, and the server's tombstone is the one truth.
                formNavigator.open(commentUrl);
                return;
            }
        } catch (error) {
            // The actions' chunk did not load: say so the same way as a refused delete.
            dispatch(addToast({ toastID: `comment-delete-failed-${commentID}`, body: `${t(DELETE_COMMENT_FAILED_MESSAGE)} ${toApiError(error).message}`, persistent: true, dismissible: true }));
        }
        // The failure's toast (it stays until dismissed) says why; the dialog closes.
        onClose();
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
