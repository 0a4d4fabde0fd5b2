/** The fragment editor's island: its code loads only on /appearance/fragments. */
import { defineIsland } from "@library/registry/islandDefinition";
import type { IFragmentEditorProps } from "@vanilla/fragments/FragmentEditor";

export const fragmentEditorIsland = defineIsland<IFragmentEditorProps>("FragmentEditor", () =>
    import(/* webpackChunkName: "FragmentEditor" */ "@vanilla/fragments/FragmentEditor").then((m) => m.FragmentEditor),
);
