/** The private-message tables (conversations' migrations.ts), added to the host's Database type (see @server/db/schema). */
import type { Generated } from "kysely";

export interface ConversationsTable {
    conversationID: Generated<number>;
    insertUserID: number;
    dateInserted: string;
    dateLastMessage: string;
    countMessages: number;
}

export interface ConversationParticipantsTable {
    conversationID: number;
    userID: number;
    /** Messages this participant has seen; unread = countMessages minus this. */
    countReadMessages: number;
}

export interface MessagesTable {
    messageID: Generated<number>;
    conversationID: number;
    insertUserID: number;
    body: string;
    format: string;
    dateInserted: string;
}

declare module "@server/db/schema" {
    interface Database {
        conversations: ConversationsTable;
        conversationParticipants: ConversationParticipantsTable;
        messages: MessagesTable;
    }
}
