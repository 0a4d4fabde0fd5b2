/**
 * The discussion list's own islands (sort selector, announcement dismiss toggle), registered
 * lazily: a page loads their code only when it shows them (guests never see a dismiss toggle).
 */
import { registerLazyComponent } from "@library/registry/componentRegistry";
import { registerReducer } from "@library/registry/reducerRegistry";
import { discussionsReducer } from "@vanilla/discussions/discussionsSlice";

export const DISCUSSION_SORT_ISLAND = "DiscussionSort";
export const DISMISS_TOGGLE_ISLAND = "DismissAnnouncement";

export function registerDiscussionListIslands(): void {
    // The dismiss toggle keeps the discussion's state in the discussions slice.
    registerReducer("discussions", discussionsReducer);
    registerLazyComponent(DISCUSSION_SORT_ISLAND, () =>
        import(/* webpackChunkName: "DiscussionSortSelect" */ "@vanilla/discussions/DiscussionSortSelect").then((m) => ({ default: m.DiscussionSortSelect })),
    );
    registerLazyComponent(DISMISS_TOGGLE_ISLAND, () =>
        import(/* webpackChunkName: "DismissToggle" */ "@vanilla/discussions/DismissToggle").then((m) => ({ default: m.DismissToggle })),
    );
}
