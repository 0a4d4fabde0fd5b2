import { classes as join } from "typestyle";
import { buttonClasses } from "@library/components/button.styles";
import { t, tf } from "@library/i18n/t";
import { plural } from "@library/i18n/plural";
import { PageLayout } from "@library/layout/PageLayout";
import { formatDate } from "@library/utility/dates";
import type { IConversation } from "@conversations/conversationTypes";
import { conversationClasses as classes } from "@conversations/conversations.styles";

/**
 * /messages: the signed-in member's conversations, newest activity first, under a "New Message"
 * link (/messages/add) for a member who may start one (conversations.add). Plain HTML.
 */
export function ConversationsPage({ conversations, canStart }: { conversations: IConversation[]; canStart: boolean }) {
    return (
        <PageLayout title={t("Messages")}>
            {canStart && (
                <p className={classes.actions}>
                    <a className={join(...buttonClasses("primary"))} href="/messages/add">
                        {t("New Message")}
                    </a>
                </p>
            )}
            {conversations.length === 0 ? (
                // Only what this member can do: a member without conversations.add can still be written to.
                <p>{canStart ? t("You have no messages yet. Write to someone with New Message, or with Message on their profile.") : t("You have no messages yet.")}</p>
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
