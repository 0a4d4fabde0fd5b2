import { useEffect } from "react";
import { classes } from "typestyle";
import { Avatar } from "@library/components/Avatar";
import { RelativeDate } from "@library/components/RelativeDate";
import { UnreadBadge } from "@library/components/UnreadBadge";
import { t } from "@library/i18n/t";
import { useAppDispatch, useAppSelector } from "@library/redux/hooks";
import { MeBoxList } from "@library/notifications/MeBoxList";
import { fetchConversations } from "@library/notifications/notificationActions";
import { notificationsClasses as css } from "@library/notifications/notifications.styles";
import { selectNotificationsState } from "@library/notifications/notificationsSlice";

interface IProps {
    headingID: string;
    headingLevel?: "h2" | "h3";
    /** Loads on each change to true (the drop-down opening, the tab being shown). */
    active: boolean;
    /** The signed-in user: left out of each conversation's names. */
    userID: number;
}

/** Where the conversations application lists every conversation. */
export const MESSAGES_URL = "/messages";

/**
 * The member's private conversations (shell §7 GET /conversations), most recent first, each with
 * its unread count, and a link to all messages. Loads only while shown.
 */
export function ConversationsList({ headingID, headingLevel = "h2", active, userID }: IProps) {
    const dispatch = useAppDispatch();
    const { conversations } = useAppSelector(selectNotificationsState);

    useEffect(() => {
        if (!active) return;
        dispatch(fetchConversations()).catch(() => {
            // Shown by the error state below.
        });
    }, [active, dispatch]);

    return (
        <MeBoxList
            testID="conversations-list"
            headingID={headingID}
            headingLevel={headingLevel}
            title={t("Messages")}
            footer={
                <a className={css.footer} href={MESSAGES_URL}>
                    {t("All Messages")}
                </a>
            }
            items={conversations}
            errorMessage={t("There was a problem loading your messages.")}
            emptyMessage={t("You do not have any messages yet.")}
        >
            {(items) =>
                items.map((conversation) => {
                    const others = conversation.participants.filter((participant) => participant.userID !== userID);
                    const first = others[0] ?? conversation.participants[0];
                    const names = conversation.name || others.map((participant) => participant.name).join(", ");
                    return (
                        <li key={conversation.conversationID}>
                            <a href={conversation.url} className={classes(css.item, conversation.unread && css.unread)} data-conversation-id={conversation.conversationID}>
                                <Avatar name={first?.name ?? ""} photoUrl={first?.photoUrl} userID={first?.userID} size="small" decorative />
                                <span className={css.itemText}>
                                    <strong>{names}</strong>
                                    <span className={css.meta}>
                                        <RelativeDate date={conversation.dateLastMessage} />
                                    </span>
                                </span>
                                <UnreadBadge count={conversation.countUnread} className={css.count} labelTemplate="{count} unread messages" />
                            </a>
                        </li>
                    );
                })
            }
        </MeBoxList>
    );
}
