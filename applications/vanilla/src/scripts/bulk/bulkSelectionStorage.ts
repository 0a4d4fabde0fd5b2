/**
 * The bulk selection kept on the device (content §4 "Bulk": checked and pending IDs persist on
 * the client), so it survives going to another page of the list and reloading. localStorage
 * may be missing or full (private modes): then the selection simply lives as long as the page.
 */
import type { IBulkDiscussion } from "@vanilla/bulk/bulkActions";
import type { IBulkSelectionState } from "@vanilla/bulk/bulkSelectionSlice";

export const BULK_STORAGE_KEY = "hearth.bulkDiscussions";

export type StoredBulkSelection = Pick<IBulkSelectionState, "checkedIDs" | "pendingIDs" | "discussionsByID">;

const EMPTY: StoredBulkSelection = { checkedIDs: [], pendingIDs: [], discussionsByID: {} };

function isIDList(value: unknown): value is number[] {
    return Array.isArray(value) && value.every((id) => Number.isInteger(id));
}

/** What this device stored, or an empty selection when nothing (valid) is there. */
export function loadBulkSelection(storage: Storage | undefined = globalThis.localStorage): StoredBulkSelection {
    try {
        const parsed: unknown = JSON.parse(storage?.getItem(BULK_STORAGE_KEY) ?? "null");
        if (!parsed || typeof parsed !== "object") return EMPTY;
        const { checkedIDs, pendingIDs, discussionsByID } = parsed as Partial<StoredBulkSelection>;
        if (!isIDList(checkedIDs) || !isIDList(pendingIDs) || !discussionsByID || typeof discussionsByID !== "object") return EMPTY;
        return { checkedIDs, pendingIDs, discussionsByID: discussionsByID as Record<number, IBulkDiscussion> };
    } catch {
        return EMPTY;
    }
}

export function saveBulkSelection(selection: StoredBulkSelection, storage: Storage | undefined = globalThis.localStorage): void {
    try {
        if (selection.checkedIDs.length === 0 && selection.pendingIDs.length === 0) storage?.removeItem(BULK_STORAGE_KEY);
        else storage?.setItem(BULK_STORAGE_KEY, JSON.stringify({ checkedIDs: selection.checkedIDs, pendingIDs: selection.pendingIDs, discussionsByID: selection.discussionsByID }));
    } catch {
        // Full or refused storage: the selection stays in memory only.
    }
}
