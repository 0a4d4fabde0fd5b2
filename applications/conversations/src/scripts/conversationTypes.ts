import type { IUserFragment } from "@library/users/userTypes";

/** Vanilla's Conversation and Message shapes (vanilla-openapi conversations.yml, messages.yml). */
export interface IConversation {
    conversationID: number;
    name: string;
    url: string;
    insertUserID: number;
    insertUser?: IUserFragment;
    dateInserted: string;
    dateLastMessage: string;
    countMessages: number;
    countParticipants: number;
    countUnread: number;
    unread: boolean;
    /** Vanilla's {userID, status, user}, with the user's fragment fields beside them. */
    participants: Array<IUserFragment & { status: "participating"; user: IUserFragment }>;
    /** The last message's text as HTML. */
    body: string;
}

export interface IMessage {
    messageID: number;
    conversationID: number;
    insertUserID: number;
    insertUser?: IUserFragment;
    body: string;
    dateInserted: string;
    url: string;
}

export const MAX_PARTICIPANTS = 20;
