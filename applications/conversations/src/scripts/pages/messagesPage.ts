import { definePage } from "@library/boot/pageDefinition";
import { composeConversationIsland, messageFormIsland } from "@conversations/conversationIslands";

/** The private-message pages: Island pages; the reply and compose forms hydrate. */
export const messagesPage = definePage({
    entry: "messages",
    paths: ["/messages", "/messages/:id", "/messages/add", "/messages/add/:name"],
    reducers: {},
    islands: [messageFormIsland, composeConversationIsland],
});
