import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { announceClosed, announceOpen } from "@library/components/dropDownRegistry";
import { toApiError } from "@library/api/apiErrors";
import { Tooltip } from "@library/components/Tooltip";
import { hasPermission } from "@library/users/permissions";
import { logError } from "@library/utility/logger";
import { useMeta } from "@library/boot/pageMeta";
import { t, tf } from "@library/i18n/t";
import { useAppDispatch, useAppSelector } from "@library/redux/hooks";
import { addToast } from "@library/toasts/toastsSlice";
import { reactionBarClasses as classes } from "@vanilla/reactions/reactionBar.styles";
import { ReactionIcon } from "@vanilla/reactions/ReactionIcon";
import { canReactToRecord, canUseReactionType, isBarReaction } from "@vanilla/reactions/reactionPermissions";
import { isReactionLogStale, selectReactionLog, selectRecordReactions } from "@vanilla/reactions/reactionsSlice";
import { REACTION_TOOLTIP_LOAD_LIMIT, ReactionUsersSummary } from "@vanilla/reactions/ReactionUsersSummary";
import { type IReaction, type ReactionRecordType } from "@vanilla/reactions/reactionTypes";
import { loadFeature } from "@library/lazy/loadFeature";
import { loadOnDemand } from "@library/lazy/loadOnDemand";

export interface IReactionBarProps {
    recordType: ReactionRecordType;
    recordID: number;
    categoryID: number;
    closed: boolean;
}

export const MESSAGE_REACTION_FAILED = "Your reaction could not be saved.";

/** The thunks bring the API client (axios): loaded on the first hover, focus or click. */
function importThunks() {
    return import(/* webpackChunkName: "reactionThunks" */ "@vanilla/reactions/reactionThunks");
}

/** The member is waiting for them: a failure shows the spec's message with Retry (loadOnDemand.ts). */
function loadThunks() {
    return loadFeature(importThunks);
}

/** The log modal is for moderators only: its code loads when one opens it. */
const ReactionLogModal = lazy(() => loadFeature(() => import(/* webpackChunkName: "ReactionLogModal" */ "@vanilla/reactions/ReactionLogModal")));

/** Who reacted with one reaction, from the store; loaded by the bar on hover or focus. */
function WhoReacted({ recordType, recordID, urlcode }: { recordType: ReactionRecordType; recordID: number; urlcode: string }) {
    const log = useAppSelector((state) => selectReactionLog(state, { recordType, recordID, urlcode }));
    return <ReactionUsersSummary log={log} />;
}

/** The flyout with the full set loads when a member first opens it (or points at the React button). */
function importFlyout() {
    return import(/* webpackChunkName: "ReactionFlyout" */ "@vanilla/reactions/ReactionFlyout");
}
const ReactionFlyout = lazy(() => loadFeature(importFlyout));

function preload() {
    void loadOnDemand(importFlyout).catch(() => undefined);
    void loadOnDemand(importThunks).catch(() => undefined);
}

/**
 * The reactions under a post (content §3, §4, §6), compact (issue 12): only the reactions
 * someone gave are shown, each a toggle named with its count ("Like, 3"), pressed when it is
 * the viewer's; the full set is behind one "React" button (ReactionFlyout). Guests see the
 * counts, and React takes them to sign in. The toggle is optimistic; on failure the slice
 * reverts it and a dismissible toast says what went wrong (content §8: reaction failures go to
 * the generic handler, the page's toasts).
 *
 * Focus never drops to the page: a toggle stays focusable while its request is out
 * (aria-disabled, not disabled, which would blur it), a reaction the member toggled here stays
 * on the bar even when its count falls to 0, as does every reaction shown when it was toggled (its button keeps the focus and the pointer's
 * place; a toggle that fails takes its pins back), and closing the flyout gives the focus back to React.
 */
