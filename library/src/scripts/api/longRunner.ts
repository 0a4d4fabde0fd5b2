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

/** Where a run stands: what is done so far and the signed payload that resumes the rest (null: not started yet). */
export interface ILongRunnerCheckpoint {
    progress: ILongRunnerProgress;
    callbackPayload: string | null;
}

export interface ILongRunnerOptions {
    /** Sees every intermediate state. */
    onProgress?: (progress: ILongRunnerProgress) => void;
    /** Called after every answer with what a later page needs to resume the run (save it on the device). */
    onCheckpoint?: (checkpoint: ILongRunnerCheckpoint) => void;
    /** Continue a run from a saved checkpoint instead of sending the request (again). */
    resume?: ILongRunnerCheckpoint;
}

/**
 * Runs a request in long-runner mode to the end. With `resume`, a run interrupted by a reload or
 * a closed tab continues from its saved payload: the items of the batch that was under way when it
 * stopped are done again (the server's workers treat a repeat as a repeat, e.g. closing a closed
 * discussion), the ones before it are not.
 */
export async function runLongRunner(
    config: AxiosRequestConfig,
    onProgressOrOptions?: ((progress: ILongRunnerProgress) => void) | ILongRunnerOptions,
): Promise<ILongRunnerProgress> {
    const options: ILongRunnerOptions = typeof onProgressOrOptions === "function" ? { onProgress: onProgressOrOptions } : (onProgressOrOptions ?? {});
    const saved = options.resume;
    const progress: ILongRunnerProgress = saved
        ? { ...saved.progress, successIDs: [...saved.progress.successIDs], failedIDs: [...saved.progress.failedIDs], exceptionsByID: { ...saved.progress.exceptionsByID } }
        : { successIDs: [], failedIDs: [], exceptionsByID: {} };
    const acceptAll = { validateStatus: () => true };
    const resumeFrom = (payload: string) =>
        apiv2.post<ILongRunnerBody>("calls/run", payload, {
            ...acceptAll,
            headers: { "Content-Type": LONG_RUNNER_CONTENT_TYPE },
        });
    let response = saved?.callbackPayload ? await resumeFrom(saved.callbackPayload) : await apiv2.request<ILongRunnerBody>({ ...config, ...acceptAll });
    for (;;) {
        mergeProgress(progress, response.data);
        options.onProgress?.({ ...progress, successIDs: [...progress.successIDs], failedIDs: [...progress.failedIDs] });
        const payload = response.data?.callbackPayload;
        const more = response.status >= 400 && !!payload;
        options.onCheckpoint?.({ progress: { ...progress }, callbackPayload: more ? payload : null });
        if (!more) break;
        response = await resumeFrom(payload);
    }
    if (response.status >= 400 && response.status !== 408 && !response.data?.progress) {
        throw errorFromBody(response.data, response.status);
    }
    return progress;
}
