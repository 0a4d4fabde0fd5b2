/** The island of /dashboard/settings (DESIGN.md §3 "Typed contracts"). */
import type { ISettingsFormProps } from "@dashboard/admin/settings/SettingsForm";
import { defineIsland } from "@library/registry/islandDefinition";

export const settingsFormIsland = defineIsland<ISettingsFormProps>("SettingsForm", () =>
    import(/* webpackChunkName: "SettingsForm" */ "@dashboard/admin/settings/SettingsForm").then((m) => m.SettingsForm),
);