export function ReactionBar({ recordType, recordID, categoryID, closed }: IReactionBarProps) {
    const meta = useMeta();
    const dispatch = useAppDispatch();
    const record = useAppSelector((state) => selectRecordReactions(state, recordType, recordID));
    const [logOpen, setLogOpen] = useState(false);
    const [flyoutOpen, setFlyoutOpen] = useState(false);
    const [pinnedHere, setPinnedHere] = useState<readonly string[]>([]);
    const rootRef = useRef<HTMLDivElement>(null);
    const reactButtonRef = useRef<HTMLButtonElement>(null);
    const flyoutID = `reactions-${recordType}-${recordID}`;
    // One stable close function: "opening one closes all others" knows this flyout by it (shell §4).
    const [closeSelf] = useState(() => () => setFlyoutOpen(false));
    useEffect(() => {
        if (!flyoutOpen) return;
        announceOpen(closeSelf);
        return () => announceClosed(closeSelf);
    }, [flyoutOpen, closeSelf]);

    // Content §6: reactions.view shows who reacted; community.moderate the full reactions log.
    const mayViewWho = hasPermission(meta.permissions, "reactions.view", { mode: "global" });
    // The reaction under the pointer or the focus, whose who-reacted tooltip may be showing.
    // Content §4: its list loads when missing (stale), also when a change dropped it while it
    // loaded (the viewer's toggle, or a live count: the answer may predate it and is not kept).
    const [whoFor, setWhoFor] = useState<string | null>(null);
    const whoLog = useAppSelector((state) => (whoFor ? selectReactionLog(state, { recordType, recordID, urlcode: whoFor }) : undefined));
    const whoCount = record?.reactions.find((reaction) => reaction.urlcode === whoFor)?.count ?? 0;
    useEffect(() => {
        if (!whoFor || !mayViewWho || whoCount === 0 || !isReactionLogStale(whoLog)) return;
        loadThunks()
            .then(({ loadReactionLogIfStale }) => dispatch(loadReactionLogIfStale({ recordType, recordID, urlcode: whoFor, limit: REACTION_TOOLTIP_LOAD_LIMIT })))
            .catch((error) => logError("Could not load who reacted.", error));
    }, [whoFor, whoLog, whoCount, mayViewWho, recordType, recordID, dispatch]);

    if (!record) return null;
    const mayViewLog = hasPermission(meta.permissions, "community.moderate", { mode: "global" });

    const signedIn = meta.currentUser.userID > 0;
    const mayReactHere = signedIn && canReactToRecord(meta.permissions, { categoryID, closed });
    const usable = mayReactHere ? record.reactions.filter((reaction) => canUseReactionType(meta.permissions, reaction)) : [];
    const shown = record.reactions.filter((reaction) => isBarReaction(reaction) && (reaction.count > 0 || pinnedHere.includes(reaction.urlcode)));
    const busy = record.pending;

    const onToggle = async (reaction: IReaction) => {
        if (busy) return;
        const pinnedBefore = pinnedHere;
        // What the bar shows now stays on it (a switch from Disagree to Like must not pull Disagree from under the pointer).
        const pinned = [...shown.map((item) => item.urlcode), reaction.urlcode];
        setPinnedHere((kept) => Array.from(new Set([...kept, ...pinned])));
        try {
            const { toggleReaction } = await loadThunks();
            await dispatch(toggleReaction({ recordType, recordID, urlcode: reaction.urlcode, userID: meta.currentUser.userID }));
        } catch (error) {
            // The slice put the record back as it was; the pins go back too, or a reaction
            // chosen from the full set would stay on the bar at 0 (a failure never leaves the UI lying).
            setPinnedHere(pinnedBefore);
            const detail = toApiError(error).message;
            dispatch(
                addToast({
                    toastID: `reaction-failed-${recordType}-${recordID}`,
                    body: detail ? `${t(MESSAGE_REACTION_FAILED)} ${detail}` : t(MESSAGE_REACTION_FAILED),
                    dismissible: true,
                }),
            );
        }
    };

    const closeFlyout = (returnFocus: boolean) => {
        setFlyoutOpen(false);
        if (returnFocus) reactButtonRef.current?.focus();
    };

    return (
        <div ref={rootRef} className={classes.root} data-testid="reaction-bar">
            {shown.length > 0 && (
                <ul className={classes.list} aria-label={t("Reactions")} aria-busy={busy || undefined}>
                    {shown.map((reaction) => {
                        const name = t(reaction.name);
                        const mayToggle = usable.includes(reaction);
                        const button = (
                            <button
                                type="button"
                                className={classes.button}
                                aria-pressed={reaction.hasReacted}
                                aria-label={tf("{name}, {count}", { name, count: reaction.count })}
                                disabled={!mayToggle}
                                aria-disabled={(mayToggle && busy) || undefined}
                                onClick={() => void onToggle(reaction)}
                            >
                                <ReactionIcon urlcode={reaction.urlcode} size={18} />
                                <span className={classes.name}>{name}</span>
                                <span className={classes.count}>{reaction.count}</span>
                            </button>
                        );
                        return (
                            // The load is asked for by the item, not the button: the tooltip shows when the pointer enters
                            // its anchor, which may be a pixel or two outside the button, and must never wait on a load nobody asked for.
                            <li
                                key={reaction.tagID}
                                onMouseEnter={() => setWhoFor(reaction.urlcode)}
                                onMouseLeave={() => setWhoFor(null)}
                                onFocus={() => setWhoFor(reaction.urlcode)}
                                onBlur={() => setWhoFor(null)}
                            >
                                {/* The same tree whatever the count: a toggle falling to 0 must not be remounted (it would drop the focus). */}
                                {mayViewWho ? (
                                    <Tooltip label={<WhoReacted recordType={recordType} recordID={recordID} urlcode={reaction.urlcode} />}>{button}</Tooltip>
                                ) : (
                                    button
                                )}
                            </li>
                        );
                    })}
                </ul>
            )}
            {usable.length > 0 && (
                <button
                    ref={reactButtonRef}
                    type="button"
                    className={classes.reactButton}
                    aria-haspopup="menu"
                    aria-expanded={flyoutOpen}
                    aria-controls={flyoutOpen ? flyoutID : undefined}
                    onClick={() => setFlyoutOpen((open) => !open)}
                    onKeyDown={(event) => {
                        if (event.key === "ArrowDown" && !flyoutOpen) {
                            event.preventDefault();
                            setFlyoutOpen(true);
                        }
                    }}
                    onPointerEnter={preload}
                    onFocus={preload}
                >
                    {t("React")}
                </button>
            )}
            {!signedIn && (
                <a className={classes.reactButton} href={`/entry/signin?target=${encodeURIComponent(meta.url)}`} aria-label={t("Sign in to react")}>
                    {t("React")}
                </a>
            )}
            {mayViewLog && (
                <button type="button" className={classes.logButton} onClick={() => setLogOpen(true)} onPointerEnter={() => void loadOnDemand(importThunks).catch(() => undefined)}>
                    {t("Reactions Log")}
                </button>
            )}
            {flyoutOpen && (
                <Suspense fallback={null}>
                    <ReactionFlyout
                        id={flyoutID}
                        reactions={usable}
                        busy={busy}
                        containerRef={rootRef}
                        onClose={closeFlyout}
                        onChoose={(reaction) => {
                            closeFlyout(true);
                            void onToggle(reaction);
                        }}
                    />
                </Suspense>
            )}
            {logOpen && (
                <Suspense fallback={null}>
                    <ReactionLogModal recordType={recordType} recordID={recordID} onClose={() => setLogOpen(false)} />
                </Suspense>
            )}
            {signedIn && closed && !mayReactHere && <p className={classes.hint}>{t("This discussion is closed.")}</p>}
        </div>
    );
}

export default ReactionBar;
