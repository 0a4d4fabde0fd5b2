import { classes } from "typestyle";
import { tf } from "@library/i18n/t";
import { useAppDispatch, useAppSelector } from "@library/redux/hooks";
import { setBulkChecked, type IBulkDiscussion } from "@vanilla/bulk/bulkActions";
import { bulkClasses } from "@vanilla/bulk/bulk.styles";
import { registerBulkSelectionSlice, selectIsChecked, selectIsPending } from "@vanilla/bulk/bulkSelectionSlice";
import { useBulkOutcome } from "@vanilla/bulk/useBulkOutcome";

registerBulkSelectionSlice();

/**
 * A list row's bulk-moderation checkbox (content §2 "Bulk moderation"). It renders unchecked on
 * the server; the selection stored on the device arrives after hydration. While an action on
 * the discussion runs it is disabled. What a run did shows in the row itself (its Closed tag,
 * its category: DiscussionRowState.tsx), not here, so the row keeps its layout.
 */
export function BulkCheckbox(discussion: IBulkDiscussion) {
    const dispatch = useAppDispatch();
    const checked = useAppSelector((state) => selectIsChecked(state, discussion.discussionID));
    const pending = useAppSelector((state) => selectIsPending(state, discussion.discussionID));
    // Deleted and merged-away discussions are gone (their row's tag says so): nothing is left to
    // select. The box keeps its place, unseen, so the row's content does not move.
    if (useBulkOutcome(discussion.discussionID)?.removed) {
        return <input type="checkbox" className={classes(bulkClasses.checkbox, bulkClasses.gone)} checked={false} readOnly disabled aria-hidden="true" tabIndex={-1} />;
    }
    return (
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
    );
}
