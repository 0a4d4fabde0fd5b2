import { defineIsland, type NoProps } from "@library/registry/islandDefinition";

/** The toast area of every page (PageLayout), registered by boot for every page (bootPage.tsx). */
export const toastContainerIsland = defineIsland<NoProps>("ToastContainer", () =>
    import(/* webpackChunkName: "ToastContainer" */ "@library/toasts/ToastContainer").then((m) => m.ToastContainer),
);
