/** Split and Warn on a comment (content §2 action types; issue 14 item 8): the calls, as typescript-fsa thunks. */
import type { IApiError } from "@library/api/apiErrors";
import { apiv2 } from "@library/api/apiv2";
import { actionCreatorFactory, bindAsyncThunk } from "@library/redux/asyncThunk";

const createAction = actionCreatorFactory("@@commentModeration");

export interface ISplitParams {
    commentID: number;
    categoryID: number;
    name: string;
}

export interface IWarnParams {
    commentID: number;
    userID: number;
    reason: string;
}

export const splitCommentAction = createAction.async<ISplitParams, { discussionID: number; url: string }, IApiError>("SPLIT");
export const warnAuthorAction = createAction.async<IWarnParams, unknown, IApiError>("WARN");

/** POST /discussions/split: the comment becomes the start of a new discussion in the same category. */
export const splitComment = bindAsyncThunk(splitCommentAction, async ({ commentID, categoryID, name }) => {
    const { data } = await apiv2.post<{ discussionID: number; url: string }>("discussions/split", {
        commentIDs: [commentID],
        newPost: { name, categoryID, postType: "discussion", authorType: "System" },
    });
    return { discussionID: data.discussionID, url: data.url };
});

/** POST /warnings: the author is told in their notifications, with the moderator's reason. */
export const warnAuthor = bindAsyncThunk(warnAuthorAction, async ({ commentID, userID, reason }) =>
    (await apiv2.post<unknown>("warnings", { userID, recordType: "comment", recordID: commentID, reason })).data,
);
