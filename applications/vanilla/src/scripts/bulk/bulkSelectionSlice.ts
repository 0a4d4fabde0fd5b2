/**
 * The bulk-selection slice (content §3 "Bulk progress", §4 "Bulk"): the checked and pending
 * discussion IDs, what the toast needs to know of each, and the run under way. Starting an
 * action marks its IDs pending and unchecks them; when it ends they are unmarked, and the ones
 * that failed are checked again so the moderator sees what is left to do.
 */
import { createSlice, type UnknownAction } from "@reduxjs/toolkit";
import type { ILongRunnerProgress } from "@library/api/longRunner";
import { LoadStatus } from "@library/redux/asyncThunk";
import type { IRootState } from "@library/redux/store";
import { registerReducer } from "@library/registry/reducerRegistry";
import {
    bulkCloseAction,
    bulkDeleteAction,
    bulkMergeAction,
    bulkMoveAction,
    bulkProgress,
    clearBulkSelection,
    closeBulkReport,
    restoreBulkSelection,
    setBulkChecked,
    type BulkActionType,
    type IBulkDiscussion,
    type IBulkMoveParams,
    type IBulkParams,
} from "@vanilla/bulk/bulkActions";
import type { ICategoryFragment } from "@vanilla/discussions/discussionTypes";

export const BULK_SELECTION_KEY = "bulkSelection";

export interface IBulkRun {
    action: BulkActionType;
    status: LoadStatus;
    progress?: ILongRunnerProgress;
    /** The call itself failed (not one item): its message. */
    error?: string;
    /** The name of each discussion of the run, for its report (the selection forgets them when it ends). */
    names?: Record<number, string>;
    /** The run ended and its report is open until the moderator closes it. */
    reportOpen?: boolean;
}

/**
 * What the finished runs on this page did to a discussion they succeeded on (content §4 "Bulk":
 * close sets closed on the succeeded items, move sets their new category). Runs add up: a
 * discussion closed, then moved, is both.
 */
export interface IBulkOutcome {
    /** Closed by a bulk close. */
    closed?: boolean;
    /** Its category since a bulk move, as the move form knew it. */
    category?: Pick<ICategoryFragment, "categoryID" | "name" | "url">;
    /** Deleted, or merged into another discussion: it is gone. */
    removed?: "delete" | "merge";
}

export interface IBulkSelectionState {
    /** In the order they were checked. */
    checkedIDs: number[];
    pendingIDs: number[];
    /** Every checked or pending discussion; rows of other pages are not in the discussions slice. */
    discussionsByID: Record<number, IBulkDiscussion>;
    run: IBulkRun | null;
    /**
     * What finished runs did to each discussion they succeeded on, on this page only (not stored
     * on the device). The rows of a server-rendered list (their islands) show it, so they do not
     * keep showing the state from before the action until a reload.
     */
    outcomesByID?: Record<number, IBulkOutcome>;
}

export const INITIAL_BULK_SELECTION_STATE: IBulkSelectionState = { checkedIDs: [], pendingIDs: [], discussionsByID: {}, run: null };

declare module "@library/redux/rootReducer" {
    interface LazyLoadedSlices {
        bulkSelection: IBulkSelectionState;
    }
}

const ACTIONS = { delete: bulkDeleteAction, close: bulkCloseAction, move: bulkMoveAction, merge: bulkMergeAction } as const;

function without(ids: number[], remove: Iterable<number>): number[] {
    const removed = new Set(remove);
    return ids.filter((id) => !removed.has(id));
}

/** Drops what is known of discussions neither checked nor pending any more. */
function forgetUnused(state: IBulkSelectionState, ids: number[]): void {
    for (const id of ids) {
        if (!state.checkedIDs.includes(id) && !state.pendingIDs.includes(id)) delete state.discussionsByID[id];
    }
}

