import type { ILayoutRedirectProps } from "@library/layouts/LayoutRedirect";
import { defineIsland } from "@library/registry/islandDefinition";

/** The redirect's timer on Island pages drawn from a layout; its code loads only when a layout redirects. */
export const layoutRedirectIsland = defineIsland<ILayoutRedirectProps>("LayoutRedirect", () =>
    import(/* webpackChunkName: "LayoutRedirect" */ "@library/layouts/LayoutRedirect").then((module) => module.LayoutRedirect),
);
