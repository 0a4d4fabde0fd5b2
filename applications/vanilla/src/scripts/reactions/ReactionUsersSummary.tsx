import { Avatar } from "@library/components/Avatar";
import { t, tf } from "@library/i18n/t";
import { LoadStatus } from "@library/redux/asyncThunk";
import { reactionBarClasses as classes } from "@vanilla/reactions/reactionBar.styles";
import type { IReactionLog } from "@vanilla/reactions/reactionsSlice";
import { REACTION_TOOLTIP_MAX_USERS } from "@vanilla/reactions/reactionTypes";

/** How many of the people past the named ones appear as stacked avatars beside "+N". */
export const REACTION_TOOLTIP_STACKED_AVATARS = 3;
/** One request brings the named users and the stacked ones; the rest are only counted. */
export const REACTION_TOOLTIP_LOAD_LIMIT = REACTION_TOOLTIP_MAX_USERS + REACTION_TOOLTIP_STACKED_AVATARS;

/**
 * The who-reacted tooltip's content (content §9): up to 5 names, then the next few people as
 * stacked avatars and "+N" for everyone not named (the total comes from the paging header).
 */
export function ReactionUsersSummary({ log }: { log: IReactionLog | undefined }) {
    if (!log || (log.status === LoadStatus.LOADING && log.entries.length === 0)) return <>{t("Loading")}</>;
    if (log.status === LoadStatus.ERROR) return <>{log.error?.message || t("Something went wrong.")}</>;
    const named = log.entries.slice(0, REACTION_TOOLTIP_MAX_USERS);
    const stacked = log.entries.slice(REACTION_TOOLTIP_MAX_USERS, REACTION_TOOLTIP_LOAD_LIMIT);
    const more = Math.max(0, log.total - named.length);
    if (named.length === 0) return <>{t("No one yet")}</>;
    return (
        <span className={classes.who} data-testid="reaction-users">
            <span>{named.map((entry) => entry.user.name).join(", ")}</span>
            {more > 0 && (
                <span className={classes.stack}>
                    {stacked.map((entry) => (
                        <Avatar key={entry.userID} name={entry.user.name} photoUrl={entry.user.photoUrl} userID={entry.userID} size="xsmall" className={classes.stackedAvatar} />
                    ))}
                    <span aria-label={tf("and {count} more", { count: more })}>+{more}</span>
                </span>
            )}
        </span>
    );
}
