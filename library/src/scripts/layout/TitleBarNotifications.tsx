import { useMeta } from "@library/boot/pageMeta";
import { t } from "@library/i18n/t";
import { TitleBarCountedDropDown } from "@library/layout/TitleBarCountedDropDown";
import { NotificationsList } from "@library/notifications/NotificationsList";
import { registerNotificationsSlice, selectUnreadNotifications } from "@library/notifications/notificationsSlice";
import { useAppSelector } from "@library/redux/hooks";

registerNotificationsSlice();

/**
 * The bell of the signed-in box (shell §2): the unread count as a badge (99+, hidden at 0,
 * shell §5) and a drop-down listing the notifications. The list loads on each opening; a closed
 * bell makes no request.
 */
export function TitleBarNotifications() {
    const { currentUser } = useMeta();
    const count = useAppSelector((state) => selectUnreadNotifications(state, currentUser));
    return (
        <TitleBarCountedDropDown icon="notifications" label={t("Notifications")} count={count} id="titleBar-notifications-menu">
            {(isOpen) => <NotificationsList headingID="titleBar-notifications-heading" active={isOpen} />}
        </TitleBarCountedDropDown>
    );
}
