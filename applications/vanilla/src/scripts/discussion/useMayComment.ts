import { useMeta } from "@library/boot/pageMeta";
import { useValueAfterHydration } from "@library/redux/useValueAfterHydration";
import { canCommentOnDiscussion } from "@vanilla/discussion/commentPermissions";
import { useDiscussionClosed } from "@vanilla/discussion/useDiscussionClosed";
import { selectStoredDiscussion } from "@vanilla/discussions/discussionsSlice";

/** What the server rendered a part of the discussion page for, and what it decided. */
export interface IRenderedCommenting {
    categoryID: number;
    closed: boolean;
    /** canCommentOnDiscussion for that category and closed state, decided by the server. */
    canComment: boolean;
}

/**
 * Whether the viewer may comment on the discussion as this page now knows it: its closed state
 * (useDiscussionClosed) and its category, as the options menu's Close, reopen and Move leave them
 * in the stored copy (the value the server rendered until then and while hydrating, through
 * useValueAfterHydration). For what the server rendered, its decision; for anything else, the
 * server's own rule (canCommentOnDiscussion) on the page's permissions, which hold every category's.
 * So after a Move into a category where the viewer may not comment, the reply form, Quote and
 * Reply go, and a Move back brings them. Without a discussionID, what the server rendered.
 */
export function useMayComment(discussionID: number | undefined, rendered: IRenderedCommenting): { closed: boolean; categoryID: number; canComment: boolean } {
    const { permissions } = useMeta();
    const closed = useDiscussionClosed(discussionID, rendered.closed);
    const storedCategoryID = useValueAfterHydration((state) => (discussionID === undefined ? undefined : selectStoredDiscussion(state, discussionID)?.categoryID));
    const categoryID = storedCategoryID ?? rendered.categoryID;
    const asRendered = closed === rendered.closed && categoryID === rendered.categoryID;
    return { closed, categoryID, canComment: asRendered ? rendered.canComment : canCommentOnDiscussion(permissions, { categoryID, closed }) };
}
