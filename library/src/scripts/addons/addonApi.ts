/**
 * The one facade through which add-ons extend the front end (DESIGN.md §3). It is what we keep
 * stable: add-ons call these, never deep internals.
 *
 *     import { addonApi } from "@library/addons/addonApi";
 *     addonApi.registerLazyComponent("WhosOnline", () => import("../WhosOnline"));
 */
import type { IPageMeta } from "@library/boot/pageMeta";
import { registerComponent, registerLazyComponent } from "@library/registry/componentRegistry";
import { registerMenuItem } from "@library/registry/menuItemRegistry";
import { registerReducer } from "@library/registry/reducerRegistry";
import { registerRoute } from "@library/routing/routeRegistry";
import { logError } from "@library/utility/logger";

type AddonInitialiser = (meta: IPageMeta) => void | Promise<void>;
const initialisers: Array<{ key: string; init: AddonInitialiser }> = [];

export const addonApi = {
    registerComponent,
    registerLazyComponent,
    registerReducer,
    registerRoute,
    /**
     * Adds an item to a core menu, with a permission condition and a group (content §6):
     * `addonApi.registerMenuItem("discussionOptions", { key, label, group: "moderation", permission: "discussions.moderate", href })`.
     */
    registerMenuItem,
    /** Runs during boot, after translations load and before the store is created. */
    onInit(key: string, init: AddonInitialiser): void {
        initialisers.push({ key, init });
    },
};

/** Boot step "let registered add-ons initialise"; a failing add-on is logged and skipped. */
export async function runAddonInitialisers(meta: IPageMeta): Promise<void> {
    for (const { key, init } of initialisers) {
        try {
            await init(meta);
        } catch (error) {
            logError(`The add-on "${key}" failed to initialise; loading continues.`, error);
        }
    }
}

/** For tests only. */
export function resetAddonInitialisers(): void {
    initialisers.length = 0;
}
