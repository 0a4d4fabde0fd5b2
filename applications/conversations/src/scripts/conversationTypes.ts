import { ApiError } from "@library/api/apiErrors";
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

/** The API's field for the people written to (POST /conversations participantUserIDs): its errors show beside Recipients. */
export const RECIPIENTS_FIELD = "participantUserIDs";

/** A 400 about the recipients, under that field. */
export function recipientsError(message: string): ApiError {
    return new ApiError({ message, status: 400, errors: { [RECIPIENTS_FIELD]: [{ field: RECIPIENTS_FIELD, message, code: "invalid", status: 400 }] } });
}
