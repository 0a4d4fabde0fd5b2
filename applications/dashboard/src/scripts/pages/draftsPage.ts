import { definePage } from "@library/boot/pageDefinition";
import { DRAFTS_KEY, draftsReducer } from "@library/drafts/draftsSlice";
import { myDraftsIsland } from "@dashboard/drafts/myDraftsIsland";

/** /drafts (signed-in members): the My Drafts island reads the drafts slice. */
export const draftsPage = definePage({
    entry: "drafts",
    paths: ["/drafts"],
    reducers: { [DRAFTS_KEY]: draftsReducer },
    islands: [myDraftsIsland],
});
