import { useState } from "react";
import { useMeta } from "@library/boot/pageMeta";
import { DropDown } from "@library/components/DropDown";
import { Icon } from "@library/components/Icon";
import { UnreadBadge } from "@library/components/UnreadBadge";
import { t } from "@library/i18n/t";
import { titleBarClasses as classes } from "@library/layout/titleBar.styles";
import { ConversationsList } from "@library/notifications/ConversationsList";
import { registerNotificationsSlice, selectUnreadConversations } from "@library/notifications/notificationsSlice";
import { useAppSelector } from "@library/redux/hooks";
import { visuallyHidden } from "@library/theme/globalStyles";

registerNotificationsSlice();

/**
 * Messages of the signed-in box (shell §2; rendered only when conversations are enabled): the
 * unread conversations as a badge and a drop-down of the conversations, loaded on opening.
 */
export function TitleBarMessages() {
    const { currentUser } = useMeta();
    const count = useAppSelector((state) => selectUnreadConversations(state, currentUser));
    const [isOpen, setIsOpen] = useState(false);
    return (
        <DropDown
            buttonType="custom"
            buttonClassName={classes.iconButton}
            buttonContent={
                <>
                    <Icon name="messages" />
                    <span className={visuallyHidden}>{t("Messages")}</span>
                    <UnreadBadge count={count} className={classes.iconBadge} labelTemplate="{count} unread" />
                </>
            }
            id="titleBar-messages-menu"
            size="medium"
            align="right"
            onOpenChange={setIsOpen}
        >
            <li><ConversationsList headingID="titleBar-messages-heading" userID={currentUser.userID} active={isOpen} /></li>
        </DropDown>
    );
}
