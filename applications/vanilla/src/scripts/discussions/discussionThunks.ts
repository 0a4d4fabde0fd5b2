import { apiv2, responsePaging } from "@library/api/apiv2";
import { t } from "@library/i18n/t";
import { bindAsyncThunk, type AppThunk } from "@library/redux/asyncThunk";
import { addToast } from "@library/toasts/toastsSlice";
import { bookmarkDiscussionAction, getDiscussionListAction, type IBookmarkParams, type IBookmarkResult } from "@vanilla/discussions/discussionActions";
import type { IDiscussion } from "@vanilla/discussions/discussionTypes";

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
