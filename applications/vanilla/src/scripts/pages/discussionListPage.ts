import { definePage } from "@library/boot/pageDefinition";
import { pagerIsland } from "@library/navigation/pagerIsland";
import { bulkCheckboxIsland, bulkToastIsland } from "@vanilla/bulk/bulkIslands";
import { bookmarkButtonIsland, discussionRowCategoryIsland, discussionRowStatusIsland, discussionSortIsland, dismissToggleIsland } from "@vanilla/discussions/discussionListIslands";
import { loadFeature } from "@library/lazy/loadFeature";

/**
 * The discussion list (content §2): an Island page, or with customLayout.discussionList an App page
 * drawn from the discussionList layout.
 * Its islands take what they show from their props (the bookmark and dismiss buttons fall back
 * to them when the store has no copy), so an Island page sends none of the list's records.
 */
export const discussionListPage = definePage({
    entry: "discussionList",
    paths: ["/discussions", "/discussions/:page"],
    reducers: () => import(/* webpackChunkName: "discussionListReducers" */ "@vanilla/discussions/discussionListReducers").then((m) => m.discussionListReducers),
    islands: [pagerIsland, discussionSortIsland, bookmarkButtonIsland, dismissToggleIsland, bulkCheckboxIsland, discussionRowStatusIsland, discussionRowCategoryIsland, bulkToastIsland],
    islandState: () => ({}),
    // App mode is customLayout.discussionList's: the list drawn from its layout (content §9).
    appPage: () => loadFeature(() => import(/* webpackChunkName: "DiscussionListLayoutPage" */ "@vanilla/layouts/DiscussionListLayoutPage")),
});
