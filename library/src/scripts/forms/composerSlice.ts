/**
 * The composer slice: what the writing forms (the reply form, the comment editor, messages)
 * share through the store. Today it carries text other islands ask a form to add (Quote);
 * drafts join it when the writing features move here.
 */
import { createSlice } from "@reduxjs/toolkit";
import type { IRootState } from "@library/redux/store";
import { injectSlice } from "@library/registry/reducerRegistry";
import { insertIntoComposer, insertionApplied } from "@library/forms/composerActions";

export const COMPOSER_KEY = "composer";

export interface IComposerInsertion {
    insertionID: number;
    composer: string;
    text: string;
}

export interface IComposerState {
    /** Waiting for their form, oldest first. */
    insertions: IComposerInsertion[];
    nextInsertionID: number;
}

export const INITIAL_COMPOSER_STATE: IComposerState = { insertions: [], nextInsertionID: 1 };

declare module "@library/redux/rootReducer" {
    interface LazyLoadedSlices {
        composer: IComposerState;
    }
}

export const composerSlice = createSlice({
    name: COMPOSER_KEY,
    initialState: INITIAL_COMPOSER_STATE,
    reducers: {},
    extraReducers: (builder) => {
        builder
            .addMatcher(insertIntoComposer.match, (state, { payload }) => {
                state.insertions.push({ insertionID: state.nextInsertionID++, composer: payload.composer, text: payload.text });
            })
            .addMatcher(insertionApplied.match, (state, { payload }) => {
                state.insertions = state.insertions.filter((insertion) => insertion.insertionID !== payload.insertionID);
            });
    },
});

export const composerReducer = composerSlice.reducer;

const NO_INSERTIONS: IComposerInsertion[] = [];

/** Every waiting insertion (one stable array, so a selector using it re-renders only on change). */
export function selectComposerInsertions(state: Partial<IRootState>): IComposerInsertion[] {
    return state.composer?.insertions ?? NO_INSERTIONS;
}

/**
 * Adds the slice to the store (a no-op the second time). The islands that write or read it
 * call this when their chunk loads, so pages without a form never ship it.
 */
export function registerComposerSlice(): void {
    injectSlice(composerSlice);
}
