import { t } from "@library/i18n/t";
import { LOAD_FAILED_MESSAGE, loadOnDemand } from "@library/lazy/loadOnDemand";

type FailureNotice = typeof import("@library/lazy/loadFailureNotice");

let notice: Promise<FailureNotice> | undefined;

/**
 * The failure notice's code (and the toast styles it draws with) is fetched with the first
 * feature a member asks for, not with the page: it is ready should a later load fail, and the
 * pages that only offer features (the discussion list: 1 KB gzip of its 75 KB budget) do not
 * carry it. A notice that could not be fetched is asked for again next time.
 */
function loadNotice(): Promise<FailureNotice> {
    notice ??= import(/* webpackChunkName: "loadFailureNotice" */ "@library/lazy/loadFailureNotice").catch((error: unknown) => {
        notice = undefined;
        throw error;
    });
    return notice;
}

/**
 * For code a member asked for: the load of `loadOnDemand`, and when it still fails, the spec's
 * message with a Retry action. The promise settles with the first successful retry, or rejects
 * (with the LoadFailedError) when the member closes the message, or when even the message's
 * code cannot be fetched.
 */
export function loadFeature<T>(load: () => Promise<T>): Promise<T> {
    void loadNotice().catch(() => undefined);
    return loadOnDemand(load).catch(
        (error: unknown) =>
            new Promise<T>((resolve, reject) => {
                loadNotice().then(
                    ({ showLoadFailure }) =>
                        showLoadFailure({
                            message: error instanceof Error ? error.message : t(LOAD_FAILED_MESSAGE),
                            retry: () => loadFeature(load).then(resolve, reject),
                            dismiss: () => reject(error),
                        }),
                    () => reject(error),
                );
            }),
    );
}
