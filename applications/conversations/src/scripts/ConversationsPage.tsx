import { t, tf } from "@library/i18n/t";
import { plural } from "@library/i18n/plural";
import { PageLayout } from "@library/layout/PageLayout";
import { formatDate } from "@library/utility/dates";
import type { IConversation } from "@conversations/conversationTypes";
import { conversationClasses as classes } from "@conversations/conversations.styles";

/** /messages: the signed-in member's conversations, newest activity first. */
export function ConversationsPage({ conversations }: { conversations: IConversation[] }) {
    return (
        <PageLayout title={t("Messages")}>
            {conversations.length === 0 ? (
                <p>{t("You have no messages yet. Open a member's profile to write to them.")}</p>
            ) : (
                <ul className={classes.list}>
                    {conversations.map((conversation) => (
                        <li key={conversation.conversationID} className={classes.item}>
                            <a className={`${classes.title} ${conversation.unread ? classes.unread : ""}`} href={conversation.url}>
                                {conversation.name}
                            </a>
                            <div className={classes.meta}>
                                <span>{plural(conversation.countMessages, { one: "{count} message", other: "{count} messages" })}</span>
                                {conversation.unread && <span>{tf("{count} unread", { count: conversation.countUnread })}</span>}
                                <time dateTime={conversation.dateLastMessage}>{formatDate(conversation.dateLastMessage)}</time>
                            </div>
                            <div className={classes.excerpt} dangerouslySetInnerHTML={{ __html: conversation.body }} />
                        </li>
                    ))}
                </ul>
            )}
        </PageLayout>
    );
}
