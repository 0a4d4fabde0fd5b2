/**
 * Hydrated layouts by lookup (content §2): the server preloads the answer of
 * GET /layouts/lookup-hydrate for the page it renders, so the page never asks for it again.
 */
import { createSlice } from "@reduxjs/toolkit";
import type { IApiError } from "@library/api/apiErrors";
import { actionCreatorFactory, LoadStatus, type ILoadable } from "@library/redux/asyncThunk";
import type { IHydratedLayout, LayoutViewType } from "@library/layouts/layoutTypes";

const createAction = actionCreatorFactory("@@layouts");

export interface ILayoutLookup {
    layoutViewType: LayoutViewType;
    recordType: string;
    recordID: number;
}

export const lookupLayoutAction = createAction.async<ILayoutLookup, IHydratedLayout, IApiError>("LOOKUP_HYDRATE");

export interface ILayoutState {
    /** Keyed by layoutLookupKey(). */
    byLookup: Record<string, ILoadable<IHydratedLayout>>;
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
                state.byLookup[layoutLookupKey(payload)] = { status: LoadStatus.LOADING };
            })
            .addMatcher(lookupLayoutAction.done.match, (state, { payload }) => {
                state.byLookup[layoutLookupKey(payload.params)] = { status: LoadStatus.SUCCESS, data: payload.result };
            })
            .addMatcher(lookupLayoutAction.failed.match, (state, { payload }) => {
                state.byLookup[layoutLookupKey(payload.params)] = { status: LoadStatus.ERROR, error: { message: payload.error.message, status: payload.error.status } };
            });
    },
});

export const layoutReducer = layoutSlice.reducer;
