import { definePage } from "@library/boot/pageDefinition";
import { layoutEditorIsland } from "@vanilla/layouts/editor/layoutEditorIsland";

/** /appearance/layouts (site managers): an Island page; the editor is its one island. */
export const layoutEditorPage = definePage({
    entry: "layoutEditor",
    paths: ["/appearance/layouts"],
    reducers: {},
    islands: [layoutEditorIsland],
});
