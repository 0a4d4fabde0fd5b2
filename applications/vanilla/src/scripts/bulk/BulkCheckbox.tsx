import { t, tf } from "@library/i18n/t";
import { useAppDispatch, useAppSelector } from "@library/redux/hooks";
import { setBulkChecked, type BulkActionType, type IBulkDiscussion } from "@vanilla/bulk/bulkActions";
import { bulkClasses } from "@vanilla/bulk/bulk.styles";
import { registerBulkSelectionSlice, selectBulkOutcome, selectIsChecked, selectIsPending } from "@vanilla/bulk/bulkSelectionSlice";

registerBulkSelectionSlice();

/** The row's note after a bulk action succeeded on it (the row itself is server-rendered HTML). */
const OUTCOME_LABELS: Record<BulkActionType, string> = { close: "Closed", move: "Moved", merge: "Merged", delete: "Deleted" };

/**
 * A list row's bulk-moderation checkbox (content §2 "Bulk moderation"). It renders unchecked on
 * the server; the selection stored on the device arrives after hydration. While an action on
 * the discussion runs it is disabled.
 */
export function BulkCheckbox(discussion: IBulkDiscussion) {
    const dispatch = useAppDispatch();
    const checked = useAppSelector((state) => selectIsChecked(state, discussion.discussionID));
    const pending = useAppSelector((state) => selectIsPending(state, discussion.discussionID));
    const outcome = useAppSelector((state) => selectBulkOutcome(state, discussion.discussionID));
    // Deleted and merged-away discussions are gone: nothing is left to select.
    if (outcome === "delete" || outcome === "merge") {
        return (
            <span className={bulkClasses.outcome} role="status">
                {t(OUTCOME_LABELS[outcome])}
            </span>
        );
    }
    return (
        <>
            <input
                type="checkbox"
                className={bulkClasses.checkbox}
                checked={checked}
                disabled={pending}
                aria-busy={pending || undefined}
                aria-label={tf("Select {name}", { name: discussion.name })}
                data-bulk-checkbox={discussion.discussionID}
                onChange={(event) => dispatch(setBulkChecked({ discussions: [discussion], checked: event.target.checked }))}
            />
            {outcome && (
                <span className={bulkClasses.outcome} role="status">
                    {t(OUTCOME_LABELS[outcome])}
                </span>
            )}
        </>
    );
}
