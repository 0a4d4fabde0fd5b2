import { Fragment, useState } from "react";
import { useMeta } from "@library/boot/pageMeta";
import { Button } from "@library/components/Button";
import { DropDown } from "@library/components/DropDown";
import { DropDownItem } from "@library/components/DropDownItem";
import { Icon } from "@library/components/Icon";
import { Modal } from "@library/components/Modal";
import { t } from "@library/i18n/t";
import { LoadStatus } from "@library/redux/asyncThunk";
import { useAppDispatch, useAppSelector } from "@library/redux/hooks";
import { logError } from "@library/utility/logger";
import { discussionOptions, type DiscussionOptionKey, type IOptionsDiscussion } from "@vanilla/discussion/discussionOptions";
import { discussionOptionsClasses as classes } from "@vanilla/discussion/discussionOptions.styles";
import { selectDeleteStatus, selectPatchStatus, selectStoredDiscussion } from "@vanilla/discussions/discussionsSlice";

export interface IDiscussionOptionsMenuProps extends IOptionsDiscussion {
    discussionID: number;
    /** Where a deleted discussion's page goes (content §4 "Delete"). */
    categoryUrl?: string;
}

export const DELETE_CONFIRM_MESSAGE = "Are you sure you want to delete this discussion?";

/** Where the page goes after a delete when the discussion had no category URL. */
export const FALLBACK_AFTER_DELETE = "/discussions";

/** Leaving the page after a delete; replaced in tests (jsdom cannot navigate). */
export const pageNavigator = { assign: (url: string) => window.location.assign(url) };

/** The thunks bring the API client (axios): loaded on first use, so the page hydrates without them. */
function loadThunks() {
    return import(/* webpackChunkName: "discussionThunks" */ "@vanilla/discussions/discussionThunks");
}

function prefetchThunks(): void {
    loadThunks().catch(() => undefined /* retried, and reported, on use */);
}

/**
 * The "Options" menu of a discussion (content §4, §6, §8): the kit's DropDown (Enter, Space or
 * ArrowDown open it, the arrows move, Escape closes it and gives focus back to the button) with
 * the items the viewer's permissions allow, grouped. Close, Sink and Dismiss flip the current
 * value and then refresh the discussion; Bump moves it back up; Delete asks first, then goes to
 * the category. The values the server rendered are used until the store holds a fresher copy.
 *
 * The rest of the page (the reply form) shows the closed state the server rendered; after
 * closing or reopening, a reload shows it there too. The menu itself reflects it at once.
 */
export function DiscussionOptionsMenu({ discussionID, categoryUrl, ...initial }: IDiscussionOptionsMenuProps) {
    const meta = useMeta();
    const dispatch = useAppDispatch();
    const stored = useAppSelector((state) => selectStoredDiscussion(state, discussionID));
    const patchStatus = useAppSelector((state) => selectPatchStatus(state, discussionID));
    const deleteStatus = useAppSelector((state) => selectDeleteStatus(state, discussionID));
    const [confirmingDelete, setConfirmingDelete] = useState(false);

    const discussion: IOptionsDiscussion = stored
        ? {
              categoryID: stored.categoryID,
              insertUserID: stored.insertUserID,
              pinned: stored.pinned,
              closed: stored.closed,
              sink: stored.sink,
              dismissed: stored.dismissed ?? initial.dismissed,
          }
        : initial;
    const options = discussionOptions(meta.permissions, meta.currentUser.userID, discussion);
    if (options.length === 0) return null;

    const busy = patchStatus?.status === LoadStatus.LOADING;
    const deleting = deleteStatus?.status === LoadStatus.LOADING || deleteStatus?.status === LoadStatus.SUCCESS;

    const run = (key: DiscussionOptionKey) => {
        if (key === "delete") {
            setConfirmingDelete(true);
            return;
        }
        loadThunks()
            .then(({ toggleDiscussionFlag, bumpDiscussion }) => {
                if (key === "bump") return dispatch(bumpDiscussion(discussionID));
                if (key === "close") return dispatch(toggleDiscussionFlag({ discussionID, flag: "closed", current: discussion.closed }));
                if (key === "sink") return dispatch(toggleDiscussionFlag({ discussionID, flag: "sink", current: discussion.sink }));
                return dispatch(toggleDiscussionFlag({ discussionID, flag: "dismissed", current: discussion.dismissed }));
            })
            .catch((error) => logError("Could not load the discussion actions.", error));
    };

    const confirmDelete = () => {
        loadThunks()
            .then(async ({ deleteDiscussionWithToast }) => {
                const deleted = await dispatch(deleteDiscussionWithToast(discussionID));
                if (deleted) pageNavigator.assign(categoryUrl || FALLBACK_AFTER_DELETE);
                else setConfirmingDelete(false);
            })
            .catch((error) => logError("Could not load the discussion actions.", error));
    };

    return (
        <>
            <span onPointerEnter={prefetchThunks} onFocus={prefetchThunks}>
                <DropDown
                    buttonContent={
                        <>
                            {t("Options")}
                            <Icon name="chevronDown" size="small" />
                        </>
                    }
                    buttonLabel={t("Options")}
                    align="right"
                    // An island of its own: a fixed flyout id, since useId() would differ between server and client.
                    id={`discussionOptions-${discussionID}`}
                >
                    {options.map((option, index) => (
                        <Fragment key={option.key}>
                            {index > 0 && options[index - 1].group !== option.group && <li role="separator" className={classes.separator} />}
                            <DropDownItem disabled={busy || deleting} onClick={() => run(option.key)}>
                                <span data-option={option.key}>{t(option.label)}</span>
                            </DropDownItem>
                        </Fragment>
                    ))}
                </DropDown>
            </span>
            <Modal isVisible={confirmingDelete} onClose={() => !deleting && setConfirmingDelete(false)} title={t("Delete Discussion")} size="small">
                <p>{t(DELETE_CONFIRM_MESSAGE)}</p>
                <div className={classes.confirmActions}>
                    <Button onClick={() => setConfirmingDelete(false)} disabled={deleting}>
                        {t("Cancel")}
                    </Button>
                    <Button buttonType="primary" onClick={confirmDelete} disabled={deleting} aria-busy={deleting || undefined}>
                        {t("Delete")}
                    </Button>
                </div>
            </Modal>
        </>
    );
}
