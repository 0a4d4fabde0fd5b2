/** Entry of the private-message pages (/messages, /messages/{id}, /messages/add): the forms hydrate. */
import { bootPage } from "@library/boot/bootPage";
import { registerLazyComponent } from "@library/registry/componentRegistry";

registerLazyComponent("MessageForm", () => import(/* webpackChunkName: "MessageForm" */ "@conversations/MessageForm").then((m) => ({ default: m.MessageForm })));
registerLazyComponent("ComposeConversation", () =>
    import(/* webpackChunkName: "ComposeConversation" */ "@conversations/ComposeConversation").then((m) => ({ default: m.ComposeConversation })),
);

void bootPage();
