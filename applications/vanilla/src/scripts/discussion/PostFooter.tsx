import { useMeta } from "@library/boot/pageMeta";
import { ErrorBoundary } from "@library/errors/ErrorBoundary";
import { canCommentOnDiscussion } from "@vanilla/discussion/commentPermissions";
import { PostActions, type IPostActionsProps } from "@vanilla/discussion/PostActions";
import { discussionPageClasses as classes } from "@vanilla/discussion/discussionPage.styles";
import { useDiscussionClosed } from "@vanilla/discussion/useDiscussionClosed";
import { ReactionBar, type IReactionBarProps } from "@vanilla/reactions/ReactionBar";

/**
 * The post's actions, plus what its reaction bar needs beyond the post's type and ID. Every
 * comment carries these in its HTML, so what is false is left out (issue 18: HTML per comment).
 */
export type IPostFooterProps = IPostActionsProps &
    Pick<IReactionBarProps, "categoryID"> & {
        /** As the server rendered it; `canQuote` and `reply` were decided for it. */
        closed?: boolean;
        /**
         * Only for viewers who may close or reopen the discussion (the options menu): the footer
         * then follows the closed state the page stores, and `reply` is given whenever the viewer
         * may comment on it open or closed (shown only while they may).
         */
        discussionID?: number;
    };

type PostFlag = "closed" | "canQuote" | "canEdit" | "canDelete" | "canReport";

/** The flags of a post's footer that are true; the false ones are left out of its HTML (the props' defaults). */
export function postFooterFlags(flags: Partial<Record<PostFlag, boolean>>): Partial<Record<PostFlag, true>> {
    return Object.fromEntries(Object.entries(flags).filter(([, value]) => value === true)) as Partial<Record<PostFlag, true>>;
}

/**
 * The line under a post: its reaction bar and its actions. One island per post (issue 18 item 2),
 * where each used to be one: half the roots to hydrate on a long discussion, and one set of props
 * in its HTML. Each part keeps its own error boundary, so a failing bar leaves the actions working.
 *
 * After a Close or reopen on the page, Quote and Reply (and reacting) follow as the reply form
 * does: the server's decision for the state it rendered, the same rule (canCommentOnDiscussion)
 * for the other.
 */
export function PostFooter({ categoryID, closed: renderedClosed = false, discussionID, canQuote = false, reply, ...actions }: IPostFooterProps) {
    const { permissions } = useMeta();
    const closed = useDiscussionClosed(discussionID, renderedClosed);
    const mayComment = closed === renderedClosed ? canQuote : canCommentOnDiscussion(permissions, { categoryID, closed });
    return (
        <div className={classes.postFooter}>
            <ErrorBoundary name="ReactionBar">
                <ReactionBar recordType={actions.recordType} recordID={actions.recordID} categoryID={categoryID} closed={closed} />
            </ErrorBoundary>
            <ErrorBoundary name="PostActions">
                <PostActions {...actions} canQuote={mayComment} reply={mayComment ? reply : undefined} />
            </ErrorBoundary>
        </div>
    );
}
