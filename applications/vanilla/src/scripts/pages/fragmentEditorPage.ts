import { definePage } from "@library/boot/pageDefinition";
import { fragmentEditorIsland } from "@vanilla/fragments/fragmentEditorIsland";

/** /appearance/fragments (site managers): an Island page; the editor is its one island. */
export const fragmentEditorPage = definePage({
    entry: "fragmentEditor",
    paths: ["/appearance/fragments"],
    reducers: {},
    islands: [fragmentEditorIsland],
});
