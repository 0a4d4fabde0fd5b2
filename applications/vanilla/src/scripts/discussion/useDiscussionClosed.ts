import { useValueAfterHydration } from "@library/redux/useValueAfterHydration";
import { registerDiscussionsSlice, selectStoredDiscussion } from "@vanilla/discussions/discussionsSlice";

registerDiscussionsSlice();

/**
 * Whether the discussion is closed as this page now knows it: the options menu's Close and reopen
 * store the discussion the server answers in the discussions slice, which every island of the page
 * shares; until then (and while hydrating, useValueAfterHydration), the value the server rendered.
 * A refused change stores nothing, so it changes nothing. Without a discussionID, the rendered value.
 *
 * What reads it on the discussion page: the "Closed" label (DiscussionStatus), the reply form
 * (CommentForm) and each post's Quote, Reply and reaction bar (PostFooter).
 */
export function useDiscussionClosed(discussionID: number | undefined, rendered: boolean): boolean {
    const stored = useValueAfterHydration((state) => (discussionID === undefined ? undefined : selectStoredDiscussion(state, discussionID)?.closed));
    return stored ?? rendered;
}
