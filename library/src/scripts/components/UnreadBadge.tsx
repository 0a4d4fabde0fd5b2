import { classes } from "typestyle";
import { unreadBadgeClasses } from "@library/components/unreadBadge.styles";
import { tf } from "@library/i18n/t";
import { visuallyHidden } from "@library/theme/globalStyles";

interface IProps {
    count?: number;
    /** Counts at or above it show as "{max}+" (shell §5, default 99). */
    max?: number;
    /** What a screen reader hears, with {count} (the exact count); default "{count} unread". */
    labelTemplate?: string;
    className?: string;
}

/** The unread count on a title-bar icon: hidden for 0 or undefined, "99+" at the maximum. */
export function UnreadBadge({ count, max = 99, labelTemplate = "{count} unread", className }: IProps) {
    if (!count || count <= 0) return null;
    return (
        <span className={classes(unreadBadgeClasses.root, className)}>
            <span aria-hidden="true">{count >= max ? `${max}+` : count}</span>
            {/* Set apart from the name it follows ("Notifications, 1 unread", not "Notifications1 unread"). */}
            <span className={visuallyHidden}>, {tf(labelTemplate, { count })}</span>
        </span>
    );
}
