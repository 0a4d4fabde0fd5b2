import { visuallyHidden } from "@library/theme/globalStyles";
import type { IDiscussion } from "@vanilla/discussions/discussionTypes";
import { unreadLabel } from "@vanilla/unread/unreadLabel";
import { unreadClasses } from "@vanilla/unread/unread.styles";

/** Beside a discussion's title in a list: "New" or "N new" (plain HTML, no JavaScript needed). */
export function UnreadMarker({ discussion }: { discussion: Pick<IDiscussion, "unread" | "countUnread" | "dateLastViewed"> }) {
    const label = unreadLabel(discussion);
    if (!label) return null;
    return (
        <span className={unreadClasses.marker} data-unread={label.kind}>
            {label.shown}
            <span className={visuallyHidden}> {label.spoken}</span>
        </span>
    );
}
