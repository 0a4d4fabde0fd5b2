import { definePage } from "@library/boot/pageDefinition";
import { pagerIsland } from "@library/navigation/pagerIsland";
import { bulkCheckboxIsland, bulkToastIsland } from "@vanilla/bulk/bulkIslands";
import { BULK_SELECTION_KEY, bulkSelectionReducer } from "@vanilla/bulk/bulkSelectionSlice";
import { bookmarkButtonIsland, discussionSortIsland, dismissToggleIsland } from "@vanilla/discussions/discussionListIslands";
import { discussionsReducer } from "@vanilla/discussions/discussionsSlice";
import { translateButtonIsland } from "@library/translations/translatorIsland";

/** The category list and a category's discussions: Island pages whose islands take their props. */
export const categoryListPage = definePage({
    entry: "categoryList",
    paths: ["/categories", "/categories/:category", "/categories/:category/:page"],
    reducers: { discussions: discussionsReducer, [BULK_SELECTION_KEY]: bulkSelectionReducer },
    islands: [pagerIsland, discussionSortIsland, bookmarkButtonIsland, dismissToggleIsland, bulkCheckboxIsland, bulkToastIsland, translateButtonIsland],
    islandState: () => ({}),
});
