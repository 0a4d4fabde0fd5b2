import { Island } from "@library/components/Island";
import { messageFormIsland } from "@conversations/conversationIslands";
import { formatList } from "@library/i18n/formatList";
import { t } from "@library/i18n/t";
import { PageLayout } from "@library/layout/PageLayout";
import { profileUrl } from "@library/users/userUrls";
import { formatDate } from "@library/utility/dates";
import type { IConversation, IMessage } from "@conversations/conversationTypes";
import { conversationClasses as classes } from "@conversations/conversations.styles";
import { MessageForm } from "@conversations/MessageForm";

/** /messages/{id}: a conversation's messages, oldest first, and the reply box. */
export function ConversationPage({ conversation, messages }: { conversation: IConversation; messages: IMessage[] }) {
    return (
        <PageLayout title={conversation.name}>
            {/* One run of text (not the flex row of classes.meta, whose gap split it at each name and comma). */}
            <p className={classes.participants}>
                {t("With")} {formatList(conversation.participants, (person) => person.name, (person) => <a href={profileUrl(person.name)}>{person.name}</a>)}
            </p>
            <ol className={classes.list}>
                {messages.map((message) => (
                    <li key={message.messageID} id={`Message_${message.messageID}`} className={classes.message}>
                        <div className={classes.meta}>
                            <strong>{message.insertUser?.name ?? t("Unknown User")}</strong>
                            <time dateTime={message.dateInserted}>{formatDate(message.dateInserted)}</time>
                        </div>
                        <div className={classes.body} dangerouslySetInnerHTML={{ __html: message.body }} />
                    </li>
                ))}
            </ol>
            <Island of={messageFormIsland} component={MessageForm} props={{ conversationID: conversation.conversationID }} />
        </PageLayout>
    );
}
