/**
 * The bulk-selection rules of content §4 "Bulk" through a real store with the discussions
 * slice, the requests of the thunks (jest-fetch-mock), and the selection kept on the device.
 */
import fetchMock from "jest-fetch-mock";
import type { ReactNode } from "react";
import { Provider } from "react-redux";
import { act, render, screen } from "@testing-library/react";
import { BulkCheckbox } from "@vanilla/bulk/BulkCheckbox";
import { combineReducers, configureStore } from "@reduxjs/toolkit";
import { setBulkChecked, restoreBulkSelection, clearBulkSelection, type IBulkDiscussion } from "@vanilla/bulk/bulkActions";
import { bulkSelectionReducer } from "@vanilla/bulk/bulkSelectionSlice";
import { BULK_STORAGE_KEY, loadBulkSelection, saveBulkSelection } from "@vanilla/bulk/bulkSelectionStorage";
import { bulkCloseDiscussions, bulkDeleteDiscussions, bulkMergeDiscussions, bulkMoveDiscussions } from "@vanilla/bulk/bulkThunks";
import { getDiscussionListAction } from "@vanilla/discussions/discussionActions";
import { discussionsReducer } from "@vanilla/discussions/discussionsSlice";
import type { IDiscussion } from "@vanilla/discussions/discussionTypes";
import { sentRequest } from "@tests/setup/sentRequest";
import { testDiscussion } from "@tests/setup/discussionFixtures";

function bulk(discussionID: number): IBulkDiscussion {
    return { discussionID, name: `Discussion ${discussionID}`, categoryID: 1, insertUserID: 2, pinned: false, closed: false };
}

function apiDiscussion(discussionID: number): IDiscussion {
    return testDiscussion(discussionID, bulk(discussionID));
}

const LIST_PARAMS = { page: 1, limit: 30, sort: "-dateLastComment" } as never;

function makeStore() {
    const store = configureStore({ reducer: combineReducers({ bulkSelection: bulkSelectionReducer, discussions: discussionsReducer }) });
    const discussions = [1, 2, 3].map(apiDiscussion);
    store.dispatch(getDiscussionListAction.done({ params: LIST_PARAMS, result: { discussions, paging: { total: 3, currentPage: 1, limit: 30, hasMorePages: false } } }));
    store.dispatch(setBulkChecked({ discussions: [1, 2, 3].map(bulk), checked: true }));
    return store;
}

function renderWithStore(store: ReturnType<typeof makeStore>, children: ReactNode) {
    return render(<Provider store={store}>{children}</Provider>);
}

