import { useSyncExternalStore } from "react";
import { Tag } from "@library/components/Tag";
import { t } from "@library/i18n/t";
import { useAppStore } from "@library/redux/hooks";
import { registerDiscussionsSlice, selectStoredDiscussion } from "@vanilla/discussions/discussionsSlice";

registerDiscussionsSlice();

export interface IDiscussionStatusProps {
    discussionID: number;
    /** The value the server rendered; the store's copy wins once it has one (after a Close or reopen). */
    closed: boolean;
}

/** Nothing is stored during hydration: the first render is the server's, from the props. */
const noStoredValue = () => undefined;

/**
 * The "Closed" label under a discussion's title (an island). The options menu's Close and
 * reopen store the discussion the server answers in the discussions slice, which every island
 * of the page shares, so the label follows at once; a refused change leaves it as it was.
 *
 * Read with a server snapshot (not useAppSelector): hydration renders what the server rendered
 * even if a change already landed in the store before this island's code arrived (it hydrates
 * when the browser is idle), and React then re-renders it with the stored value, with no mismatch.
 */
export function DiscussionStatus({ discussionID, closed: rendered }: IDiscussionStatusProps) {
    const store = useAppStore();
    const stored = useSyncExternalStore(store.subscribe, () => selectStoredDiscussion(store.getState(), discussionID)?.closed, noStoredValue);
    if (!(stored ?? rendered)) return null;
    return (
        <span data-discussion-status="closed">
            <Tag>{t("Closed")}</Tag>
        </span>
    );
}
