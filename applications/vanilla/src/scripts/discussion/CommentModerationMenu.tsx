/**
 * A comment's moderation menu (issue 14 item 8; content §2 names Split and Warn as action
 * types): "Moderate" with Split (the comment starts a new discussion in the same category, its
 * author keeping it) and Warn (the author is told why, in their notifications). Each opens a
 * small form; the server checks discussions.manage (split) and community.moderate (warn).
 */
import { useId, useState, type FormEvent } from "react";
import type { IApiError } from "@library/api/apiErrors";
import { Button } from "@library/components/Button";
import { DropDown } from "@library/components/DropDown";
import { DropDownItem } from "@library/components/DropDownItem";
import { Modal } from "@library/components/Modal";
import { t, tf } from "@library/i18n/t";
import { useAppDispatch } from "@library/redux/hooks";
import { addToast } from "@library/toasts/toastsSlice";
import { discussionOptionsClasses as classes } from "@vanilla/discussion/discussionOptions.styles";
import { splitComment, warnAuthor } from "@vanilla/discussion/commentModerationThunks";
import { pageNavigator } from "@vanilla/discussion/DiscussionOptionsMenu";

export interface ICommentModerationMenuProps {
    commentID: number;
    categoryID: number;
    authorID: number;
    authorName: string;
    canSplit: boolean;
    canWarn: boolean;
}

function FormDialog({ title, onClose, onSubmit, submitLabel, children }: { title: string; onClose: () => void; onSubmit: () => Promise<void>; submitLabel: string; children: React.ReactNode }) {
    const [saving, setSaving] = useState(false);
    const submit = async (event: FormEvent) => {
        event.preventDefault();
        setSaving(true);
        await onSubmit();
        setSaving(false);
    };
    return (
        <Modal isVisible={true} onClose={() => !saving && onClose()} title={title} size="small">
            <form onSubmit={(event) => void submit(event)}>
                {children}
                <div className={classes.confirmActions}>
                    <Button onClick={onClose} disabled={saving}>
                        {t("Cancel")}
                    </Button>
                    <Button buttonType="primary" type="submit" disabled={saving} aria-busy={saving || undefined}>
                        {submitLabel}
                    </Button>
                </div>
            </form>
        </Modal>
    );
}

export function CommentModerationMenu({ commentID, categoryID, authorID, authorName, canSplit, canWarn }: ICommentModerationMenuProps) {
    const dispatch = useAppDispatch();
    const [open, setOpen] = useState<"split" | "warn" | null>(null);
    const [text, setText] = useState("");
    const [error, setError] = useState<string | null>(null);
    const fieldID = useId();

    const show = (form: "split" | "warn") => {
        setText("");
        setError(null);
        setOpen(form);
    };

    const send = async () => {
        if (!text.trim()) {
            setError(open === "split" ? t("The title cannot be blank.") : t("Give a reason."));
            return;
        }
        try {
            if (open === "split") {
                const created = await dispatch(splitComment({ commentID, categoryID, name: text.trim() }));
                pageNavigator.assign(created.url);
                return;
            }
            await dispatch(warnAuthor({ commentID, userID: authorID, reason: text.trim() }));
            dispatch(addToast({ body: tf("{name} was warned.", { name: authorName }), autoDismiss: true }));
            setOpen(null);
        } catch (caught) {
            setError((caught as IApiError).message);
        }
    };

    return (
        <>
            <DropDown buttonContent={t("Moderate")} buttonType="text" buttonLabel={t("Moderate")} id={`commentModeration-${commentID}`}>
                {canSplit && <DropDownItem onClick={() => show("split")}>{t("Split")}</DropDownItem>}
                {canWarn && <DropDownItem onClick={() => show("warn")}>{t("Warn")}</DropDownItem>}
            </DropDown>
            {open && (
                <FormDialog
                    title={open === "split" ? t("Split into a New Discussion") : tf("Warn {name}", { name: authorName })}
                    submitLabel={open === "split" ? t("Split") : t("Send Warning")}
                    onClose={() => setOpen(null)}
                    onSubmit={send}
                >
                    <label htmlFor={fieldID} className={classes.fieldLabel}>
                        {open === "split" ? t("Title of the new discussion") : t("Why? The member reads this in their notifications.")}
                    </label>
                    {open === "split" ? (
                        <input id={fieldID} type="text" maxLength={100} value={text} onChange={(event) => setText(event.target.value)} aria-invalid={error ? true : undefined} />
                    ) : (
                        <textarea id={fieldID} maxLength={2000} rows={3} value={text} onChange={(event) => setText(event.target.value)} aria-invalid={error ? true : undefined} />
                    )}
                    {error && <p role="alert">{error}</p>}
                </FormDialog>
            )}
        </>
    );
}
