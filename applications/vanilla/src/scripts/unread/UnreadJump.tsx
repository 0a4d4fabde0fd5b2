import { useEffect, useState } from "react";
import { t, tf } from "@library/i18n/t";
import { visuallyHidden } from "@library/theme/globalStyles";
import { focusIsPlaced } from "@library/utility/focusIsPlaced";
import { unreadClasses } from "@vanilla/unread/unread.styles";

export interface IUnreadJumpProps {
    /** The first comment the member has not read, on this page. */
    commentID: number;
    /** How many comments they have not read (this page and later ones). */
    countUnread: number;
}

/** The comment's element id, as the discussion page writes it. */
export const commentAnchor = (commentID: number) => `Comment_${commentID}`;

/**
 * Above the first unread comment: the "New" line, and, when the member arrived through the jump
 * (the address names this comment, as the server's redirect does), the comment is scrolled to,
 * focused unless the member has put the focus elsewhere already (so keyboard and screen-reader
 * reading continue from it) and announced in a polite live
 * region. The server renders the region empty so the words are a change a screen reader reads.
 */
export function UnreadJump({ commentID, countUnread }: IUnreadJumpProps) {
    const [announcement, setAnnouncement] = useState("");
    useEffect(() => {
        if (window.location.hash !== `#${commentAnchor(commentID)}`) return;
        const comment = document.getElementById(commentAnchor(commentID));
        if (!comment) return;
        comment.classList.add(unreadClasses.jumpTarget);
        // Not when the member has reached for something while the page loaded (a menu they
        // opened would close): the browser has scrolled to the comment's anchor already.
        if (!focusIsPlaced()) {
            comment.setAttribute("tabindex", "-1");
            comment.focus({ preventScroll: true });
            comment.scrollIntoView({ block: "start" });
        }
        setAnnouncement(countUnread === 1 ? tf("{count} new comment since your last visit.", { count: countUnread }) : tf("{count} new comments since your last visit.", { count: countUnread }));
    }, [commentID, countUnread]);
    return (
        <div className={unreadClasses.divider} data-first-unread={commentID}>
            <span>{t("New")}</span>
            <span className={visuallyHidden} role="status" aria-live="polite">
                {announcement}
            </span>
        </div>
    );
}
