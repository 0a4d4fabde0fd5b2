/**
 * Add-on initialisers (addonApi.onInit): the boot step "let registered add-ons initialise".
 * Apart from the facade so the boot sequence does not load the whole facade on every page.
 */
import type { IPageMeta } from "@library/boot/pageMeta";
import { logError } from "@library/utility/logger";

export type AddonInitialiser = (meta: IPageMeta) => void | Promise<void>;
const initialisers: Array<{ key: string; init: AddonInitialiser }> = [];

export function addAddonInitialiser(key: string, init: AddonInitialiser): void {
    initialisers.push({ key, init });
}

/** Runs each initialiser in registration order; a failing add-on is logged and skipped. */
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
