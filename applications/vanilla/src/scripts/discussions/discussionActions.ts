import { apiv2, responsePaging } from "@library/api/apiv2";
import type { IApiError } from "@library/api/apiErrors";
import type { IPaging } from "@library/api/paging";
import { actionCreatorFactory, bindAsyncThunk } from "@library/redux/asyncThunk";
import type { IDiscussionListParams } from "@vanilla/discussions/discussionListQuery";
import type { IDiscussion } from "@vanilla/discussions/discussionTypes";

const createAction = actionCreatorFactory("@@discussions");

export interface IDiscussionListResult {
    discussions: IDiscussion[];
    paging: IPaging;
}

export const getDiscussionListAction = createAction.async<IDiscussionListParams, IDiscussionListResult, IApiError>("GET_LIST");

/** GET /discussions with the list's query; paging from the x-app-page-* headers. */
export const fetchDiscussionList = bindAsyncThunk(getDiscussionListAction, async (params) => {
    const response = await apiv2.get<IDiscussion[]>("discussions", { params });
    return { discussions: response.data, paging: responsePaging(response) };
});
