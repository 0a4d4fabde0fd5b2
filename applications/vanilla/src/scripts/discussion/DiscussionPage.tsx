import type { CSSProperties } from "react";
import { classes as cx } from "typestyle";
import { useMeta } from "@library/boot/pageMeta";
import { hasPermission } from "@library/users/permissions";
import { Avatar } from "@library/components/Avatar";
import { Island } from "@library/components/Island";
import { ReusableHtml } from "@library/components/ReusableHtml";
import { useAppStore } from "@library/redux/hooks";
import { selectRecordReactions } from "@vanilla/reactions/reactionsSlice";
import { buttonClasses } from "@library/components/button.styles";
import { Tag } from "@library/components/Tag";
import { t, tf } from "@library/i18n/t";
import { WidgetSlot } from "@library/layout/WidgetSlot";
import { PageLayout } from "@library/layout/PageLayout";
import { NamedIslands } from "@library/layout/WidgetSlot";
import { Pager, type IPagerProps } from "@library/navigation/Pager";
import { pagerIsland } from "@library/navigation/pagerIsland";
import type { IUserFragment } from "@library/users/userTypes";
import { UserLink } from "@library/users/UserLink";
import { formatDate } from "@library/utility/dates";
import type { CommentSort, IComment, ISignatureDisplay } from "@vanilla/discussion/commentTypes";
import { CommentSortSelect } from "@vanilla/discussion/CommentSortSelect";
import { commentFormIsland, commentModerationIsland, commentSortIsland, discussionStatusIsland, postFooterIsland } from "@vanilla/discussion/discussionIslands";
import { DiscussionStatus } from "@vanilla/discussion/DiscussionStatus";
import { CommentModerationMenu, type ICommentModerationMenuProps } from "@vanilla/discussion/CommentModerationMenu";
import { canMoveDiscussion, canSplitComments, canWarnMembers } from "@vanilla/discussion/discussionOptionsPermissions";
import { PostFooter, postFooterFlags, type IPostFooterProps } from "@vanilla/discussion/PostFooter";
import { COMMENTS_COUNT_ATTRIBUTE, commentsHeadingText } from "@vanilla/discussion/commentsHeading";
import { CommentForm, type ICommentFormProps } from "@vanilla/discussion/CommentForm";
import { canCommentOnDiscussion, canDeleteComment } from "@vanilla/discussion/commentPermissions";
import { DiscussionOptionsIsland } from "@vanilla/discussion/DiscussionOptionsIsland";
import { REPLY_FORM_ID } from "@vanilla/discussion/discussionKeys";
import { BookmarkIsland } from "@vanilla/discussions/BookmarkIsland";
import { canCloseDiscussion } from "@vanilla/discussions/discussionPermissions";
import type { IDiscussion } from "@vanilla/discussions/discussionTypes";
import { discussionPageClasses as classes } from "@vanilla/discussion/discussionPage.styles";
import { UnreadJump, type IUnreadJumpProps } from "@vanilla/unread/UnreadJump";
import { unreadJumpIsland } from "@vanilla/unread/unreadIslands";
import { TranslatedMarker } from "@library/translations/TranslatedMarker";
import { TranslateButton, type ITranslateButtonProps } from "@library/translations/TranslateButton";
import { translateButtonIsland } from "@library/translations/translatorIsland";
import type { ITranslatedMarker } from "@library/translations/translationTypes";

export interface IDiscussionPageProps {
    discussion: IDiscussion;
    comments: IComment[];
    /** Page links keep the query string (pager.search), the sort included. */
    pager: IPagerProps;
    sort: CommentSort;
    /** Comments the viewer may edit now (editWindow.ts, decided by the server). */
    editableCommentIDs: number[];
    /** "https://host" as the visitor reached it: Share gives out full addresses. */
    siteOrigin: string;
    /** The page adds the discussion's category. */
    commentForm: Omit<ICommentFormProps, "categoryID">;
    /** signatures.hideMobile / imageMaxHeight; null when signatures.enabled is off. */
    signatures?: ISignatureDisplay | null;
    /** Rendered signature of the discussion's author, when signatures are shown and they have one. */
    discussionSignature?: string | null;
    /** The configured AI assistant user, when answer suggestions are on (content §2); else null. */
    aiAuthorID?: number | null;
    /** The first comment the member has not read, when it is on this page (read tracking); else absent. */
    firstUnread?: IUnreadJumpProps | null;
    /** The title and body are shown in the reader's language (issue 15 item 4): the marker and the link to the original. */
    translation?: ITranslatedMarker | null;
    /** The translate control, for site managers (content §2); absent for everyone else. */
    translate?: ITranslateButtonProps | null;
}

