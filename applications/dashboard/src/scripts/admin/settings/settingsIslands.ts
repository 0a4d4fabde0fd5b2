/** The islands of /dashboard/settings (DESIGN.md §3 "Typed contracts"). */
import type { ISettingsFormProps } from "@dashboard/admin/settings/SettingsForm";
import { defineIsland, type NoProps } from "@library/registry/islandDefinition";

export const settingsFormIsland = defineIsland<ISettingsFormProps>("SettingsForm", () =>
    import(/* webpackChunkName: "SettingsForm" */ "@dashboard/admin/settings/SettingsForm").then((m) => m.SettingsForm),
);

/**
 * The title bar's site name, which follows a saved Garden.Title (SiteName.tsx). In the form's
 * chunk: both hydrate on the same page, and a chunk of its own would add its name to the one
 * webpack runtime every page loads.
 */
export const siteNameIsland = defineIsland<NoProps>("SiteName", () => import(/* webpackChunkName: "SettingsForm" */ "@dashboard/admin/settings/SiteName").then((m) => m.SiteName));
