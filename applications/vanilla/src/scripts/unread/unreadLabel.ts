import { t, tf } from "@library/i18n/t";
import { countLabel } from "@library/utility/numbers";
import type { IDiscussion } from "@vanilla/discussions/discussionTypes";

/** The /categories page counts a category's unread discussions up to this, then says "99+" (categoryUnreadCounts.ts stops there). */
export const CATEGORY_UNREAD_CAP = 99;

/** What a list shows beside a title: `shown` on screen, `spoken` completes it for a screen reader. */
export interface IUnreadLabel {
    kind: "new" | "comments";
    shown: string;
    spoken: string;
}

/**
 * "New" for a discussion the member has never seen, "3 new" (comments) for one with comments
 * since they last read it, nothing otherwise (and always nothing for a guest: unread is false).
 */
export function unreadLabel(discussion: Pick<IDiscussion, "unread" | "countUnread" | "dateLastViewed">): IUnreadLabel | null {
    if (!discussion.unread) return null;
    if (discussion.dateLastViewed === null) return { kind: "new", shown: t("New"), spoken: t("discussion") };
    if (discussion.countUnread <= 0) return null;
    return {
        kind: "comments",
        shown: tf("{count} new", { count: countLabel(discussion.countUnread) }),
        spoken: discussion.countUnread === 1 ? t("comment") : t("comments"),
    };
}
