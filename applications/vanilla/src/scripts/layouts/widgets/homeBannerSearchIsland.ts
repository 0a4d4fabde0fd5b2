import { defineIsland, type NoProps } from "@library/registry/islandDefinition";

/** The home banner's search box: a small island; its suggestions' code loads when the box is reached. */
export const homeBannerSearchIsland = defineIsland<NoProps>("HomeBannerSearch", () =>
    import(/* webpackChunkName: "homeBannerSearch" */ "@vanilla/layouts/widgets/HomeBannerSearch").then((module) => module.HomeBannerSearch),
);
