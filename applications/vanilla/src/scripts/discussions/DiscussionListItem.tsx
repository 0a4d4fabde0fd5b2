import { useMeta } from "@library/boot/pageMeta";
import { Avatar } from "@library/components/Avatar";
import { Island } from "@library/components/Island";
import { t } from "@library/i18n/t";
import { plural } from "@library/i18n/plural";
import { SmartLink } from "@library/routing/SmartLink";
import { UserLink } from "@library/users/UserLink";
import { formatDate } from "@library/utility/dates";
import { countLabel, fullNumber } from "@library/utility/numbers";
import { BookmarkIsland } from "@vanilla/discussions/BookmarkIsland";
import { BulkCheckboxIsland } from "@vanilla/bulk/BulkCheckboxIsland";
import { selectBulkOutcome, selectIsChecked, selectIsPending } from "@vanilla/bulk/bulkSelectionSlice";
import { ReusableHtml } from "@library/components/ReusableHtml";
import { useAppStore } from "@library/redux/hooks";
import { DismissIsland } from "@vanilla/discussions/DismissIsland";
import { canBulkModerateDiscussion } from "@vanilla/discussions/discussionPermissions";
import { discussionRowCategoryIsland, discussionRowStatusIsland } from "@vanilla/discussions/discussionListIslands";
import { DiscussionRowCategory, DiscussionRowStatus, type IDiscussionRowCategoryProps, type IDiscussionRowStatusProps } from "@vanilla/discussions/DiscussionRowState";
import type { IDiscussion } from "@vanilla/discussions/discussionTypes";
import { discussionListClasses as classes } from "@vanilla/discussions/discussionList.styles";
import { UnreadMarker } from "@vanilla/unread/UnreadMarker";

/**
 * One row: title (links to the discussion), author, category, comment count, last activity. The
 * server pastes a row it rendered before with the same inputs (ReusableHtml, htmlReuse.tsx).
 */
export function DiscussionListItem({ discussion }: { discussion: IDiscussion }) {
    const store = useAppStore();
    return (
        <ReusableHtml
            as="li"
            className={classes.item}
            data-discussion-id={discussion.discussionID}
            // What the row is made of besides the page's metadata: the discussion, and its checkbox's state in a bulk action.
            reuseInputs={() => {
                const state = store.getState();
                return [discussion, selectIsChecked(state, discussion.discussionID), selectIsPending(state, discussion.discussionID), selectBulkOutcome(state, discussion.discussionID) ?? null];
            }}
        >
            <DiscussionRow discussion={discussion} />
        </ReusableHtml>
    );
}

/** The row's content. */
function DiscussionRow({ discussion }: { discussion: IDiscussion }) {
    const { permissions } = useMeta();
    const lastActivityUser = discussion.lastUser ?? discussion.insertUser;
    // What a bulk action changes in the row is an island where the viewer may take one (the rows
    // with a checkbox), so a close or a move shows at once; plain HTML everywhere else.
    const bulk = canBulkModerateDiscussion(permissions, discussion);
    const status: IDiscussionRowStatusProps = { discussionID: discussion.discussionID, closed: discussion.closed };
    const category: IDiscussionRowCategoryProps | null = discussion.category
        ? { discussionID: discussion.discussionID, category: { categoryID: discussion.category.categoryID, name: discussion.category.name, url: discussion.category.url } }
        : null;
    return (
        <>
            <BulkCheckboxIsland discussion={discussion} />
            <BookmarkIsland discussionID={discussion.discussionID} bookmarked={discussion.bookmarked} />
            {/* Decorative: the author's name is in the meta line. */}
            <Avatar className={classes.authorAvatar} name={discussion.insertUser?.name ?? ""} photoUrl={discussion.insertUser?.photoUrl} userID={discussion.insertUser?.userID} size="medium" decorative />
            {discussion.pinned && <DismissIsland discussionID={discussion.discussionID} dismissed={discussion.dismissed ?? false} />}
            {discussion.pinned && <span className={classes.badge}>{t("Announcement")}</span>}
            {bulk ? <Island of={discussionRowStatusIsland} component={DiscussionRowStatus} props={status} /> : <DiscussionRowStatus {...status} />}
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
                {category && (bulk ? <Island of={discussionRowCategoryIsland} component={DiscussionRowCategory} props={category} /> : <DiscussionRowCategory {...category} />)}
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
        </>
    );
}
