/**
 * Unit tests of who reacted (the log modal and the tooltip): discussion 12's reaction bar on an
 * island page, its Like counted 9 times, seen by member 9 with the given permissions.
 */
import { TOASTS_KEY, toastsReducer } from "@library/toasts/toastsSlice";
import { receiveReactionsAction } from "@vanilla/reactions/reactionActions";
import { ReactionBar } from "@vanilla/reactions/ReactionBar";
import { reactionsReducer } from "@vanilla/reactions/reactionsSlice";
import type { IReaction, IReactionLogEntry } from "@vanilla/reactions/reactionTypes";
import { createTestStore, globalPermissions, renderWithPage, discussionViewMeta, testUser } from "@tests/setup/pageFixtures";

const NINE_LIKES: IReaction[] = [
    { tagID: 1, urlcode: "Like", name: "Like", class: "positive", count: 9, hasReacted: false, reactionValue: 1 },
    { tagID: 2, urlcode: "Disagree", name: "Disagree", class: "negative", count: 0, hasReacted: false, reactionValue: 0 },
];

/** A member's Like of discussion 12, as GET /reactions/log lists it. */
export function likeBy(userID: number, name: string): IReactionLogEntry {
    return {
        recordType: "discussion",
        recordID: 12,
        tagID: 1,
        userID,
        user: { userID, name, photoUrl: "", dateLastActive: null },
        reactionType: { tagID: 1, urlcode: "Like", name: "Like", class: "positive" },
        dateInserted: "2024-03-01T10:00:00Z",
    };
}

/** Renders the bar (Like, 9) for a viewer with these permissions; returns the store. */
export function renderNineLikes(permissions: string[]) {
    const store = createTestStore({ reducers: { reactions: reactionsReducer, [TOASTS_KEY]: toastsReducer } });
    store.dispatch(receiveReactionsAction({ recordType: "discussion", recordID: 12, reactions: NINE_LIKES, score: 9 }));
    renderWithPage(<ReactionBar recordType="discussion" recordID={12} categoryID={1} closed={false} />, { store, meta: discussionViewMeta({ currentUser: testUser(9), permissions: globalPermissions(permissions) }) });
    return store;
}
