/**
 * The discussions slice's typescript-fsa action creators. The thunks that call the API live in
 * discussionThunks.ts, so registering the slice (which every discussion page does) does not
 * pull the API client into the page's first load.
 */
import type { BodyFormat } from "@library/composer/composerTypes";
import type { IApiError } from "@library/api/apiErrors";
import type { IPaging } from "@library/api/paging";
import { actionCreatorFactory } from "@library/redux/asyncThunk";
import type { IDiscussionListParams } from "@vanilla/discussions/discussionListQuery";
import type { IDiscussion, ITagFragment } from "@vanilla/discussions/discussionTypes";

const createAction = actionCreatorFactory("@@discussions");

export interface IDiscussionListResult {
    discussions: IDiscussion[];
    paging: IPaging;
}

export const getDiscussionListAction = createAction.async<IDiscussionListParams, IDiscussionListResult, IApiError>("GET_LIST");

export interface IBookmarkParams {
    discussionID: number;
    /** The new value: true to bookmark, false to remove the bookmark. */
    bookmarked: boolean;
}

/** PUT /discussions/{id}/bookmark answers the current value (vanilla-openapi discussions.yml). */
export interface IBookmarkResult {
    bookmarked: boolean;
}

export const bookmarkDiscussionAction = createAction.async<IBookmarkParams, IBookmarkResult, IApiError>("PUT_BOOKMARK");

/** GET /discussions/{id}: the refresh after each options-menu toggle (content §4). */
export const getDiscussionAction = createAction.async<{ discussionID: number }, IDiscussion, IApiError>("GET_DISCUSSION");

/** PATCH /discussions/{id} with the flags to change; the answer is the discussion. */
export interface IPatchDiscussionParams {
    discussionID: number;
    closed?: boolean;
    sink?: boolean;
    /** Triage (content §4). */
    resolved?: boolean;
    /** Editing (content §5 edit window): the title, the body's source and its format. */
    name?: string;
    body?: string;
    format?: string;
    /** Moving the discussion to another category (community.moderate). */
    categoryID?: number;
    /** Announce (content §3 announce: none, category, recent). */
    pinLocation?: "none" | "category" | "recent";
    /** Change Author (discussions.manage). */
    insertUserID?: number;
}

export const patchDiscussionAction = createAction.async<IPatchDiscussionParams, IDiscussion, IApiError>("PATCH_DISCUSSION");

/** POST /discussions (Vanilla's shape); the key makes a resent post answer the first one (server idempotency.ts). */
export interface IPostDiscussionParams {
    categoryID: number;
    name: string;
    body: string;
    format: BodyFormat;
    type?: string;
    pinLocation?: "none" | "category" | "recent";
    newTagNames?: string[];
    /** The member's draft of it: the server deletes it with the post. */
    draftID?: number | null;
    /** Add-ons' data for the new discussion (a poll), from the form's add-on sections. */
    attributes?: Record<string, unknown>;
    idempotencyKey: string;
}
export const postDiscussionAction = createAction.async<IPostDiscussionParams, IDiscussion, IApiError>("POST_DISCUSSION");

/** PUT /discussions/{id}/dismiss answers `{dismissed}` with the current value. */
export interface IDismissParams {
    discussionID: number;
    dismissed: boolean;
}

export const dismissDiscussionAction = createAction.async<IDismissParams, { dismissed: boolean }, IApiError>("PUT_DISMISS");

/** PATCH /discussions/{id}/bump; the answer is the discussion. */
export const bumpDiscussionAction = createAction.async<{ discussionID: number }, IDiscussion, IApiError>("PATCH_BUMP");

/** DELETE /discussions/{id} (204). */
export const deleteDiscussionAction = createAction.async<{ discussionID: number }, void, IApiError>("DELETE_DISCUSSION");

/** PUT /discussions/{id}/type {type}; the answer is the discussion (content §3 "type-change status"). */
export const putDiscussionTypeAction = createAction.async<{ discussionID: number; type: string }, IDiscussion, IApiError>("PUT_TYPE");

/** PUT /discussions/{id}/tags {tagIDs}; the answer is the discussion's tags. */
export const putDiscussionTagsAction = createAction.async<{ discussionID: number; tagIDs: number[] }, ITagFragment[], IApiError>("PUT_TAGS");
