/** Entry of the private-message pages (/messages, /messages/{id}, /messages/add): the forms hydrate. */
// first-load budget: 74.5 KB gzip
import { bootPage } from "@library/boot/bootPage";
import { focusRemembered } from "@library/utility/focusAfterLoad";
import { messagesPage } from "@conversations/pages/messagesPage";

void bootPage(messagesPage);
// A new conversation's page, opened by its composer: the focus on the message sent (ComposeConversation).
focusRemembered();
