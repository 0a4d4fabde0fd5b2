/** The islands of the theme admin pages (DESIGN.md §3 "Typed contracts"). */
import type { IThemeRevisionsProps } from "@dashboard/themes/ThemeRevisions";
import { defineIsland, type NoProps } from "@library/registry/islandDefinition";

export const themeManagerIsland = defineIsland<NoProps>("ThemeManager", () =>
    import(/* webpackChunkName: "ThemeManager" */ "@dashboard/themes/ThemeManager").then((m) => m.ThemeManager),
);

export const themeRevisionsIsland = defineIsland<IThemeRevisionsProps>("ThemeRevisions", () =>
    import(/* webpackChunkName: "ThemeRevisions" */ "@dashboard/themes/ThemeRevisions").then((m) => m.ThemeRevisions),
);
