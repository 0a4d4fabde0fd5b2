/**
 * The forms of the bulk toast, in a modal, loaded only when one is opened (content §2): move
 * (destination category, leave a redirect), merge (destination discussion, leave redirects) and
 * the delete confirmation. Submitting closes the modal and starts the run; the toast follows it.
 */
import { useState, type FormEvent } from "react";
import type { ICategorySearchResult } from "@library/api/lookupApi";
import { Button } from "@library/components/Button";
import { formClasses } from "@library/components/form.styles";
import { Modal } from "@library/components/Modal";
import { t, tf } from "@library/i18n/t";
import { useAppDispatch } from "@library/redux/hooks";
import type { BulkActionType, IBulkDiscussion } from "@vanilla/bulk/bulkActions";
import { bulkClasses } from "@vanilla/bulk/bulk.styles";
import { bulkDeleteDiscussions, bulkMergeDiscussions, bulkMoveDiscussions } from "@vanilla/bulk/bulkThunks";
import { CategoryPicker } from "@vanilla/categories/CategoryPicker";

interface IProps {
    action: Exclude<BulkActionType, "close">;
    discussions: IBulkDiscussion[];
    onClose: () => void;
}

const TITLES = { move: "Move Discussions", merge: "Merge Discussions", delete: "Delete Discussions" } as const;

export default function BulkActionModal({ action, discussions, onClose }: IProps) {
    const dispatch = useAppDispatch();
    const discussionIDs = discussions.map((discussion) => discussion.discussionID);
    const [visible, setVisible] = useState(true);
    const [addRedirects, setAddRedirects] = useState(false);
    const [destinationID, setDestinationID] = useState<number | undefined>(discussionIDs[0]);
    // The destination of a move, chosen in the same category picker as a single move.
    const [category, setCategory] = useState<ICategorySearchResult | null>(null);

    function close() {
        setVisible(false);
    }

    function submit(event: FormEvent) {
        event.preventDefault();
        const ignore = () => undefined; // the slice holds the outcome; the toast shows it
        if (action === "delete") {
            dispatch(bulkDeleteDiscussions({ discussionIDs })).catch(ignore);
        } else if (action === "move" && category) {
            const fragment = { categoryID: category.categoryID, name: category.name, url: category.url };
            dispatch(bulkMoveDiscussions({ discussionIDs, categoryID: category.categoryID, addRedirects, category: fragment })).catch(ignore);
        } else if (action === "merge" && destinationID !== undefined) {
            dispatch(bulkMergeDiscussions({ discussionIDs, destinationDiscussionID: destinationID, addRedirects })).catch(ignore);
        } else {
            return;
        }
        close();
    }

    const redirects = (
        <label>
            <input type="checkbox" checked={addRedirects} onChange={(event) => setAddRedirects(event.target.checked)} /> {t("Leave a redirect link")}
        </label>
    );

    return (
        <Modal isVisible={visible} onClose={close} onDestroyed={onClose} title={t(TITLES[action])} size="small">
            <form className={formClasses.form} onSubmit={submit}>
                {action === "delete" && <p>{tf("Are you sure you want to delete {count} discussions?", { count: discussions.length })}</p>}
                {action === "move" && (
                    <>
                        <CategoryPicker chosen={category} onChoose={setCategory} />
                        {redirects}
                    </>
                )}
                {action === "merge" && (
                    <>
                        <fieldset className={bulkClasses.options}>
                            <legend className={formClasses.label}>{t("Merge into")}</legend>
                            {discussions.map((discussion) => (
                                <label key={discussion.discussionID}>
                                    <input
                                        type="radio"
                                        name="destinationDiscussionID"
                                        checked={destinationID === discussion.discussionID}
                                        onChange={() => setDestinationID(discussion.discussionID)}
                                    />{" "}
                                    {discussion.name}
                                </label>
                            ))}
                        </fieldset>
                        {redirects}
                    </>
                )}
                <div className={bulkClasses.formActions}>
                    <Button buttonType="text" onClick={close}>
                        {t("Cancel")}
                    </Button>
                    <Button buttonType="primary" type="submit" disabled={action === "move" && !category}>
                        {t(action === "delete" ? "Delete" : action === "move" ? "Move" : "Merge")}
                    </Button>
                </div>
            </form>
        </Modal>
    );
}
