/** The islands of /dashboard/settings (DESIGN.md §3 "Typed contracts"). */
import type { ISettingsFormProps } from "@dashboard/admin/settings/SettingsForm";
import { defineIsland, type NoProps } from "@library/registry/islandDefinition";

export const settingsFormIsland = defineIsland<ISettingsFormProps>("SettingsForm", () =>
    import(/* webpackChunkName: "SettingsForm" */ "@dashboard/admin/settings/SettingsForm").then((m) => m.SettingsForm),
);

/**
 * The title bar's logo link, which follows a saved site name, logo and mobile logo (SiteLogo.tsx).
 * In the form's chunk: both hydrate on the same page, and a chunk of its own would add its name
 * to the one webpack runtime every page loads.
 */
export const siteLogoIsland = defineIsland<NoProps>("SiteLogo", () => import(/* webpackChunkName: "SettingsForm" */ "@dashboard/admin/settings/SiteLogo").then((m) => m.SiteLogo));
