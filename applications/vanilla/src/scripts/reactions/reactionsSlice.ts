/**
 * Reactions state: a slice of its own (the "reactions" slice of DESIGN.md §3) rather than
 * fields on the discussions slice, because
 * - reactions attach to records of several types (discussions now, comments next), so they are
 *   keyed by "recordType:recordID" and one toggle serves them all;
 * - the discussion page is an Island page whose only state is what its islands need: the
 *   reaction bar should not pull the discussions slice (lists, paging) into that page;
 * - the optimistic toggle needs a snapshot per record to revert to, which is reaction
 *   bookkeeping, not discussion data.
 * The score lives here beside the counts because the toggle changes both together (content §4).
 */
import { createSlice } from "@reduxjs/toolkit";
import type { IRootState } from "@library/redux/store";
import { LoadStatus } from "@library/redux/asyncThunk";
import {
    getReactionLogAction,
    liveReactionCountsAction,
    receiveReactionsAction,
    toggleReactionAction,
    type IReactionLogParams,
    type IRecordReactionsPayload,
} from "@vanilla/reactions/reactionActions";
import { applyReactionToggle, refreshReactionCounts, type IReactionSnapshot } from "@vanilla/reactions/reactionToggle";
import { reactionRecordKey, type IReaction, type IReactionLogEntry, type ReactionRecordType } from "@vanilla/reactions/reactionTypes";

export interface IRecordReactions {
    reactions: IReaction[];
    score: number;
    /** A toggle is on its way to the server; the bar waits for it before the next one. */
    pending: boolean;
    /** The state before the pending toggle, restored if it fails. */
    previous?: IReactionSnapshot;
}

/** Who reacted to a record (one reaction type, or all of them), loaded on demand. */
export interface IReactionLog {
    status: LoadStatus;
    entries: IReactionLogEntry[];
    total: number;
    error?: { message: string; status: number };
}

export interface IReactionsState {
    byRecord: Record<string, IRecordReactions>;
    /** Keyed by reactionLogKey(); dropped when the record's reactions change, so they go stale. */
    logs: Record<string, IReactionLog>;
}

export const INITIAL_REACTIONS_STATE: IReactionsState = { byRecord: {}, logs: {} };

/** "discussion:12:Like", or "discussion:12:*" for every reaction. */
export function reactionLogKey(params: Pick<IReactionLogParams, "recordType" | "recordID" | "urlcode">): string {
    return `${reactionRecordKey(params.recordType, params.recordID)}:${params.urlcode?.toLowerCase() ?? "*"}`;
}

/** A toggle changes who reacted: the record's loaded logs no longer hold (content §4 "when stale"). */
function dropLogs(state: IReactionsState, recordType: ReactionRecordType, recordID: number): void {
    const prefix = `${reactionRecordKey(recordType, recordID)}:`;
    for (const key of Object.keys(state.logs ?? {})) if (key.startsWith(prefix)) delete state.logs[key];
}

/** A record's reactions as the server sent them, with nothing pending. */
function receivedRecord(payload: IRecordReactionsPayload): IRecordReactions {
    return { reactions: refreshReactionCounts([], payload.reactions), score: payload.score, pending: false };
}

/**
 * The slice holding these records' reactions: what a server page starts its store with (its
 * discussion's and comments' counts). Built whole rather than by an action per record: a reducer
 * pass makes immer walk every new object it is given, and a page of 30 comments with a dozen
 * reaction types each is some 400 objects (0.45 ms of a discussion page's render).
 */
export function reactionsStateOf(records: IRecordReactionsPayload[]): IReactionsState {
    return { byRecord: Object.fromEntries(records.map((record) => [reactionRecordKey(record.recordType, record.recordID), receivedRecord(record)])), logs: {} };
}

declare module "@library/redux/rootReducer" {
    interface LazyLoadedSlices {
        reactions: IReactionsState;
    }
}

