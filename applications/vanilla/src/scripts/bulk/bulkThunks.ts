/**
 * Bulk moderation's calls (content §7), each run to the end through the long runner (shell §7:
 * a 408 with a callbackPayload is resumed with POST /calls/run); every intermediate state is
 * dispatched as bulkProgress for the toast. A thunk resolves with the merged progress and
 * rejects only when the call itself failed (the slice then checks everything again).
 *
 * Every run is saved on the device before its first call and after each answer
 * (bulkRunStorage.ts), and cleared when it ends: resumeBulkRun() carries on a run a reload or a
 * closed tab interrupted.
 */
import type { AxiosRequestConfig } from "axios";
import { runLongRunner, type ILongRunnerCheckpoint } from "@library/api/longRunner";
import { toApiError } from "@library/api/apiErrors";
import { bindAsyncThunk } from "@library/redux/asyncThunk";
import type { Dispatch } from "@reduxjs/toolkit";
import {
    bulkCloseAction,
    bulkDeleteAction,
    bulkMergeAction,
    bulkMoveAction,
    bulkProgress,
    type BulkActionType,
    type IBulkMergeParams,
    type IBulkMoveParams,
    type IBulkParams,
} from "@vanilla/bulk/bulkActions";
import { clearBulkRun, loadBulkRun, saveBulkRun, type IStoredBulkRun } from "@vanilla/bulk/bulkRunStorage";

async function run(action: BulkActionType, config: AxiosRequestConfig, params: IBulkParams, dispatch: Dispatch) {
    const { resume, ...stored } = params;
    saveBulkRun({ action, params: stored, checkpoint: resume ?? null });
    try {
        const progress = await runLongRunner(config, {
            onProgress: (progress) => dispatch(bulkProgress(progress)),
            onCheckpoint: (checkpoint: ILongRunnerCheckpoint) => saveBulkRun({ action, params: stored, checkpoint }),
            resume,
        });
        clearBulkRun();
        return progress;
    } catch (error) {
        // The server refused the run: it is over. No answer at all (offline, or the tab being
        // reloaded or closed aborts the call): the saved run stays, for the next page to resume.
        if (toApiError(error).status !== 0) clearBulkRun();
        throw error;
    }
}

/** DELETE /discussions/list {discussionIDs, longRunnerMode: "sync"}. */
export const bulkDeleteDiscussions = bindAsyncThunk(bulkDeleteAction, (params, dispatch) =>
    run("delete", { method: "DELETE", url: "discussions/list", data: { discussionIDs: params.discussionIDs, longRunnerMode: "sync" } }, params, dispatch),
);

/** PATCH /discussions/close {discussionIDs, closed: true}. */
export const bulkCloseDiscussions = bindAsyncThunk(bulkCloseAction, (params, dispatch) =>
    run("close", { method: "PATCH", url: "discussions/close", data: { discussionIDs: params.discussionIDs, closed: true } }, params, dispatch),
);

/** PATCH /discussions/move {discussionIDs, categoryID, addRedirects}. */
export const bulkMoveDiscussions = bindAsyncThunk(bulkMoveAction, (params, dispatch) =>
    run("move", { method: "PATCH", url: "discussions/move", data: { discussionIDs: params.discussionIDs, categoryID: params.categoryID, addRedirects: params.addRedirects } }, params, dispatch),
);

/** PATCH /discussions/merge {discussionIDs, destinationDiscussionID, addRedirects} (Vanilla's method). */
export const bulkMergeDiscussions = bindAsyncThunk(bulkMergeAction, (params, dispatch) =>
    run(
        "merge",
        { method: "PATCH", url: "discussions/merge", data: { discussionIDs: params.discussionIDs, destinationDiscussionID: params.destinationDiscussionID, addRedirects: params.addRedirects } },
        params,
        dispatch,
    ),
);

/** Carries on the run this device saved, if any (a reload or a closed tab interrupted it). */
export function resumeBulkRun() {
    return async (dispatch: Dispatch): Promise<void> => {
        const saved: IStoredBulkRun | null = loadBulkRun();
        if (!saved) return;
        const resume = saved.checkpoint ?? undefined;
        const thunkDispatch = dispatch as unknown as <R>(thunk: (dispatch: Dispatch, getState: () => unknown) => Promise<R>) => Promise<R>;
        const params = { ...saved.params, ...(resume ? { resume } : {}) };
        const started = (() => {
            switch (saved.action) {
                case "close":
                    return bulkCloseDiscussions(params);
                case "delete":
                    return bulkDeleteDiscussions(params);
                case "move":
                    return bulkMoveDiscussions(params as IBulkMoveParams);
                case "merge":
                    return bulkMergeDiscussions(params as IBulkMergeParams);
            }
        })();
        await thunkDispatch(started).catch(() => undefined /* the slice holds the error */);
    };
}
