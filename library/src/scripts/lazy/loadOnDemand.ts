/**
 * The one way code is loaded on demand (shell §8). Every lazy chunk — an island's component, an
 * App page, a menu's modal, a thunk module — goes through here:
 *  - a failed load is retried once, as soon as the connection is back (at once when the browser
 *    thinks it is online: a chunk can fail on a flaky network too);
 *  - a second failure becomes a LoadFailedError whose message is the spec's "Something went wrong
 *    while contacting the server." rather than webpack's "Loading chunk … failed".
 * `loadFeature` (loadFeature.ts) is for code a member asked for (opening a menu, a form): on
 * failure it shows that message with a Retry action. Islands use `loadOnDemand` and show their
 * error boundary instead (mountIslands). This module stays tiny: every entry has it, through the
 * component registry, and so does every add-on bundle.
 */
import { t } from "@library/i18n/t";

/** Shell §8 "Generic server contact failure" (the API client's MESSAGE_CONTACT_FAILED). */
export const LOAD_FAILED_MESSAGE = "Something went wrong while contacting the server.";

export class LoadFailedError extends Error {
    constructor(readonly reason: unknown) {
        super(t(LOAD_FAILED_MESSAGE));
        this.name = "LoadFailedError";
    }
}

/** Resolves now when online, else at the next `online` event. */
function whenOnline(): Promise<void> {
    if (typeof navigator === "undefined" || navigator.onLine !== false) return Promise.resolve();
    return new Promise((resolve) => window.addEventListener("online", () => resolve(), { once: true }));
}

export async function loadOnDemand<T>(load: () => Promise<T>): Promise<T> {
    try {
        return await load();
    } catch {
        // webpack forgets a chunk whose script failed, so calling the loader again re-requests it.
        await whenOnline();
        try {
            return await load();
        } catch (error) {
            throw new LoadFailedError(error);
        }
    }
}
