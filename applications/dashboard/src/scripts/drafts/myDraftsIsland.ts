/** The My Drafts list, the one interactive part of /drafts (DESIGN.md §3 "Typed contracts"). */
import { defineIsland, type NoProps } from "@library/registry/islandDefinition";

export const myDraftsIsland = defineIsland<NoProps>("MyDrafts", () => import(/* webpackChunkName: "MyDrafts" */ "@dashboard/drafts/MyDrafts").then((m) => m.MyDrafts));
