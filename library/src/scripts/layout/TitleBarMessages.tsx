import { useMeta } from "@library/boot/pageMeta";
import { t } from "@library/i18n/t";
import { TitleBarCountedDropDown } from "@library/layout/TitleBarCountedDropDown";
import { ConversationsList } from "@library/notifications/ConversationsList";
import { registerNotificationsSlice, selectUnreadConversations } from "@library/notifications/notificationsSlice";
import { useAppSelector } from "@library/redux/hooks";

registerNotificationsSlice();

/**
 * Messages of the signed-in box (shell §2; rendered only when conversations are enabled): the
 * unread conversations as a badge and a drop-down of the conversations, loaded on opening.
 */
export function TitleBarMessages() {
    const { currentUser } = useMeta();
    const count = useAppSelector((state) => selectUnreadConversations(state, currentUser));
    return (
        <TitleBarCountedDropDown icon="messages" label={t("Messages")} count={count} id="titleBar-messages-menu">
            {(isOpen) => <ConversationsList headingID="titleBar-messages-heading" userID={currentUser.userID} active={isOpen} />}
        </TitleBarCountedDropDown>
    );
}
