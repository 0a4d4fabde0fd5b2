/**
 * The report queue (issue 14 item 7, content §2): each report with the post as it is now, who
 * reported it and why, and what a moderator can do: dismiss it, act on the post (a comment is
 * deleted, a discussion closed and sunk), escalate it, or warn the post's author. The card then
 * shows what a reload would (the report's new status, the actions that status still allows, the
 * post as it now is; acting on a post closes its other open reports too), says what was done in
 * a polite status region, and focus moves to that sentence so a keyboard user knows where they
 * are. A failure changes nothing but an error, said at once.
 */
import { useEffect, useId, useMemo, useRef, useState } from "react";
import type { IApiError } from "@library/api/apiErrors";
import { Button } from "@library/components/Button";
import { t, tf } from "@library/i18n/t";
import { LoadStatus, type AppThunk } from "@library/redux/asyncThunk";
import { useAppDispatch, useAppSelector } from "@library/redux/hooks";
import { visuallyHidden } from "@library/theme/globalStyles";
import { formatDate } from "@library/utility/dates";
import { moderationClasses as classes } from "@dashboard/moderation/moderation.styles";
import { REPORT_STATUS_LABELS, type IReport } from "@dashboard/moderation/moderationTypes";
import { currentReport, selectActedRecord, selectChangedReport, selectReportOutcome } from "@dashboard/moderation/moderationSlice";
import { actOnReport, dismissReport, escalateReport, warnMember } from "@dashboard/moderation/moderationThunks";

export interface IReportsQueueProps {
    reports: IReport[];
}

const DONE_TEXT = {
    dismissed: "Report dismissed.",
    escalated: "Report escalated.",
    actioned: "Done: the post was dealt with and its reports closed.",
    warned: "The author was warned.",
    new: "",
    restored: "",
} as const;

