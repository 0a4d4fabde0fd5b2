/**
 * Private messages' typescript-fsa actions. The thunks that call the API live in
 * conversationThunks.ts and load when a form first sends, so the pages' first load does not
 * carry the API client. The pages are server-rendered and the browser opens what was created,
 * so no slice keeps copies: the actions record each call in the store's history.
 */
import type { IApiError } from "@library/api/apiErrors";
import { loadFeature } from "@library/lazy/loadFeature";
import { actionCreatorFactory } from "@library/redux/asyncThunk";
import type { IConversation, IMessage } from "@conversations/conversationTypes";

const createAction = actionCreatorFactory("@@conversations");

/** POST /messages {conversationID, body, format: "markdown"}: a reply in a conversation. */
export const postMessageAction = createAction.async<{ conversationID: number; body: string }, IMessage, IApiError>("POST_MESSAGE");

/** GET /users/by-names for each recipient, then POST /conversations with their IDs and the first message. */
export const postConversationAction = createAction.async<{ recipients: string[]; body: string }, IConversation, IApiError>("POST_CONVERSATION");

/** Loaded when a form first sends; a failed load shows the spec's message with Retry (loadFeature). */
export function loadConversationThunks() {
    return loadFeature(() => import(/* webpackChunkName: "conversationThunks" */ "@conversations/conversationThunks"));
}
