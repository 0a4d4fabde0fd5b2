import { definePage } from "@library/boot/pageDefinition";
import { pagerIsland } from "@library/navigation/pagerIsland";
import { searchPageBoxIsland } from "@vanilla/search/searchPageBoxIsland";

/**
 * The search page (content §2): an Island page; the search box (with suggestions) and the pager
 * hydrate. /kb/search answers only while the knowledge-base add-on ("knowledge") is enabled.
 */
export const searchPage = definePage({
    entry: "search",
    paths: ["/search", "/kb/search"],
    reducers: {},
    islands: [searchPageBoxIsland, pagerIsland],
});
