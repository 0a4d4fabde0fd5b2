import type { IBackLinkProps } from "@library/routing/BackLink";
import { defineIsland } from "@library/registry/islandDefinition";

/** "Go back" that returns to the previous page of this site, or to a fallback address. */
export const backLinkIsland = defineIsland<IBackLinkProps>("BackLink", () => import(/* webpackChunkName: "BackLink" */ "@library/routing/BackLink").then((m) => m.BackLink));
