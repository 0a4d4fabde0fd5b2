import { ErrorBoundary } from "@library/errors/ErrorBoundary";
import { PostActions, type IPostActionsProps } from "@vanilla/discussion/PostActions";
import { discussionPageClasses as classes } from "@vanilla/discussion/discussionPage.styles";
import { useMayComment } from "@vanilla/discussion/useMayComment";
import { ReactionBar, type IReactionBarProps } from "@vanilla/reactions/ReactionBar";

/**
 * The post's actions, plus what its reaction bar needs beyond the post's type and ID. Every
 * comment carries these in its HTML, so what is false is left out (issue 18: HTML per comment).
 */
export type IPostFooterProps = IPostActionsProps &
    Pick<IReactionBarProps, "categoryID"> & {
        /** As the server rendered it, with `categoryID`; `canQuote` and `reply` were decided for them. */
        closed?: boolean;
        /**
         * Only for viewers who may close, reopen or move the discussion (the options menu): the
         * footer then follows the closed state and the category the page stores, and `reply` is
         * given whenever the viewer may comment on it after such a change (shown only while they may).
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
 * After a Close, reopen or Move on the page, Quote and Reply (and reacting) follow as the reply
 * form does (useMayComment): the server's decision for the state it rendered, the same rule
 * (canCommentOnDiscussion) for another.
 */
export function PostFooter({ categoryID: renderedCategoryID, closed: renderedClosed = false, discussionID, canQuote = false, reply, ...actions }: IPostFooterProps) {
    const { closed, categoryID, canComment: mayComment } = useMayComment(discussionID, { categoryID: renderedCategoryID, closed: renderedClosed, canComment: canQuote });
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
