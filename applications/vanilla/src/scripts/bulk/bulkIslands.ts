/** The islands of bulk moderation (content §6): shown only to viewers with discussions.manage. */
import type { IBulkDiscussion } from "@vanilla/bulk/bulkActions";
import { defineIsland, type NoProps } from "@library/registry/islandDefinition";

export const bulkCheckboxIsland = defineIsland<IBulkDiscussion>("BulkDiscussionCheckbox", () =>
    import(/* webpackChunkName: "BulkCheckbox" */ "@vanilla/bulk/BulkCheckbox").then((m) => m.BulkCheckbox),
);

export const bulkToastIsland = defineIsland<NoProps>("BulkActionsToast", () =>
    import(/* webpackChunkName: "BulkActionsToast" */ "@vanilla/bulk/BulkActionsToast").then((m) => m.BulkActionsToast),
);
