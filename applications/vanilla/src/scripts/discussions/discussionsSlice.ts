/**
 * Client state of content §3: discussions by ID and lists keyed by a hash of their query,
 * each with its load status and paging, and the bookmark status of each discussion.
 */
import { createSlice } from "@reduxjs/toolkit";
import type { IPaging } from "@library/api/paging";
import { LoadStatus } from "@library/redux/asyncThunk";
import type { IRootState } from "@library/redux/store";
import { bookmarkDiscussionAction, getDiscussionListAction } from "@vanilla/discussions/discussionActions";
import { stableKey as listKey } from "@library/utility/stableKey";
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

export interface IDiscussionsState {
    discussionsByID: Record<number, IDiscussion>;
    lists: Record<string, IDiscussionList>;
    bookmarkStatusesByID: Record<number, IBookmarkStatus>;
}

export const INITIAL_DISCUSSIONS_STATE: IDiscussionsState = { discussionsByID: {}, lists: {}, bookmarkStatusesByID: {} };

/** The icon states of content §4. */
export type BookmarkIconState = "normal" | "bookmarking" | "bookmarked";

declare module "@library/redux/store" {
    interface IRootState {
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
            });
    },
});

export const discussionsReducer = discussionsSlice.reducer;

export function selectDiscussionList(state: IRootState, key: string): IDiscussionList | undefined {
    return state.discussions?.lists[key];
}

export function selectDiscussions(state: IRootState, ids: number[]): IDiscussion[] {
    return ids.map((id) => state.discussions.discussionsByID[id]).filter(Boolean);
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
