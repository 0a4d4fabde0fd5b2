/**
 * The poll under a discussion's body (server-rendered, hydrated as an island). Before voting a
 * member sees the question as a real radio group (one choice) or checkbox group (several) in a
 * fieldset whose legend is the question; after voting, and for moderators, closed polls and
 * (when configured) guests, the results as text: each option with its votes and percentage,
 * the viewer's own choice said in words, bars only as decoration.
 *
 * Voting is optimistic: the member's choice shows at once, the request goes out, the server's
 * answer replaces the counts; a refusal or a lost connection puts the form back with the choice
 * still ticked and says why in a toast.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { addToast, loadApiClient, t, tf, useAppDispatch, type IApiError } from "@library/addons/addonApi";
import { percentOf, type IPoll } from "./pollTypes";
import { pollClasses as classes } from "./pollStyles";

export interface IPollBoxProps {
    poll: IPoll;
    /** A guest sees a sign-in link instead of the form. */
    signedIn: boolean;
}

/** Dates as the server and the browser both print them (UTC: hydration must match). */
const DATE_FORMAT = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const formatDate = (iso: string) => `${DATE_FORMAT.format(new Date(iso))} UTC`;

/** The refusal's message when the server gave one (the API client's IApiError), else a general one. */
function failureMessage(error: unknown): string {
    const { status, message } = (error ?? {}) as Partial<IApiError>;
    return typeof status === "number" && status > 0 && message ? message : t("Your vote could not be saved. Check your connection and try again.");
}

/** The poll as it looks right after the member's choice, before the server answers (counts adjusted when known). */
function withChoice(poll: IPoll, chosen: number[]): IPoll {
    if (!poll.showResults || poll.countVoters === null) return { ...poll, myVotes: chosen };
    const had = poll.myVotes.length > 0;
    return {
        ...poll,
        myVotes: chosen,
        countVoters: poll.countVoters + (had ? 0 : 1),
        options: poll.options.map((option) => ({
            ...option,
            countVotes: (option.countVotes ?? 0) - (poll.myVotes.includes(option.pollOptionID) ? 1 : 0) + (chosen.includes(option.pollOptionID) ? 1 : 0),
        })),
    };
}

