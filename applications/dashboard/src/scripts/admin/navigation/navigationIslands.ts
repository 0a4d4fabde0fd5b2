/** The island of /dashboard/navigation (DESIGN.md §3 "Typed contracts"). */
import type { INavigationEditorProps } from "@dashboard/admin/navigation/NavigationEditor";
import { defineIsland } from "@library/registry/islandDefinition";

export const navigationEditorIsland = defineIsland<INavigationEditorProps>("NavigationEditor", () =>
    import(/* webpackChunkName: "NavigationEditor" */ "@dashboard/admin/navigation/NavigationEditor").then((m) => m.NavigationEditor),
);
