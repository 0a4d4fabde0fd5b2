import { classes } from "typestyle";
import { Avatar } from "@library/components/Avatar";
import { RelativeDate } from "@library/components/RelativeDate";
import { t } from "@library/i18n/t";
import { notificationsClasses as css } from "@library/notifications/notifications.styles";
import type { INotification } from "@library/notifications/notificationTypes";
import { visuallyHidden } from "@library/theme/globalStyles";

interface IProps {
    item: INotification;
    /** Shown read whatever the item says (every one marked read since the list was loaded). */
    read?: boolean;
    onClick?: (item: INotification) => void;
}

/**
 * One notification as a link to what it is about: the actor's picture, the text, when, and
 * whether it is unread (a dot, and "Unread" for screen readers). The title bar's lists and the
 * /profile/notifications page draw them alike.
 */
export function NotificationItem({ item, read = item.read, onClick }: IProps) {
    return (
        <li>
            <a href={item.url} className={classes(css.item, !read && css.unread)} data-notification-id={item.notificationID} data-read={read} onClick={() => onClick?.(item)}>
                <Avatar name="" photoUrl={item.photoUrl} size="small" decorative />
                <span className={css.itemText}>
                    {/* The server builds the body from escaped parts (dashboard notifications.ts). */}
                    <span dangerouslySetInnerHTML={{ __html: item.body }} />
                    <span className={css.meta}>
                        <RelativeDate date={item.dateInserted} />
                        {!read && <span className={visuallyHidden}> {t("Unread")}</span>}
                    </span>
                </span>
                {!read && <span className={css.dot} aria-hidden="true" />}
            </a>
        </li>
    );
}
