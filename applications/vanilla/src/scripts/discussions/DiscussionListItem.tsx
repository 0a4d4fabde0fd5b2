import { Avatar } from "@library/components/Avatar";
import { t } from "@library/i18n/t";
import { plural } from "@library/i18n/plural";
import { SmartLink } from "@library/routing/SmartLink";
import { UserLink } from "@library/users/UserLink";
import { formatDate } from "@library/utility/dates";
import { countLabel, fullNumber } from "@library/utility/numbers";
import { BookmarkIsland } from "@vanilla/discussions/BookmarkIsland";
import { BulkCheckboxIsland } from "@vanilla/bulk/BulkCheckboxIsland";
import { DismissIsland } from "@vanilla/discussions/DismissIsland";
import type { IDiscussion } from "@vanilla/discussions/discussionTypes";
import { discussionListClasses as classes } from "@vanilla/discussions/discussionList.styles";
import { UnreadMarker } from "@vanilla/unread/UnreadMarker";

/** One row: title (links to the discussion), author, category, comment count, last activity. */
export function DiscussionListItem({ discussion }: { discussion: IDiscussion }) {
    const lastActivityUser = discussion.lastUser ?? discussion.insertUser;
    return (
        <li className={classes.item} data-discussion-id={discussion.discussionID}>
            <BulkCheckboxIsland discussion={discussion} />
            <BookmarkIsland discussionID={discussion.discussionID} bookmarked={discussion.bookmarked} />
            {/* Decorative: the author's name is in the meta line. */}
            <Avatar className={classes.authorAvatar} name={discussion.insertUser?.name ?? ""} photoUrl={discussion.insertUser?.photoUrl} userID={discussion.insertUser?.userID} size="medium" decorative />
            {discussion.pinned && <DismissIsland discussionID={discussion.discussionID} dismissed={discussion.dismissed ?? false} />}
            {discussion.pinned && <span className={classes.badge}>{t("Announcement")}</span>}
            {discussion.closed && <span className={classes.badge}>{t("Closed")}</span>}
            {discussion.labels?.map((label) => (
                <span key={label} className={classes.badge}>
                    {t(label)}
                </span>
            ))}
            <SmartLink className={classes.title} href={discussion.url}>
                {/* A member's words keep their own direction (an English title on an Arabic page). */}
                <bdi>{discussion.name}</bdi>
            </SmartLink>
            <UnreadMarker discussion={discussion} />
            <div className={classes.meta}>
                {discussion.insertUser && (
                    <span>
                        {t("Started by")} <UserLink user={discussion.insertUser} />
                    </span>
                )}
                {discussion.category && (
                    <span>
                        {t("in")} <a href={discussion.category.url}>{discussion.category.name}</a>
                    </span>
                )}
                <span title={fullNumber(discussion.countComments)}>
                    {plural(discussion.countComments, { one: "{count} comment", other: "{count} comments" }, { count: countLabel(discussion.countComments) })}
                </span>
                <span>
                    {t("Last activity")} <time dateTime={discussion.dateLastComment}>{formatDate(discussion.dateLastComment)}</time>
                    {lastActivityUser && (
                        <>
                            {" "}
                            {t("by")} <Avatar className={classes.lastUserAvatar} name={lastActivityUser.name} photoUrl={lastActivityUser.photoUrl} userID={lastActivityUser.userID} size="xsmall" decorative /> {lastActivityUser.name}
                        </>
                    )}
                </span>
            </div>
        </li>
    );
}
