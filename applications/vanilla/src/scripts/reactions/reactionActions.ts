/**
 * The reactions slice's typescript-fsa action creators. The thunks that call the API live in
 * reactionThunks.ts, loaded on the first click, so the reaction bar does not put the API
 * client into the discussion page's first load.
 */
import type { IApiError } from "@library/api/apiErrors";
import { actionCreatorFactory } from "@library/redux/asyncThunk";
import type { IReaction, IReactionLogEntry, ReactionRecordType } from "@vanilla/reactions/reactionTypes";

const createAction = actionCreatorFactory("@@reactions");

export interface IReactionToggleParams {
    recordType: ReactionRecordType;
    recordID: number;
    /** The reaction chosen (its urlcode). */
    urlcode: string;
    /** Only remove the viewer's reaction, whatever is chosen (content §4 "delete-only"). */
    deleteOnly?: boolean;
    /** The viewer: comments have only DELETE /comments/{id}/reactions/{userID} (no bare DELETE as on discussions). */
    userID?: number;
}

export interface IReactionToggleResult {
    /** Fresh counts and hasReacted; absent when the server could not be asked again. */
    reactions?: IReaction[];
    score?: number;
}

export interface IRecordReactionsPayload {
    recordType: ReactionRecordType;
    recordID: number;
    reactions: IReaction[];
    score: number;
}

/** A record's reactions as the server rendered them (a comment that arrived live). */
export const receiveReactionsAction = createAction<IRecordReactionsPayload>("RECEIVE");

/** Live counts of a record (the live stream's "reactions" event): every reaction type's count; the viewer's own choice stays as it is. */
export const liveReactionCountsAction = createAction<{ recordType: ReactionRecordType; recordID: number; counts: Array<{ tagID: number; count: number }>; score: number }>("LIVE_COUNTS");

export const toggleReactionAction = createAction.async<IReactionToggleParams, IReactionToggleResult, IApiError>("TOGGLE");

export interface IReactionLogParams {
    recordType: ReactionRecordType;
    recordID: number;
    /** One reaction type's urlcode (the tooltip), or every reaction (the log modal). */
    urlcode?: string;
    limit: number;
}

export interface IReactionLogResult {
    entries: IReactionLogEntry[];
    /** Everyone who reacted so (x-app-page-result-count), beyond the entries loaded. */
    total: number;
}

/** GET /{recordType}s/{recordID}/reactions[?type=urlcode]: who reacted (content §7). */
export const getReactionLogAction = createAction.async<IReactionLogParams, IReactionLogResult, IApiError>("GET_LOG");
