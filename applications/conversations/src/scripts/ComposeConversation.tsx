import { useId, useState } from "react";
import { ApiError } from "@library/api/apiErrors";
import { formClasses } from "@library/components/form.styles";
import { BodyForm } from "@library/forms/BodyForm";
import { t, tf } from "@library/i18n/t";
import type { IUserFragment } from "@library/users/userTypes";
import { MAX_PARTICIPANTS, type IConversation } from "@conversations/conversationTypes";
import { loadFeature } from "@library/lazy/loadFeature";

export interface IComposeProps {
    /** Names already chosen (from /messages/add/{name}). */
    recipients: string[];
    /** Shared content to start the message with (/messages/add?content=…). */
    content: string;
}

function splitNames(text: string): string[] {
    return [...new Set(text.split(",").map((name) => name.trim()).filter(Boolean))];
}

/** A new conversation (an island): recipients by name, then the first message. */
export function ComposeConversation({ recipients, content }: IComposeProps) {
    const [names, setNames] = useState(recipients.join(", "));
    const inputID = useId();

    const send = async (body: string) => {
        const wanted = splitNames(names);
        if (wanted.length === 0) throw new ApiError({ message: t("Add at least one recipient."), status: 400, errors: {} });
        if (wanted.length > MAX_PARTICIPANTS) throw new ApiError({ message: tf("A conversation can have at most {count} people.", { count: MAX_PARTICIPANTS }), status: 400, errors: {} });
        const { apiv2 } = await loadFeature(() => import(/* webpackChunkName: "apiv2" */ "@library/api/apiv2"));
        const userIDs: number[] = [];
        for (const name of wanted) {
            const found = await apiv2.get<IUserFragment[]>("users/by-names", { params: { name, limit: 5 } });
            const user = found.data.find((candidate) => candidate.name.toLowerCase() === name.toLowerCase());
            if (!user) throw new ApiError({ message: tf("Nobody is called {name}.", { name }), status: 400, errors: {} });
            userIDs.push(user.userID);
        }
        const response = await apiv2.post<IConversation>("conversations", { participantUserIDs: userIDs, initialBody: body, initialFormat: "markdown" });
        return response.data.url;
    };

    return (
        <BodyForm label={t("Message")} submitLabel={t("Send Message")} draftKey="hearth:newConversationDraft" initialText={content} send={send}>
            <div className={formClasses.field}>
                <label htmlFor={inputID} className={formClasses.label}>
                    {t("Recipients")}
                </label>
                <input id={inputID} className={formClasses.input} value={names} onChange={(event) => setNames(event.target.value)} placeholder={t("Names, separated by commas")} />
            </div>
        </BodyForm>
    );
}
