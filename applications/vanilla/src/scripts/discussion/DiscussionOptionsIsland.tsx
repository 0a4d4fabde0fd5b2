import { useMeta } from "@library/boot/pageMeta";
import { Island } from "@library/components/Island";
import { discussionOptions } from "@vanilla/discussion/discussionOptions";
import { discussionOptionsClasses } from "@vanilla/discussion/discussionOptions.styles";
import { DiscussionOptionsMenu, type IDiscussionOptionsMenuProps } from "@vanilla/discussion/DiscussionOptionsMenu";
import { optionsSettingsFromMeta } from "@vanilla/discussion/discussionOptionsPermissions";
import { discussionOptionsIsland } from "@vanilla/discussion/discussionIslands";
import type { IDiscussion } from "@vanilla/discussions/discussionTypes";

/** The props the menu needs, from the discussion the server rendered at `renderedAt`. */
export function discussionOptionsProps(discussion: IDiscussion, renderedAt?: number): IDiscussionOptionsMenuProps {
    return {
        discussionID: discussion.discussionID,
        categoryID: discussion.categoryID,
        insertUserID: discussion.insertUserID,
        pinned: discussion.pinned,
        closed: discussion.closed,
        sink: discussion.sink,
        dismissed: discussion.dismissed ?? false,
        resolved: discussion.resolved ?? false,
        dateInserted: discussion.dateInserted,
        type: discussion.type,
        tags: discussion.tags ?? [],
        ...(discussion.category?.allowedDiscussionTypes ? { allowedDiscussionTypes: discussion.category.allowedDiscussionTypes } : {}),
        ...(discussion.category?.url ? { categoryUrl: discussion.category.url } : {}),
        ...(renderedAt !== undefined ? { renderedAt } : {}),
    };
}

/**
 * The options menu where the discussion page shows it: only for viewers who get at least one
 * item (content §6), and as an island, so the page hydrates only the menu.
 */
export function DiscussionOptionsIsland({ discussion }: { discussion: IDiscussion }) {
    const meta = useMeta();
    // The render time travels in the props: the client's first render then shows the same "Edit (time)".
    const props = discussionOptionsProps(discussion, Date.now());
    const options = discussionOptions(discussion.discussionID, props, {
        permissions: meta.permissions,
        viewerID: meta.currentUser.userID,
        settings: optionsSettingsFromMeta(meta),
        now: props.renderedAt,
    });
    if (options.length === 0) return null;
    return (
        <div className={discussionOptionsClasses.slot}>
            <Island of={discussionOptionsIsland} component={DiscussionOptionsMenu} props={props} />
        </div>
    );
}
