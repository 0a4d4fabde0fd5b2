import { apiv2, responsePaging } from "@library/api/apiv2";
import { t } from "@library/i18n/t";
import { bindAsyncThunk, type AppThunk } from "@library/redux/asyncThunk";
import { addToast } from "@library/toasts/toastsSlice";
import { toApiError } from "@library/api/apiErrors";
import {
    bookmarkDiscussionAction,
    bumpDiscussionAction,
    deleteDiscussionAction,
    dismissDiscussionAction,
    getDiscussionAction,
    getDiscussionListAction,
    patchDiscussionAction,
    postDiscussionAction,
    putDiscussionTagsAction,
    putDiscussionTypeAction,
    type IBookmarkParams,
    type IPatchDiscussionParams,
    type IBookmarkResult,
} from "@vanilla/discussions/discussionActions";
import type { IDiscussion, ITagFragment } from "@vanilla/discussions/discussionTypes";

/** GET /discussions with the list's query; paging from the x-app-page-* headers. */
export const fetchDiscussionList = bindAsyncThunk(getDiscussionListAction, async (params) => {
    const response = await apiv2.get<IDiscussion[]>("discussions", { params });
    return { discussions: response.data, paging: responsePaging(response) };
});

export const BOOKMARK_FAILED_MESSAGE = "There was a problem bookmarking this discussion.";

/** PUT /discussions/{id}/bookmark with {bookmarked}; the answer is the current value. */
export const putBookmark = bindAsyncThunk(bookmarkDiscussionAction, async ({ discussionID, bookmarked }) => {
    const response = await apiv2.put<IBookmarkResult>(`discussions/${discussionID}/bookmark`, { bookmarked });
    return { bookmarked: response.data.bookmarked };
});

/**
 * Bookmarks or unbookmarks a discussion (content §4): the slice applies the new value at
 * `started` and reverts it at `failed`; a failure shows the dismissible toast of content §8.
 * Resolves with the value the discussion ends with; never rejects.
 */
export function bookmarkDiscussion(params: IBookmarkParams): AppThunk<boolean> {
    return async (dispatch, getState) => {
        try {
            return (await putBookmark(params)(dispatch, getState)).bookmarked;
        } catch {
            dispatch(addToast({ body: t(BOOKMARK_FAILED_MESSAGE), dismissible: true }));
            return !params.bookmarked;
        }
    };
}

/** GET /discussions/{id}. */
export const fetchDiscussion = bindAsyncThunk(getDiscussionAction, async ({ discussionID }) => {
    return (await apiv2.get<IDiscussion>(`discussions/${discussionID}`)).data;
});

/** PATCH /discussions/{id} with {closed} and/or {sink}. */
export const patchDiscussion = bindAsyncThunk(patchDiscussionAction, async ({ discussionID, ...flags }) => {
    return (await apiv2.patch<IDiscussion>(`discussions/${discussionID}`, flags)).data;
});

/** POST /discussions with an Idempotency-Key: a resent post (its answer lost) is not made twice. */
export const postDiscussion = bindAsyncThunk(postDiscussionAction, async ({ idempotencyKey, draftID, ...post }) => {
    return (await apiv2.post<IDiscussion>("discussions", { ...post, ...(draftID ? { draftID } : {}) }, { headers: { "Idempotency-Key": idempotencyKey } })).data;
});

/** PUT /discussions/{id}/dismiss with {dismissed}; the answer is the current value. */
export const putDismiss = bindAsyncThunk(dismissDiscussionAction, async ({ discussionID, dismissed }) => {
    const response = await apiv2.put<{ dismissed: boolean }>(`discussions/${discussionID}/dismiss`, { dismissed });
    return { dismissed: response.data.dismissed };
});

/** PATCH /discussions/{id}/bump, no body. */
export const patchBump = bindAsyncThunk(bumpDiscussionAction, async ({ discussionID }) => {
    return (await apiv2.patch<IDiscussion>(`discussions/${discussionID}/bump`)).data;
});

/** DELETE /discussions/{id}. */
export const deleteDiscussion = bindAsyncThunk(deleteDiscussionAction, async ({ discussionID }) => {
    await apiv2.delete(`discussions/${discussionID}`);
});

export const MESSAGE_DISMISSED = "Success. Announcement has been dismissed.";
export const MESSAGE_DISMISSAL_CANCELLED = "Success. Dismissal cancelled.";
export const MESSAGE_BUMPED = "Success! This post has been bumped.";

/** The flags of the options menu (content §4 "Moderator flags"). */
export type DiscussionFlag = "closed" | "sink" | "dismissed" | "resolved";

