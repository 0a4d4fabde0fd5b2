import { insertIntoComposer, insertionApplied, REPLY_COMPOSER } from "@library/forms/composerActions";
import { composerReducer, INITIAL_COMPOSER_STATE, selectComposerInsertions } from "@library/forms/composerSlice";

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
