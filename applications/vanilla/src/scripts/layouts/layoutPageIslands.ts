import { fragmentWidgetIsland } from "@library/fragments/fragmentWidgetIsland";
import { layoutRedirectIsland } from "@library/layouts/layoutRedirectIsland";
import type { IIslandDefinition } from "@library/registry/islandDefinition";
import { widgetCarouselIsland } from "@vanilla/layouts/items/widgetCarouselIsland";
import { homeBannerSearchIsland } from "@vanilla/layouts/widgets/homeBannerSearchIsland";

/**
 * The islands of any Island page drawn from a layout: a layout's redirect notice (its 5 s timer),
 * the widget items' carousel, the home banner's search box, and a widget drawn by a custom
 * fragment (content §2). Every such page registers them; each one's code loads only when the
 * page shows one.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- definitions of any props type, as registerIslands takes them
export const LAYOUT_PAGE_ISLANDS: ReadonlyArray<IIslandDefinition<any>> = [layoutRedirectIsland, widgetCarouselIsland, homeBannerSearchIsland, fragmentWidgetIsland];
