/**
 * What the moderator did on this page (issue 14 item 7): each report's and log entry's outcome,
 * so its row says so at once. The lists themselves come from the server with the page.
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
import type { ReportStatus } from "@dashboard/moderation/moderationTypes";

export const MODERATION_KEY = "moderation";

export interface IOutcome {
    status: LoadStatus;
    /** The record's new state in words ("dismissed", "warned"…), once done. */
    done?: ReportStatus | "warned" | "restored";
    error?: string;
}

export interface IModerationState {
    reports: Record<number, IOutcome>;
    logEntries: Record<number, IOutcome>;
}

export const INITIAL_MODERATION_STATE: IModerationState = { reports: {}, logEntries: {} };

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

export function selectLogOutcome(state: IRootState, logID: number): IOutcome | undefined {
    return state.moderation?.logEntries[logID];
}
