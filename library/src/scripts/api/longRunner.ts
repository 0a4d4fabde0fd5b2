/**
 * Long-running server jobs (shell §7): while a response (status 400 or above, 408 included)
 * carries a callbackPayload, POST it to calls/run to resume; merge the progress each time.
 */
import type { AxiosRequestConfig } from "axios";
import { apiv2 } from "@library/api/apiv2";
import { errorFromBody } from "@library/api/apiErrors";

export interface ILongRunnerProgress {
    successIDs: number[];
    failedIDs: number[];
    exceptionsByID: Record<string, { message: string; code?: number }>;
    countTotalIDs?: number;
}

interface ILongRunnerBody {
    progress?: Partial<ILongRunnerProgress>;
    callbackPayload?: string | null;
}

export const LONG_RUNNER_CONTENT_TYPE = "application/system+jwt";

function mergeProgress(into: ILongRunnerProgress, body: ILongRunnerBody | undefined): void {
    const progress = body?.progress;
    if (!progress) return;
    into.successIDs.push(...(progress.successIDs ?? []).filter((id) => !into.successIDs.includes(id)));
    into.failedIDs.push(...(progress.failedIDs ?? []).filter((id) => !into.failedIDs.includes(id)));
    Object.assign(into.exceptionsByID, progress.exceptionsByID ?? {});
    if (progress.countTotalIDs !== undefined) into.countTotalIDs = progress.countTotalIDs;
}

/** Runs a request in long-runner mode to the end; onProgress sees every intermediate state. */
export async function runLongRunner(
    config: AxiosRequestConfig,
    onProgress?: (progress: ILongRunnerProgress) => void,
): Promise<ILongRunnerProgress> {
    const progress: ILongRunnerProgress = { successIDs: [], failedIDs: [], exceptionsByID: {} };
    const acceptAll = { validateStatus: () => true };
    let response = await apiv2.request<ILongRunnerBody>({ ...config, ...acceptAll });
    for (;;) {
        mergeProgress(progress, response.data);
        onProgress?.({ ...progress, successIDs: [...progress.successIDs], failedIDs: [...progress.failedIDs] });
        const payload = response.data?.callbackPayload;
        if (response.status < 400 || !payload) break;
        response = await apiv2.post<ILongRunnerBody>("calls/run", payload, {
            ...acceptAll,
            headers: { "Content-Type": LONG_RUNNER_CONTENT_TYPE },
        });
    }
    if (response.status >= 400 && response.status !== 408 && !response.data?.progress) {
        throw errorFromBody(response.data, response.status);
    }
    return progress;
}
