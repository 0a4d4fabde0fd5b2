/** The islands of /dashboard/addons and /dashboard/locales (DESIGN.md §3 "Typed contracts"). */
import type { IAddonsManagerProps } from "@dashboard/admin/addons/AddonsManager";
import type { ILocalesManagerProps } from "@dashboard/admin/addons/LocalesManager";
import { defineIsland } from "@library/registry/islandDefinition";

export const addonsManagerIsland = defineIsland<IAddonsManagerProps>("AddonsManager", () =>
    import(/* webpackChunkName: "AddonsManager" */ "@dashboard/admin/addons/AddonsManager").then((m) => m.AddonsManager),
);

export const localesManagerIsland = defineIsland<ILocalesManagerProps>("LocalesManager", () =>
    import(/* webpackChunkName: "LocalesManager" */ "@dashboard/admin/addons/LocalesManager").then((m) => m.LocalesManager),
);
