/**
 * The member's Report dialog (issue 14 item 7): the reasons the server accepts, an optional note,
 * and the request through reportThunks. Loaded only when someone presses Report, so the Modal and
 * the API client stay out of the discussion page's first load. A refusal keeps what was typed.
 */
import { useId, useState, type FormEvent } from "react";
import type { IApiError } from "@library/api/apiErrors";
import { Button } from "@library/components/Button";
import { Modal } from "@library/components/Modal";
import { t } from "@library/i18n/t";
import { useAppDispatch } from "@library/redux/hooks";
import { addToast } from "@library/toasts/toastsSlice";
import { REPORT_REASONS } from "@library/moderation/reportReasons";
import { discussionOptionsClasses as classes } from "@vanilla/discussion/discussionOptions.styles";
import { reportPostClasses as reportClasses } from "@vanilla/report/reportPost.styles";
import { reportPost } from "@vanilla/report/reportThunks";

export const REPORT_THANKS_MESSAGE = "Thanks, a moderator will look at it.";
export const REPORT_REASON_REQUIRED_MESSAGE = "Choose at least one reason.";

export interface IReportPostModalProps {
    recordType: "discussion" | "comment";
    recordID: number;
    /** Reported earlier on this page: a new report replaces that one (the server keeps one per member and post). */
    alreadyReported: boolean;
    onReported: () => void;
    onClose: () => void;
}

export default function ReportPostModal({ recordType, recordID, alreadyReported, onReported, onClose }: IReportPostModalProps) {
    const dispatch = useAppDispatch();
    const id = useId();
    const [reasons, setReasons] = useState<string[]>([]);
    const [note, setNote] = useState("");
    const [error, setError] = useState<string | null>(null);
    const [sending, setSending] = useState(false);
    const reasonChoices = REPORT_REASONS.filter((reason) => !reason.deleted).sort((a, b) => a.sort - b.sort);

    const toggle = (reasonID: string, checked: boolean) => {
        setReasons((current) => (checked ? [...current, reasonID] : current.filter((other) => other !== reasonID)));
        setError(null);
    };

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        if (reasons.length === 0) {
            setError(t(REPORT_REASON_REQUIRED_MESSAGE));
            return;
        }
        setSending(true);
        setError(null);
        try {
            await dispatch(reportPost({ recordType, recordID, reportReasonIDs: reasons, noteBody: note.trim() }));
            dispatch(addToast({ body: t(REPORT_THANKS_MESSAGE), autoDismiss: true }));
            onReported();
            onClose();
        } catch (caught) {
            // The server's words (signed out, no flag permission, post gone); the reasons and note stay.
            setError((caught as IApiError).message);
            setSending(false);
        }
    };

    return (
        <Modal isVisible={true} onClose={() => !sending && onClose()} title={recordType === "comment" ? t("Report Comment") : t("Report Discussion")} size="small">
            <form onSubmit={submit} noValidate aria-busy={sending || undefined}>
                {alreadyReported && <p>{t("You reported this post already: sending again replaces your earlier report.")}</p>}
                <fieldset className={reportClasses.reasons} aria-describedby={error ? `${id}-error` : undefined}>
                    <legend className={`${classes.fieldLabel} ${reportClasses.legend}`}>{t("Why should a moderator look at it?")}</legend>
                    {reasonChoices.map((reason) => (
                        <label key={reason.reportReasonID} className={reportClasses.reason}>
                            <input type="checkbox" name="reportReasonIDs" value={reason.reportReasonID} checked={reasons.includes(reason.reportReasonID)} onChange={(event) => toggle(reason.reportReasonID, event.target.checked)} />
                            <span>
                                {t(reason.name)}: {t(reason.description)}
                            </span>
                        </label>
                    ))}
                </fieldset>
                <label htmlFor={`${id}-note`} className={classes.fieldLabel}>
                    {t("Note for the moderators (optional)")}
                </label>
                <textarea id={`${id}-note`} className={reportClasses.note} maxLength={2000} rows={3} value={note} onChange={(event) => setNote(event.target.value)} />
                {error && (
                    <p id={`${id}-error`} role="alert" className={reportClasses.error}>
                        {error}
                    </p>
                )}
                <div className={classes.confirmActions}>
                    <Button onClick={onClose} disabled={sending}>
                        {t("Cancel")}
                    </Button>
                    <Button buttonType="primary" type="submit" disabled={sending} aria-busy={sending || undefined}>
                        {t("Send Report")}
                    </Button>
                </div>
            </form>
        </Modal>
    );
}
