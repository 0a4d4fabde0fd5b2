import { defineIsland } from "@library/registry/islandDefinition";
import type { IPhotoCropperProps } from "@dashboard/profilePicture/PhotoCropper";

/** The photo picker and crop of /profile/picture: its code loads on that page only. */
export const photoCropperIsland = defineIsland<IPhotoCropperProps>("PhotoCropper", () =>
    import(/* webpackChunkName: "PhotoCropper" */ "@dashboard/profilePicture/PhotoCropper").then((m) => m.PhotoCropper),
);
