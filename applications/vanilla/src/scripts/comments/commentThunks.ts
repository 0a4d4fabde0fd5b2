/**
 * The comment work of the discussion page (content §5, §6): posting, editing, deleting and
 * quoting. Each call is a typescript-fsa async action recorded by the comments slice.
 */
import type { BodyFormat } from "@library/composer/composerTypes";
import { apiv2 } from "@library/api/apiv2";
import { toApiError } from "@library/api/apiErrors";
import { insertIntoComposer, REPLY_COMPOSER } from "@library/forms/composerActions";
import { t } from "@library/i18n/t";
import { bindAsyncThunk, type AppThunk } from "@library/redux/asyncThunk";
import { addToast } from "@library/toasts/toastsSlice";
import { DELETE_COMMENT_FAILED_MESSAGE, deleteCommentAction, getCommentSourceAction, getQuoteAction, patchCommentAction, postCommentAction, type IQuoteParams, type IQuoteSource } from "@vanilla/comments/commentActions";
import type { IComment } from "@vanilla/discussion/commentTypes";
import { quoteMarkdown } from "@vanilla/discussion/quote";

export const postComment = bindAsyncThunk(postCommentAction, async ({ idempotencyKey, draftID, ...comment }) => {
    const headers = idempotencyKey ? { "Idempotency-Key": idempotencyKey } : undefined;
    return (await apiv2.post<IComment>("comments", { ...comment, ...(draftID ? { draftID } : {}) }, { headers })).data;
});

export const fetchCommentSource = bindAsyncThunk(getCommentSourceAction, async ({ commentID }) => {
    const { data } = await apiv2.get<{ body: string; format: BodyFormat }>(`comments/${commentID}/edit`);
    return { body: data.body, format: data.format };
});

export const patchComment = bindAsyncThunk(patchCommentAction, async ({ commentID, body, format }) => {
    return (await apiv2.patch<IComment>(`comments/${commentID}`, { body, format })).data;
});

export const deleteComment = bindAsyncThunk(deleteCommentAction, async ({ commentID }) => {
    await apiv2.delete(`comments/${commentID}`);
});

export const fetchQuote = bindAsyncThunk(getQuoteAction, async ({ recordType, recordID }) => {
    return (await apiv2.get<IQuoteSource>(`${recordType}s/${recordID}/quote`)).data;
});

/**
 * Deletes a comment; a failure shows a toast with the server's reason that stays until
 * dismissed (the reader must see why). Resolves true when deleted; never rejects.
 */
export function deleteCommentWithToast(commentID: number): AppThunk<boolean> {
    return async (dispatch, getState) => {
        try {
            await deleteComment({ commentID })(dispatch, getState);
            return true;
        } catch (error) {
            const { message } = toApiError(error);
            const body = message ? `${t(DELETE_COMMENT_FAILED_MESSAGE)} ${message}` : t(DELETE_COMMENT_FAILED_MESSAGE);
            dispatch(addToast({ toastID: `comment-delete-failed-${commentID}`, body, persistent: true, dismissible: true }));
            return false;
        }
    };
}

/**
 * Quote (content §2, §6): fetches the post's source and hands a Markdown quote of it to the
 * page's reply form through the composer slice. A failure shows a dismissible toast. Never rejects.
 */
export function quotePost(params: IQuoteParams): AppThunk<void> {
    return async (dispatch, getState) => {
        try {
            const source = await fetchQuote(params)(dispatch, getState);
            dispatch(insertIntoComposer({ composer: REPLY_COMPOSER, text: quoteMarkdown(source.insertUser?.name ?? t("Unknown User"), source.bodyRaw, source.url) }));
        } catch (error) {
            dispatch(addToast({ body: toApiError(error).message, dismissible: true }));
        }
    };
}
