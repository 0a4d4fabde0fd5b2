import { BodyForm } from "@library/forms/BodyForm";
import { t } from "@library/i18n/t";
import type { IMessage } from "@conversations/conversationTypes";
import { loadFeature } from "@library/lazy/loadFeature";

/** The reply box of a conversation (an island); the text is kept on the device until sent. */
export interface IMessageFormProps {
    conversationID: number;
}

export function MessageForm({ conversationID }: IMessageFormProps) {
    const send = async (body: string) => {
        const { apiv2 } = await loadFeature(() => import(/* webpackChunkName: "apiv2" */ "@library/api/apiv2"));
        const response = await apiv2.post<IMessage>("messages", { conversationID, body, format: "markdown" });
        return response.data.url;
    };
    return <BodyForm label={t("Reply")} submitLabel={t("Send Message")} draftKey={`hearth:messageDraft:${conversationID}`} send={send} />;
}
