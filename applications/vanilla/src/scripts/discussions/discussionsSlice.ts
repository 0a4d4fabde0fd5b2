/**
 * Client state of content §3: discussions by ID and lists keyed by a hash of their query,
 * each with its load status and paging.
 */
import { createSlice } from "@reduxjs/toolkit";
import type { IPaging } from "@library/api/paging";
import { LoadStatus } from "@library/redux/asyncThunk";
import type { IRootState } from "@library/redux/store";
import { getDiscussionListAction } from "@vanilla/discussions/discussionActions";
import { stableKey as listKey } from "@library/utility/stableKey";
import type { IDiscussion } from "@vanilla/discussions/discussionTypes";

export interface IDiscussionList {
    status: LoadStatus;
    discussionIDs: number[];
    paging?: IPaging;
    error?: { message: string; status: number };
}

export interface IDiscussionsState {
    discussionsByID: Record<number, IDiscussion>;
    lists: Record<string, IDiscussionList>;
}

export const INITIAL_DISCUSSIONS_STATE: IDiscussionsState = { discussionsByID: {}, lists: {} };

declare module "@library/redux/store" {
    interface IRootState {
        discussions: IDiscussionsState;
    }
}

export const discussionsSlice = createSlice({
    name: "discussions",
    initialState: INITIAL_DISCUSSIONS_STATE,
    reducers: {},
    extraReducers: (builder) => {
        builder
            .addMatcher(getDiscussionListAction.started.match, (state, { payload }) => {
                const key = listKey(payload);
                state.lists[key] = { discussionIDs: state.lists[key]?.discussionIDs ?? [], paging: state.lists[key]?.paging, status: LoadStatus.LOADING };
            })
            .addMatcher(getDiscussionListAction.done.match, (state, { payload }) => {
                for (const discussion of payload.result.discussions) {
                    state.discussionsByID[discussion.discussionID] = discussion;
                }
                state.lists[listKey(payload.params)] = {
                    status: LoadStatus.SUCCESS,
                    discussionIDs: payload.result.discussions.map((discussion) => discussion.discussionID),
                    paging: payload.result.paging,
                };
            })
            .addMatcher(getDiscussionListAction.failed.match, (state, { payload }) => {
                const key = listKey(payload.params);
                state.lists[key] = {
                    discussionIDs: state.lists[key]?.discussionIDs ?? [],
                    paging: state.lists[key]?.paging,
                    status: LoadStatus.ERROR,
                    error: { message: payload.error.message, status: payload.error.status },
                };
            });
    },
});

export const discussionsReducer = discussionsSlice.reducer;

export function selectDiscussionList(state: IRootState, key: string): IDiscussionList | undefined {
    return state.discussions?.lists[key];
}

export function selectDiscussions(state: IRootState, ids: number[]): IDiscussion[] {
    return ids.map((id) => state.discussions.discussionsByID[id]).filter(Boolean);
}
