import { toApiError } from "@library/api/apiErrors";
import { useMeta } from "@library/boot/pageMeta";
import { t, tf } from "@library/i18n/t";
import { useAppDispatch, useAppSelector } from "@library/redux/hooks";
import { addToast } from "@library/toasts/toastsSlice";
import { reactionBarClasses as classes } from "@vanilla/reactions/reactionBar.styles";
import { iconClasses } from "@library/components/icon.styles";
import { REACTION_ICONS, reactionIconKind } from "@vanilla/reactions/reactionIcons";
import { canReactToRecord, canUseReactionType, isBarReaction } from "@vanilla/reactions/reactionPermissions";
import { selectRecordReactions } from "@vanilla/reactions/reactionsSlice";
import { PROMOTE_URLCODE, type IReaction, type ReactionRecordType } from "@vanilla/reactions/reactionTypes";

export interface IReactionBarProps {
    recordType: ReactionRecordType;
    recordID: number;
    categoryID: number;
    closed: boolean;
}

export const MESSAGE_REACTION_FAILED = "Your reaction could not be saved.";

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
    if (!record) return null;

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
            const { toggleReaction } = await import(/* webpackChunkName: "reactionThunks" */ "@vanilla/reactions/reactionThunks");
            await dispatch(toggleReaction({ recordType, recordID, urlcode: reaction.urlcode }));
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

    return (
        <div className={classes.root} data-testid="reaction-bar">
            <ul className={classes.list} aria-label={t("Reactions")} aria-busy={record.pending || undefined}>
                {shown.map((reaction) => {
                    const name = t(reaction.name);
                    return (
                        <li key={reaction.tagID}>
                            <button
                                type="button"
                                className={classes.button}
                                aria-pressed={reaction.hasReacted}
                                aria-label={tf("{name}, {count}", { name, count: reaction.count })}
                                disabled={!mayReactHere || record.pending}
                                onClick={() => void onToggle(reaction)}
                            >
                                <svg className={iconClasses.root} width={18} height={18} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                                    <path d={REACTION_ICONS[reactionIconKind(reaction.urlcode)]} />
                                </svg>
                                <span>{name}</span>
                                <span className={classes.count}>{reaction.count}</span>
                            </button>
                        </li>
                    );
                })}
            </ul>
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
