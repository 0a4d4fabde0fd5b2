/**
 * The comments slice's typescript-fsa action creators. The thunks that call the API live in
 * commentThunks.ts, loaded when a form or button first needs them, so the discussion page's
 * first load does not carry the API client.
 */
import type { BodyFormat } from "@library/composer/composerTypes";
import { loadFeature } from "@library/lazy/loadFeature";
import type { IApiError } from "@library/api/apiErrors";
import { actionCreatorFactory } from "@library/redux/asyncThunk";
import type { IComment } from "@vanilla/discussion/commentTypes";

const createAction = actionCreatorFactory("@@comments");

/** POST /comments {discussionID, body, format: "markdown"}; the answer is the new comment. */
/** `idempotencyKey`: the same key for a resent comment (its answer lost) answers the first one (server idempotency.ts). */
export interface IPostCommentParams {
    discussionID: number;
    body: string;
    format: BodyFormat;
    /** A reply to this comment. */
    parentCommentID?: number;
    /** The member's draft of it: the server deletes it with the post. */
    draftID?: number | null;
    idempotencyKey?: string;
}

export const postCommentAction = createAction.async<IPostCommentParams, IComment, IApiError>("POST_COMMENT");

/** GET /comments/{id}/edit: the stored source and its format (the server also checks the edit window). */
export const getCommentSourceAction = createAction.async<{ commentID: number }, { body: string; format: BodyFormat }, IApiError>("GET_SOURCE");

/** PATCH /comments/{id} {body, format}. */
export const patchCommentAction = createAction.async<{ commentID: number; body: string; format: BodyFormat }, IComment, IApiError>("PATCH_COMMENT");

/** DELETE /comments/{id} (204): the comment becomes a tombstone. */
export const DELETE_COMMENT_FAILED_MESSAGE = "The comment could not be deleted.";

export const deleteCommentAction = createAction.async<{ commentID: number }, void, IApiError>("DELETE_COMMENT");

export interface IQuoteParams {
    recordType: "discussion" | "comment";
    recordID: number;
}

/** GET /{discussions|comments}/{id}/quote: what a Quote of the post is made of. */
export interface IQuoteSource {
    bodyRaw: string;
    insertUser: { name: string } | null;
    url: string;
}

export const getQuoteAction = createAction.async<IQuoteParams, IQuoteSource, IApiError>("GET_QUOTE");

/** The thunks bring the API client: they load when a form sends or a button is used. */
/** Loaded when a member acts on a comment; a failed load shows the spec's message with Retry (loadFeature). */
export function loadCommentThunks() {
    return loadFeature(() => import(/* webpackChunkName: "commentThunks" */ "@vanilla/comments/commentThunks"));
}
