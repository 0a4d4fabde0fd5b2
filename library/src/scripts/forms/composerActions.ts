/**
 * The composer's typescript-fsa actions: messages between islands about what the writing forms
 * hold. A Quote button and the reply form are separate islands; the button asks for text to be
 * added to the form by dispatching `insertIntoComposer`, and the form takes it from the store.
 */
import { actionCreatorFactory } from "@library/redux/asyncThunk";

const createAction = actionCreatorFactory("@@composer");

/** The page's reply form (one a page: the discussion's comment box). */
export const REPLY_COMPOSER = "reply";

export interface IComposerInsertParams {
    /** Which form gets the text (REPLY_COMPOSER). */
    composer: string;
    /** Markdown added after what the form already holds. */
    text: string;
}

export const insertIntoComposer = createAction<IComposerInsertParams>("INSERT");

/** The form has added the insertion to its text: it leaves the store. */
export const insertionApplied = createAction<{ insertionID: number }>("INSERTION_APPLIED");

/**
 * A named form now holds (or no longer holds) unposted text. Content §4: a Reply button asks
 * before discarding the reply form's draft, and learns it exists from the store.
 */
export const composerDraftChanged = createAction<{ composer: string; hasDraft: boolean }>("DRAFT_CHANGED");

/** Asks the named form to discard its draft (device copy and server draft, useDraftSync's remove()). */
export const discardComposerDraft = createAction<{ composer: string }>("DISCARD_DRAFT");

/** The form has discarded its draft: the request leaves the store. */
export const composerDraftDiscarded = createAction<{ requestID: number }>("DRAFT_DISCARDED");
