/**
 * Client state of the discussion page's comment work: the source of each comment being edited
 * and where each post, edit and delete call stands. The comments themselves are rendered by the
 * server; after a change the page reopens at the comment, so the slice keeps no copies of them.
 */
import type { BodyFormat } from "@library/composer/composerTypes";
import { createSlice } from "@reduxjs/toolkit";
import { LoadStatus, type ILoadable } from "@library/redux/asyncThunk";
import type { IRootState } from "@library/redux/store";
import { injectSlice } from "@library/registry/reducerRegistry";
import { deleteCommentAction, getCommentSourceAction, patchCommentAction, postCommentAction } from "@vanilla/comments/commentActions";

export const COMMENTS_KEY = "comments";

export interface ICommentsState {
    /** GET /comments/{id}/edit: the Markdown source, per comment. */
    sourcesByID: Record<number, ILoadable<ICommentSource>>;
    /** PATCH /comments/{id}, per comment. */
    patchStatusesByID: Record<number, ILoadable<void>>;
    /** DELETE /comments/{id}, per comment. */
    deleteStatusesByID: Record<number, ILoadable<void>>;
    /** POST /comments, per discussion. */
    postStatusesByDiscussionID: Record<number, ILoadable<void>>;
}

/** A comment's stored source, as GET /comments/{id}/edit gives it. */
export interface ICommentSource {
    body: string;
    format: BodyFormat;
}

export const INITIAL_COMMENTS_STATE: ICommentsState = { sourcesByID: {}, patchStatusesByID: {}, deleteStatusesByID: {}, postStatusesByDiscussionID: {} };

declare module "@library/redux/rootReducer" {
    interface LazyLoadedSlices {
        comments: ICommentsState;
    }
}

type Failure = { error: { message: string; status: number } };
const failed = ({ error }: Failure): ILoadable<never> => ({ status: LoadStatus.ERROR, error: { message: error.message, status: error.status } });

export const commentsSlice = createSlice({
    name: COMMENTS_KEY,
    initialState: INITIAL_COMMENTS_STATE,
    reducers: {},
    extraReducers: (builder) => {
        builder
            // Each opening of the editor asks again: the edit window may have closed meanwhile.
            .addMatcher(getCommentSourceAction.started.match, (state, { payload }) => {
                state.sourcesByID[payload.commentID] = { status: LoadStatus.LOADING };
            })
            .addMatcher(getCommentSourceAction.done.match, (state, { payload }) => {
                state.sourcesByID[payload.params.commentID] = { status: LoadStatus.SUCCESS, data: payload.result };
            })
            .addMatcher(getCommentSourceAction.failed.match, (state, { payload }) => {
                state.sourcesByID[payload.params.commentID] = failed(payload);
            })
            .addMatcher(patchCommentAction.started.match, (state, { payload }) => {
                state.patchStatusesByID[payload.commentID] = { status: LoadStatus.LOADING };
            })
            .addMatcher(patchCommentAction.done.match, (state, { payload }) => {
                state.patchStatusesByID[payload.params.commentID] = { status: LoadStatus.SUCCESS };
                const source = state.sourcesByID[payload.params.commentID];
                if (source) source.data = { body: payload.params.body, format: payload.params.format };
            })
            .addMatcher(patchCommentAction.failed.match, (state, { payload }) => {
                state.patchStatusesByID[payload.params.commentID] = failed(payload);
            })
            .addMatcher(deleteCommentAction.started.match, (state, { payload }) => {
                state.deleteStatusesByID[payload.commentID] = { status: LoadStatus.LOADING };
            })
            .addMatcher(deleteCommentAction.done.match, (state, { payload }) => {
                state.deleteStatusesByID[payload.params.commentID] = { status: LoadStatus.SUCCESS };
            })
            .addMatcher(deleteCommentAction.failed.match, (state, { payload }) => {
                state.deleteStatusesByID[payload.params.commentID] = failed(payload);
            })
            .addMatcher(postCommentAction.started.match, (state, { payload }) => {
                state.postStatusesByDiscussionID[payload.discussionID] = { status: LoadStatus.LOADING };
            })
            .addMatcher(postCommentAction.done.match, (state, { payload }) => {
                state.postStatusesByDiscussionID[payload.params.discussionID] = { status: LoadStatus.SUCCESS };
            })
            .addMatcher(postCommentAction.failed.match, (state, { payload }) => {
                state.postStatusesByDiscussionID[payload.params.discussionID] = failed(payload);
            });
    },
});

export const commentsReducer = commentsSlice.reducer;

export function selectCommentSource(state: Partial<IRootState>, commentID: number): ILoadable<ICommentSource> | undefined {
    return state.comments?.sourcesByID[commentID];
}

export function selectCommentDeleteStatus(state: Partial<IRootState>, commentID: number): ILoadable<void> | undefined {
    return state.comments?.deleteStatusesByID[commentID];
}

/** Adds the slice to the store (a no-op the second time); the comment islands call it when their chunk loads. */
export function registerCommentsSlice(): void {
    injectSlice(commentsSlice);
}
