import { composerDraftChanged, composerDraftDiscarded, discardComposerDraft, insertIntoComposer, insertionApplied, REPLY_COMPOSER } from "@library/forms/composerActions";
import { composerReducer, INITIAL_COMPOSER_STATE, selectComposerDiscardRequest, selectComposerHasDraft, selectComposerInsertions } from "@library/forms/composerSlice";

describe("composer slice: insertions from other islands", () => {
    it("queues each insertion with its own ID, oldest first, until its form has applied it", () => {
        let state = composerReducer(INITIAL_COMPOSER_STATE, insertIntoComposer({ composer: REPLY_COMPOSER, text: "> one\n\n" }));
        state = composerReducer(state, insertIntoComposer({ composer: REPLY_COMPOSER, text: "> two\n\n" }));
        expect(state.insertions.map(({ insertionID, text }) => [insertionID, text])).toEqual([
            [1, "> one\n\n"],
            [2, "> two\n\n"],
        ]);
        state = composerReducer(state, insertionApplied({ insertionID: 1 }));
        expect(selectComposerInsertions({ composer: state }).map(({ insertionID }) => insertionID)).toEqual([2]);
    });

    it("reads as empty on a page whose store has no composer", () => {
        expect(selectComposerInsertions({})).toEqual([]);
        expect(selectComposerInsertions({})).toBe(selectComposerInsertions({}));
    });
});

describe("composer slice: a form's unposted draft, asked about and discarded from another island", () => {
    it("knows which forms hold a draft, and a discard request waits for its form until handled", () => {
        let state = composerReducer(INITIAL_COMPOSER_STATE, composerDraftChanged({ composer: REPLY_COMPOSER, hasDraft: true }));
        state = composerReducer(state, composerDraftChanged({ composer: REPLY_COMPOSER, hasDraft: true }));
        expect(state.draftComposers).toEqual([REPLY_COMPOSER]);
        expect(selectComposerHasDraft({ composer: state }, REPLY_COMPOSER)).toBe(true);
        expect(selectComposerHasDraft({ composer: state }, "other")).toBe(false);

        state = composerReducer(state, discardComposerDraft({ composer: REPLY_COMPOSER }));
        // Being discarded: nobody is asked about it again.
        expect(selectComposerHasDraft({ composer: state }, REPLY_COMPOSER)).toBe(false);
        const request = selectComposerDiscardRequest({ composer: state }, REPLY_COMPOSER);
        expect(request).toMatchObject({ composer: REPLY_COMPOSER });
        expect(selectComposerDiscardRequest({ composer: state }, "other")).toBeUndefined();

        state = composerReducer(state, composerDraftDiscarded({ requestID: request!.requestID }));
        expect(selectComposerDiscardRequest({ composer: state }, REPLY_COMPOSER)).toBeUndefined();
    });

    it("reads as no draft on a page whose store has no composer", () => {
        expect(selectComposerHasDraft({}, REPLY_COMPOSER)).toBe(false);
        expect(selectComposerDiscardRequest({}, REPLY_COMPOSER)).toBeUndefined();
    });
});
