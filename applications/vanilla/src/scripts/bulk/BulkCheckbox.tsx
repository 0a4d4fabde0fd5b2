import { useRef } from "react";
import { classes } from "typestyle";
import { Button } from "@library/components/Button";
import { t, tf } from "@library/i18n/t";
import { useAppDispatch, useAppSelector } from "@library/redux/hooks";
import { useValueAfterHydration } from "@library/redux/useValueAfterHydration";
import { setBulkChecked, type IBulkDiscussion } from "@vanilla/bulk/bulkActions";
import { bulkClasses } from "@vanilla/bulk/bulk.styles";
import { focusBulkActions } from "@vanilla/bulk/bulkFocus";
import { registerBulkSelectionSlice, selectIsChecked, selectIsPending } from "@vanilla/bulk/bulkSelectionSlice";
import { useBulkOutcome } from "@vanilla/bulk/useBulkOutcome";

registerBulkSelectionSlice();

/**
 * A list row's bulk-moderation checkbox (content §2 "Bulk moderation"). It renders unchecked on
 * the server; the selection stored on the device arrives after hydration. While an action on
 * the discussion runs it is disabled. What a run did shows in the row itself (its Closed tag,
 * its category: DiscussionRowState.tsx), not here, so the row keeps its layout.
 *
 * A checked box is followed in the Tab order by "Go to bulk actions" (bulkFocus.ts): the toast
 * comes after the whole list, so one Tab and Enter reach its actions from any row. Like the skip
 * link it is seen only when it has the focus, under the box, so no row moves.
 */
export function BulkCheckbox(discussion: IBulkDiscussion) {
    const dispatch = useAppDispatch();
    const checked = useAppSelector((state) => selectIsChecked(state, discussion.discussionID));
    const pending = useAppSelector((state) => selectIsPending(state, discussion.discussionID));
    // Not while hydrating: the server rendered the box alone (the selection is the device's).
    const checkedAfterHydration = useValueAfterHydration((state) => selectIsChecked(state, discussion.discussionID));
    const box = useRef<HTMLInputElement>(null);
    // Deleted and merged-away discussions are gone (their row's tag says so): nothing is left to
    // select. The box keeps its place, unseen, so the row's content does not move.
    if (useBulkOutcome(discussion.discussionID)?.removed) {
        return <input type="checkbox" className={classes(bulkClasses.checkbox, bulkClasses.gone)} checked={false} readOnly disabled aria-hidden="true" tabIndex={-1} />;
    }
    return (
        <>
            <input
                ref={box}
                type="checkbox"
                className={bulkClasses.checkbox}
                checked={checked}
                disabled={pending}
                aria-busy={pending || undefined}
                aria-label={tf("Select {name}", { name: discussion.name })}
                data-bulk-checkbox={discussion.discussionID}
                onChange={(event) => dispatch(setBulkChecked({ discussions: [discussion], checked: event.target.checked }))}
            />
            {checkedAfterHydration && (
                <Button buttonType="standard" className={bulkClasses.skipToActions} data-bulk-skip="" onClick={() => focusBulkActions(box.current)}>
                    {t("Go to bulk actions")}
                </Button>
            )}
        </>
    );
}
