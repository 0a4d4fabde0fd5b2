/**
 * The one way entity state does async work (DESIGN.md §3): a typescript-fsa async action
 * (started / done / failed) dispatched around a worker that calls the API client.
 */
import { actionCreatorFactory, type AsyncActionCreators } from "typescript-fsa";
import type { Dispatch } from "@reduxjs/toolkit";
import { toApiError, type IApiError } from "@library/api/apiErrors";

export { actionCreatorFactory };

export type AppThunk<R> = (dispatch: Dispatch, getState: () => unknown) => Promise<R>;

/**
 * Binds an async action to its worker. The thunk resolves with the result, or rejects with
 * the normalised ApiError after `failed` was dispatched, so callers can show it.
 */
export function bindAsyncThunk<P, R>(
    action: AsyncActionCreators<P, R, IApiError>,
    worker: (params: P, dispatch: Dispatch, getState: () => unknown) => Promise<R>,
): (params: P) => AppThunk<R> {
    return (params: P) => async (dispatch, getState) => {
        dispatch(action.started(params));
        try {
            const result = await worker(params, dispatch, getState);
            dispatch(action.done({ params, result }));
            return result;
        } catch (caught) {
            const error = toApiError(caught);
            // The action carries a plain object: Redux state and actions stay serialisable.
            const { message, status, description, errors, actionButton, trace } = error;
            dispatch(action.failed({ params, error: { message, status, description, errors, actionButton, trace } }));
            throw error;
        }
    };
}

/** The load states every remote load follows (shell §4). */
export enum LoadStatus {
    PENDING = "pending",
    LOADING = "loading",
    SUCCESS = "success",
    ERROR = "error",
}

export interface ILoadable<T> {
    status: LoadStatus;
    data?: T;
    error?: { message: string; status: number };
}
