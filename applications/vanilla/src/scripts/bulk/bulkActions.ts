/**
 * Bulk moderation's typescript-fsa actions (content §4 "Bulk"). The thunks that call the API
 * live in bulkThunks.ts, loaded with the bulk toast, so the list page's entry carries only these.
 */
import type { IApiError } from "@library/api/apiErrors";
import type { ILongRunnerCheckpoint, ILongRunnerProgress } from "@library/api/longRunner";
import { actionCreatorFactory } from "@library/redux/asyncThunk";
import type { ICategoryFragment } from "@vanilla/discussions/discussionTypes";

const createAction = actionCreatorFactory("@@bulkDiscussions");

/** What the bulk toast needs to know of a checked discussion, kept even when its row is on another page. */
export interface IBulkDiscussion {
    discussionID: number;
    name: string;
    categoryID: number;
    insertUserID: number;
    pinned: boolean;
    closed: boolean;
}

export type BulkActionType = "move" | "merge" | "close" | "delete";

export interface IBulkParams {
    discussionIDs: number[];
    /** A run interrupted by a reload, carried on from its saved checkpoint (bulkRunStorage.ts). */
    resume?: ILongRunnerCheckpoint;
}

export interface IBulkMoveParams extends IBulkParams {
    categoryID: number;
    addRedirects: boolean;
    /** The destination as the form knew it, so the rows can show their new category at once. */
    category?: ICategoryFragment;
}

export interface IBulkMergeParams extends IBulkParams {
    destinationDiscussionID: number;
    addRedirects: boolean;
}

export const setBulkChecked = createAction<{ discussions: IBulkDiscussion[]; checked: boolean }>("SET_CHECKED");
export const clearBulkSelection = createAction("CLEAR");
/** The selection as this device stored it (bulkSelectionStorage.ts). */
export const restoreBulkSelection = createAction<{ checkedIDs: number[]; pendingIDs: number[]; discussionsByID: Record<number, IBulkDiscussion> }>("RESTORE");
/** The moderator has read the report of the last run (closes its dialog). */
export const closeBulkReport = createAction("CLOSE_REPORT");
/** An intermediate state of a long run, for the progress shown while it goes on. */
export const bulkProgress = createAction<ILongRunnerProgress>("PROGRESS");

export const bulkDeleteAction = createAction.async<IBulkParams, ILongRunnerProgress, IApiError>("DELETE");
export const bulkCloseAction = createAction.async<IBulkParams, ILongRunnerProgress, IApiError>("CLOSE");
export const bulkMoveAction = createAction.async<IBulkMoveParams, ILongRunnerProgress, IApiError>("MOVE");
export const bulkMergeAction = createAction.async<IBulkMergeParams, ILongRunnerProgress, IApiError>("MERGE");
