/**
 * Client state of content §3: discussions by ID and lists keyed by a hash of their query,
 * each with its load status and paging, and the bookmark status of each discussion.
 */
import { createSlice } from "@reduxjs/toolkit";
import type { IPaging } from "@library/api/paging";
import { LoadStatus } from "@library/redux/asyncThunk";
import type { IRootState } from "@library/redux/store";
import { registerReducer } from "@library/registry/reducerRegistry";
import {
    bookmarkDiscussionAction,
    bumpDiscussionAction,
    deleteDiscussionAction,
    dismissDiscussionAction,
    getDiscussionAction,
    getDiscussionListAction,
    patchDiscussionAction,
    putDiscussionTagsAction,
    putDiscussionTypeAction,
} from "@vanilla/discussions/discussionActions";
import { stableKey as listKey } from "@library/utility/stableKey";
import { bulkCloseAction, bulkDeleteAction, bulkMergeAction, bulkMoveAction } from "@vanilla/bulk/bulkActions";
import type { IDiscussion } from "@vanilla/discussions/discussionTypes";

export interface IDiscussionList {
    status: LoadStatus;
    discussionIDs: number[];
    paging?: IPaging;
    error?: { message: string; status: number };
}

/**
 * The bookmark of one discussion as the viewer last set it (content §4): applied optimistically
 * (`bookmarked` is the new value while the call is LOADING, the "bookmarking" icon state) and
 * reverted on failure. Kept apart from discussionsByID because a bookmark button also sits on
 * pages whose store does not hold the discussion (the discussion page, a category's list).
 */
export interface IBookmarkStatus {
    status: LoadStatus;
    bookmarked: boolean;
    error?: { message: string; status: number };
}

/** Where a call that changes or deletes a discussion stands (content §3 "patch, delete status"). */
export interface IRequestStatus {
    status: LoadStatus;
    error?: { message: string; status: number };
}

export interface IDiscussionsState {
    discussionsByID: Record<number, IDiscussion>;
    lists: Record<string, IDiscussionList>;
    bookmarkStatusesByID: Record<number, IBookmarkStatus>;
    /** PATCH /discussions/{id}, its dismiss and bump calls, per discussion. */
    patchStatusesByID: Record<number, IRequestStatus>;
    /** DELETE /discussions/{id}, per discussion. */
    deleteStatusesByID: Record<number, IRequestStatus>;
}

export const INITIAL_DISCUSSIONS_STATE: IDiscussionsState = {
    discussionsByID: {},
    lists: {},
    bookmarkStatusesByID: {},
    patchStatusesByID: {},
    deleteStatusesByID: {},
};

/** The icon states of content §4. */
export type BookmarkIconState = "normal" | "bookmarking" | "bookmarked";

declare module "@library/redux/rootReducer" {
    interface LazyLoadedSlices {
        discussions: IDiscussionsState;
    }
}

function setBookmark(state: IDiscussionsState, discussionID: number, bookmark: IBookmarkStatus): void {
    // Preloaded state from an older server may lack the map.
    state.bookmarkStatusesByID ??= {};
    state.bookmarkStatusesByID[discussionID] = bookmark;
    const discussion = state.discussionsByID[discussionID];
    if (discussion) discussion.bookmarked = bookmark.bookmarked;
}

/** Stores a fresh copy from the server, keeping an optimistic bookmark that is still under way. */
function receiveDiscussion(state: IDiscussionsState, discussion: IDiscussion): void {
    const bookmark = state.bookmarkStatusesByID?.[discussion.discussionID];
    const stored = bookmark?.status === LoadStatus.LOADING ? { ...discussion, bookmarked: bookmark.bookmarked } : discussion;
    state.discussionsByID[discussion.discussionID] = stored;
}

function setPatchStatus(state: IDiscussionsState, discussionID: number, status: IRequestStatus): void {
    // Preloaded state from an older server may lack the map.
    state.patchStatusesByID ??= {};
    state.patchStatusesByID[discussionID] = status;
}

function setDeleteStatus(state: IDiscussionsState, discussionID: number, status: IRequestStatus): void {
    state.deleteStatusesByID ??= {};
    state.deleteStatusesByID[discussionID] = status;
}

