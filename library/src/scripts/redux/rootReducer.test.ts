import { createAction, createReducer } from "@reduxjs/toolkit";
import { addonApi } from "@library/addons/addonApi";
import { insertIntoComposer } from "@library/forms/composerActions";
import { COMPOSER_KEY, INITIAL_COMPOSER_STATE, registerComposerSlice, selectComposerInsertions } from "@library/forms/composerSlice";
import { createAppStore } from "@library/redux/store";
import { resetReducerRegistry } from "@library/registry/reducerRegistry";

afterEach(() => resetReducerRegistry());

const QUOTED = { ...INITIAL_COMPOSER_STATE, insertions: [{ insertionID: 3, composer: "comment", text: "> Quoted" }], nextInsertionID: 4 };

describe("the root reducer (combineSlices)", () => {
    it("has the always-present slices from the start, typed as present", () => {
        const store = createAppStore();
        // No optional chaining: the toasts slice is part of the root reducer's static type.
        expect(store.getState().toasts.toasts).toEqual([]);
    });

    it("lacks a lazily loaded slice until it is injected, then holds its initial state", () => {
        const store = createAppStore();
        expect(store.getState()[COMPOSER_KEY]).toBeUndefined();
        // The selector handles the absent slice rather than reading through undefined.
        expect(selectComposerInsertions(store.getState())).toEqual([]);
        // @ts-expect-error -- a lazily loaded slice is possibly undefined in the root state.
        const unchecked = () => store.getState().composer.insertions;
        expect(unchecked).toThrow(TypeError);

        registerComposerSlice();
        expect(store.getState()[COMPOSER_KEY]).toEqual(INITIAL_COMPOSER_STATE);
        store.dispatch(insertIntoComposer({ composer: "comment", text: "Hi" }));
        expect(selectComposerInsertions(store.getState())).toEqual([{ insertionID: 1, composer: "comment", text: "Hi" }]);
    });

    it("keeps the preloaded state of a slice injected before the store is created", () => {
        registerComposerSlice();
        const store = createAppStore({ composer: QUOTED });
        expect(store.getState().composer).toEqual(QUOTED);
        store.dispatch(insertIntoComposer({ composer: "comment", text: "Hi" }));
        expect(store.getState().composer?.insertions.map((insertion) => insertion.insertionID)).toEqual([3, 4]);
    });

    it("keeps preloaded state whose slice is injected after the store is created, and reduces it from then on", () => {
        const store = createAppStore({ composer: QUOTED });
        store.dispatch({ type: "unrelated" });
        expect(store.getState().composer).toEqual(QUOTED);

        registerComposerSlice();
        expect(store.getState().composer).toEqual(QUOTED);
        store.dispatch(insertIntoComposer({ composer: "comment", text: "Hi" }));
        expect(store.getState().composer?.nextInsertionID).toBe(5);
    });

    it("injects an add-on's reducer registered through the facade into an existing store", () => {
        const visited = createAction("online/visited");
        const onlineReducer = createReducer({ visits: 0 }, (builder) => builder.addCase(visited, (state) => ({ visits: state.visits + 1 })));
        const store = createAppStore();
        expect(store.getState()).not.toHaveProperty("online");

        addonApi.registerReducer("online", onlineReducer);
        store.dispatch(visited());
        expect(store.getState()).toMatchObject({ online: { visits: 1 }, toasts: { toasts: [] } });
    });
});
