import { lazy, Suspense, useEffect, useId, useState } from "react";
import { classes } from "typestyle";
import { useMeta } from "@library/boot/pageMeta";
import { Button } from "@library/components/Button";
import { t, tf } from "@library/i18n/t";
import { LoadStatus } from "@library/redux/asyncThunk";
import { useAppDispatch, useAppSelector } from "@library/redux/hooks";
import { toastClasses } from "@library/toasts/toast.styles";
import { toastVariables } from "@library/toasts/toast.variables";
import { clearBulkSelection, type BulkActionType, type IBulkDiscussion } from "@vanilla/bulk/bulkActions";
import { bulkAvailability, type IBulkAvailability } from "@vanilla/bulk/bulkAvailability";
import { bulkClasses } from "@vanilla/bulk/bulk.styles";
import { returnFocusFromBulkActions } from "@vanilla/bulk/bulkFocus";
import { registerBulkSelectionSlice, selectBulkRun, selectCheckedIDs } from "@vanilla/bulk/bulkSelectionSlice";
import { bulkCloseDiscussions } from "@vanilla/bulk/bulkThunks";
import { useBulkSelectionPersistence } from "@vanilla/bulk/useBulkSelectionPersistence";
import { BulkReport } from "@vanilla/bulk/BulkReport";
import { loadFeature } from "@library/lazy/loadFeature";

registerBulkSelectionSlice();

/** The forms (move, merge, delete confirmation) load only when one is opened (content §2). */
const BulkActionModal = lazy(() => loadFeature(() => import(/* webpackChunkName: "BulkActionModal" */ "@vanilla/bulk/BulkActionModal")));

const LABELS: Record<BulkActionType, string> = { move: "Move", merge: "Merge", close: "Close", delete: "Delete" };
const ORDER: BulkActionType[] = ["move", "merge", "close", "delete"];
const NO_DISCUSSIONS: IBulkDiscussion[] = [];

/**
 * An action of the toast. Unavailable, it stays focusable (aria-disabled, not disabled, which
 * would drop it from the Tab order and blur it when a run starts) and is described by its reason,
 * the visible line under the buttons (content §5), so the keyboard and screen readers get why.
 */
function ActionButton({ action, availability, reasonID, onClick }: { action: BulkActionType; availability: IBulkAvailability; reasonID?: string; onClick: () => void }) {
    return (
        <Button
            buttonType="standard"
            aria-disabled={availability.disabled || undefined}
            aria-describedby={reasonID}
            title={availability.reason}
            data-bulk-action={action}
            onClick={() => {
                if (!availability.disabled) onClick();
            }}
        >
            {t(LABELS[action])}
        </Button>
    );
}

/**
 * While the toast is shown the page ends with room for it, so it never covers the page's end (the
 * footer on a phone, where it is as wide as the window): the body's bottom padding is the toast's
 * height plus its distance from the window's edge and the same gap above it, followed as the toast
 * grows or shrinks (a reason line, a run's progress), and given back when it goes.
 */
function useRoomAtPageEnd(toast: HTMLElement | null): void {
    useEffect(() => {
        if (!toast) return;
        const body = toast.ownerDocument.body;
        const before = body.style.paddingBottom;
        const reserve = () => {
            body.style.paddingBottom = `${Math.ceil(toast.getBoundingClientRect().height) + toastVariables.offset * 2}px`;
        };
        reserve();
        const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(reserve);
        observer?.observe(toast);
        return () => {
            observer?.disconnect();
            body.style.paddingBottom = before;
        };
    }, [toast]);
}

/** Escape in the toast gives the focus back to the checkbox "Go to bulk actions" came from (bulkFocus.ts). */
function useEscapeBackToRow(toast: HTMLElement | null): void {
    useEffect(() => {
        if (!toast) return;
        const onKeyDown = (event: KeyboardEvent) => {
            if (event.key === "Escape" && !event.defaultPrevented && returnFocusFromBulkActions()) event.preventDefault();
        };
        toast.addEventListener("keydown", onKeyDown);
        return () => toast.removeEventListener("keydown", onKeyDown);
    }, [toast]);
}

