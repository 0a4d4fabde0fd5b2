import { BodyForm } from "@library/forms/BodyForm";
import { t } from "@library/i18n/t";
import { useAppDispatch } from "@library/redux/hooks";
import { loadConversationThunks } from "@conversations/conversationActions";

/** The reply box of a conversation (an island); the text is kept on the device until sent. */
export interface IMessageFormProps {
    conversationID: number;
}

export function MessageForm({ conversationID }: IMessageFormProps) {
    const dispatch = useAppDispatch();
    const send = async (body: string) => {
        const { postMessage } = await loadConversationThunks();
        return (await dispatch(postMessage({ conversationID, body }))).url;
    };
    return <BodyForm label={t("Reply")} submitLabel={t("Send Message")} draftKey={`hearth:messageDraft:${conversationID}`} send={send} />;
}
