/**
 * Bulk moderation's calls (content §7), each run to the end through the long runner (shell §7:
 * a 408 with a callbackPayload is resumed with POST /calls/run); every intermediate state is
 * dispatched as bulkProgress for the toast. A thunk resolves with the merged progress and
 * rejects only when the call itself failed (the slice then checks everything again).
 */
import type { AxiosRequestConfig } from "axios";
import { runLongRunner } from "@library/api/longRunner";
import { bindAsyncThunk } from "@library/redux/asyncThunk";
import type { Dispatch } from "@reduxjs/toolkit";
import { bulkCloseAction, bulkDeleteAction, bulkMergeAction, bulkMoveAction, bulkProgress } from "@vanilla/bulk/bulkActions";

function run(config: AxiosRequestConfig, dispatch: Dispatch) {
    return runLongRunner(config, (progress) => dispatch(bulkProgress(progress)));
}

/** DELETE /discussions/list {discussionIDs, longRunnerMode: "sync"}. */
export const bulkDeleteDiscussions = bindAsyncThunk(bulkDeleteAction, ({ discussionIDs }, dispatch) =>
    run({ method: "DELETE", url: "discussions/list", data: { discussionIDs, longRunnerMode: "sync" } }, dispatch),
);

/** PATCH /discussions/close {discussionIDs, closed: true}. */
export const bulkCloseDiscussions = bindAsyncThunk(bulkCloseAction, ({ discussionIDs }, dispatch) =>
    run({ method: "PATCH", url: "discussions/close", data: { discussionIDs, closed: true } }, dispatch),
);

/** PATCH /discussions/move {discussionIDs, categoryID, addRedirects}. */
export const bulkMoveDiscussions = bindAsyncThunk(bulkMoveAction, ({ discussionIDs, categoryID, addRedirects }, dispatch) =>
    run({ method: "PATCH", url: "discussions/move", data: { discussionIDs, categoryID, addRedirects } }, dispatch),
);

/** PATCH /discussions/merge {discussionIDs, destinationDiscussionID, addRedirects} (Vanilla's method). */
export const bulkMergeDiscussions = bindAsyncThunk(bulkMergeAction, ({ discussionIDs, destinationDiscussionID, addRedirects }, dispatch) =>
    run({ method: "PATCH", url: "discussions/merge", data: { discussionIDs, destinationDiscussionID, addRedirects } }, dispatch),
);