export const discussionsSlice = createSlice({
    name: "discussions",
    initialState: INITIAL_DISCUSSIONS_STATE,
    reducers: {},
    extraReducers: (builder) => {
        builder
            .addMatcher(getDiscussionListAction.started.match, (state, { payload }) => {
                const key = listKey(payload);
                state.lists[key] = { discussionIDs: state.lists[key]?.discussionIDs ?? [], paging: state.lists[key]?.paging, status: LoadStatus.LOADING };
            })
            .addMatcher(getDiscussionListAction.done.match, (state, { payload }) => {
                state.bookmarkStatusesByID ??= {};
                for (const discussion of payload.result.discussions) {
                    const bookmark = state.bookmarkStatusesByID[discussion.discussionID];
                    if (bookmark?.status === LoadStatus.LOADING) {
                        // A bookmark call is under way: its optimistic value stays until it ends.
                        discussion.bookmarked = bookmark.bookmarked;
                    } else if (bookmark) {
                        // Fresher data from the server replaces what this page last set.
                        delete state.bookmarkStatusesByID[discussion.discussionID];
                    }
                    state.discussionsByID[discussion.discussionID] = discussion;
                }
                state.lists[listKey(payload.params)] = {
                    status: LoadStatus.SUCCESS,
                    discussionIDs: payload.result.discussions.map((discussion) => discussion.discussionID),
                    paging: payload.result.paging,
                };
            })
            .addMatcher(getDiscussionListAction.failed.match, (state, { payload }) => {
                const key = listKey(payload.params);
                state.lists[key] = {
                    discussionIDs: state.lists[key]?.discussionIDs ?? [],
                    paging: state.lists[key]?.paging,
                    status: LoadStatus.ERROR,
                    error: { message: payload.error.message, status: payload.error.status },
                };
            })
            // Content §4: optimistic at started, confirmed at done, reverted at failed.
            .addMatcher(bookmarkDiscussionAction.started.match, (state, { payload }) => {
                setBookmark(state, payload.discussionID, { status: LoadStatus.LOADING, bookmarked: payload.bookmarked });
            })
            .addMatcher(bookmarkDiscussionAction.done.match, (state, { payload }) => {
                setBookmark(state, payload.params.discussionID, { status: LoadStatus.SUCCESS, bookmarked: payload.result.bookmarked });
            })
            .addMatcher(bookmarkDiscussionAction.failed.match, (state, { payload }) => {
                // A click always asks for the opposite of what was shown, so that is what comes back.
                setBookmark(state, payload.params.discussionID, {
                    status: LoadStatus.ERROR,
                    bookmarked: !payload.params.bookmarked,
                    error: { message: payload.error.message, status: payload.error.status },
                });
            })
            .addMatcher(getDiscussionAction.done.match, (state, { payload }) => {
                receiveDiscussion(state, payload.result);
            })
            // The options menu's Change Post Type and Tags (content §3 "type-change status"), and
            // content §4's moderator flags, bump and dismiss: one patch status per discussion. The
            // menu refreshes the discussion after each.
            .addMatcher(
                (action) =>
                    putDiscussionTypeAction.started.match(action) ||
                    patchDiscussionAction.started.match(action) ||
                    bumpDiscussionAction.started.match(action) ||
                    dismissDiscussionAction.started.match(action),
                (state, { payload }: { payload: { discussionID: number } }) => {
                    setPatchStatus(state, payload.discussionID, { status: LoadStatus.LOADING });
                },
            )
            .addMatcher(
                (action) => putDiscussionTypeAction.done.match(action) || patchDiscussionAction.done.match(action) || bumpDiscussionAction.done.match(action),
                (state, { payload }: { payload: { params: { discussionID: number }; result: IDiscussion } }) => {
                    setPatchStatus(state, payload.params.discussionID, { status: LoadStatus.SUCCESS });
                    receiveDiscussion(state, payload.result);
                },
            )
            .addMatcher(putDiscussionTagsAction.done.match, (state, { payload }) => {
                const discussion = state.discussionsByID[payload.params.discussionID];
                if (discussion) discussion.tags = payload.result;
            })
            .addMatcher(dismissDiscussionAction.done.match, (state, { payload }) => {
                setPatchStatus(state, payload.params.discussionID, { status: LoadStatus.SUCCESS });
                const discussion = state.discussionsByID[payload.params.discussionID];
                if (discussion) discussion.dismissed = payload.result.dismissed;
            })
            .addMatcher(
                (action) =>
                    putDiscussionTypeAction.failed.match(action) ||
                    patchDiscussionAction.failed.match(action) ||
                    bumpDiscussionAction.failed.match(action) ||
                    dismissDiscussionAction.failed.match(action),
                (state, { payload }: { payload: { params: { discussionID: number }; error: { message: string; status: number } } }) => {
                    setPatchStatus(state, payload.params.discussionID, {
                        status: LoadStatus.ERROR,
                        error: { message: payload.error.message, status: payload.error.status },
                    });
                },
            )
            // Content §4 "Delete": removal also clears the stored copy and the cached lists.
            .addMatcher(deleteDiscussionAction.started.match, (state, { payload }) => {
                setDeleteStatus(state, payload.discussionID, { status: LoadStatus.LOADING });
            })
            .addMatcher(deleteDiscussionAction.done.match, (state, { payload }) => {
                const { discussionID } = payload.params;
                setDeleteStatus(state, discussionID, { status: LoadStatus.SUCCESS });
                delete state.discussionsByID[discussionID];
                if (state.bookmarkStatusesByID) delete state.bookmarkStatusesByID[discussionID];
                if (state.patchStatusesByID) delete state.patchStatusesByID[discussionID];
                for (const list of Object.values(state.lists)) {
                    const index = list.discussionIDs.indexOf(discussionID);
                    if (index === -1) continue;
                    list.discussionIDs.splice(index, 1);
                    if (list.paging?.total !== undefined) list.paging.total = Math.max(0, list.paging.total - 1);
                }
            })
            .addMatcher(deleteDiscussionAction.failed.match, (state, { payload }) => {
                setDeleteStatus(state, payload.params.discussionID, {
                    status: LoadStatus.ERROR,
                    error: { message: payload.error.message, status: payload.error.status },
                });
            })
            // Bulk moderation (content §4 "Bulk"): what succeeded changes here as well.
            .addMatcher(bulkCloseAction.done.match, (state, { payload }) => {
                for (const id of payload.result.successIDs) if (state.discussionsByID[id]) state.discussionsByID[id].closed = true;
            })
            .addMatcher(bulkMoveAction.done.match, (state, { payload }) => {
                const { categoryID, category } = payload.params;
                for (const id of payload.result.successIDs) {
                    const discussion = state.discussionsByID[id];
                    if (!discussion) continue;
                    discussion.categoryID = categoryID;
                    if (category) discussion.category = category;
                }
            })
            .addMatcher(
                (action) => bulkDeleteAction.done.match(action) || bulkMergeAction.done.match(action),
                (state, { payload }: { payload: { result: { successIDs: number[] } } }) => {
                    // Each one leaves exactly as a single delete does (the matcher above; the
                    // slice's reducer works on this draft in place).
                    for (const discussionID of payload.result.successIDs) {
                        discussionsSlice.reducer(state, deleteDiscussionAction.done({ params: { discussionID }, result: undefined }));
                    }
                },
            );
    },
});

