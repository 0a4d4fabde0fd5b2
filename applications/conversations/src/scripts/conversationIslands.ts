/** The islands of the private-message pages (DESIGN.md §3 "Typed contracts"). */
import type { IComposeProps } from "@conversations/ComposeConversation";
import type { IMessageFormProps } from "@conversations/MessageForm";
import { defineIsland } from "@library/registry/islandDefinition";

export const messageFormIsland = defineIsland<IMessageFormProps>("MessageForm", () =>
    import(/* webpackChunkName: "MessageForm" */ "@conversations/MessageForm").then((m) => m.MessageForm),
);

export const composeConversationIsland = defineIsland<IComposeProps>("ComposeConversation", () =>
    import(/* webpackChunkName: "ComposeConversation" */ "@conversations/ComposeConversation").then((m) => m.ComposeConversation),
);