/**
 * The author's avatar (decorative: the name follows) and name, which opens the user card
 * (UserLink; a missing author is the Unknown User placeholder).
 */
function Author({ user, labelHtml }: { user?: IUserFragment; labelHtml?: string }) {
    return (
        <>
            <Avatar name={user?.name ?? ""} photoUrl={user?.photoUrl} userID={user?.userID} size="medium" decorative />
            <UserLink className={classes.author} user={user} />
            {/* A rank (shell §3 labelHtml) from an add-on's post decorator, sanitised by the server. */}
            {labelHtml && (
                <Tag preset="primary">
                    <span data-author-label="" dangerouslySetInnerHTML={{ __html: labelHtml }} />
                </Tag>
            )}
        </>
    );
}

/** Content §2: marks posts by the configured AI assistant so readers know a person did not write them. */
function AIAuthorIndicator({ userID, aiAuthorID }: { userID: number; aiAuthorID?: number | null }) {
    if (!aiAuthorID || userID !== aiAuthorID) return null;
    return (
        <span className={classes.aiAuthor} title={t("This post was written by the AI assistant.")} data-ai-author="true">
            <Tag>{t("AI Assistant")}</Tag>
        </span>
    );
}

/** Content §5: after the post, only when enabled; hidden below the mobile breakpoint on request; images capped. */
function Signature({ html, settings }: { html?: string | null; settings?: ISignatureDisplay | null }) {
    if (!settings || !html) return null;
    const style = settings.imageMaxHeight > 0 ? ({ "--signature-image-max-height": `${settings.imageMaxHeight}px` } as CSSProperties) : undefined;
    return <div className={cx(classes.signature, settings.hideMobile && classes.signatureHideMobile)} style={style} data-signature="true" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** What one comment's HTML is made of, with the page's metadata and the comment's reactions in the store. */
interface ICommentItemProps {
    comment: IComment;
    /** The first comment the member has not read is this one. */
    unread: IUnreadJumpProps | null;
    signatures?: ISignatureDisplay | null;
    aiAuthorID?: number | null;
    footer: IPostFooterProps;
    /** Split and Warn, when the viewer may use either on this comment. */
    moderation: ICommentModerationMenuProps | null;
}

/** One comment of the page (inside its list item): author, body, signature, footer, moderation menu. */
function CommentItem({ comment, unread, signatures, aiAuthorID, footer, moderation }: ICommentItemProps) {
    return (
        <>
            {unread && <Island of={unreadJumpIsland} component={UnreadJump} props={unread} />}
            <div className={classes.meta}>
                <Author user={comment.insertUser} labelHtml={comment.authorLabelHtml} />
                <AIAuthorIndicator userID={comment.insertUserID} aiAuthorID={aiAuthorID} />
                <time dateTime={comment.dateInserted}>{formatDate(comment.dateInserted)}</time>
                {comment.labels?.map((label) => (
                    <Tag key={label}>{t(label)}</Tag>
                ))}
                {/* An add-on's button: its own bundle handles the click (IAddonPostDecoration.button). */}
                {comment.buttons?.map((button) => (
                    <button key={button.action} type="button" className={cx(...buttonClasses("standard"))} data-addon-action={button.action} data-record-id={comment.commentID}>
                        {t(button.label)}
                    </button>
                ))}
            </div>
            {comment.replyTo && (
                <p className={classes.replyTo}>
                    <a href={`/discussion/comment/${comment.replyTo.commentID}#Comment_${comment.replyTo.commentID}`}>{tf("In reply to {name}", { name: comment.replyTo.name })}</a>
                </p>
            )}
            <div className={classes.body} dir="auto" dangerouslySetInnerHTML={{ __html: comment.body }} />
            <Signature html={comment.insertUser?.signature?.body} settings={signatures} />
            <Island of={postFooterIsland} component={PostFooter} props={footer} />
            {moderation && <Island of={commentModerationIsland} component={CommentModerationMenu} props={moderation} />}
        </>
    );
}

/**
 * /discussion/{id}: the post and a page of its comments. Server-rendered; bodies are HTML the
 * server produced from escaped source (bodyFormat.ts), never raw user markup.
 */
export function DiscussionPage({ discussion, comments, pager, sort, editableCommentIDs, siteOrigin, commentForm, signatures, discussionSignature, aiAuthorID, firstUnread, translation, translate }: IDiscussionPageProps) {
    const { permissions, currentUser } = useMeta();
    // Split and Warn (issue 14 item 8): the same rules the server applies.
    const canSplit = canSplitComments(permissions, currentUser.userID, discussion.categoryID);
    const canWarn = canWarnMembers(permissions, currentUser.userID);
    // Close and reopen (the options menu): the same rule as the menu's item.
    const canClose = canCloseDiscussion(permissions, currentUser.userID, discussion);
    // Move (the options menu): the same rule as the menu's item; the discussion may go to any category.
    const canMove = canMoveDiscussion(permissions, currentUser.userID);
    // For a viewer who may close, reopen or move it, the posts' Quote and Reply follow the menu
    // (PostFooter reads the stored closed state and category, useMayComment): each footer names the
    // discussion, and carries Reply's data when the viewer may comment on it after such a change (the
    // reply form's rule, commentPermissions.ts): open or closed here, or anywhere once moved.
    const followsMenu = canClose || canMove ? { discussionID: discussion.discussionID } : {};
    const mayReply =
        commentForm.signedIn &&
        (commentForm.canComment || canMove || (canClose && canCommentOnDiscussion(permissions, { categoryID: discussion.categoryID, closed: !discussion.closed })));
    // Report (issue 14 item 7): the rule POST /reports applies; guests and a post's own author do not see it.
    const canReport = (authorID: number) => currentUser.userID !== 0 && authorID !== currentUser.userID && hasPermission(permissions, ["flag.add", "reactions.flag.add"], { resourceID: discussion.categoryID });
    const store = useAppStore();
    const commentItemProps = (comment: IComment): ICommentItemProps => {
        const mayWarn = canWarn && comment.insertUserID !== currentUser.userID;
        // Looked up only when used: the page sends the words its HTML looked up.
        const authorName = () => comment.insertUser?.name ?? t("Unknown User");
        return {
            comment,
            unread: firstUnread?.commentID === comment.commentID ? firstUnread : null,
            signatures,
            aiAuthorID,
            // In every comment's HTML: only what is true is written (issue 18, HTML per comment); the link Share gives is the comment's permalink.
            footer: {
                recordType: "comment",
                recordID: comment.commentID,
                categoryID: discussion.categoryID,
                ...postFooterFlags({
                    closed: discussion.closed,
                    canQuote: commentForm.canComment,
                    canEdit: editableCommentIDs.includes(comment.commentID),
                    canDelete: canDeleteComment(permissions, discussion.categoryID),
                    canReport: canReport(comment.insertUserID),
                }),
                ...followsMenu,
                // The reply form's rule: signed in, comments.add here (discussions.close when closed).
                ...(mayReply ? { reply: { discussionID: discussion.discussionID, authorName: authorName(), ...(commentForm.uploads ? { uploads: commentForm.uploads } : {}) } } : {}),
            },
            moderation: canSplit || mayWarn ? { commentID: comment.commentID, categoryID: discussion.categoryID, authorID: comment.insertUserID, authorName: authorName(), canSplit, canWarn: mayWarn } : null,
        };
    };
    return (
        <PageLayout title={<bdi>{discussion.name}</bdi>}>
            {/* Issue 12: past every post to the reply form in one step; shown when focused (discussionKeys.ts focuses the form). */}
            <a className={classes.skipToReply} href={`#${REPLY_FORM_ID}`} data-skip-to-reply="">
                {t("Skip to reply")}
            </a>
            <article>
                <DiscussionOptionsIsland discussion={discussion} />
                <BookmarkIsland discussionID={discussion.discussionID} bookmarked={discussion.bookmarked} />
                <div className={classes.meta}>
                    <Author user={discussion.insertUser} labelHtml={discussion.authorLabelHtml} />
                    <AIAuthorIndicator userID={discussion.insertUserID} aiAuthorID={aiAuthorID} />
                    <time dateTime={discussion.dateInserted}>{formatDate(discussion.dateInserted)}</time>
                    {discussion.category && <a href={discussion.category.url}>{discussion.category.name}</a>}
                    {/*
                     * "Closed": an island for viewers who may close or reopen the discussion, so it follows the
                     * options menu at once; plain HTML for everyone else, whose page never changes it. The
                     * reply form, the Quote and Reply buttons and the reaction bars follow it too.
                     */}
                    {canClose ? (
                        <Island of={discussionStatusIsland} component={DiscussionStatus} props={{ discussionID: discussion.discussionID, closed: discussion.closed }} />
                    ) : (
                        <DiscussionStatus discussionID={discussion.discussionID} closed={discussion.closed} />
                    )}
                    {discussion.labels?.map((label) => (
                        <Tag key={label}>{t(label)}</Tag>
                    ))}
                    {translation && <TranslatedMarker {...translation} />}
                    {translate && <Island of={translateButtonIsland} component={TranslateButton} props={translate} />}
                </div>
                {/* Add-ons' widgets about the post itself (an idea's votes), before its body. */}
                <WidgetSlot slot="discussionHeader" />
                <div className={classes.body} dir="auto" dangerouslySetInnerHTML={{ __html: discussion.body ?? "" }} />
                {discussion.islands && <NamedIslands placed={discussion.islands} />}
                <Signature html={discussionSignature} settings={signatures} />
                <Island
                    of={postFooterIsland}
                    component={PostFooter}
                    props={{
                        recordType: "discussion",
                        recordID: discussion.discussionID,
                        categoryID: discussion.categoryID,
                        url: new URL(discussion.url, siteOrigin).href,
                        ...postFooterFlags({ closed: discussion.closed, canQuote: commentForm.canComment, canReport: canReport(discussion.insertUserID) }),
                        ...followsMenu,
                    }}
                />
            </article>
            <div className={classes.commentsHeader}>
                <h2 className={classes.commentsHeading} {...{ [COMMENTS_COUNT_ATTRIBUTE]: discussion.countComments }}>
                    {commentsHeadingText(discussion.countComments)}
                </h2>
                {discussion.countComments > 1 && (
                    <Island of={commentSortIsland} component={CommentSortSelect} props={{ sort, firstPageUrl: pager.firstPageUrl, search: pager.search ?? "" }} />
                )}
            </div>
            {comments.length > 0 && (
                <ol className={classes.comments}>
                    {comments.map((comment) => {
                        if (comment.displayMode === "tombstone") {
                            return (
                                // Content §3 "tombstone": the place of a deleted comment, nothing of it (see commentsModel.ts).
                                <li key={comment.commentID} id={`Comment_${comment.commentID}`} className={cx(classes.comment, classes.tombstone)} data-display-mode="tombstone">
                                    {firstUnread?.commentID === comment.commentID && <Island of={unreadJumpIsland} component={UnreadJump} props={firstUnread} />}
                                    {t("This comment has been deleted.")}
                                </li>
                            );
                        }
                        const item = commentItemProps(comment);
                        return (
                            <ReusableHtml
                                as="li"
                                key={comment.commentID}
                                id={`Comment_${comment.commentID}`}
                                className={classes.comment}
                                // What the comment's HTML is made of besides the page's metadata: its props and its reactions (htmlReuse.tsx).
                                reuseInputs={() => [item, selectRecordReactions(store.getState(), "comment", comment.commentID)]}
                            >
                                <CommentItem {...item} />
                            </ReusableHtml>
                        );
                    })}
                </ol>
            )}
            {(pager.total ?? 0) > pager.limit && <Island of={pagerIsland} component={Pager} props={pager} />}
            <Island of={commentFormIsland} component={CommentForm} props={{ ...commentForm, categoryID: discussion.categoryID }} />
        </PageLayout>
    );
}
