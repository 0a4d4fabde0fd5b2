/**
 * Bookmarks on the client (content §4, §8): the PUT the thunk sends, the optimistic toggle,
 * the revert and the toast on failure, and the button's states.
 */
import fetchMock from "jest-fetch-mock";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { GUEST_USER } from "@library/boot/pageMeta";
import { LoadStatus } from "@library/redux/asyncThunk";
import { resetReducerRegistry } from "@library/registry/reducerRegistry";
import { ToastContainer } from "@library/toasts/ToastContainer";
import { resetToastIDs, selectToasts, toastsReducer } from "@library/toasts/toastsSlice";
import { BookmarkButton } from "@vanilla/discussions/BookmarkButton";
import { BookmarkIsland } from "@vanilla/discussions/BookmarkIsland";
import { getDiscussionListAction } from "@vanilla/discussions/discussionActions";
import { discussionListParamsFromLocation } from "@vanilla/discussions/discussionListQuery";
import { bookmarkIconState, discussionsReducer, selectBookmarkStatus, selectDiscussions } from "@vanilla/discussions/discussionsSlice";
import { BOOKMARK_FAILED_MESSAGE, bookmarkDiscussion } from "@vanilla/discussions/discussionThunks";
import type { IDiscussion } from "@vanilla/discussions/discussionTypes";
import { createTestStore, renderWithPage, discussionViewMeta, testUser } from "@tests/setup/pageFixtures";
import { testDiscussion } from "@tests/setup/discussionFixtures";
import { sentRequest } from "@tests/setup/sentRequest";

const MEMBER = testUser(3);

const meta = discussionViewMeta({ mode: "app", url: "/discussion/7", currentUser: MEMBER });

function makeDiscussion(discussionID: number, bookmarked = false): IDiscussion {
    return testDiscussion(discussionID, { bookmarked });
}

const listParams = discussionListParamsFromLocation("/discussions", "");

function newStore(discussions: IDiscussion[] = []) {
    const store = createTestStore({ reducers: { discussions: discussionsReducer, toasts: toastsReducer } });
    if (discussions.length) {
        store.dispatch(getDiscussionListAction.done({ params: listParams, result: { discussions, paging: { total: discussions.length, currentPage: 1, limit: 30, hasMorePages: false } } }));
    }
    return store;
}

type Store = ReturnType<typeof newStore>;

/** A PUT answer the test releases when it wants, to look at the state in between. */
function deferredResponse(status: number, body: unknown): () => void {
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    fetchMock.mockResponseOnce(async () => {
        await gate;
        return { status, body: JSON.stringify(body), headers: { "content-type": "application/json" } };
    });
    return open;
}

