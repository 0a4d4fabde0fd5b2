import { useMeta } from "@library/boot/pageMeta";
import { Island } from "@library/components/Island";
import { discussionOptions } from "@vanilla/discussion/discussionOptions";
import { discussionOptionsClasses } from "@vanilla/discussion/discussionOptions.styles";
import { DiscussionOptionsMenu, type IDiscussionOptionsMenuProps } from "@vanilla/discussion/DiscussionOptionsMenu";
import { DISCUSSION_OPTIONS_ISLAND } from "@vanilla/discussion/registerDiscussionOptions";
import type { IDiscussion } from "@vanilla/discussions/discussionTypes";

/** The props the menu needs, from the discussion the server rendered. */
export function discussionOptionsProps(discussion: IDiscussion): IDiscussionOptionsMenuProps {
    return {
        discussionID: discussion.discussionID,
        categoryID: discussion.categoryID,
        insertUserID: discussion.insertUserID,
        pinned: discussion.pinned,
        closed: discussion.closed,
        sink: discussion.sink,
        dismissed: discussion.dismissed ?? false,
        ...(discussion.category?.url ? { categoryUrl: discussion.category.url } : {}),
    };
}

/**
 * The options menu where the discussion page shows it: only for viewers who get at least one
 * item (content §6), and as an island, so the page hydrates only the menu.
 */
export function DiscussionOptionsIsland({ discussion }: { discussion: IDiscussion }) {
    const { permissions, currentUser } = useMeta();
    const props = discussionOptionsProps(discussion);
    if (discussionOptions(permissions, currentUser.userID, props).length === 0) return null;
    return (
        <div className={discussionOptionsClasses.slot}>
            <Island name={DISCUSSION_OPTIONS_ISLAND} component={DiscussionOptionsMenu} props={props} />
        </div>
    );
}
