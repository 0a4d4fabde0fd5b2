/**
 * What the moderator did on this page (issue 14 item 7): each report's and log entry's outcome,
 * so its row says so at once. The lists themselves come from the server with the page; the
 * reports this page changed are kept here as the server now has them, so each card shows what
 * a reload would (its status, the actions left, the post as it now is).
 */
import { createSlice } from "@reduxjs/toolkit";
import { LoadStatus } from "@library/redux/asyncThunk";
import type { IRootState } from "@library/redux/store";
import {
    actOnReportAction,
    dismissReportAction,
    escalateReportAction,
    restoreLogEntryAction,
    warnMemberAction,
    type IReportParams,
} from "@dashboard/moderation/moderationActions";
import type { IReport, ReportStatus } from "@dashboard/moderation/moderationTypes";

export const MODERATION_KEY = "moderation";

export interface IOutcome {
    status: LoadStatus;
    /** The record's new state in words ("dismissed", "warned"…), once done. */
    done?: ReportStatus | "warned" | "restored";
    error?: string;
}

/** What acting on a post changed for every report of it (the post, and its open reports closed). */
export interface IActedRecord {
    post: Pick<IReport, "recordName" | "recordHtml" | "recordUrl" | "recordIsLive">;
    /** The open reports of the post are now "actioned" (false when the server acted on nothing). */
    closedOpenReports: boolean;
}

export interface IModerationState {
    reports: Record<number, IOutcome>;
    /** The reports this page changed, as the server now has them (kept through later failures). */
    changedReports: Record<number, Partial<IReport>>;
    /** The posts acted on, by `${recordType}:${recordID}`. */
    actedRecords: Record<string, IActedRecord>;
    logEntries: Record<number, IOutcome>;
}

export const INITIAL_MODERATION_STATE: IModerationState = { reports: {}, changedReports: {}, actedRecords: {}, logEntries: {} };

export function recordKey(report: Pick<IReport, "recordType" | "recordID">): string {
    return `${report.recordType}:${report.recordID}`;
}

declare module "@library/redux/rootReducer" {
    interface LazyLoadedSlices {
        moderation: IModerationState;
    }
}

type Failure = { payload: { params: IReportParams; error: { message: string } } };

export const moderationSlice = createSlice({
    name: MODERATION_KEY,
    initialState: INITIAL_MODERATION_STATE,
    reducers: {},
    extraReducers: (builder) => {
        const reportActions = [
            [dismissReportAction, "dismissed"],
            [escalateReportAction, "escalated"],
            [actOnReportAction, "actioned"],
        ] as const;
        for (const [action, done] of reportActions) {
            builder
                .addMatcher(action.started.match, (state, { payload }: { payload: IReportParams }) => {
                    state.reports[payload.reportID] = { status: LoadStatus.LOADING };
                })
                .addMatcher(action.done.match, (state, { payload }: { payload: { params: IReportParams } }) => {
                    state.reports[payload.params.reportID] = { status: LoadStatus.SUCCESS, done };
                })
                .addMatcher(action.failed.match, (state, { payload }: Failure) => {
                    state.reports[payload.params.reportID] = { status: LoadStatus.ERROR, error: payload.error.message };
                });
        }
        builder
            // Dismiss answers 204: the report is dismissed. Escalate and act answer the report itself.
            .addMatcher(dismissReportAction.done.match, (state, { payload }) => {
                const reportID = payload.params.reportID;
                state.changedReports[reportID] = { ...state.changedReports[reportID], status: "dismissed" };
            })
            .addMatcher(escalateReportAction.done.match, (state, { payload }) => {
                state.changedReports[payload.params.reportID] = payload.result;
            })
            .addMatcher(actOnReportAction.done.match, (state, { payload }) => {
                const { result } = payload;
                state.changedReports[payload.params.reportID] = result;
                state.actedRecords[recordKey(result)] = {
                    post: { recordName: result.recordName, recordHtml: result.recordHtml, recordUrl: result.recordUrl, recordIsLive: result.recordIsLive },
                    closedOpenReports: result.status === "actioned",
                };
            })
            .addMatcher(warnMemberAction.done.match, (state, { payload }) => {
                const reportID = payload.params.reportID;
                if (reportID !== undefined) state.reports[reportID] = { status: LoadStatus.SUCCESS, done: "warned" };
            })
            .addMatcher(warnMemberAction.failed.match, (state, { payload }) => {
                const reportID = payload.params.reportID;
                if (reportID !== undefined) state.reports[reportID] = { status: LoadStatus.ERROR, error: payload.error.message };
            })
            .addMatcher(restoreLogEntryAction.started.match, (state, { payload }) => {
                state.logEntries[payload.logID] = { status: LoadStatus.LOADING };
            })
            .addMatcher(restoreLogEntryAction.done.match, (state, { payload }) => {
                state.logEntries[payload.params.logID] = { status: LoadStatus.SUCCESS, done: "restored" };
            })
            .addMatcher(restoreLogEntryAction.failed.match, (state, { payload }) => {
                state.logEntries[payload.params.logID] = { status: LoadStatus.ERROR, error: payload.error.message };
            });
    },
});

export const moderationReducer = moderationSlice.reducer;

export function selectReportOutcome(state: IRootState, reportID: number): IOutcome | undefined {
    return state.moderation?.reports[reportID];
}

/** The report as it is now: as the page was served, with what this page changed since. */
export function currentReport(report: IReport, changed: Partial<IReport> | undefined, acted: IActedRecord | undefined): IReport {
    const now: IReport = changed ? { ...report, ...changed } : report;
    if (!acted) return now;
    const open = now.status === "new" || now.status === "escalated";
    return { ...now, ...acted.post, status: open && acted.closedOpenReports ? "actioned" : now.status };
}

export function selectChangedReport(state: IRootState, reportID: number): Partial<IReport> | undefined {
    return state.moderation?.changedReports[reportID];
}

export function selectActedRecord(state: IRootState, report: Pick<IReport, "recordType" | "recordID">): IActedRecord | undefined {
    return state.moderation?.actedRecords[recordKey(report)];
}

export function selectLogOutcome(state: IRootState, logID: number): IOutcome | undefined {
    return state.moderation?.logEntries[logID];
}
