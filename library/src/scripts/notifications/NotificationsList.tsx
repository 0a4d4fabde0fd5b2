import { useEffect } from "react";
import { classes } from "typestyle";
import { Avatar } from "@library/components/Avatar";
import { RelativeDate } from "@library/components/RelativeDate";
import { t } from "@library/i18n/t";
import { LoadStatus } from "@library/redux/asyncThunk";
import { useAppDispatch, useAppSelector } from "@library/redux/hooks";
import { MeBoxList } from "@library/notifications/MeBoxList";
import { fetchNotifications, markAllNotificationsRead, markNotificationRead } from "@library/notifications/notificationActions";
import { notificationsClasses as css } from "@library/notifications/notifications.styles";
import { selectNotificationsState } from "@library/notifications/notificationsSlice";
import type { INotification } from "@library/notifications/notificationTypes";
import { visuallyHidden } from "@library/theme/globalStyles";
import { logError } from "@library/utility/logger";

interface IProps {
    /** Labels the list; the drop-down and the side panel's tab give their own. */
    headingID: string;
    /** The heading level that fits where the list is shown. */
    headingLevel?: "h2" | "h3";
    /** Loads on each change to true (the drop-down opening, the tab being shown). */
    active: boolean;
}

/**
 * The member's notifications (shell §7 GET /notifications), newest first: loading, error and
 * empty states, "Mark All Read" (PATCH /notifications), and each item a link that marks it read
 * (PATCH /notifications/{id}) on the way. It stays in the page (hidden with its drop-down) so
 * the drop-down has something to focus on opening, and loads only while shown.
 */
export function NotificationsList({ headingID, headingLevel = "h2", active }: IProps) {
    const dispatch = useAppDispatch();
    const { notifications, markAllStatus } = useAppSelector(selectNotificationsState);

    useEffect(() => {
        if (!active) return;
        dispatch(fetchNotifications()).catch(() => {
            // Shown by the error state below.
        });
    }, [active, dispatch]);

    function markAll() {
        dispatch(markAllNotificationsRead()).catch((error) => logError("Could not mark the notifications read.", error));
    }

    function onItemClick(item: INotification) {
        if (item.read) return;
        dispatch(markNotificationRead({ notificationID: item.notificationID })).catch((error) => logError("Could not mark the notification read.", error));
    }

    return (
        <MeBoxList
            testID="notifications-list"
            headingID={headingID}
            headingLevel={headingLevel}
            title={t("Notifications")}
            headerAction={
                <button type="button" className={css.textButton} onClick={markAll} disabled={markAllStatus === LoadStatus.LOADING}>
                    {t("Mark All Read")}
                </button>
            }
            items={notifications}
            errorMessage={t("There was a problem loading your notifications.")}
            emptyMessage={t("You do not have any notifications yet.")}
        >
            {(items) =>
                items.map((item) => (
                    <li key={item.notificationID}>
                        <a
                            href={item.url}
                            className={classes(css.item, !item.read && css.unread)}
                            data-notification-id={item.notificationID}
                            data-read={item.read}
                            onClick={() => onItemClick(item)}
                        >
                            <Avatar name="" photoUrl={item.photoUrl} size="small" decorative />
                            <span className={css.itemText}>
                                {/* The server builds the body from escaped parts (dashboard notifications.ts). */}
                                <span dangerouslySetInnerHTML={{ __html: item.body }} />
                                <span className={css.meta}>
                                    <RelativeDate date={item.dateInserted} />
                                    {!item.read && <span className={visuallyHidden}> {t("Unread")}</span>}
                                </span>
                            </span>
                            {!item.read && <span className={css.dot} aria-hidden="true" />}
                        </a>
                    </li>
                ))
            }
        </MeBoxList>
    );
}
