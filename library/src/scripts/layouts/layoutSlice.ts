/**
 * Hydrated layouts by lookup (content §2): the server preloads the answer of
 * GET /layouts/lookup-hydrate for the page it renders, so the page never asks for it again.
 */
import { createSlice } from "@reduxjs/toolkit";
import type { IApiError } from "@library/api/apiErrors";
import { actionCreatorFactory, LoadStatus, type ILoadable } from "@library/redux/asyncThunk";
import type { IHydratedLayout, LayoutViewType } from "@library/layouts/layoutTypes";

const createAction = actionCreatorFactory("@@layouts");

/** lookup-hydrate's `params`: what the widgets are read for besides the record. */
export interface ILayoutLookupParams {
    locale?: string;
    siteSectionID?: string;
}

export interface ILayoutLookup {
    layoutViewType: LayoutViewType;
    recordType: string;
    recordID: number;
    params?: ILayoutLookupParams;
}

/** A lookup's answer with the query it answers (a preload is checked against the page's own query). */
export interface ILayoutLoadable extends ILoadable<IHydratedLayout> {
    query?: ILayoutLookup;
}

export const lookupLayoutAction = createAction.async<ILayoutLookup, IHydratedLayout, IApiError>("LOOKUP_HYDRATE");

export interface ILayoutState {
    /** Keyed by layoutLookupKey(). */
    byLookup: Record<string, ILayoutLoadable>;
}

export const LAYOUT_KEY = "layouts";

declare module "@library/redux/rootReducer" {
    interface LazyLoadedSlices {
        layouts: ILayoutState;
    }
}

export function layoutLookupKey({ layoutViewType, recordType, recordID }: ILayoutLookup): string {
    return `${layoutViewType}:${recordType}:${recordID}`;
}

export const layoutSlice = createSlice({
    name: LAYOUT_KEY,
    initialState: { byLookup: {} } as ILayoutState,
    reducers: {},
    extraReducers: (builder) => {
        builder
            .addMatcher(lookupLayoutAction.started.match, (state, { payload }) => {
                // A reload (the preload answered another query) keeps what is shown until the answer comes.
                const shown = state.byLookup[layoutLookupKey(payload)]?.data;
                state.byLookup[layoutLookupKey(payload)] = { status: LoadStatus.LOADING, query: payload, ...(shown ? { data: shown } : {}) };
            })
            .addMatcher(lookupLayoutAction.done.match, (state, { payload }) => {
                state.byLookup[layoutLookupKey(payload.params)] = { status: LoadStatus.SUCCESS, data: payload.result, query: payload.params };
            })
            .addMatcher(lookupLayoutAction.failed.match, (state, { payload }) => {
                state.byLookup[layoutLookupKey(payload.params)] = { status: LoadStatus.ERROR, query: payload.params, error: { message: payload.error.message, status: payload.error.status } };
            });
    },
});

export const layoutReducer = layoutSlice.reducer;
