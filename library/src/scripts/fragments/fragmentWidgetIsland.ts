import { defineIsland } from "@library/registry/islandDefinition";
import type { IFragmentWidgetProps } from "@library/fragments/FragmentWidget";

/** A widget drawn by a custom fragment: an island on every page that shows a layout. */
export const fragmentWidgetIsland = defineIsland<IFragmentWidgetProps>("LayoutFragment", () => import("@library/fragments/FragmentWidget").then((module) => module.FragmentWidget));
