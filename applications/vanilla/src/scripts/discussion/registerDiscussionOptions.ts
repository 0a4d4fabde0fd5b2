import { registerLazyComponent } from "@library/registry/componentRegistry";
import { registerReducer } from "@library/registry/reducerRegistry";
import { discussionsReducer } from "@vanilla/discussions/discussionsSlice";

/** The island name of the discussion options menu. */
export const DISCUSSION_OPTIONS_ISLAND = "DiscussionOptionsMenu";

/**
 * The discussion page calls this before booting: the menu's code is loaded only when the page
 * has the island (viewers with at least one item), and the discussions slice holds its state.
 * The Move and Tag forms' cached look-ups (RTK Query, lookupApi) are not imported here: the
 * forms load them when opened, and the reducer registry adds their slice to the live store.
 */
export function registerDiscussionOptions(): void {
    registerReducer("discussions", discussionsReducer);
    registerLazyComponent(DISCUSSION_OPTIONS_ISLAND, () =>
        import(/* webpackChunkName: "DiscussionOptionsMenu" */ "@vanilla/discussion/DiscussionOptionsMenu").then((m) => ({ default: m.DiscussionOptionsMenu })),
    );
}