export interface IToggleFlagParams {
    discussionID: number;
    flag: DiscussionFlag;
    /** The value the viewer sees now: the toggle asks for its opposite. */
    current: boolean;
}

/**
 * Content §8: a failed dismiss, bump (and, the same way, close, sink or delete) shows a toast
 * that stays until dismissed, with the error's description or else its message.
 */
export function failureToast(dispatch: Parameters<AppThunk<unknown>>[0], error: unknown): void {
    const { description, message } = toApiError(error);
    dispatch(addToast({ body: t(description || message), dismissible: true, persistent: true }));
}

function successToast(dispatch: Parameters<AppThunk<unknown>>[0], message: string): void {
    dispatch(addToast({ body: t(message), dismissible: true, autoDismiss: true }));
}

/**
 * Saves one change of a discussion, then refreshes it with GET /discussions/{id} (content §4),
 * with the toasts of content §8 (the success one only when a message is given). Resolves true
 * when the change was saved; never rejects.
 */
function changeThenRefresh(discussionID: number, change: AppThunk<unknown>, successMessage?: string): AppThunk<boolean> {
    return async (dispatch, getState) => {
        try {
            await change(dispatch, getState);
        } catch (error) {
            failureToast(dispatch, error);
            return false;
        }
        if (successMessage) successToast(dispatch, successMessage);
        await refresh(discussionID)(dispatch, getState);
        return true;
    };
}

/** Flips one flag of a discussion, then refreshes it (changeThenRefresh). */
export function toggleDiscussionFlag({ discussionID, flag, current }: IToggleFlagParams): AppThunk<boolean> {
    const value = !current;
    if (flag === "dismissed") {
        return changeThenRefresh(discussionID, putDismiss({ discussionID, dismissed: value }), value ? MESSAGE_DISMISSED : MESSAGE_DISMISSAL_CANCELLED);
    }
    return changeThenRefresh(discussionID, patchDiscussion({ discussionID, [flag]: value }));
}

/** Bumps a discussion (content §4 "Bump moves a post back up"), then refreshes it. Never rejects. */
export function bumpDiscussion(discussionID: number): AppThunk<boolean> {
    return changeThenRefresh(discussionID, patchBump({ discussionID }), MESSAGE_BUMPED);
}

/** Deletes a discussion (content §4 "Delete"); a failure shows the persistent toast. Never rejects. */
export function deleteDiscussionWithToast(discussionID: number): AppThunk<boolean> {
    return async (dispatch, getState) => {
        try {
            await deleteDiscussion({ discussionID })(dispatch, getState);
            return true;
        } catch (error) {
            failureToast(dispatch, error);
            return false;
        }
    };
}

/** The refresh after a change: its failure is the fetch's own (recorded in the slice), not the change's. */
function refresh(discussionID: number): AppThunk<void> {
    return async (dispatch, getState) => {
        try {
            await fetchDiscussion({ discussionID })(dispatch, getState);
        } catch (error) {
            failureToast(dispatch, error);
        }
    };
}

/** PUT /discussions/{id}/type {type}. */
export const putDiscussionType = bindAsyncThunk(putDiscussionTypeAction, async ({ discussionID, type }) => {
    return (await apiv2.put<IDiscussion>(`discussions/${discussionID}/type`, { type })).data;
});

/** PUT /discussions/{id}/tags {tagIDs}; the answer is the tags the discussion now has. */
export const putDiscussionTags = bindAsyncThunk(putDiscussionTagsAction, async ({ discussionID, tagIDs }) => {
    return (await apiv2.put<ITagFragment[]>(`discussions/${discussionID}/tags`, { tagIDs })).data;
});

/**
 * A change from the options menu's forms (move, change type, tags): sends it, then refreshes the
 * discussion (content §4). A failure shows the persistent toast. Resolves true when saved; never rejects.
 */
export function changeDiscussion(
    change: { kind: "patch"; params: IPatchDiscussionParams } | { kind: "type"; type: string } | { kind: "tags"; tagIDs: number[] },
    discussionID: number,
): AppThunk<boolean> {
    return async (dispatch, getState) => {
        try {
            if (change.kind === "patch") await patchDiscussion({ ...change.params, discussionID })(dispatch, getState);
            else if (change.kind === "type") await putDiscussionType({ discussionID, type: change.type })(dispatch, getState);
            else await putDiscussionTags({ discussionID, tagIDs: change.tagIDs })(dispatch, getState);
        } catch (error) {
            failureToast(dispatch, error);
            return false;
        }
        await refresh(discussionID)(dispatch, getState);
        return true;
    };
}
