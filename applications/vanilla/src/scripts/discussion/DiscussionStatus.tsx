import { Tag } from "@library/components/Tag";
import { t } from "@library/i18n/t";
import { useDiscussionClosed } from "@vanilla/discussion/useDiscussionClosed";

export interface IDiscussionStatusProps {
    discussionID: number;
    /** The value the server rendered; the store's copy wins once it has one (after a Close or reopen). */
    closed: boolean;
}

/**
 * The "Closed" label under a discussion's title (an island). The options menu's Close and
 * reopen store the discussion the server answers in the discussions slice, which every island
 * of the page shares, so the label follows at once; a refused change leaves it as it was.
 *
 * Read with useDiscussionClosed (useValueAfterHydration, not useAppSelector): hydration renders
 * what the server rendered even if a change landed in the store before this island's code arrived.
 */
export function DiscussionStatus({ discussionID, closed: rendered }: IDiscussionStatusProps) {
    if (!useDiscussionClosed(discussionID, rendered)) return null;
    return (
        <span data-discussion-status="closed">
            <Tag>{t("Closed")}</Tag>
        </span>
    );
}