export const discussionsReducer = discussionsSlice.reducer;

/** Adds the slice to the store (a no-op the second time); the components that read or change discussions call it as their chunk loads. */
export function registerDiscussionsSlice(): void {
    registerReducer(discussionsSlice.reducerPath, discussionsReducer);
}

export function selectDiscussionList(state: IRootState, key: string): IDiscussionList | undefined {
    return state.discussions?.lists[key];
}

export function selectDiscussions(state: IRootState, ids: number[]): IDiscussion[] {
    const byID = state.discussions?.discussionsByID ?? {};
    return ids.map((id) => byID[id]).filter((discussion) => discussion !== undefined);
}

/** The stored copy of a discussion, if the store has one. */
export function selectStoredDiscussion(state: IRootState, discussionID: number): IDiscussion | undefined {
    return state.discussions?.discussionsByID[discussionID];
}

export function selectPatchStatus(state: IRootState, discussionID: number): IRequestStatus | undefined {
    return state.discussions?.patchStatusesByID?.[discussionID];
}

export function selectDeleteStatus(state: IRootState, discussionID: number): IRequestStatus | undefined {
    return state.discussions?.deleteStatusesByID?.[discussionID];
}

/** The bookmark status this page set for a discussion, if any. */
export function selectBookmarkStatus(state: IRootState, discussionID: number): IBookmarkStatus | undefined {
    return state.discussions?.bookmarkStatusesByID?.[discussionID];
}

/** Whether the store's copy of the discussion is bookmarked; undefined when the store has no copy. */
export function selectStoredBookmarked(state: IRootState, discussionID: number): boolean | undefined {
    return state.discussions?.discussionsByID[discussionID]?.bookmarked;
}

export function bookmarkIconState(bookmark: Pick<IBookmarkStatus, "status" | "bookmarked">): BookmarkIconState {
    if (bookmark.status === LoadStatus.LOADING) return "bookmarking";
    return bookmark.bookmarked ? "bookmarked" : "normal";
}
