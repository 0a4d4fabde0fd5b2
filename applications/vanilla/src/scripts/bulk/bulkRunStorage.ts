/**
 * The bulk run under way, kept on the device (issue 14 item 8): the action, its items and
 * arguments, and the last checkpoint of the long runner (progress so far and the signed payload
 * that resumes the rest). A reload or a tab closed mid-run finds it on the next list page and
 * carries on from there instead of leaving the items it had not reached untouched. The server's
 * payload expires after an hour (library/src/server/http/longRunner.ts): an older run is dropped.
 */
import type { ILongRunnerCheckpoint } from "@library/api/longRunner";
import type { BulkActionType, IBulkMergeParams, IBulkMoveParams, IBulkParams } from "@vanilla/bulk/bulkActions";

export const BULK_RUN_STORAGE_KEY = "hearth.bulkRun";
const MAX_AGE_MS = 55 * 60 * 1000;

export interface IStoredBulkRun {
    action: BulkActionType;
    params: IBulkParams & Partial<Omit<IBulkMoveParams, "discussionIDs">> & Partial<Omit<IBulkMergeParams, "discussionIDs">>;
    checkpoint: ILongRunnerCheckpoint | null;
    savedAt: number;
}

const ACTIONS: BulkActionType[] = ["move", "merge", "close", "delete"];

export function loadBulkRun(storage: Storage | undefined = globalThis.localStorage, now = Date.now()): IStoredBulkRun | null {
    try {
        const parsed = JSON.parse(storage?.getItem(BULK_RUN_STORAGE_KEY) ?? "null") as Partial<IStoredBulkRun> | null;
        if (!parsed || !ACTIONS.includes(parsed.action as BulkActionType) || !Array.isArray(parsed.params?.discussionIDs) || typeof parsed.savedAt !== "number") return null;
        if (now - parsed.savedAt > MAX_AGE_MS) {
            storage?.removeItem(BULK_RUN_STORAGE_KEY);
            return null;
        }
        return parsed as IStoredBulkRun;
    } catch {
        return null;
    }
}

export function saveBulkRun(run: Omit<IStoredBulkRun, "savedAt">, storage: Storage | undefined = globalThis.localStorage): void {
    try {
        storage?.setItem(BULK_RUN_STORAGE_KEY, JSON.stringify({ ...run, savedAt: Date.now() }));
    } catch {
        // Full or refused storage: the run simply cannot be resumed after a reload.
    }
}

export function clearBulkRun(storage: Storage | undefined = globalThis.localStorage): void {
    try {
        storage?.removeItem(BULK_RUN_STORAGE_KEY);
    } catch {
        // Nothing to do.
    }
}
