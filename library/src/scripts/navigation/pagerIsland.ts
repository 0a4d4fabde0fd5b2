import type { IPagerProps } from "@library/navigation/Pager";
import { defineIsland } from "@library/registry/islandDefinition";

/** The pager of every paged list (discussions, comments, a category, reactions). */
export const pagerIsland = defineIsland<IPagerProps>("Pager", () => import(/* webpackChunkName: "Pager" */ "@library/navigation/Pager").then((m) => m.Pager));
