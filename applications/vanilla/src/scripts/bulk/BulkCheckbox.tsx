import { tf } from "@library/i18n/t";
import { useAppDispatch, useAppSelector } from "@library/redux/hooks";
import { setBulkChecked, type IBulkDiscussion } from "@vanilla/bulk/bulkActions";
import { bulkClasses } from "@vanilla/bulk/bulk.styles";
import { selectIsChecked, selectIsPending } from "@vanilla/bulk/bulkSelectionSlice";

/**
 * A list row's bulk-moderation checkbox (content §2 "Bulk moderation"). It renders unchecked on
 * the server; the selection stored on the device arrives after hydration. While an action on
 * the discussion runs it is disabled.
 */
export function BulkCheckbox(discussion: IBulkDiscussion) {
    const dispatch = useAppDispatch();
    const checked = useAppSelector((state) => selectIsChecked(state, discussion.discussionID));
    const pending = useAppSelector((state) => selectIsPending(state, discussion.discussionID));
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
