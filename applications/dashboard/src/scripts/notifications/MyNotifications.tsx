/**
 * The member's notifications on /profile/notifications (one page of them, newest first, preloaded
 * as props by the server: the same rows GET /notifications answers). "Mark All Read" is a POST
 * form, so it works before and without JavaScript; once hydrated it goes through the title bar's
 * thunk (PATCH /notifications), which sets the bell's count to 0, and the items show read. Each
 * item marks itself read on the way to what it links to, as in the drop-down.
 */
import { useState, type FormEvent } from "react";
import { Button } from "@library/components/Button";
import { t } from "@library/i18n/t";
import { NotificationItem } from "@library/notifications/NotificationItem";
import { markAllNotificationsRead, markNotificationRead } from "@library/notifications/notificationActions";
import { registerNotificationsSlice, selectNotificationsState } from "@library/notifications/notificationsSlice";
import type { INotification } from "@library/notifications/notificationTypes";
import { NOTIFICATIONS_URL } from "@library/notifications/notificationUrls";
import { LoadStatus } from "@library/redux/asyncThunk";
import { useAppDispatch, useAppSelector } from "@library/redux/hooks";
import { logError } from "@library/utility/logger";
import { myNotificationsClasses as classes } from "@dashboard/notifications/myNotifications.styles";

registerNotificationsSlice();

export interface IMyNotificationsProps {
    notifications: INotification[];
}

export function MyNotifications({ notifications }: IMyNotificationsProps) {
    const dispatch = useAppDispatch();
    // Marked read in the title bar's drop-down or here: every one listed was there before.
    const { markAllStatus } = useAppSelector(selectNotificationsState);
    const [clicked, setClicked] = useState<ReadonlySet<number>>(new Set());
    const allRead = markAllStatus === LoadStatus.SUCCESS;

    if (notifications.length === 0) return <p className={classes.empty}>{t("You do not have any notifications yet.")}</p>;

    function markAll(event: FormEvent<HTMLFormElement>) {
        event.preventDefault();
        dispatch(markAllNotificationsRead()).catch((error) => logError("Could not mark the notifications read.", error));
    }

    function onItemClick(item: INotification) {
        if (item.read || allRead || clicked.has(item.notificationID)) return;
        setClicked(new Set(clicked).add(item.notificationID));
        dispatch(markNotificationRead({ notificationID: item.notificationID })).catch((error) => logError("Could not mark the notification read.", error));
    }

    return (
        <>
            <form method="post" action={NOTIFICATIONS_URL} className={classes.actions} onSubmit={markAll}>
                <Button type="submit" disabled={markAllStatus === LoadStatus.LOADING}>
                    {t("Mark All Read")}
                </Button>
            </form>
            <ul className={classes.list} aria-label={t("Notifications")}>
                {notifications.map((item) => (
                    <NotificationItem key={item.notificationID} item={item} read={item.read || allRead || clicked.has(item.notificationID)} onClick={onItemClick} />
                ))}
            </ul>
        </>
    );
}
