import { fragmentWidgetIsland } from "@library/fragments/fragmentWidgetIsland";
import type { IIslandDefinition } from "@library/registry/islandDefinition";
import { widgetCarouselIsland } from "@vanilla/layouts/items/widgetCarouselIsland";

/**
 * The islands inside layout widgets: the widget items' carousel, and a widget drawn by a custom
 * fragment (content §2, whose code loads only when the layout has one). Every Island page
 * drawn from a layout registers them, so a carousel placed on any such page gets its script;
 * each loads only when the page shows one.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- definitions of any props type, as registerIslands takes them
export const LAYOUT_WIDGET_ISLANDS: ReadonlyArray<IIslandDefinition<any>> = [widgetCarouselIsland, fragmentWidgetIsland];
