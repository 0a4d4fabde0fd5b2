/**
 * The vote widget under an idea's title (slot "discussionHeader"): the score, up and down as a
 * labelled toggle group (aria-pressed; pressing the pressed one takes the vote back), the status
 * and its note, a sign-in link for guests and the status form for moderators. Votes are
 * optimistic: the tally changes at once, and a refused or failed call puts it back with a toast.
 * Rendered on the server from its props, hydrated as an island.
 */
import { useState, type FormEvent } from "react";
import { addToast, loadApiClient, t, tf, useAppDispatch } from "@library/addons/addonApi";
import { IDEA_STATUSES, statusByID, tallyAfterVote, type IdeaVote, type IIdeaTally } from "./ideaStatuses";
import { ideationClasses as classes } from "./ideation.styles";

export interface IIdeationVotesProps extends IIdeaTally {
    discussionID: number;
    vote: IdeaVote | null;
    statusID: number;
    statusNotes: string | null;
    /** A guest's sign-in link (back to this page); null when signed in. */
    signInUrl: string | null;
    /** The idea is closed and the viewer may not vote on it any more. */
    closed: boolean;
    canModerate: boolean;
}

export default function IdeationVotes(props: IIdeationVotesProps) {
    const dispatch = useAppDispatch();
    const [state, setState] = useState({ vote: props.vote, tally: { score: props.score, countUp: props.countUp, countDown: props.countDown } });
    const [saving, setSaving] = useState(false);
    // From the props, not useId: the server renders the island inside the page, the browser alone.
    const formID = `idea-${props.discussionID}`;
    const status = statusByID(props.statusID);

    async function choose(choice: IdeaVote) {
        const previous = state;
        const next = previous.vote === choice ? null : choice;
        setState({ vote: next, tally: tallyAfterVote(previous.tally, previous.vote, next) });
        try {
            const api = await loadApiClient();
            const { data } = await api.put<IIdeaTally & { vote: IdeaVote | null }>(`ideas/${props.discussionID}/vote`, { vote: next ?? "none" });
            setState({ vote: data.vote, tally: { score: data.score, countUp: data.countUp, countDown: data.countDown } });
        } catch {
            setState(previous);
            dispatch(addToast({ body: t("Your vote could not be saved. Please try again."), autoDismiss: true, dismissible: true }));
        }
    }

    async function setStatus(event: FormEvent<HTMLFormElement>) {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        setSaving(true);
        try {
            const api = await loadApiClient();
            await api.patch(`discussions/${props.discussionID}/idea`, { statusID: Number(form.get("statusID")), statusNotes: String(form.get("statusNotes") ?? "").trim() || null });
            // The label in the lists and on this page comes from the server.
            window.location.reload();
        } catch {
            setSaving(false);
            dispatch(addToast({ body: t("The status could not be saved. Please try again."), autoDismiss: true, dismissible: true }));
        }
    }

    const voteButton = (choice: IdeaVote, arrow: string, label: string) => (
        <button
            type="button"
            className={classes.voteButton}
            aria-pressed={state.vote === choice}
            disabled={props.closed}
            onClick={() => void choose(choice)}
        >
            <span aria-hidden="true">{arrow}</span>
            {label}
        </button>
    );

    return (
        <div className={classes.box} data-idea-votes="">
            <p className={classes.score}>
                <span className={classes.scoreNumber} data-idea-score="">
                    {state.tally.score}
                </span>
                <span className={classes.scoreLabel}>{t("Score")}</span>
            </p>
            {props.signInUrl === null ? (
                <div role="group" aria-label={t("Your vote on this idea")} className={classes.group}>
                    {voteButton("up", "▲", t("Vote up"))}
                    {voteButton("down", "▼", t("Vote down"))}
                </div>
            ) : (
                <a href={props.signInUrl}>{t("Sign in to vote")}</a>
            )}
            {props.closed && <p className={classes.counts}>{t("This idea is closed to new votes.")}</p>}
            <p className={classes.counts} aria-live="polite">
                {tf("{up} up, {down} down", { up: state.tally.countUp, down: state.tally.countDown })}
            </p>
            <p className={classes.status} data-idea-status={status.code}>
                {t("Status")}: <a className={classes.statusName} href={`/ideas?status=${status.code}`}>{t(status.name)}</a>
                {props.statusNotes && <span> — {props.statusNotes}</span>}
                <span className={classes.muted}> · </span>
                <a href="/ideas">{t("All ideas")}</a>
            </p>
            {props.canModerate && (
                <details className={classes.moderation}>
                    <summary>{t("Change status")}</summary>
                    <form className={classes.form} onSubmit={(event) => void setStatus(event)}>
                        <div className={classes.field}>
                            <label htmlFor={`${formID}-status`}>{t("Status")}</label>
                            <select id={`${formID}-status`} className={classes.input} name="statusID" defaultValue={status.statusID}>
                                {IDEA_STATUSES.map((option) => (
                                    <option key={option.statusID} value={option.statusID}>
                                        {t(option.name)}
                                    </option>
                                ))}
                            </select>
                        </div>
                        <div className={classes.field}>
                            <label htmlFor={`${formID}-note`}>{t("Status note")}</label>
                            <textarea id={`${formID}-note`} className={classes.input} name="statusNotes" rows={3} maxLength={500} defaultValue={props.statusNotes ?? ""} />
                        </div>
                        <button type="submit" className={classes.submit} disabled={saving}>
                            {t("Save status")}
                        </button>
                    </form>
                </details>
            )}
        </div>
    );
}
