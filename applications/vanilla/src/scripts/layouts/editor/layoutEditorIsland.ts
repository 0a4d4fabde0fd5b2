/** The layout editor's island (DESIGN.md §3 "Typed contracts"): its code loads only on /appearance/layouts. */
import { defineIsland } from "@library/registry/islandDefinition";
import type { ILayoutEditorProps } from "@vanilla/layouts/editor/LayoutEditor";

export const layoutEditorIsland = defineIsland<ILayoutEditorProps>("LayoutEditor", () =>
    import(/* webpackChunkName: "LayoutEditor" */ "@vanilla/layouts/editor/LayoutEditor").then((m) => m.LayoutEditor),
);
