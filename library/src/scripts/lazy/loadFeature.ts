import { t } from "@library/i18n/t";
import { showLoadFailure } from "@library/lazy/loadFailureNotice";
import { LOAD_FAILED_MESSAGE, loadOnDemand } from "@library/lazy/loadOnDemand";

/**
 * For code a member asked for: the load of `loadOnDemand`, and when it still fails, the spec's
 * message with a Retry action. The promise settles with the first successful retry, or rejects
 * (with the LoadFailedError) when the member closes the message.
 */
export function loadFeature<T>(load: () => Promise<T>): Promise<T> {
    return loadOnDemand(load).catch(
        (error: unknown) =>
            new Promise<T>((resolve, reject) => {
                showLoadFailure({
                    message: error instanceof Error ? error.message : t(LOAD_FAILED_MESSAGE),
                    retry: () => loadFeature(load).then(resolve, reject),
                    dismiss: () => reject(error),
                });
            }),
    );
}
