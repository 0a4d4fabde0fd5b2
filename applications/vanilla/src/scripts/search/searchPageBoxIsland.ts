import { defineIsland } from "@library/registry/islandDefinition";
import type { ISearchPageBoxProps } from "@vanilla/search/SearchPageBox";

/** The search page's box with suggestions: its code (and the autocomplete's) loads after the page is shown. */
export const searchPageBoxIsland = defineIsland<ISearchPageBoxProps>("SearchPageBox", () =>
    import(/* webpackChunkName: "SearchPageBox" */ "@vanilla/search/SearchPageBox").then((module) => module.SearchPageBox),
);
