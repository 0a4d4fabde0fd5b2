import { apiv2, responsePaging } from "@library/api/apiv2";
import { bindAsyncThunk } from "@library/redux/asyncThunk";
import { getDiscussionListAction } from "@vanilla/discussions/discussionActions";
import type { IDiscussion } from "@vanilla/discussions/discussionTypes";

/** GET /discussions with the list's query; paging from the x-app-page-* headers. */
export const fetchDiscussionList = bindAsyncThunk(getDiscussionListAction, async (params) => {
    const response = await apiv2.get<IDiscussion[]>("discussions", { params });
    return { discussions: response.data, paging: responsePaging(response) };
});
