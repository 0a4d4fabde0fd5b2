import { Fragment, lazy, Suspense, useState } from "react";
import { useMeta } from "@library/boot/pageMeta";
import { Button } from "@library/components/Button";
import { DropDown } from "@library/components/DropDown";
import { DropDownItem } from "@library/components/DropDownItem";
import { DropDownSeparator } from "@library/components/DropDownSeparator";
import { Icon } from "@library/components/Icon";
import { Modal } from "@library/components/Modal";
import { t } from "@library/i18n/t";
import { LoadStatus } from "@library/redux/asyncThunk";
import { useAppDispatch, useAppSelector } from "@library/redux/hooks";
import { logError } from "@library/utility/logger";
import { discussionOptions, type IDiscussionOption, type IOptionsDiscussion } from "@vanilla/discussion/discussionOptions";
import { discussionOptionsClasses as classes } from "@vanilla/discussion/discussionOptions.styles";
import { editLabel, useEditClock } from "@vanilla/discussion/discussionOptionsEditTime";
import { AnnounceModal, ChangeAuthorModal, ChangeTypeModal, MoveDiscussionModal, TagsModal } from "@vanilla/discussion/discussionOptionsLazyModals";
import { optionsSettingsFromMeta } from "@vanilla/discussion/discussionOptionsPermissions";
import { registerDiscussionsSlice, selectDeleteStatus, selectPatchStatus, selectStoredDiscussion } from "@vanilla/discussions/discussionsSlice";
import type { ITagFragment } from "@vanilla/discussions/discussionTypes";
import { loadFeature } from "@library/lazy/loadFeature";
import { loadDiscussionThunks, prefetchDiscussionThunks } from "@vanilla/discussions/discussionThunksOnDemand";

registerDiscussionsSlice();

export interface IDiscussionOptionsMenuProps extends IOptionsDiscussion {
    discussionID: number;
    /** Where a deleted discussion's page goes (content §4 "Delete"). */
    categoryUrl?: string;
    tags?: ITagFragment[];
    /**
     * When the server rendered the menu (ms): the first client render uses it too, so the
     * "Edit (time)" label hydrates without a mismatch. Absent: the client's clock.
     */
    renderedAt?: number;
}

type OpenForm = "delete" | "move" | "changeType" | "tags" | "collections" | "announce" | "changeAuthor" | null;

/** "Add to Collection" brings its form and the collections calls only when chosen. */
const AddToCollectionModal = lazy(() => loadFeature(() => import(/* webpackChunkName: "AddToCollectionModal" */ "@vanilla/collections/AddToCollectionModal")));

export const DELETE_CONFIRM_MESSAGE = "Are you sure you want to delete this discussion?";

/** Where the page goes after a delete when the discussion had no category URL. */
export const FALLBACK_AFTER_DELETE = "/discussions";

/** Leaving the page after a delete; replaced in tests (jsdom cannot navigate). */
export const pageNavigator = { assign: (url: string) => window.location.assign(url) };

/**
 * The "Options" menu of a discussion (content §4–§6, §8): the kit's DropDown (Enter, Space or
 * ArrowDown open it, the arrows move, Escape closes it and gives focus back to the button) with
 * the items the viewer's permissions allow, grouped. Close, Sink, Resolve and Dismiss flip the
 * current value and then refresh the discussion; Bump moves it back up; Move, Change Post Type
 * and Tag open a small form, send it, then refresh; Edit ("Edit (time)" while the author's
 * window runs), the logs and Reports are links; Delete asks first, then goes to the category. The values the server rendered are used until the store holds a fresher copy.
 *
 * The menu reflects a Close or reopen at once, and so do the "Closed" label under the title
 * (DiscussionStatus), the reply form (CommentForm) and the posts' Quote, Reply and reaction bars
 * (PostFooter), which read the same stored copy through useDiscussionClosed. After a Move, the
 * reply form, Quote, Reply and reacting follow the new category the same way (useMayComment).
 */
