import { definePage } from "@library/boot/pageDefinition";
import { pagerIsland } from "@library/navigation/pagerIsland";
import { bulkCheckboxIsland, bulkToastIsland } from "@vanilla/bulk/bulkIslands";
import { bookmarkButtonIsland, discussionRowCategoryIsland, discussionRowStatusIsland, discussionSortIsland, dismissToggleIsland } from "@vanilla/discussions/discussionListIslands";
import { translateButtonIsland } from "@library/translations/translatorIsland";

/** The category list and a category's discussions: Island pages whose islands take their props. */
export const categoryListPage = definePage({
    entry: "categoryList",
    paths: ["/categories", "/categories/:category", "/categories/:category/:page"],
    reducers: () => import(/* webpackChunkName: "discussionListReducers" */ "@vanilla/discussions/discussionListReducers").then((m) => m.discussionListReducers),
    islands: [pagerIsland, discussionSortIsland, bookmarkButtonIsland, dismissToggleIsland, bulkCheckboxIsland, discussionRowStatusIsland, discussionRowCategoryIsland, bulkToastIsland, translateButtonIsland],
    islandState: () => ({}),
});
