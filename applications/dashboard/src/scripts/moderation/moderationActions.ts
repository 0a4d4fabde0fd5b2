/** The moderation pages' typescript-fsa actions (issue 14 item 7); the calls are in moderationThunks.ts. */
import type { IApiError } from "@library/api/apiErrors";
import { actionCreatorFactory } from "@library/redux/asyncThunk";
import type { ILogEntry, IReport } from "@dashboard/moderation/moderationTypes";

const createAction = actionCreatorFactory("@@moderation");

export interface IReportParams {
    reportID: number;
}

export interface IWarnParams {
    reportID?: number;
    userID: number;
    recordType: "discussion" | "comment";
    recordID: number;
    reason: string;
}

export const dismissReportAction = createAction.async<IReportParams, void, IApiError>("DISMISS_REPORT");
export const escalateReportAction = createAction.async<IReportParams, IReport, IApiError>("ESCALATE_REPORT");
export const actOnReportAction = createAction.async<IReportParams, IReport, IApiError>("ACT_ON_REPORT");
export const warnMemberAction = createAction.async<IWarnParams, unknown, IApiError>("WARN_MEMBER");
export const restoreLogEntryAction = createAction.async<{ logID: number }, ILogEntry, IApiError>("RESTORE_LOG_ENTRY");
