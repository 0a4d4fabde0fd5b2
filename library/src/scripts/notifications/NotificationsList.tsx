import { useEffect } from "react";
import { t } from "@library/i18n/t";
import { LoadStatus } from "@library/redux/asyncThunk";
import { useAppDispatch, useAppSelector } from "@library/redux/hooks";
import { MeBoxList } from "@library/notifications/MeBoxList";
import { NotificationItem } from "@library/notifications/NotificationItem";
import { fetchNotifications, markAllNotificationsRead, markNotificationRead } from "@library/notifications/notificationActions";
import { notificationsClasses as css } from "@library/notifications/notifications.styles";
import { selectNotificationsState } from "@library/notifications/notificationsSlice";
import type { INotification } from "@library/notifications/notificationTypes";
import { NOTIFICATIONS_URL } from "@library/notifications/notificationUrls";
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
 * (PATCH /notifications/{id}) on the way, and "View All" below them to the older ones on
 * /profile/notifications. It stays in the page (hidden with its drop-down) so
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
            footer={
                <a className={css.footer} href={NOTIFICATIONS_URL}>
                    {t("View All")}
                </a>
            }
            items={notifications}
            errorMessage={t("There was a problem loading your notifications.")}
            emptyMessage={t("You do not have any notifications yet.")}
        >
            {(items) => items.map((item) => <NotificationItem key={item.notificationID} item={item} onClick={onItemClick} />)}
        </MeBoxList>
    );
}
