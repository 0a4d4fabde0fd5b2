import { defineIsland, type NoProps } from "@library/registry/islandDefinition";

/**
 * The toast area of every page (PageLayout). Boot registers it eagerly (bootPage.tsx), so the
 * loader only serves a registry that lost the eager entry; it resolves from the entry's own code.
 */
export const toastContainerIsland = defineIsland<NoProps>("ToastContainer", () =>
    import(/* webpackChunkName: "ToastContainer" */ "@library/toasts/ToastContainer").then((m) => m.ToastContainer),
);
