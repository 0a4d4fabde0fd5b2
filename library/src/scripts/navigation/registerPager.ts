import { registerLazyComponent } from "@library/registry/componentRegistry";

/** The island name of the pager; pages with a pager register it with this call. */
export const PAGER_ISLAND = "Pager";

export function registerPagerIsland(): void {
    registerLazyComponent(PAGER_ISLAND, () => import(/* webpackChunkName: "Pager" */ "@library/navigation/Pager").then((m) => ({ default: m.Pager })));
}
