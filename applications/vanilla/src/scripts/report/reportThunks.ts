/** A member's report of a post (issue 14 item 7, POST /api/v2/reports): the call, as a typescript-fsa thunk. */
import type { IApiError } from "@library/api/apiErrors";
import { apiv2 } from "@library/api/apiv2";
import { actionCreatorFactory, bindAsyncThunk } from "@library/redux/asyncThunk";

const createAction = actionCreatorFactory("@@report");

export interface IReportPostParams {
    recordType: "discussion" | "comment";
    recordID: number;
    /** REPORT_REASONS ids (library moderation/reportReasons.ts): the server accepts 1 to 4 of them. */
    reportReasonIDs: string[];
    noteBody: string;
}

export const reportPostAction = createAction.async<IReportPostParams, { reportID: number }, IApiError>("REPORT_POST");

/**
 * Files the report. The server keeps one report per member and post: sending again replaces the
 * member's earlier reasons and note and reopens it in the queue (moderationRecords.fileReport).
 */
export const reportPost = bindAsyncThunk(reportPostAction, async (params) => {
    const { data } = await apiv2.post<{ reportID: number }>("reports", params);
    return { reportID: data.reportID };
});