export const bulkSelectionSlice = createSlice({
    name: BULK_SELECTION_KEY,
    initialState: INITIAL_BULK_SELECTION_STATE,
    reducers: {},
    extraReducers: (builder) => {
        builder
            .addMatcher(clearBulkSelection.match, (state) => {
                const dropped = state.checkedIDs;
                state.checkedIDs = [];
                // Pending IDs restored from an earlier page whose run this page cannot follow
                // would stay pending for ever: clearing with no run under way lets them go too.
                if (state.run?.status !== LoadStatus.LOADING) {
                    dropped.push(...state.pendingIDs);
                    state.pendingIDs = [];
                    state.run = null;
                }
                forgetUnused(state, dropped);
            })
            .addMatcher(restoreBulkSelection.match, (state, { payload }) => {
                state.checkedIDs = payload.checkedIDs.filter((id) => payload.discussionsByID[id]);
                state.pendingIDs = payload.pendingIDs.filter((id) => payload.discussionsByID[id]);
                state.discussionsByID = payload.discussionsByID;
            })
            .addMatcher(bulkProgress.match, (state, { payload }) => {
                if (state.run) state.run.progress = payload;
            })
            .addMatcher(closeBulkReport.match, (state) => {
                if (state.run) state.run.reportOpen = false;
            });
        for (const [type, action] of Object.entries(ACTIONS) as Array<[BulkActionType, (typeof ACTIONS)[BulkActionType]]>) {
            builder
                .addMatcher(action.started.match, (state, { payload }: { payload: IBulkParams }) => {
                    state.pendingIDs.push(...payload.discussionIDs.filter((id) => !state.pendingIDs.includes(id)));
                    state.checkedIDs = without(state.checkedIDs, payload.discussionIDs);
                    const names = Object.fromEntries(payload.discussionIDs.map((id) => [id, state.discussionsByID[id]?.name ?? `#${id}`]));
                    state.run = { action: type, status: LoadStatus.LOADING, names, ...(payload.resume ? { progress: payload.resume.progress } : {}) };
                })
                .addMatcher(action.done.match, (state, { payload }: { payload: { params: IBulkParams; result: ILongRunnerProgress } }) => {
                    const { params, result } = payload;
                    state.pendingIDs = without(state.pendingIDs, params.discussionIDs);
                    const failed = result.failedIDs.filter((id) => params.discussionIDs.includes(id) && !state.checkedIDs.includes(id));
                    state.checkedIDs.push(...failed);
                    state.outcomesByID ??= {};
                    for (const id of result.successIDs) {
                        const outcome = (state.outcomesByID[id] ??= {});
                        if (type === "close") {
                            outcome.closed = true;
                            const selected = state.discussionsByID[id];
                            if (selected) selected.closed = true;
                        } else if (type === "move") {
                            const { category } = params as IBulkMoveParams;
                            if (category) outcome.category = { categoryID: category.categoryID, name: category.name, url: category.url };
                        } else {
                            outcome.removed = type;
                        }
                    }
                    forgetUnused(state, params.discussionIDs);
                    state.run = { action: type, status: failed.length ? LoadStatus.ERROR : LoadStatus.SUCCESS, progress: result, names: state.run?.names, reportOpen: true };
                })
                .addMatcher(action.failed.match, (state, { payload }: { payload: { params: IBulkParams; error: { message: string } } }) => {
                    // The whole call failed: nothing was done, so everything is checked again.
                    const { params, error } = payload;
                    state.pendingIDs = without(state.pendingIDs, params.discussionIDs);
                    state.checkedIDs.push(...params.discussionIDs.filter((id) => !state.checkedIDs.includes(id)));
                    state.run = { action: type, status: LoadStatus.ERROR, error: error.message, names: state.run?.names, reportOpen: true };
                });
        }
    },
});

/**
 * Checking and unchecking, the one update that runs at the pace of clicks on hundreds of rows,
 * is a plain immutable update: through immer, copying and freezing a 500-entry selection took
 * about 4 ms a toggle in the benchmark (bulkSelection.bench.test.ts), a quarter of a frame.
 */
function setChecked(state: IBulkSelectionState, discussions: IBulkDiscussion[], checked: boolean): IBulkSelectionState {
    // A pending discussion is under way: its checkbox is disabled until the run ends.
    const changing = discussions.filter((discussion) => !state.pendingIDs.includes(discussion.discussionID) && state.checkedIDs.includes(discussion.discussionID) !== checked);
    if (changing.length === 0) return state;
    const discussionsByID = { ...state.discussionsByID };
    if (checked) {
        for (const discussion of changing) discussionsByID[discussion.discussionID] = discussion;
        return { ...state, checkedIDs: [...state.checkedIDs, ...changing.map((discussion) => discussion.discussionID)], discussionsByID };
    }
    for (const discussion of changing) delete discussionsByID[discussion.discussionID];
    return { ...state, checkedIDs: without(state.checkedIDs, changing.map((discussion) => discussion.discussionID)), discussionsByID };
}

export function bulkSelectionReducer(state: IBulkSelectionState | undefined, action: UnknownAction): IBulkSelectionState {
    if (setBulkChecked.match(action)) return setChecked(state ?? INITIAL_BULK_SELECTION_STATE, action.payload.discussions, action.payload.checked);
    return bulkSelectionSlice.reducer(state, action);
}

/** Adds the slice to the store (a no-op the second time); the bulk islands call it as their chunk loads. */
export function registerBulkSelectionSlice(): void {
    registerReducer(BULK_SELECTION_KEY, bulkSelectionReducer);
}

const NO_IDS: number[] = [];

export function selectCheckedIDs(state: IRootState): number[] {
    return state.bulkSelection?.checkedIDs ?? NO_IDS;
}

export function selectPendingIDs(state: IRootState): number[] {
    return state.bulkSelection?.pendingIDs ?? NO_IDS;
}

export function selectIsChecked(state: IRootState, discussionID: number): boolean {
    return state.bulkSelection?.checkedIDs.includes(discussionID) ?? false;
}

export function selectIsPending(state: IRootState, discussionID: number): boolean {
    return state.bulkSelection?.pendingIDs.includes(discussionID) ?? false;
}

export function selectBulkDiscussion(state: IRootState, discussionID: number): IBulkDiscussion | undefined {
    return state.bulkSelection?.discussionsByID[discussionID];
}

/** What the finished bulk actions on this page did to the discussion, if anything. */
export function selectBulkOutcome(state: IRootState, discussionID: number): IBulkOutcome | undefined {
    return state.bulkSelection?.outcomesByID?.[discussionID];
}

export function selectBulkRun(state: IRootState): IBulkRun | null {
    return state.bulkSelection?.run ?? null;
}
