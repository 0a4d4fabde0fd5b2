import { registerLazyComponent } from "@library/registry/componentRegistry";
import { registerReducer } from "@library/registry/reducerRegistry";
import { discussionsReducer } from "@vanilla/discussions/discussionsSlice";

/** The island name of the bookmark button. */
export const BOOKMARK_BUTTON_ISLAND = "BookmarkButton";

/**
 * Pages that show bookmark buttons call this before booting: the button's code is loaded only
 * when the page has one (guests get none), and the discussions slice holds its state.
 */
export function registerBookmarkButton(): void {
    registerReducer("discussions", discussionsReducer);
    registerLazyComponent(BOOKMARK_BUTTON_ISLAND, () =>
        import(/* webpackChunkName: "BookmarkButton" */ "@vanilla/discussions/BookmarkButton").then((m) => ({ default: m.BookmarkButton })),
    );
}
