/**
 * The composer slice: what the writing forms (the reply form, the comment editor, messages)
 * share through the store: text other islands ask a form to add (Quote), which named forms
 * hold an unposted draft, and requests that a form discard its draft (a Reply to a comment
 * replacing the reply form's draft, content §4). A form named by `composerName` on PostForm
 * takes part; each request is handled once by its form and then leaves the store.
 */
import { createSlice } from "@reduxjs/toolkit";
import type { IRootState } from "@library/redux/store";
import { injectSlice } from "@library/registry/reducerRegistry";
import { composerDraftChanged, composerDraftDiscarded, discardComposerDraft, insertIntoComposer, insertionApplied } from "@library/forms/composerActions";

export const COMPOSER_KEY = "composer";

export interface IComposerInsertion {
    insertionID: number;
    composer: string;
    text: string;
}

export interface IComposerDiscardRequest {
    requestID: number;
    composer: string;
}

export interface IComposerState {
    /** Waiting for their form, oldest first. */
    insertions: IComposerInsertion[];
    nextInsertionID: number;
    /** Names of the forms that hold unposted text now. */
    draftComposers: string[];
    /** Discards waiting for their form (one ID sequence with insertions). */
    discardRequests: IComposerDiscardRequest[];
}

export const INITIAL_COMPOSER_STATE: IComposerState = { insertions: [], nextInsertionID: 1, draftComposers: [], discardRequests: [] };

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
            })
            .addMatcher(composerDraftChanged.match, (state, { payload }) => {
                const others = state.draftComposers.filter((composer) => composer !== payload.composer);
                state.draftComposers = payload.hasDraft ? [...others, payload.composer] : others;
            })
            .addMatcher(discardComposerDraft.match, (state, { payload }) => {
                state.discardRequests.push({ requestID: state.nextInsertionID++, composer: payload.composer });
                // The text is going: nothing waits to be asked about again, nor to be inserted into it.
                state.draftComposers = state.draftComposers.filter((composer) => composer !== payload.composer);
            })
            .addMatcher(composerDraftDiscarded.match, (state, { payload }) => {
                state.discardRequests = state.discardRequests.filter((request) => request.requestID !== payload.requestID);
            });
    },
});

export const composerReducer = composerSlice.reducer;

const NO_INSERTIONS: IComposerInsertion[] = [];

/** Every waiting insertion (one stable array, so a selector using it re-renders only on change). */
export function selectComposerInsertions(state: Partial<IRootState>): IComposerInsertion[] {
    return state.composer?.insertions ?? NO_INSERTIONS;
}

/** True while the named form holds unposted text. */
export function selectComposerHasDraft(state: Partial<IRootState>, composer: string): boolean {
    return state.composer?.draftComposers.includes(composer) ?? false;
}

/** The oldest discard waiting for the named form, if any. */
export function selectComposerDiscardRequest(state: Partial<IRootState>, composer: string): IComposerDiscardRequest | undefined {
    return state.composer?.discardRequests.find((request) => request.composer === composer);
}

/**
 * Adds the slice to the store (a no-op the second time). The islands that write or read it
 * call this when their chunk loads, so pages without a form never ship it.
 */
export function registerComposerSlice(): void {
    injectSlice(composerSlice);
}