export const reactionsSlice = createSlice({
    name: "reactions",
    initialState: INITIAL_REACTIONS_STATE,
    reducers: {},
    extraReducers: (builder) => {
        builder
            .addMatcher(receiveReactionsAction.match, (state, { payload }) => {
                state.byRecord[reactionRecordKey(payload.recordType, payload.recordID)] = receivedRecord(payload);
            })
            .addMatcher(liveReactionCountsAction.match, (state, { payload }) => {
                const record = state.byRecord[reactionRecordKey(payload.recordType, payload.recordID)];
                // While the viewer's own toggle is on its way its answer brings the counts.
                if (!record || record.pending) return;
                const counts = new Map(payload.counts.map((entry) => [entry.tagID, entry.count]));
                record.reactions = record.reactions.map((reaction) => ({ ...reaction, count: counts.get(reaction.tagID) ?? 0 }));
                record.score = payload.score;
                dropLogs(state, payload.recordType, payload.recordID);
            })
            .addMatcher(toggleReactionAction.started.match, (state, { payload }) => {
                const record = state.byRecord[reactionRecordKey(payload.recordType, payload.recordID)];
                if (!record) return;
                const previous = { reactions: record.reactions, score: record.score };
                const next = applyReactionToggle(previous, payload.urlcode, payload.deleteOnly);
                record.previous = previous;
                record.reactions = next.reactions;
                record.score = next.score;
                record.pending = true;
            })
            .addMatcher(toggleReactionAction.done.match, (state, { payload }) => {
                const record = state.byRecord[reactionRecordKey(payload.params.recordType, payload.params.recordID)];
                if (!record) return;
                if (payload.result.reactions) record.reactions = refreshReactionCounts(record.reactions, payload.result.reactions);
                if (typeof payload.result.score === "number") record.score = payload.result.score;
                record.pending = false;
                delete record.previous;
                dropLogs(state, payload.params.recordType, payload.params.recordID);
            })
            .addMatcher(getReactionLogAction.started.match, (state, { payload }) => {
                // Preloaded state from the server carries no logs.
                state.logs ??= {};
                const previous = state.logs[reactionLogKey(payload)];
                state.logs[reactionLogKey(payload)] = { status: LoadStatus.LOADING, entries: previous?.entries ?? [], total: previous?.total ?? 0 };
            })
            .addMatcher(getReactionLogAction.done.match, (state, { payload }) => {
                // A toggle dropped the log while it loaded: the answer may predate the change, so it
                // is not kept (the log stays missing and loads again when shown).
                if (state.logs?.[reactionLogKey(payload.params)]?.status !== LoadStatus.LOADING) return;
                state.logs[reactionLogKey(payload.params)] = { status: LoadStatus.SUCCESS, entries: payload.result.entries, total: payload.result.total };
            })
            .addMatcher(getReactionLogAction.failed.match, (state, { payload }) => {
                state.logs ??= {};
                state.logs[reactionLogKey(payload.params)] = {
                    status: LoadStatus.ERROR,
                    entries: [],
                    total: 0,
                    error: { message: payload.error.message, status: payload.error.status },
                };
            })
            .addMatcher(toggleReactionAction.failed.match, (state, { payload }) => {
                const record = state.byRecord[reactionRecordKey(payload.params.recordType, payload.params.recordID)];
                if (!record) return;
                // Reversed on failure (content §4): back to the counts and score before the toggle.
                if (record.previous) {
                    record.reactions = record.previous.reactions;
                    record.score = record.previous.score;
                }
                record.pending = false;
                delete record.previous;
            });
    },
});

export const reactionsReducer = reactionsSlice.reducer;

export function selectRecordReactions(state: IRootState, recordType: ReactionRecordType, recordID: number): IRecordReactions | undefined {
    return state.reactions?.byRecord[reactionRecordKey(recordType, recordID)];
}

export function selectReactionLog(state: IRootState, params: Pick<IReactionLogParams, "recordType" | "recordID" | "urlcode">): IReactionLog | undefined {
    return state.reactions?.logs?.[reactionLogKey(params)];
}

/** Content §4: the log loads when it is missing or failed; a toggle drops it (see dropLogs). */
export function isReactionLogStale(log: IReactionLog | undefined): boolean {
    return !log || log.status === LoadStatus.ERROR;
}
