import { useEffect } from "react";
import { classes } from "typestyle";
import { Avatar } from "@library/components/Avatar";
import { Loader } from "@library/components/Loader";
import { RelativeDate } from "@library/components/RelativeDate";
import { UnreadBadge } from "@library/components/UnreadBadge";
import { t } from "@library/i18n/t";
import { LoadStatus } from "@library/redux/asyncThunk";
import { useAppDispatch, useAppSelector } from "@library/redux/hooks";
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
export function ConversationsList({ headingID, headingLevel: Heading = "h2", active, userID }: IProps) {
    const dispatch = useAppDispatch();
    const { conversations } = useAppSelector(selectNotificationsState);

    useEffect(() => {
        if (!active) return;
        dispatch(fetchConversations()).catch(() => {
            // Shown by the error state below.
        });
    }, [active, dispatch]);

    let content;
    if (conversations.status === LoadStatus.ERROR && !conversations.data) {
        content = (
            <p className={css.status} role="alert">
                {t("There was a problem loading your messages.")}
            </p>
        );
    } else if (!conversations.data) {
        content = (
            <div className={css.status}>
                <Loader size={24} label={t("Loading")} />
            </div>
        );
    } else if (conversations.data.length === 0) {
        content = <p className={css.status}>{t("You do not have any messages yet.")}</p>;
    } else {
        content = (
            <ul className={css.list} aria-labelledby={headingID}>
                {conversations.data.map((conversation) => {
                    const others = conversation.participants.filter((participant) => participant.userID !== userID);
                    const first = others[0] ?? conversation.participants[0];
                    const names = conversation.name || others.map((participant) => participant.name).join(", ");
                    return (
                        <li key={conversation.conversationID}>
                            <a href={conversation.url} className={classes(css.item, conversation.unread && css.unread)} data-conversation-id={conversation.conversationID}>
                                <Avatar name="" photoUrl={first?.photoUrl} size="small" />
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
                })}
            </ul>
        );
    }

    return (
        <div data-testid="conversations-list">
            <div className={css.header}>
                <Heading id={headingID} className={css.heading}>
                    {t("Messages")}
                </Heading>
            </div>
            {content}
            <a className={css.footer} href={MESSAGES_URL}>
                {t("All Messages")}
            </a>
        </div>
    );
}
