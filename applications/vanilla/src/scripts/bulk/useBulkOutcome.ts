import { useSyncExternalStore } from "react";
import { useAppStore } from "@library/redux/hooks";
import { selectBulkOutcome, type IBulkOutcome } from "@vanilla/bulk/bulkSelectionSlice";

/** Nothing has happened during hydration: the first render is the server's, from the props. */
const noOutcome = () => undefined;

/**
 * What the finished bulk actions on this page did to a discussion (bulkSelectionSlice.ts), for
 * the islands of its row. Read with a server snapshot (not useAppSelector): an island hydrates
 * what the server rendered even when a run (one resumed after a reload) ended before its code
 * arrived, since row islands wait for an idle moment, and React then renders it again with the
 * outcome, with no mismatch.
 */
export function useBulkOutcome(discussionID: number): IBulkOutcome | undefined {
    const store = useAppStore();
    return useSyncExternalStore(store.subscribe, () => selectBulkOutcome(store.getState(), discussionID), noOutcome);
}
