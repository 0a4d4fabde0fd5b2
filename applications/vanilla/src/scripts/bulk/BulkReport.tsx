/**
 * The report of a bulk run (issue 14 item 8), in a dialog sized to be read: every discussion of
 * the run with what happened to it, failures first with their reason. Focus moves to its summary
 * when the run ends (so a keyboard or screen-reader user lands on the outcome), and Close gives it
 * back to the page.
 */
import { useRef } from "react";
import { Button } from "@library/components/Button";
import { Modal } from "@library/components/Modal";
import { t, tf } from "@library/i18n/t";
import { useAppDispatch } from "@library/redux/hooks";
import { closeBulkReport, type BulkActionType } from "@vanilla/bulk/bulkActions";
import { bulkClasses } from "@vanilla/bulk/bulk.styles";
import type { IBulkRun } from "@vanilla/bulk/bulkSelectionSlice";

const DONE: Record<BulkActionType, string> = { move: "Moved", merge: "Merged", close: "Closed", delete: "Deleted" };
const TITLES: Record<BulkActionType, string> = { move: "Move: report", merge: "Merge: report", close: "Close: report", delete: "Delete: report" };

export function BulkReport({ run }: { run: IBulkRun }) {
    const dispatch = useAppDispatch();
    const summary = useRef<HTMLParagraphElement>(null);
    const progress = run.progress ?? { successIDs: [], failedIDs: [], exceptionsByID: {} };
    const name = (id: number) => run.names?.[id] ?? `#${id}`;
    const total = progress.countTotalIDs ?? progress.successIDs.length + progress.failedIDs.length;
    return (
        <Modal isVisible={run.reportOpen === true} onClose={() => dispatch(closeBulkReport())} title={t(TITLES[run.action])} size="medium" initialFocusRef={summary}>
            <div data-bulk-report="">
                <p ref={summary} tabIndex={-1} className={bulkClasses.count}>
                    {run.error
                        ? tf("The action failed: {message}", { message: run.error })
                        : tf("{done} of {total} done, {failed} failed.", { done: progress.successIDs.length, total, failed: progress.failedIDs.length })}
                </p>
                {progress.failedIDs.length > 0 && (
                    <>
                        <h3 className={bulkClasses.reportHeading}>{t("Not changed")}</h3>
                        <ul className={bulkClasses.reportList}>
                            {progress.failedIDs.map((id) => (
                                <li key={id} data-bulk-failed={id}>
                                    <strong>{name(id)}</strong>: {progress.exceptionsByID[String(id)]?.message ?? t("Something went wrong.")}
                                </li>
                            ))}
                        </ul>
                    </>
                )}
                {progress.successIDs.length > 0 && (
                    <>
                        <h3 className={bulkClasses.reportHeading}>{t(DONE[run.action])}</h3>
                        <ul className={bulkClasses.reportList}>
                            {progress.successIDs.map((id) => (
                                <li key={id} data-bulk-succeeded={id}>
                                    {name(id)}
                                </li>
                            ))}
                        </ul>
                    </>
                )}
                <div className={bulkClasses.formActions}>
                    <Button buttonType="primary" onClick={() => dispatch(closeBulkReport())}>
                        {t("Close")}
                    </Button>
                </div>
            </div>
        </Modal>
    );
}
