import { useValueAfterHydration } from "@library/redux/useValueAfterHydration";
import { selectBulkOutcome, type IBulkOutcome } from "@vanilla/bulk/bulkSelectionSlice";

/**
 * What the finished bulk actions on this page did to a discussion (bulkSelectionSlice.ts), for
 * the islands of its row: none while hydrating (a run resumed after a reload may end before a
 * row's code arrives), then the outcome (useValueAfterHydration).
 */
export function useBulkOutcome(discussionID: number): IBulkOutcome | undefined {
    return useValueAfterHydration((state) => selectBulkOutcome(state, discussionID));
}
