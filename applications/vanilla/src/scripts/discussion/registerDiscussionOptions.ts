// The menu's Move and Tag forms use the cached look-ups; their slice must exist before the store is made.
import "@library/api/lookupApi";
import { registerLazyComponent } from "@library/registry/componentRegistry";
import { registerReducer } from "@library/registry/reducerRegistry";
import { discussionsReducer } from "@vanilla/discussions/discussionsSlice";

/** The island name of the discussion options menu. */
export const DISCUSSION_OPTIONS_ISLAND = "DiscussionOptionsMenu";

/**
 * The discussion page calls this before booting: the menu's code is loaded only when the page
 * has the island (viewers with at least one item), and the discussions slice holds its state.
 */
export function registerDiscussionOptions(): void {
    registerReducer("discussions", discussionsReducer);
    registerLazyComponent(DISCUSSION_OPTIONS_ISLAND, () =>
        import(/* webpackChunkName: "DiscussionOptionsMenu" */ "@vanilla/discussion/DiscussionOptionsMenu").then((m) => ({ default: m.DiscussionOptionsMenu })),
    );
}