/**
 * The bulk toast (content §2 "Bulk moderation"): shown while at least one discussion is
 * checked, or while a run goes on, with Move, Merge, Close and Delete. An unavailable action says
 * why (content §5) in the list under the buttons, which describes it (aria-describedby; its title
 * too, for the pointer); a run shows its progress, then its report opens in a dialog
 * (BulkReport.tsx) that fits every item, with focus on its summary. A checked row's "Go to
 * bulk actions" brings the keyboard here and Escape takes it back (bulkFocus.ts). While it is shown
 * the page keeps room for it at its end.
 */
export function BulkActionsToast() {
    useBulkSelectionPersistence();
    const dispatch = useAppDispatch();
    const { permissions, currentUser } = useMeta();
    const checkedIDs = useAppSelector(selectCheckedIDs);
    const discussionsByID = useAppSelector((state) => state.bulkSelection?.discussionsByID);
    const run = useAppSelector(selectBulkRun);
    const [open, setOpen] = useState<Exclude<BulkActionType, "close"> | null>(null);
    const idPrefix = useId();
    const [toast, setToast] = useState<HTMLElement | null>(null);
    useRoomAtPageEnd(toast);
    useEscapeBackToRow(toast);

    const running = run?.status === LoadStatus.LOADING;
    const reportOpen = run?.reportOpen === true && !running;
    if (checkedIDs.length === 0 && !running && !reportOpen) return null;

    const selected = discussionsByID ? checkedIDs.map((id) => discussionsByID[id]).filter((discussion) => discussion !== undefined) : NO_DISCUSSIONS;
    const availability = bulkAvailability(permissions, currentUser.userID, selected);
    // Each reason once (Move and Merge share the edit one), with the id its buttons point to.
    const reasons = [...new Set(ORDER.map((action) => availability[action].reason).filter((reason): reason is string => !!reason))];
    const reasonID = (reason: string | undefined) => (reason && !running ? `${idPrefix}-reason-${reasons.indexOf(reason)}` : undefined);

    function start(action: BulkActionType) {
        if (action === "close") {
            dispatch(bulkCloseDiscussions({ discussionIDs: checkedIDs })).catch(() => undefined /* the slice holds the error */);
        } else {
            setOpen(action);
        }
    }

    return (
        <div className={bulkClasses.area}>
            {run && reportOpen && <BulkReport run={run} />}
            {(checkedIDs.length > 0 || running) && (
                <section
                    ref={setToast}
                    className={classes(toastClasses.toast, toastClasses.wide, bulkClasses.toast)}
                    aria-label={t("Bulk Actions")}
                    data-bulk-toast=""
                >
                    {checkedIDs.length > 0 && (
                        <>
                            <p className={bulkClasses.count}>{tf("{count} selected", { count: checkedIDs.length })}</p>
                            <div className={bulkClasses.actions}>
                                {ORDER.map((action) => (
                                    <ActionButton
                                        key={action}
                                        action={action}
                                        availability={running ? { disabled: true } : availability[action]}
                                        reasonID={reasonID(availability[action].reason)}
                                        onClick={() => start(action)}
                                    />
                                ))}
                                <Button
                                    buttonType="text"
                                    aria-disabled={running || undefined}
                                    onClick={() => {
                                        if (!running) dispatch(clearBulkSelection());
                                    }}
                                >
                                    {t("Clear")}
                                </Button>
                            </div>
                            {!running && reasons.length > 0 && (
                                <ul className={bulkClasses.reasons}>
                                    {reasons.map((reason) => (
                                        <li key={reason} id={reasonID(reason)}>
                                            {reason}
                                        </li>
                                    ))}
                                </ul>
                            )}
                        </>
                    )}
                    {running && (
                        <div role="status">
                            {tf("{done} of {total} done", {
                                done: (run.progress?.successIDs.length ?? 0) + (run.progress?.failedIDs.length ?? 0),
                                total: run.progress?.countTotalIDs ?? "…",
                            })}
                            <progress
                                className={bulkClasses.progress}
                                max={run.progress?.countTotalIDs}
                                value={run.progress ? run.progress.successIDs.length + run.progress.failedIDs.length : undefined}
                            />
                        </div>
                    )}
                </section>
            )}
            {open && (
                <Suspense fallback={null}>
                    <BulkActionModal action={open} discussions={selected} onClose={() => setOpen(null)} />
                </Suspense>
            )}
        </div>
    );
}
