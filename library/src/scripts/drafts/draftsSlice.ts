/**
 * Client state of the member's drafts (DESIGN.md §3): drafts by ID as the server last answered,
 * the My Drafts list (IDs in server order with its paging) and where each call stands. Injected
 * when a drafts form or page loads (`registerDraftsSlice()`).
 */
import { createSlice } from "@reduxjs/toolkit";
import type { IPaging } from "@library/api/paging";
import {
    cancelDraftScheduleAction,
    deleteDraftAction,
    getDraftAction,
    listDraftsAction,
    patchDraftAction,
    postDraftAction,
    scheduleDraftAction,
} from "@library/drafts/draftActions";
import type { IDraft } from "@library/drafts/draftTypes";
import { LoadStatus, type ILoadable } from "@library/redux/asyncThunk";
import type { IRootState } from "@library/redux/store";
import { injectSlice } from "@library/registry/reducerRegistry";

export const DRAFTS_KEY = "drafts";

export interface IDraftsState {
    draftsByID: Record<number, IDraft>;
    /** The last GET /drafts: IDs in the server's order. */
    list: ILoadable<{ draftIDs: number[]; paging: IPaging }>;
    /** Delete, schedule or cancel-schedule per draft (My Drafts). */
    actionStatusesByID: Record<number, ILoadable<void>>;
}

export const INITIAL_DRAFTS_STATE: IDraftsState = { draftsByID: {}, list: { status: LoadStatus.PENDING }, actionStatusesByID: {} };

declare module "@library/redux/rootReducer" {
    interface LazyLoadedSlices {
        drafts: IDraftsState;
    }
}

type Failure = { error: { message: string; status: number } };
const failed = ({ error }: Failure): ILoadable<never> => ({ status: LoadStatus.ERROR, error: { message: error.message, status: error.status } });

export const draftsSlice = createSlice({
    name: DRAFTS_KEY,
    initialState: INITIAL_DRAFTS_STATE,
    reducers: {},
    extraReducers: (builder) => {
        const keep = (state: IDraftsState, draft: IDraft) => {
            state.draftsByID[draft.draftID] = draft;
        };
        builder
            .addMatcher(listDraftsAction.started.match, (state) => {
                state.list = { ...state.list, status: LoadStatus.LOADING };
            })
            .addMatcher(listDraftsAction.done.match, (state, { payload }) => {
                payload.result.drafts.forEach((draft) => keep(state, draft));
                state.list = { status: LoadStatus.SUCCESS, data: { draftIDs: payload.result.drafts.map((draft) => draft.draftID), paging: payload.result.paging } };
            })
            .addMatcher(listDraftsAction.failed.match, (state, { payload }) => {
                state.list = { ...failed(payload), data: state.list.data };
            })
            .addMatcher(getDraftAction.done.match, (state, { payload }) => keep(state, payload.result))
            .addMatcher(postDraftAction.done.match, (state, { payload }) => keep(state, payload.result))
            .addMatcher(patchDraftAction.done.match, (state, { payload }) => keep(state, payload.result))
            .addMatcher(deleteDraftAction.started.match, (state, { payload }) => {
                state.actionStatusesByID[payload.draftID] = { status: LoadStatus.LOADING };
            })
            .addMatcher(deleteDraftAction.done.match, (state, { payload }) => {
                delete state.draftsByID[payload.params.draftID];
                state.actionStatusesByID[payload.params.draftID] = { status: LoadStatus.SUCCESS };
            })
            .addMatcher(deleteDraftAction.failed.match, (state, { payload }) => {
                state.actionStatusesByID[payload.params.draftID] = failed(payload);
            })
            .addMatcher(scheduleDraftAction.started.match, (state, { payload }) => {
                state.actionStatusesByID[payload.draftID] = { status: LoadStatus.LOADING };
            })
            .addMatcher(scheduleDraftAction.done.match, (state, { payload }) => {
                keep(state, payload.result);
                state.actionStatusesByID[payload.params.draftID] = { status: LoadStatus.SUCCESS };
            })
            .addMatcher(scheduleDraftAction.failed.match, (state, { payload }) => {
                state.actionStatusesByID[payload.params.draftID] = failed(payload);
            })
            .addMatcher(cancelDraftScheduleAction.started.match, (state, { payload }) => {
                state.actionStatusesByID[payload.draftID] = { status: LoadStatus.LOADING };
            })
            .addMatcher(cancelDraftScheduleAction.done.match, (state, { payload }) => {
                keep(state, payload.result);
                state.actionStatusesByID[payload.params.draftID] = { status: LoadStatus.SUCCESS };
            })
            .addMatcher(cancelDraftScheduleAction.failed.match, (state, { payload }) => {
                state.actionStatusesByID[payload.params.draftID] = failed(payload);
            });
    },
});

export const draftsReducer = draftsSlice.reducer;

/** Drafts of one parent record (e.g. comment drafts of a discussion) the store knows. */
export function selectDraftsOf(state: Partial<IRootState>, recordType: string, parentRecordID: number): IDraft[] {
    return Object.values(state.drafts?.draftsByID ?? {}).filter((draft) => draft.recordType === recordType && draft.parentRecordID === parentRecordID);
}

export function registerDraftsSlice(): void {
    injectSlice(draftsSlice);
}
