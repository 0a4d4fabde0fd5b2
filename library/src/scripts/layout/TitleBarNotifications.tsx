import { useState } from "react";
import { useMeta } from "@library/boot/pageMeta";
import { DropDown } from "@library/components/DropDown";
import { Icon } from "@library/components/Icon";
import { UnreadBadge } from "@library/components/UnreadBadge";
import { t } from "@library/i18n/t";
import { titleBarClasses as classes } from "@library/layout/titleBar.styles";
import { NotificationsList } from "@library/notifications/NotificationsList";
import { registerNotificationsSlice, selectUnreadNotifications } from "@library/notifications/notificationsSlice";
import { useAppSelector } from "@library/redux/hooks";
import { visuallyHidden } from "@library/theme/globalStyles";

registerNotificationsSlice();

/**
 * The bell of the signed-in box (shell §2): the unread count as a badge (99+, hidden at 0,
 * shell §5) and a drop-down listing the notifications. The list loads on each opening; a closed
 * bell makes no request.
 */
export function TitleBarNotifications() {
    const { currentUser } = useMeta();
    const count = useAppSelector((state) => selectUnreadNotifications(state, currentUser));
    const [isOpen, setIsOpen] = useState(false);
    return (
        <DropDown
            buttonType="custom"
            buttonClassName={classes.iconButton}
            buttonContent={
                <>
                    <Icon name="notifications" />
                    <span className={visuallyHidden}>{t("Notifications")}</span>
                    <UnreadBadge count={count} className={classes.iconBadge} labelTemplate="{count} unread" />
                </>
            }
            id="titleBar-notifications-menu"
            size="medium"
            align="right"
            onOpenChange={setIsOpen}
        >
            <li><NotificationsList headingID="titleBar-notifications-heading" active={isOpen} /></li>
        </DropDown>
    );
}
