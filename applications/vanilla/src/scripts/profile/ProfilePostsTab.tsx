import { Island } from "@library/components/Island";
import { t } from "@library/i18n/t";
import { Pager, type IPagerProps } from "@library/navigation/Pager";
import { pagerIsland } from "@library/navigation/pagerIsland";
import { showsBottomPager } from "@library/navigation/pagerMath";
import { formatDate } from "@library/utility/dates";
import { profileClasses as classes } from "@vanilla/profile/profile.styles";
import { ProfileFrame, type IProfileUser } from "@vanilla/profile/ProfileFrame";

export interface IProfileDiscussionItem {
    discussionID: number;
    name: string;
    url: string;
    dateInserted: string;
    categoryName?: string;
    categoryUrl?: string;
}

export interface IProfileCommentItem {
    commentID: number;
    url: string;
    discussionName: string;
    /** Plain text, already cut to length on the server. */
    excerpt: string;
    dateInserted: string;
}

export type IProfilePostsTabProps = { user: IProfileUser; pager: IPagerProps } & (
    | { tab: "discussions"; discussions: IProfileDiscussionItem[] }
    | { tab: "comments"; comments: IProfileCommentItem[] }
);

/**
 * /profile/discussions/{userID}/{name} and /profile/comments/{userID}/{name} (shell §2), with
 * /p{n} pages like the other lists: server-rendered, only the pager hydrates.
 */
export function ProfilePostsTab(props: IProfilePostsTabProps) {
    const { user, pager } = props;
    const empty = props.tab === "discussions" ? props.discussions.length === 0 : props.comments.length === 0;
    return (
        <ProfileFrame user={user} tab={props.tab}>
            <h2 className={classes.heading}>{props.tab === "discussions" ? t("Discussions") : t("Comments")}</h2>
            {empty ? (
                <p className={classes.meta}>{props.tab === "discussions" ? t("This user has not started any discussions yet.") : t("This user has not commented yet.")}</p>
            ) : props.tab === "discussions" ? (
                <ul className={classes.list} aria-label={t("Discussions")}>
                    {props.discussions.map((discussion) => (
                        <li key={discussion.discussionID} className={classes.item} data-discussion-id={discussion.discussionID}>
                            <a href={discussion.url}>{discussion.name}</a>
                            <div className={classes.meta}>
                                {discussion.categoryName && discussion.categoryUrl && (
                                    <>
                                        {t("in")} <a href={discussion.categoryUrl}>{discussion.categoryName}</a>
                                        {" · "}
                                    </>
                                )}
                                <time dateTime={discussion.dateInserted}>{formatDate(discussion.dateInserted)}</time>
                            </div>
                        </li>
                    ))}
                </ul>
            ) : (
                <ul className={classes.list} aria-label={t("Comments")}>
                    {props.comments.map((comment) => (
                        <li key={comment.commentID} className={classes.item} data-comment-id={comment.commentID}>
                            <a href={comment.url}>{comment.discussionName}</a>
                            <p className={classes.excerpt}>{comment.excerpt}</p>
                            <div className={classes.meta}>
                                <time dateTime={comment.dateInserted}>{formatDate(comment.dateInserted)}</time>
                            </div>
                        </li>
                    ))}
                </ul>
            )}
            {showsBottomPager(pager) && <Island of={pagerIsland} component={Pager} props={pager} />}
        </ProfileFrame>
    );
}
