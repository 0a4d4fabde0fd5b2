import { lazy, Suspense, useState } from "react";
import { toApiError } from "@library/api/apiErrors";
import { Tooltip } from "@library/components/Tooltip";
import { hasPermission } from "@library/users/permissions";
import { logError } from "@library/utility/logger";
import { useMeta } from "@library/boot/pageMeta";
import { t, tf } from "@library/i18n/t";
import { useAppDispatch, useAppSelector } from "@library/redux/hooks";
import { addToast } from "@library/toasts/toastsSlice";
import { reactionBarClasses as classes } from "@vanilla/reactions/reactionBar.styles";
import { iconClasses } from "@library/components/icon.styles";
import { REACTION_ICONS, reactionIconKind } from "@vanilla/reactions/reactionIcons";
import { canReactToRecord, canUseReactionType, isBarReaction } from "@vanilla/reactions/reactionPermissions";
import { selectReactionLog, selectRecordReactions } from "@vanilla/reactions/reactionsSlice";
import { REACTION_TOOLTIP_LOAD_LIMIT, ReactionUsersSummary } from "@vanilla/reactions/ReactionUsersSummary";
import { PROMOTE_URLCODE, type IReaction, type ReactionRecordType } from "@vanilla/reactions/reactionTypes";
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

/**
 * The reaction toggles under a post (content §3, §4, §6): one button per reaction the viewer
 * may use, pressed when it is theirs, named with its count ("Like, 3"). Guests see the public
 * reactions disabled, with a sign-in link. The toggle is optimistic; on failure the slice
 * reverts it and a dismissible toast says what went wrong (content §8: reaction failures go
 * to the generic handler, the page's toasts).
 */
export function ReactionBar({ recordType, recordID, categoryID, closed }: IReactionBarProps) {
    const meta = useMeta();
    const dispatch = useAppDispatch();
    const record = useAppSelector((state) => selectRecordReactions(state, recordType, recordID));
    const [logOpen, setLogOpen] = useState(false);
    if (!record) return null;
    // Content §6: reactions.view shows who reacted; community.moderate the full reactions log.
    const mayViewWho = hasPermission(meta.permissions, "reactions.view", { mode: "global" });
    const mayViewLog = hasPermission(meta.permissions, "community.moderate", { mode: "global" });

    const signedIn = meta.currentUser.userID > 0;
    const mayReactHere = signedIn && canReactToRecord(meta.permissions, { categoryID, closed });
    // Guests cannot know which reactions members get: they see the everyday ones (not Promote).
    const shown = record.reactions.filter(
        (reaction) =>
            isBarReaction(reaction) &&
            (signedIn ? canUseReactionType(meta.permissions, reaction) : reaction.urlcode.toLowerCase() !== PROMOTE_URLCODE.toLowerCase()),
    );
    if (shown.length === 0) return null;

    const onToggle = async (reaction: IReaction) => {
        try {
            const { toggleReaction } = await loadThunks();
            await dispatch(toggleReaction({ recordType, recordID, urlcode: reaction.urlcode, userID: meta.currentUser.userID }));
        } catch (error) {
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

    /** Content §4: the who-reacted list loads lazily on hover or focus, when stale. */
    const loadWho = (reaction: IReaction) => {
        if (!mayViewWho || reaction.count === 0) return;
        loadThunks()
            .then(({ loadReactionLogIfStale }) => dispatch(loadReactionLogIfStale({ recordType, recordID, urlcode: reaction.urlcode, limit: REACTION_TOOLTIP_LOAD_LIMIT })))
            .catch((error) => logError("Could not load who reacted.", error));
    };

    return (
        <div className={classes.root} data-testid="reaction-bar">
            <ul className={classes.list} aria-label={t("Reactions")} aria-busy={record.pending || undefined}>
                {shown.map((reaction) => {
                    const name = t(reaction.name);
                    const button = (
                        <button
                            type="button"
                            className={classes.button}
                            aria-pressed={reaction.hasReacted}
                            aria-label={tf("{name}, {count}", { name, count: reaction.count })}
                            disabled={!mayReactHere || record.pending}
                            onClick={() => void onToggle(reaction)}
                            onMouseEnter={() => loadWho(reaction)}
                            onFocus={() => loadWho(reaction)}
                        >
                            <svg className={iconClasses.root} width={18} height={18} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                                <path d={REACTION_ICONS[reactionIconKind(reaction.urlcode)]} />
                            </svg>
                            <span>{name}</span>
                            <span className={classes.count}>{reaction.count}</span>
                        </button>
                    );
                    return (
                        <li key={reaction.tagID}>
                            {mayViewWho && reaction.count > 0 ? (
                                <Tooltip label={<WhoReacted recordType={recordType} recordID={recordID} urlcode={reaction.urlcode} />}>{button}</Tooltip>
                            ) : (
                                button
                            )}
                        </li>
                    );
                })}
            </ul>
            {mayViewLog && (
                <button type="button" className={classes.logButton} onClick={() => setLogOpen(true)} onPointerEnter={() => void loadOnDemand(importThunks).catch(() => undefined)}>
                    {t("Reactions Log")}
                </button>
            )}
            {logOpen && (
                <Suspense fallback={null}>
                    <ReactionLogModal recordType={recordType} recordID={recordID} onClose={() => setLogOpen(false)} />
                </Suspense>
            )}
            {!signedIn && (
                <p className={classes.hint}>
                    <a href={`/entry/signin?target=${encodeURIComponent(meta.url)}`}>{t("Sign in to react.")}</a>
                </p>
            )}
            {signedIn && closed && !mayReactHere && <p className={classes.hint}>{t("This discussion is closed.")}</p>}
        </div>
    );
}

export default ReactionBar;
