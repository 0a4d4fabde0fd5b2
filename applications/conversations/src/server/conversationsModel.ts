/** Conversations as their participants see them; nobody else learns they exist (404). */
import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { renderBody } from "@server/content/bodyFormat";
import type { Database } from "@server/db/schema";
import { HttpError } from "@server/http/httpErrors";
import { userFragmentsByID } from "@server/users/usersModel";
import type { IConversation, IMessage } from "@conversations/conversationTypes";

export const conversationUrl = (conversationID: number) => `/messages/${conversationID}`;
export const messageUrl = (conversationID: number, messageID: number) => `/messages/${conversationID}#Message_${messageID}`;

export async function conversationsFor(db: Kysely<Database>, userID: number, conversationIDs?: number[]): Promise<IConversation[]> {
    let query = db
        .selectFrom("conversations")
        .innerJoin("conversationParticipants as me", (join) => join.onRef("me.conversationID", "=", "conversations.conversationID").on("me.userID", "=", userID))
        .select(["conversations.conversationID", "conversations.insertUserID", "conversations.dateInserted", "conversations.dateLastMessage", "conversations.countMessages", "me.countReadMessages"]);
    if (conversationIDs) query = query.where("conversations.conversationID", "in", conversationIDs.length ? conversationIDs : [0]);
    const rows = await query.orderBy("conversations.dateLastMessage", "desc").orderBy("conversations.conversationID", "desc").execute();
    if (!rows.length) return [];
    const ids = rows.map((row) => row.conversationID);
    const participants = await db.selectFrom("conversationParticipants").select(["conversationID", "userID"]).where("conversationID", "in", ids).execute();
    const lastMessages = await db
        .selectFrom("messages")
        .selectAll()
        .where("messageID", "in", db.selectFrom("messages").select((eb) => eb.fn.max("messageID").as("id")).where("conversationID", "in", ids).groupBy("conversationID"))
        .execute();
    const users = await userFragmentsByID(db, [...participants.map((p) => p.userID), ...rows.map((row) => row.insertUserID)]);
    return rows.map((row) => {
        const people = participants.filter((p) => p.conversationID === row.conversationID).map((p) => users.get(p.userID)).filter((user) => user !== undefined);
        const last = lastMessages.find((message) => message.conversationID === row.conversationID);
        const countUnread = Math.max(0, row.countMessages - row.countReadMessages);
        return {
            conversationID: row.conversationID,
            name: people.filter((person) => person.userID !== userID).map((person) => person.name).join(", ") || people.map((person) => person.name).join(", "),
            url: conversationUrl(row.conversationID),
            insertUserID: row.insertUserID,
            insertUser: users.get(row.insertUserID),
            dateInserted: row.dateInserted,
            dateLastMessage: row.dateLastMessage,
            countMessages: row.countMessages,
            countParticipants: people.length,
            countUnread,
            unread: countUnread > 0,
            // Vanilla's participant is {userID, status, user}; the fragment's own fields stay beside them for Hearth's lists.
            // Nobody can leave a conversation in Hearth, so every participant is participating.
            participants: people.map((person) => ({ ...person, status: "participating" as const, user: person })),
            body: last ? renderBody(last.body, last.format) : "",
        };
    });
}

export async function conversationForParticipant(request: FastifyRequest, userID: number, conversationID: number): Promise<IConversation> {
    const [conversation] = await conversationsFor(request.server.hearth.db, userID, [conversationID]);
    if (!conversation) throw new HttpError(404, "Conversation not found.");
    return conversation;
}

export async function messagesOf(db: Kysely<Database>, conversationID: number, page: number, limit: number, messageID?: number): Promise<IMessage[]> {
    let query = db.selectFrom("messages").selectAll().where("conversationID", "=", conversationID);
    if (messageID !== undefined) query = query.where("messageID", "=", messageID);
    const rows = await query
        .orderBy("messageID")
        .limit(limit)
        .offset((page - 1) * limit)
        .execute();
    const users = await userFragmentsByID(db, rows.map((row) => row.insertUserID));
    return rows.map((row) => ({
        messageID: row.messageID,
        conversationID: row.conversationID,
        insertUserID: row.insertUserID,
        insertUser: users.get(row.insertUserID),
        body: renderBody(row.body, row.format),
        dateInserted: row.dateInserted,
        url: messageUrl(row.conversationID, row.messageID),
    }));
}

/** Adds a message, counts it, and marks the conversation read up to it for the sender. */
export async function addMessage(db: Kysely<Database>, conversationID: number, userID: number, body: string, format: string): Promise<number> {
    const now = new Date().toISOString();
    return db.transaction().execute(async (trx) => {
        const { messageID } = await trx.insertInto("messages").values({ conversationID, insertUserID: userID, body, format, dateInserted: now }).returning("messageID").executeTakeFirstOrThrow();
        await trx
            .updateTable("conversations")
            .set((eb) => ({ countMessages: eb("countMessages", "+", 1), dateLastMessage: now }))
            .where("conversationID", "=", conversationID)
            .execute();
        await markRead(trx, conversationID, userID);
        return messageID;
    });
}

export async function markRead(db: Kysely<Database>, conversationID: number, userID: number): Promise<void> {
    await db
        .updateTable("conversationParticipants")
        .set({ countReadMessages: db.selectFrom("conversations").select("countMessages").where("conversationID", "=", conversationID) })
        .where("conversationID", "=", conversationID)
        .where("userID", "=", userID)
        .execute();
}

export async function countUnreadConversations(db: Kysely<Database>, userID: number): Promise<number> {
    const row = await db
        .selectFrom("conversationParticipants")
        .innerJoin("conversations", "conversations.conversationID", "conversationParticipants.conversationID")
        .select((eb) => eb.fn.countAll<string | number>().as("n"))
        .where("conversationParticipants.userID", "=", userID)
        .whereRef("conversations.countMessages", ">", "conversationParticipants.countReadMessages")
        .executeTakeFirstOrThrow();
    return Number(row.n);
}
