/**
 * The member's drafts and scheduled posts (/drafts, content §4 "A draft can be scheduled with a
 * date and the schedule cancelled. After a delete, schedule or cancel the draft list is
 * refreshed."). The list comes preloaded from the server; each action goes through the drafts
 * thunks (loaded on first use), then the list is asked again. A failure is shown by the draft it
 * concerns and nothing is removed from the list.
 */
import { useId, useState, type FormEvent } from "react";
import { createSelector } from "@reduxjs/toolkit";
import { Button } from "@library/components/Button";
import { Modal } from "@library/components/Modal";
import { RelativeDate } from "@library/components/RelativeDate";
import { toApiError } from "@library/api/apiErrors";
import { loadDraftThunks, type IDraftQuery } from "@library/drafts/draftActions";
import type { IDraft } from "@library/drafts/draftTypes";
import { t, tf } from "@library/i18n/t";
import { useAppDispatch, useAppSelector } from "@library/redux/hooks";
import type { IRootState } from "@library/redux/store";
import { draftTitle } from "@dashboard/drafts/draftTitle";

export const MY_DRAFTS_QUERY: IDraftQuery = { limit: 50 };
export const NO_DRAFTS_MESSAGE = "You have no drafts or scheduled posts.";
export const DELETE_DRAFT_CONFIRM = "Are you sure you want to delete this draft?";
export const FUTURE_ONLY_MESSAGE = "Choose a time in the future.";

const RECORD_TYPE_LABELS: Record<string, string> = { discussion: "Discussion", comment: "Comment", article: "Article", event: "Event" };

/** Memoised: a new array on every call would re-render the page on every store change. */
const selectMyDrafts = createSelector(
    [(state: IRootState) => state.drafts?.list.data?.draftIDs, (state: IRootState) => state.drafts?.draftsByID],
    (draftIDs, draftsByID): IDraft[] => (draftIDs && draftsByID ? draftIDs.map((id) => draftsByID[id]).filter((draft): draft is IDraft => !!draft) : []),
);

/** The value of a datetime-local input for a Date, in the browser's time zone. */
function localInputValue(date: Date): string {
    const pad = (value: number) => String(value).padStart(2, "0");
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

type Work = "delete" | "schedule" | "cancel";

function DraftRow({ draft, onDone }: { draft: IDraft; onDone(): Promise<void> }) {
    const dispatch = useAppDispatch();
    const [busy, setBusy] = useState<Work | null>(null);
    const [error, setError] = useState<string | null>(null);
    const [confirming, setConfirming] = useState(false);
    const [scheduling, setScheduling] = useState(false);
    const [when, setWhen] = useState("");
    const inputID = useId();
    const title = draftTitle(draft) || t("(No title)");

    async function run(work: Work, act: (thunks: Awaited<ReturnType<typeof loadDraftThunks>>) => Promise<unknown>) {
        setBusy(work);
        setError(null);
        try {
            await act(await loadDraftThunks());
            setScheduling(false);
            await onDone();
        } catch (caught) {
            setError(toApiError(caught).message);
        } finally {
            setBusy(null);
        }
    }

    function schedule(event: FormEvent) {
        event.preventDefault();
        const date = new Date(when);
        if (!when || Number.isNaN(date.getTime()) || date.getTime() <= Date.now()) {
            setError(t(FUTURE_ONLY_MESSAGE));
            return;
        }
        void run("schedule", (thunks) => dispatch(thunks.scheduleDraftLogged({ draftID: draft.draftID, dateScheduled: date.toISOString() })));
    }

    return (
        <li className="myDrafts-item" aria-busy={busy !== null || undefined}>
            <h2>
                <a href={draft.editUrl}>{title}</a>
            </h2>
            <p>
                {t(RECORD_TYPE_LABELS[draft.recordType] ?? draft.recordType)} · {t("Updated")} <RelativeDate date={draft.dateUpdated} />
                {draft.draftStatus === "scheduled" && draft.dateScheduled && (
                    <>
                        {" "}
                        · {t("Scheduled for")} <time dateTime={draft.dateScheduled}>{new Date(draft.dateScheduled).toLocaleString()}</time>
                    </>
                )}
            </p>
            {draft.draftStatus === "error" && (
                <p role="status">
                    {t("Publishing failed:")} {draft.error ?? t("Something went wrong.")}
                </p>
            )}
            {error && <p role="alert">{error}</p>}
            <div>
                {/* Named with the draft's title (a list holds several): "Edit", "Delete" alone are ambiguous. */}
                <a href={draft.editUrl} aria-label={tf("Edit {name}", { name: title })}>
                    {t("Edit")}
                </a>{" "}
                <Button onClick={() => setConfirming(true)} disabled={busy !== null} aria-label={tf("Delete {name}", { name: title })}>
                    {t("Delete")}
                </Button>{" "}
                {draft.draftStatus === "scheduled" ? (
                    <Button
                        onClick={() => void run("cancel", (thunks) => dispatch(thunks.cancelDraftScheduleLogged({ draftID: draft.draftID })))}
                        disabled={busy !== null}
                        aria-label={tf("Cancel Schedule of {name}", { name: title })}
                    >
                        {t("Cancel Schedule")}
                    </Button>
                ) : (
                    <Button onClick={() => setScheduling(!scheduling)} aria-expanded={scheduling} disabled={busy !== null} aria-label={tf("Schedule {name}", { name: title })}>
                        {t("Schedule")}
                    </Button>
                )}
            </div>
            {scheduling && (
                <form onSubmit={schedule} noValidate>
                    <label htmlFor={inputID}>{t("Publish at")}</label>{" "}
                    <input id={inputID} type="datetime-local" value={when} min={localInputValue(new Date())} onChange={(event) => setWhen(event.target.value)} required />{" "}
                    <Button type="submit" buttonType="primary" disabled={busy !== null}>
                        {t("Schedule")}
                    </Button>
                </form>
            )}
            <Modal isVisible={confirming} onClose={() => setConfirming(false)} title={t("Delete Draft")} size="small">
                <p>{t(DELETE_DRAFT_CONFIRM)}</p>
                <div>
                    <Button onClick={() => setConfirming(false)}>{t("Cancel")}</Button>{" "}
                    <Button
                        buttonType="primary"
                        onClick={() => {
                            setConfirming(false);
                            void run("delete", (thunks) => dispatch(thunks.deleteDraftLogged({ draftID: draft.draftID })));
                        }}
                    >
                        {t("Delete")}
                    </Button>
                </div>
            </Modal>
        </li>
    );
}

export function MyDrafts() {
    const dispatch = useAppDispatch();
    const drafts = useAppSelector(selectMyDrafts);
    const listError = useAppSelector((state) => state.drafts?.list.error?.message);

    async function refresh() {
        const thunks = await loadDraftThunks();
        // A failed refresh keeps the list shown and says so (listError).
        await dispatch(thunks.listDrafts(MY_DRAFTS_QUERY)).catch(() => undefined);
    }

    return (
        <div className="myDrafts">
            {listError && <p role="alert">{listError}</p>}
            {drafts.length === 0 ? (
                <p>{t(NO_DRAFTS_MESSAGE)}</p>
            ) : (
                <ul>
                    {drafts.map((draft) => (
                        <DraftRow key={draft.draftID} draft={draft} onDone={refresh} />
                    ))}
                </ul>
            )}
        </div>
    );
}
