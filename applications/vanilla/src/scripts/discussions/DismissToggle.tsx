import { useState } from "react";
import { classes } from "typestyle";
import { t } from "@library/i18n/t";
import { LoadStatus } from "@library/redux/asyncThunk";
import { useAppDispatch, useAppSelector } from "@library/redux/hooks";
import { logError } from "@library/utility/logger";
import { discussionListClasses as styles } from "@vanilla/discussions/discussionList.styles";
import { registerDiscussionsSlice, selectPatchStatus, selectStoredDiscussion } from "@vanilla/discussions/discussionsSlice";
import { loadDiscussionThunks, prefetchDiscussionThunks } from "@vanilla/discussions/discussionThunksOnDemand";

registerDiscussionsSlice();

export interface IDismissToggleProps {
    discussionID: number;
    /** The value the server rendered; the store's copy wins once it has one. */
    dismissed: boolean;
}

/**
 * Dismiss / Dismissed on an announcement in a list (content §4 "dismissed for announcements"):
 * a pressed-state button that flips the viewer's dismissal with PUT /discussions/{id}/dismiss,
 * through the same thunk as the options menu, so the toasts of content §8 are the same.
 */
export function DismissToggle({ discussionID, dismissed: initial }: IDismissToggleProps) {
    const dispatch = useAppDispatch();
    const stored = useAppSelector((state) => selectStoredDiscussion(state, discussionID)?.dismissed);
    const status = useAppSelector((state) => selectPatchStatus(state, discussionID)?.status);
    // A page whose store has no copy of the discussion (a category's list) keeps the answer here.
    const [saved, setSaved] = useState(initial);
    const dismissed = stored ?? saved;
    const busy = status === LoadStatus.LOADING;

    const onClick = () => {
        if (busy) return;
        loadDiscussionThunks()
            .then(async ({ toggleDiscussionFlag }) => {
                const ok = await dispatch(toggleDiscussionFlag({ discussionID, flag: "dismissed", current: dismissed }));
                if (ok) setSaved(!dismissed);
            })
            .catch((error) => logError("Could not load the dismiss action.", error));
    };

    return (
        <button
            type="button"
            className={classes(styles.dismiss, dismissed && styles.dismissed)}
            aria-pressed={dismissed}
            aria-busy={busy || undefined}
            onClick={onClick}
            onPointerEnter={prefetchDiscussionThunks}
            onFocus={prefetchDiscussionThunks}
        >
            {dismissed ? t("Dismissed") : t("Dismiss")}
        </button>
    );
}