function answer(body: unknown, status = 200) {
    fetchMock.mockResponseOnce(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

async function sent(index: number): Promise<[string, string, unknown]> {
    const request = sentRequest(index);
    return [request.method, new URL(request.url, "http://localhost").pathname, JSON.parse(await request.text())];
}

const progress = (successIDs: number[], failedIDs: number[] = [], exceptionsByID = {}) => ({ progress: { successIDs, failedIDs, exceptionsByID, countTotalIDs: successIDs.length + failedIDs.length }, callbackPayload: null });

describe("bulk selection", () => {
    it("checks and unchecks, keeping what the toast needs of each", () => {
        const store = makeStore();
        store.dispatch(setBulkChecked({ discussions: [bulk(2)], checked: false }));
        expect(store.getState().bulkSelection.checkedIDs).toEqual([1, 3]);
        expect(Object.keys(store.getState().bulkSelection.discussionsByID)).toEqual(["1", "3"]);
    });

    it("close: started marks pending and unchecks; the failed one is checked again, the others closed and unmarked", async () => {
        const store = makeStore();
        answer(progress([1, 3], [2], { 2: { message: "You need the discussions.close permission to do that.", code: 403 } }));
        const run = store.dispatch(bulkCloseDiscussions({ discussionIDs: [1, 2, 3] }));
        expect(store.getState().bulkSelection).toMatchObject({ checkedIDs: [], pendingIDs: [1, 2, 3], run: { action: "close", status: "loading" } });
        await run;

        expect(await sent(0)).toEqual(["PATCH", "/api/v2/discussions/close", { discussionIDs: [1, 2, 3], closed: true }]);
        const state = store.getState();
        expect(state.bulkSelection.pendingIDs).toEqual([]);
        expect(state.bulkSelection.checkedIDs).toEqual([2]);
        expect(state.bulkSelection.run?.progress?.exceptionsByID).toEqual({ 2: { message: "You need the discussions.close permission to do that.", code: 403 } });
        expect([1, 2, 3].map((id) => state.discussions.discussionsByID[id]!.closed)).toEqual([true, false, true]);
    });

    it("keeps what the runs did to the ones they succeeded on, adding up, for the rows of a server-rendered list", async () => {
        const store = makeStore();
        answer(progress([1, 3], [2], { 2: { message: "You need the discussions.close permission to do that.", code: 403 } }));
        await store.dispatch(bulkCloseDiscussions({ discussionIDs: [1, 2, 3] }));
        const category = { categoryID: 9, name: "Help", url: "/categories/help", allowedDiscussionTypes: null };
        answer(progress([3], [2]));
        await store.dispatch(bulkMoveDiscussions({ discussionIDs: [2, 3], categoryID: 9, addRedirects: false, category }));
        expect(store.getState().bulkSelection.outcomesByID).toEqual({ 1: { closed: true }, 3: { closed: true, category: { categoryID: 9, name: "Help", url: "/categories/help" } } });

        // A checkbox shows nothing of it (the row's tags and category do: bulkListRows.test.tsx).
        renderWithStore(store, <><BulkCheckbox {...bulk(1)} /><BulkCheckbox {...bulk(2)} /></>);
        expect(screen.queryByRole("status")).toBeNull();
        expect((screen.getByRole("checkbox", { name: "Select Discussion 2" }) as HTMLInputElement).checked).toBe(true);

        // A deleted one has nothing left to select.
        answer(progress([1]));
        await act(() => store.dispatch(bulkDeleteDiscussions({ discussionIDs: [1] })));
        expect(store.getState().bulkSelection.outcomesByID?.[1]).toEqual({ closed: true, removed: "delete" });
        expect(screen.queryByRole("checkbox", { name: "Select Discussion 1" })).toBeNull();
        expect(screen.getAllByRole("checkbox").map((box) => box.getAttribute("aria-label"))).toEqual(["Select Discussion 2"]);
    });

    it("a call that fails as a whole checks everything again and keeps its message", async () => {
        const store = makeStore();
        answer({ message: "You must be signed in to do that.", status: 403 }, 403);
        await expect(store.dispatch(bulkCloseDiscussions({ discussionIDs: [1, 2] }))).rejects.toMatchObject({ status: 403 });
        expect(store.getState().bulkSelection).toMatchObject({ checkedIDs: [3, 1, 2], pendingIDs: [], run: { status: "error", error: "You must be signed in to do that." } });
    });

    it("delete: DELETE /discussions/list in long-runner mode, resumed through calls/run, then gone from the lists", async () => {
        const store = makeStore();
        answer({ progress: { successIDs: [1], failedIDs: [], exceptionsByID: {}, countTotalIDs: 2 }, callbackPayload: "signed" }, 408);
        answer(progress([2]));
        await store.dispatch(bulkDeleteDiscussions({ discussionIDs: [1, 2] }));
        expect(await sent(0)).toEqual(["DELETE", "/api/v2/discussions/list", { discussionIDs: [1, 2], longRunnerMode: "sync" }]);
        const resumed = sentRequest(1);
        expect([resumed.method, new URL(resumed.url, "http://localhost").pathname, resumed.headers.get("content-type"), await resumed.text()]).toEqual(["POST", "/api/v2/calls/run", "application/system+jwt", "signed"]);
        const state = store.getState();
        expect(state.bulkSelection).toMatchObject({ checkedIDs: [3], pendingIDs: [], run: { status: "success" } });
        expect(Object.values(state.discussions.lists)[0]!.discussionIDs).toEqual([3]);
        expect(state.discussions.discussionsByID[1]).toBeUndefined();
    });

    it("move: PATCH /discussions/move with the category and addRedirects, then the new category on the moved ones", async () => {
        const store = makeStore();
        answer(progress([1, 2]));
        const category = { categoryID: 9, name: "Help", url: "/categories/help" };
        await store.dispatch(bulkMoveDiscussions({ discussionIDs: [1, 2], categoryID: 9, addRedirects: true, category }));
        expect(await sent(0)).toEqual(["PATCH", "/api/v2/discussions/move", { discussionIDs: [1, 2], categoryID: 9, addRedirects: true }]);
        const { discussionsByID } = store.getState().discussions;
        expect([discussionsByID[1]!.categoryID, discussionsByID[1]!.category, discussionsByID[3]!.categoryID]).toEqual([9, category, 1]);
    });

    it("merge: PATCH /discussions/merge; the merged ones leave the lists, the destination stays", async () => {
        const store = makeStore();
        answer(progress([2, 3]));
        await store.dispatch(bulkMergeDiscussions({ discussionIDs: [1, 2, 3], destinationDiscussionID: 1, addRedirects: false }));
        expect(await sent(0)).toEqual(["PATCH", "/api/v2/discussions/merge", { discussionIDs: [1, 2, 3], destinationDiscussionID: 1, addRedirects: false }]);
        expect(Object.values(store.getState().discussions.lists)[0]!.discussionIDs).toEqual([1]);
        expect(store.getState().bulkSelection).toMatchObject({ checkedIDs: [], pendingIDs: [] });
    });

    it("is kept on the device and restored, pending IDs included; clearing with no run lets everything go", () => {
        const store = makeStore();
        store.dispatch({ type: "@@bulkDiscussions/CLOSE_STARTED", payload: { discussionIDs: [3] } });
        saveBulkSelection(store.getState().bulkSelection);
        expect(JSON.parse(localStorage.getItem(BULK_STORAGE_KEY)!)).toMatchObject({ checkedIDs: [1, 2], pendingIDs: [3] });

        const reloaded = configureStore({ reducer: combineReducers({ bulkSelection: bulkSelectionReducer }) });
        reloaded.dispatch(restoreBulkSelection(loadBulkSelection()));
        expect(reloaded.getState().bulkSelection).toMatchObject({ checkedIDs: [1, 2], pendingIDs: [3], discussionsByID: { 1: bulk(1), 3: bulk(3) } });

        reloaded.dispatch(clearBulkSelection());
        saveBulkSelection(reloaded.getState().bulkSelection);
        expect(localStorage.getItem(BULK_STORAGE_KEY)).toBeNull();
        localStorage.setItem(BULK_STORAGE_KEY, "{not json");
        expect(loadBulkSelection()).toEqual({ checkedIDs: [], pendingIDs: [], discussionsByID: {} });
    });
});