export function DiscussionOptionsMenu({ discussionID, categoryUrl, renderedAt, tags: initialTags = [], ...initial }: IDiscussionOptionsMenuProps) {
    const meta = useMeta();
    const dispatch = useAppDispatch();
    const stored = useAppSelector((state) => selectStoredDiscussion(state, discussionID));
    const patchStatus = useAppSelector((state) => selectPatchStatus(state, discussionID));
    const deleteStatus = useAppSelector((state) => selectDeleteStatus(state, discussionID));
    const [openForm, setOpenForm] = useState<OpenForm>(null);
    const settings = optionsSettingsFromMeta(meta);
    const viewerID = meta.currentUser.userID;

    const discussion: IOptionsDiscussion = stored
        ? {
              categoryID: stored.categoryID,
              insertUserID: stored.insertUserID,
              pinned: stored.pinned,
              pinLocation: stored.pinLocation,
              closed: stored.closed,
              sink: stored.sink,
              dismissed: stored.dismissed ?? initial.dismissed,
              resolved: stored.resolved ?? initial.resolved,
              dateInserted: stored.dateInserted,
              type: stored.type,
              // The refresh may come without the category expanded: keep what the server rendered then.
              allowedDiscussionTypes: stored.category ? stored.category.allowedDiscussionTypes : initial.allowedDiscussionTypes,
          }
        : initial;
    const tags = stored?.tags ?? initialTags;

    // The author's edit window (content §5): the clock ticks only while one is open.
    const timeout = settings.editContentTimeout;
    const deadline =
        viewerID > 0 && discussion.insertUserID === viewerID && timeout !== null && timeout >= 0 && discussion.dateInserted
            ? Date.parse(discussion.dateInserted) + timeout * 1000
            : null;
    const now = useEditClock(deadline, renderedAt ?? Date.now());

    const options = discussionOptions(discussionID, discussion, { permissions: meta.permissions, viewerID, settings, now });
    if (options.length === 0) return null;

    const busy = patchStatus?.status === LoadStatus.LOADING;
    const deleting = deleteStatus?.status === LoadStatus.LOADING || deleteStatus?.status === LoadStatus.SUCCESS;

    const run = (option: IDiscussionOption) => {
        const { key } = option;
        if (option.onSelect) return option.onSelect();
        if (key === "delete" || key === "move" || key === "changeType" || key === "tags" || key === "collections" || key === "announce" || key === "changeAuthor") {
            setOpenForm(key);
            return;
        }
        loadDiscussionThunks()
            .then(({ toggleDiscussionFlag, bumpDiscussion }) => {
                if (key === "bump") return dispatch(bumpDiscussion(discussionID));
                if (key === "close") return dispatch(toggleDiscussionFlag({ discussionID, flag: "closed", current: discussion.closed }));
                if (key === "sink") return dispatch(toggleDiscussionFlag({ discussionID, flag: "sink", current: discussion.sink }));
                if (key === "resolve") return dispatch(toggleDiscussionFlag({ discussionID, flag: "resolved", current: discussion.resolved ?? false }));
                return dispatch(toggleDiscussionFlag({ discussionID, flag: "dismissed", current: discussion.dismissed }));
            })
            .catch((error) => logError("Could not load the discussion actions.", error));
    };

    /** Sends a form's change, then closes the form (a failure shows its toast). */
    const save = async (change: Parameters<Awaited<ReturnType<typeof loadDiscussionThunks>>["changeDiscussion"]>[0]) => {
        try {
            const { changeDiscussion } = await loadDiscussionThunks();
            await dispatch(changeDiscussion(change, discussionID));
        } catch (error) {
            logError("Could not load the discussion actions.", error);
        }
        setOpenForm(null);
    };

    const confirmDelete = () => {
        loadDiscussionThunks()
            .then(async ({ deleteDiscussionWithToast }) => {
                const deleted = await dispatch(deleteDiscussionWithToast(discussionID));
                if (deleted) pageNavigator.assign(categoryUrl || FALLBACK_AFTER_DELETE);
                else setOpenForm(null);
            })
            .catch((error) => logError("Could not load the discussion actions.", error));
    };

    return (
        <>
            <span onPointerEnter={prefetchDiscussionThunks} onFocus={prefetchDiscussionThunks}>
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
                            {index > 0 && options[index - 1]!.group !== option.group && <DropDownSeparator />}
                            {option.href !== undefined ? (
                                <DropDownItem href={option.href} newTab={option.newTab}>
                                    <span data-option={option.key}>{option.key === "edit" ? editLabel(option.secondsLeft) : t(option.label)}</span>
                                </DropDownItem>
                            ) : (
                                <DropDownItem disabled={busy || deleting} onClick={() => run(option)}>
                                    <span data-option={option.key}>{t(option.label)}</span>
                                </DropDownItem>
                            )}
                        </Fragment>
                    ))}
                </DropDown>
            </span>
            {openForm === "move" && <MoveDiscussionModal categoryID={discussion.categoryID} onClose={() => setOpenForm(null)} onSave={(categoryID) => save({ kind: "patch", params: { discussionID, categoryID } })} />}
            {openForm === "announce" && (
                <AnnounceModal
                    pinLocation={discussion.pinned ? (discussion.pinLocation ?? "recent") : "none"}
                    onClose={() => setOpenForm(null)}
                    onSave={(pinLocation) => save({ kind: "patch", params: { discussionID, pinLocation } })}
                />
            )}
            {openForm === "changeAuthor" && (
                <ChangeAuthorModal insertUserID={discussion.insertUserID} onClose={() => setOpenForm(null)} onSave={(insertUserID) => save({ kind: "patch", params: { discussionID, insertUserID } })} />
            )}
            {openForm === "changeType" && (
                <ChangeTypeModal
                    type={discussion.type ?? "discussion"}
                    allowedDiscussionTypes={discussion.allowedDiscussionTypes}
                    onClose={() => setOpenForm(null)}
                    onSave={(type) => save({ kind: "type", type })}
                />
            )}
            {openForm === "collections" && (
                <Suspense fallback={null}>
                    <AddToCollectionModal record={{ recordID: discussionID, recordType: "discussion" }} onClose={() => setOpenForm(null)} />
                </Suspense>
            )}
            {openForm === "tags" && <TagsModal tags={tags} onClose={() => setOpenForm(null)} onSave={(tagIDs) => save({ kind: "tags", tagIDs })} />}
            <Modal isVisible={openForm === "delete"} onClose={() => !deleting && setOpenForm(null)} title={t("Delete Discussion")} size="small">
                <p>{t(DELETE_CONFIRM_MESSAGE)}</p>
                <div className={classes.confirmActions}>
                    <Button onClick={() => setOpenForm(null)} disabled={deleting}>
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
