import { BodyForm } from "@library/forms/BodyForm";
import { t } from "@library/i18n/t";
import { useAppDispatch } from "@library/redux/hooks";
import { loadConversationThunks } from "@conversations/conversationActions";
import { focusSentMessageOn } from "@conversations/sentMessageFocus";

/** The reply box of a conversation (an island); the text is kept on the device until sent. Sent, the page loads again with the focus on the reply (sentMessageFocus.ts). */
export interface IMessageFormProps {
    conversationID: number;
}

export function MessageForm({ conversationID }: IMessageFormProps) {
    const dispatch = useAppDispatch();
    const send = async (body: string) => {
        const { postMessage } = await loadConversationThunks();
        const { url } = await dispatch(postMessage({ conversationID, body }));
        focusSentMessageOn(url);
        return url;
    };
    return <BodyForm label={t("Reply")} submitLabel={t("Send Message")} draftKey={`hearth:messageDraft:${conversationID}`} send={send} />;
}