export default function PollBox({ poll: initial, signedIn }: IPollBoxProps) {
    const [poll, setPoll] = useState(initial);
    const [chosen, setChosen] = useState<number[]>(initial.myVotes);
    // The form shows before voting, and while changing a vote.
    const [changing, setChanging] = useState(false);
    const [sending, setSending] = useState(false);
    const [announcement, setAnnouncement] = useState("");
    const [formError, setFormError] = useState<string | null>(null);
    const dispatch = useAppDispatch();
    const headingRef = useRef<HTMLHeadingElement>(null);
    const legendRef = useRef<HTMLFieldSetElement>(null);
    const changeRef = useRef<HTMLButtonElement>(null);
    const ids = { heading: useId(), error: useId() };
    // Where the focus goes once the view it belongs to is rendered: the form and the results
    // replace each other, so the focused button is gone and the focus would fall to the page.
    const focusNext = useRef<"heading" | "choice" | "change" | null>(null);
    useEffect(() => {
        const target = focusNext.current;
        // Not while sending: the choices are disabled then, and a disabled input takes no focus.
        if (!target || sending) return;
        focusNext.current = null;
        if (target === "heading") headingRef.current?.focus();
        if (target === "change") changeRef.current?.focus();
        // The chosen option, else the first (a selector list would answer the first in document order).
        if (target === "choice") (legendRef.current?.querySelector<HTMLInputElement>("input:checked") ?? legendRef.current?.querySelector<HTMLInputElement>("input"))?.focus();
    });

    const voted = poll.myVotes.length > 0;
    const showForm = poll.canVote && (changing || !voted) && !(sending && poll.showResults);
    const status = poll.closed
        ? tf("Closed on {date}", { date: formatDate(poll.dateClosed!) })
        : poll.dateClosed
          ? tf("Closes on {date}", { date: formatDate(poll.dateClosed) })
          : null;

    const send = async (next: number[] | null) => {
        const before = { poll, chosen, changing };
        setSending(true);
        setFormError(null);
        setChanging(false);
        if (next) setPoll(withChoice(poll, next));
        setAnnouncement(next ? t("Saving your vote…") : t("Withdrawing your vote…"));
        try {
            const api = await loadApiClient();
            const answer = next ? await api.post<IPoll>(`polls/${poll.pollID}/votes`, { pollOptionIDs: next }) : await api.delete<IPoll>(`polls/${poll.pollID}/votes`);
            setPoll(answer.data);
            setChosen(answer.data.myVotes);
            setAnnouncement(next ? t("Your vote is saved. The results are shown.") : t("Your vote is withdrawn."));
            // The results replace the form: keyboard and screen-reader users land on them (or on the form again after withdrawing).
            focusNext.current = next ? "heading" : "choice";
        } catch (error) {
            // Rolled back: the form again, with the member's choice still ticked.
            setPoll(before.poll);
            setChanging(before.changing || (before.poll.myVotes.length > 0 && next !== null));
            setChosen(next ?? before.chosen);
            setAnnouncement("");
            const message = failureMessage(error);
            setFormError(message);
            focusNext.current = "choice";
            dispatch(addToast({ body: message, dismissible: true }));
        } finally {
            setSending(false);
        }
    };

    const submit = (event: FormEvent) => {
        event.preventDefault();
        if (chosen.length === 0) {
            setFormError(poll.multiple ? t("Choose at least one option.") : t("Choose an option."));
            legendRef.current?.querySelector("input")?.focus();
            return;
        }
        void send(chosen);
    };

    const toggle = (optionID: number, checked: boolean) => {
        setFormError(null);
        setChosen((current) => (poll.multiple ? (checked ? [...current, optionID] : current.filter((id) => id !== optionID)) : [optionID]));
    };

    return (
        <section className={classes.box} aria-labelledby={showForm ? undefined : ids.heading} data-poll-id={poll.pollID}>
            <p className={classes.live} role="status" aria-live="polite">
                {announcement}
            </p>
            {showForm ? (
                <form onSubmit={submit} noValidate>
                    <fieldset ref={legendRef} className={classes.fieldset} aria-describedby={formError ? ids.error : undefined} tabIndex={-1}>
                        <legend className={classes.legend}>{poll.name}</legend>
                        <p className={classes.hint}>
                            {poll.multiple ? t("Choose one or more options.") : t("Choose one option.")}
                            {status ? ` ${status}.` : ""}
                        </p>
                        {poll.options.map((option) => (
                            <label key={option.pollOptionID} className={classes.choice}>
                                <input
                                    type={poll.multiple ? "checkbox" : "radio"}
                                    name={`poll-${poll.pollID}`}
                                    value={option.pollOptionID}
                                    checked={chosen.includes(option.pollOptionID)}
                                    onChange={(event) => toggle(option.pollOptionID, event.target.checked)}
                                    disabled={sending}
                                />
                                <span>{option.body}</span>
                            </label>
                        ))}
                    </fieldset>
                    {formError && (
                        <p id={ids.error} className={classes.error} role="alert">
                            {formError}
                        </p>
                    )}
                    <div className={classes.actions}>
                        <button type="submit" className={classes.primary} disabled={sending}>
                            {voted ? t("Change vote") : t("Vote")}
                        </button>
                        {changing && (
                            <>
                                <button type="button" className={classes.secondary} onClick={() => {
                                        setChanging(false);
                                        setChosen(poll.myVotes);
                                        setFormError(null);
                                        focusNext.current = "change";
                                    }}>
                                    {t("Cancel")}
                                </button>
                                <button type="button" className={classes.secondary} onClick={() => void send(null)}>
                                    {t("Withdraw vote")}
                                </button>
                            </>
                        )}
                    </div>
                </form>
            ) : (
                <>
                    <h2 id={ids.heading} ref={headingRef} tabIndex={-1} className={classes.heading}>
                        {poll.name}
                    </h2>
                    {status && <p className={classes.status}>{status}</p>}
                    {poll.showResults && poll.countVoters !== null ? (
                        <Results poll={poll} />
                    ) : (
                        <ul className={classes.results}>
                            {poll.options.map((option) => (
                                <li key={option.pollOptionID} className={poll.myVotes.includes(option.pollOptionID) ? classes.mine : undefined}>
                                    {poll.myVotes.includes(option.pollOptionID) ? `${option.body} (${t("your choice")})` : option.body}
                                </li>
                            ))}
                        </ul>
                    )}
                    {sending && <p className={classes.total}>{t("Saving your vote…")}</p>}
                    {!signedIn && !poll.closed && (
                        <p className={classes.total}>
                            <a href="/entry/signin">{t("Sign in to vote.")}</a>
                        </p>
                    )}
                    {poll.canVote && voted && !sending && (
                        <div className={classes.actions}>
                            <button
                                ref={changeRef}
                                type="button"
                                className={classes.secondary}
                                onClick={() => {
                                    setChanging(true);
                                    setChosen(poll.myVotes);
                                    focusNext.current = "choice";
                                }}
                            >
                                {t("Change vote")}
                            </button>
                        </div>
                    )}
                </>
            )}
        </section>
    );
}

function Results({ poll }: { poll: IPoll }) {
    const voters = poll.countVoters ?? 0;
    return (
        <>
            <ul className={classes.results}>
                {poll.options.map((option) => {
                    const votes = option.countVotes ?? 0;
                    const percent = percentOf(votes, voters);
                    const mine = poll.myVotes.includes(option.pollOptionID);
                    return (
                        <li key={option.pollOptionID}>
                            <div className={classes.resultLine}>
                                <span className={mine ? classes.mine : undefined}>{mine ? `${option.body} (${t("your choice")})` : option.body}</span>
                                <span className={classes.resultCount}>{tf(votes === 1 ? "{count} vote, {percent}%" : "{count} votes, {percent}%", { count: votes, percent })}</span>
                            </div>
                            <div className={classes.track} aria-hidden="true">
                                <div className={classes.bar} style={{ width: `${percent}%` }} />
                            </div>
                        </li>
                    );
                })}
            </ul>
            <p className={classes.total}>
                {`${tf(voters === 1 ? "{count} member voted" : "{count} members voted", { count: voters })}${poll.multiple ? ` ${t("(several choices allowed: percentages are of voters)")}` : ""}`}
            </p>
        </>
    );
}
