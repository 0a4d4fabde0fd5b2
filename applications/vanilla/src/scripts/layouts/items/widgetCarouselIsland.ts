import { defineIsland } from "@library/registry/islandDefinition";
import type { IWidgetCarouselProps } from "@vanilla/layouts/items/WidgetCarousel";

/** The carousel's island: its script is fetched only on a page that shows a carousel. */
export const widgetCarouselIsland = defineIsland<IWidgetCarouselProps>("WidgetCarousel", () => import("@vanilla/layouts/items/WidgetCarousel").then((module) => module.WidgetCarousel));