function mockJson(status: number, body: unknown) {
    fetchMock.mockResponseOnce(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

function bookmarkOf(store: Store, discussionID: number) {
    return selectBookmarkStatus(store.getState(), discussionID);
}

beforeEach(() => resetToastIDs());
afterEach(() => resetReducerRegistry());

describe("bookmarkDiscussion", () => {
    it("sends PUT /api/v2/discussions/{id}/bookmark with {bookmarked: true} and the request-origin header", async () => {
        const store = newStore();
        mockJson(200, { bookmarked: true });
        await expect(store.dispatch(bookmarkDiscussion({ discussionID: 7, bookmarked: true }))).resolves.toBe(true);

        expect(fetchMock.mock.calls).toHaveLength(1);
        const request = sentRequest(0);
        expect(request.method).toBe("PUT");
        expect(new URL(request.url, "http://localhost").pathname).toBe("/api/v2/discussions/7/bookmark");
        expect(request.headers.get("X-Requested-With")).toBe("vanilla");
        expect(JSON.parse(await request.text())).toEqual({ bookmarked: true });
        expect(bookmarkOf(store, 7)).toEqual({ status: LoadStatus.SUCCESS, bookmarked: true });
    });

    it("applies the new value at once (bookmarking), then confirms it", async () => {
        const store = newStore([makeDiscussion(7, false)]);
        const release = deferredResponse(200, { bookmarked: true });

        const done = store.dispatch(bookmarkDiscussion({ discussionID: 7, bookmarked: true }));
        expect(bookmarkOf(store, 7)).toEqual({ status: LoadStatus.LOADING, bookmarked: true });
        expect(selectDiscussions(store.getState(), [7])[0]!.bookmarked).toBe(true);
        expect(bookmarkIconState(bookmarkOf(store, 7)!)).toBe("bookmarking");

        release();
        await done;
        expect(bookmarkIconState(bookmarkOf(store, 7)!)).toBe("bookmarked");
        expect(selectDiscussions(store.getState(), [7])[0]!.bookmarked).toBe(true);
        expect(selectToasts(store.getState())).toEqual([]);
    });

    it("reverts on failure and shows the dismissible toast of content §8", async () => {
        const store = newStore([makeDiscussion(7, true)]);
        const release = deferredResponse(500, { message: "Something went wrong.", status: 500 });

        const done = store.dispatch(bookmarkDiscussion({ discussionID: 7, bookmarked: false }));
        expect(selectDiscussions(store.getState(), [7])[0]!.bookmarked).toBe(false);

        release();
        await expect(done).resolves.toBe(true);
        expect(bookmarkOf(store, 7)).toEqual({ status: LoadStatus.ERROR, bookmarked: true, error: { message: "Something went wrong.", status: 500 } });
        expect(selectDiscussions(store.getState(), [7])[0]!.bookmarked).toBe(true);
        expect(bookmarkIconState(bookmarkOf(store, 7)!)).toBe("bookmarked");
        expect(selectToasts(store.getState())).toEqual([
            { toastID: "toast-1", body: BOOKMARK_FAILED_MESSAGE, dismissible: true, autoDismiss: false, persistent: false, wide: false, visibility: true },
        ]);
    });

    it("lets a reloaded list replace a finished bookmark status, but not one under way", async () => {
        const store = newStore([makeDiscussion(7, false), makeDiscussion(8, false)]);
        mockJson(200, { bookmarked: true });
        await store.dispatch(bookmarkDiscussion({ discussionID: 7, bookmarked: true }));
        const release = deferredResponse(200, { bookmarked: true });
        const pending = store.dispatch(bookmarkDiscussion({ discussionID: 8, bookmarked: true }));

        store.dispatch(getDiscussionListAction.done({ params: listParams, result: { discussions: [makeDiscussion(7, false), makeDiscussion(8, false)], paging: { total: 2, currentPage: 1, limit: 30, hasMorePages: false } } }));
        expect(bookmarkOf(store, 7)).toBeUndefined();
        expect(selectDiscussions(store.getState(), [7, 8]).map((discussion) => discussion.bookmarked)).toEqual([false, true]);
        release();
        await pending;
    });
});

describe("<BookmarkButton>", () => {
    function renderButton(store: Store, bookmarked: boolean) {
        renderWithPage(
            <>
                <BookmarkButton discussionID={7} bookmarked={bookmarked} />
                <ToastContainer />
            </>,
            { store, meta },
        );
        return screen.getByRole("button", { name: "Bookmark" });
    }

    it("is a toggle button named Bookmark whose pressed state is the server's value", () => {
        const button = renderButton(newStore(), true);
        expect(button.tagName).toBe("BUTTON");
        expect(button.getAttribute("aria-pressed")).toBe("true");
        expect(button.getAttribute("data-bookmark-state")).toBe("bookmarked");
    });

    it("presses at once on click, shows bookmarking while the call runs, and stays pressed", async () => {
        const store = newStore();
        const release = deferredResponse(200, { bookmarked: true });
        const button = renderButton(store, false);
        expect(button.getAttribute("data-bookmark-state")).toBe("normal");

        fireEvent.click(button);
        await waitFor(() => expect(button.getAttribute("aria-pressed")).toBe("true"));
        expect(button.getAttribute("data-bookmark-state")).toBe("bookmarking");
        expect(button.getAttribute("aria-busy")).toBe("true");

        await act(async () => release());
        await waitFor(() => expect(button.getAttribute("data-bookmark-state")).toBe("bookmarked"));
        expect(button.getAttribute("aria-pressed")).toBe("true");
        expect(fetchMock.mock.calls).toHaveLength(1);
    });

    it("ignores clicks while a call runs", async () => {
        const store = newStore();
        const release = deferredResponse(200, { bookmarked: true });
        const button = renderButton(store, false);
        fireEvent.click(button);
        await waitFor(() => expect(button.getAttribute("data-bookmark-state")).toBe("bookmarking"));
        fireEvent.click(button);
        await act(async () => release());
        await waitFor(() => expect(button.getAttribute("data-bookmark-state")).toBe("bookmarked"));
        expect(fetchMock.mock.calls).toHaveLength(1);
    });

    it("reverts and shows the toast when the server fails; the toast's close button dismisses it", async () => {
        const store = newStore();
        mockJson(500, { message: "Something went wrong.", status: 500 });
        const button = renderButton(store, false);

        fireEvent.click(button);
        expect(await screen.findByText(BOOKMARK_FAILED_MESSAGE)).toBeTruthy();
        expect(button.getAttribute("aria-pressed")).toBe("false");
        expect(button.getAttribute("data-bookmark-state")).toBe("normal");

        fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
        expect(selectToasts(store.getState())[0]!.visibility).toBe(false);
    });
});

describe("<BookmarkIsland>", () => {
    it("shows the button to signed-in viewers only", () => {
        const store = newStore();
        const { rerenderWithPage } = renderWithPage(<BookmarkIsland discussionID={7} bookmarked={false} />, { store, meta });
        expect(screen.queryByRole("button", { name: "Bookmark" })).not.toBeNull();
        rerenderWithPage(<BookmarkIsland discussionID={7} bookmarked={false} />, { ...meta, currentUser: GUEST_USER });
        expect(screen.queryByRole("button", { name: "Bookmark" })).toBeNull();
    });
});