function WarnForm({ report, onCancel, onSent }: { report: IReport; onCancel: () => void; onSent: () => void }) {
    const dispatch = useAppDispatch();
    const [reason, setReason] = useState("");
    const [error, setError] = useState<string | null>(null);
    const fieldID = useId();
    const field = useRef<HTMLTextAreaElement>(null);
    useEffect(() => field.current?.focus(), []);

    async function send(event: React.FormEvent) {
        event.preventDefault();
        if (!reason.trim()) {
            setError(t("Give a reason."));
            return;
        }
        try {
            await dispatch(warnMember({ reportID: report.reportID, userID: report.recordUserID, recordType: report.recordType, recordID: report.recordID, reason }));
        } catch (caught) {
            setError((caught as IApiError).message);
            return;
        }
        onSent();
    }

    return (
        <form className={classes.warnForm} onSubmit={(event) => void send(event)}>
            <label htmlFor={fieldID}>{tf("Why are you warning {name}?", { name: report.recordUser.name })}</label>
            <textarea
                id={fieldID}
                ref={field}
                className={classes.textarea}
                value={reason}
                maxLength={2000}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${fieldID}-error` : undefined}
                onChange={(event) => setReason(event.target.value)}
            />
            {error && (
                <p id={`${fieldID}-error`} className={classes.error} role="alert">
                    {error}
                </p>
            )}
            <div className={classes.actions}>
                <Button type="submit" buttonType="primary">
                    {t("Send Warning")}
                </Button>
                <Button buttonType="text" onClick={onCancel}>
                    {t("Cancel")}
                </Button>
            </div>
        </form>
    );
}

function ReportItem({ report: served }: { report: IReport }) {
    const dispatch = useAppDispatch();
    const outcome = useAppSelector((state) => selectReportOutcome(state, served.reportID));
    const changed = useAppSelector((state) => selectChangedReport(state, served.reportID));
    const acted = useAppSelector((state) => selectActedRecord(state, served));
    const report = useMemo(() => currentReport(served, changed, acted), [served, changed, acted]);
    const [warning, setWarning] = useState(false);
    const said = useRef<HTMLParagraphElement>(null);
    const headingID = useId();
    const busy = outcome?.status === LoadStatus.LOADING;
    const done = outcome?.status === LoadStatus.SUCCESS ? outcome.done : undefined;
    const failed = outcome?.status === LoadStatus.ERROR;
    const open = report.status === "new" || report.status === "escalated";

    // Each finished action is a new outcome: its sentence takes focus (the button pressed may be gone).
    useEffect(() => {
        if (outcome?.status === LoadStatus.SUCCESS || outcome?.status === LoadStatus.ERROR) said.current?.focus();
    }, [outcome]);

    const run = (thunk: (params: { reportID: number }) => AppThunk<unknown>) => dispatch(thunk({ reportID: report.reportID })).catch(() => undefined /* the slice holds the error */);
    const actLabel = report.recordType === "comment" ? t("Delete Comment") : t("Close and Sink Discussion");

    return (
        <li className={classes.card} aria-labelledby={headingID} data-report={report.reportID}>
            <h2 id={headingID} className={classes.heading}>
                {report.recordIsLive ? <a href={report.recordUrl}>{report.recordName}</a> : report.recordName}
                <span className={classes.badge}>{t(REPORT_STATUS_LABELS[report.status])}</span>
                {!report.recordIsLive && <span className={classes.badge}>{t("Removed")}</span>}
            </h2>
            <p className={classes.meta}>
                {tf("{reporter} reported a {recordType} by {author} in {category}, {date}.", {
                    reporter: report.insertUser.name,
                    recordType: t(report.recordType),
                    author: report.recordUser.name,
                    category: report.placeRecordName,
                    date: formatDate(report.dateInserted),
                })}{" "}
                {report.reportReasons.length > 0 && tf("Reasons: {reasons}.", { reasons: report.reportReasons.map((reason) => t(reason.name)).join(", ") })}
            </p>
            {report.noteHtml && <div className={classes.meta} dangerouslySetInnerHTML={{ __html: report.noteHtml }} />}
            {report.recordHtml && <div className={classes.body} dangerouslySetInnerHTML={{ __html: report.recordHtml }} />}
            {/* Always there, so what was done is announced politely as it appears; out of the card's grid while empty. */}
            <div role="status" className={done ? undefined : visuallyHidden}>
                {done && (
                    <p ref={said} tabIndex={-1} className={classes.outcome}>
                        {t(DONE_TEXT[done])}
                    </p>
                )}
            </div>
            {failed && (
                <p ref={said} tabIndex={-1} className={classes.error} role="alert">
                    {outcome.error}
                </p>
            )}
            {open && !warning && (
                <div className={classes.actions} role="group" aria-label={t("Moderate")}>
                    <Button buttonType="primary" disabled={busy} onClick={() => void run(actOnReport)} data-report-action="act">
                        {actLabel}
                    </Button>
                    <Button disabled={busy} onClick={() => void run(dismissReport)} data-report-action="dismiss">
                        {t("Dismiss")}
                    </Button>
                    {report.status === "new" && (
                        <Button disabled={busy} onClick={() => void run(escalateReport)} data-report-action="escalate">
                            {t("Escalate")}
                        </Button>
                    )}
                    {report.recordUserID > 0 && (
                        <Button buttonType="text" disabled={busy} onClick={() => setWarning(true)} data-report-action="warn">
                            {t("Warn Author")}
                        </Button>
                    )}
                </div>
            )}
            {warning && open && <WarnForm report={report} onCancel={() => setWarning(false)} onSent={() => setWarning(false)} />}
        </li>
    );
}

export function ReportsQueue({ reports }: IReportsQueueProps) {
    if (reports.length === 0) return <p>{t("No reports here. Nothing waits for a moderator.")}</p>;
    return (
        <ol className={classes.list}>
            {reports.map((report) => (
                <ReportItem key={report.reportID} report={report} />
            ))}
        </ol>
    );
}
