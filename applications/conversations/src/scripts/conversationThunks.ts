import { apiv2 } from "@library/api/apiv2";
import { tf } from "@library/i18n/t";
import { bindAsyncThunk } from "@library/redux/asyncThunk";
import type { IUserFragment } from "@library/users/userTypes";
import { postConversationAction, postMessageAction } from "@conversations/conversationActions";
import { recipientsError, type IConversation, type IMessage } from "@conversations/conversationTypes";

export const postMessage = bindAsyncThunk(postMessageAction, async ({ conversationID, body }) => {
    return (await apiv2.post<IMessage>("messages", { conversationID, body, format: "markdown" })).data;
});

/** How many close names the look-up of one recipient asks for; the exact one is picked from them. */
const RECIPIENT_LOOKUP_LIMIT = 5;

/**
 * Finds each recipient by name (case-insensitive, exact), then starts the conversation. A name
 * nobody has fails the whole call with a 400 saying so, before anything is created.
 */
export const postConversation = bindAsyncThunk(postConversationAction, async ({ recipients, body }) => {
    const userIDs: number[] = [];
    for (const name of recipients) {
        const found = await apiv2.get<IUserFragment[]>("users/by-names", { params: { name, limit: RECIPIENT_LOOKUP_LIMIT } });
        const user = found.data.find((candidate) => candidate.name.toLowerCase() === name.toLowerCase());
        if (!user) throw recipientsError(tf("Nobody is called {name}.", { name }));
        userIDs.push(user.userID);
    }
    return (await apiv2.post<IConversation>("conversations", { participantUserIDs: userIDs, initialBody: body, initialFormat: "markdown" })).data;
});
