/**
 * Private messages (shell §2 /messages/add/{name}, §7 GET /conversations; Vanilla's
 * conversations.yml and messages.yml): only participants see a conversation, conversations.add
 * starts one, and every new message counts as unread for the others.
 */
import { enforceRateLimit } from "@server/http/rateLimits";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { t } from "@library/i18n/t";
import { decodeUserName } from "@library/users/userUrls";
import { BODY_FORMATS, isEmptyBody, validateBody } from "@server/content/bodyFormat";
import { HttpError } from "@server/http/httpErrors";
import { setPagingHeaders } from "@server/http/paging";
import { getViewer, viewerCan } from "@server/http/viewer";
import { renderErrorPage } from "@server/ssr/renderErrorPage";
import { messagesPage } from "@conversations/pages/messagesPage";
import { renderPage } from "@server/ssr/renderPage";
import { findUserByName } from "@server/users/usersModel";
import { ComposePage } from "@conversations/ComposePage";
import { ConversationPage } from "@conversations/ConversationPage";
import { ConversationsPage } from "@conversations/ConversationsPage";
import { MAX_PARTICIPANTS } from "@conversations/conversationTypes";
import { addMessage, conversationForParticipant, conversationsFor, countUnreadConversations, markRead, messagesOf } from "./conversationsModel";

/** A conversation page shows its latest messages up to this many (older ones stay in the API). */
const MESSAGES_ON_PAGE = 500;
const MAX_BODY = 50_000;
const idParams = { type: "object", required: ["id"], properties: { id: { type: "integer", minimum: 1 } } } as const;
const pageQuery = { page: { type: "integer", minimum: 1, default: 1 }, limit: { type: "integer", minimum: 1, maximum: 100, default: 30 } } as const;

async function signedInUserID(request: FastifyRequest): Promise<number> {
    const { user } = await getViewer(request);
    if (user.userID === 0) throw new HttpError(403, t("Sign in to use private messages."));
    return user.userID;
}

/** Something written, in a form its format can read (a 400 naming the field otherwise). */
function requireBody(field: string, body: string, format: string): void {
    if (isEmptyBody(body, format)) throw new HttpError(400, `${field} is required.`, [{ field, message: t("Write something before sending."), code: "minLength", status: 400 }]);
    validateBody(body, format, field);
}

export async function registerConversations(app: FastifyInstance): Promise<void> {
    const { db, currentUserDecorators } = app.hearth;
    currentUserDecorators.push(async (userID) => ({ countUnreadConversations: await countUnreadConversations(db, userID) }));

    // ---------- API ----------
    app.get<{ Querystring: { page: number; limit: number } }>("/api/v2/conversations", { schema: { querystring: { type: "object", properties: pageQuery } } }, async (request, reply) => {
        const userID = await signedInUserID(request);
        const { page, limit } = request.query;
        const all = await conversationsFor(db, userID);
        setPagingHeaders(request, reply, { page, limit, total: all.length });
        return all.slice((page - 1) * limit, page * limit);
    });

    app.post<{ Body: { participantUserIDs: number[]; initialBody: string; initialFormat: string } }>(
        "/api/v2/conversations",
        {
            schema: {
                body: {
                    type: "object",
                    required: ["participantUserIDs", "initialBody"],
                    additionalProperties: false,
                    properties: {
                        participantUserIDs: { type: "array", minItems: 1, maxItems: MAX_PARTICIPANTS, items: { type: "integer", minimum: 1 } },
                        initialBody: { type: "string", maxLength: MAX_BODY },
                        initialFormat: { type: "string", enum: [...BODY_FORMATS], default: "markdown" },
                    },
                },
            },
        },
        async (request, reply) => {
            const userID = await signedInUserID(request);
            if (!(await viewerCan(request, "conversations.add"))) throw new HttpError(403, t("You need the conversations.add permission to start a conversation."));
            const { participantUserIDs, initialBody, initialFormat } = request.body;
            requireBody("initialBody", initialBody, initialFormat);
            const others = [...new Set(participantUserIDs)].filter((id) => id !== userID);
            const found = others.length ? await db.selectFrom("users").select("userID").where("userID", "in", others).where("banned", "=", 0).execute() : [];
            const missing = others.filter((id) => !found.some((row) => row.userID === id));
            if (others.length === 0 || missing.length) {
                throw new HttpError(400, t("Choose at least one other member to write to."), [
                    { field: "participantUserIDs", message: missing.length ? `Unknown users: ${missing.join(", ")}.` : t("Choose at least one other member to write to."), code: "invalid", status: 400 },
                ]);
            }
            await enforceRateLimit(request, reply, "discussionsPerUser", userID);
            const now = new Date().toISOString();
            const conversationID = await db.transaction().execute(async (trx) => {
                const row = await trx.insertInto("conversations").values({ insertUserID: userID, dateInserted: now, dateLastMessage: now, countMessages: 0 }).returning("conversationID").executeTakeFirstOrThrow();
                await trx.insertInto("conversationParticipants").values([userID, ...others].map((id) => ({ conversationID: row.conversationID, userID: id, countReadMessages: 0 }))).execute();
                return row.conversationID;
            });
            await addMessage(db, conversationID, userID, initialBody, initialFormat);
            return reply.status(201).send(await conversationForParticipant(request, userID, conversationID));
        },
    );

    app.get<{ Params: { id: number } }>("/api/v2/conversations/:id", { schema: { params: idParams } }, async (request) =>
        conversationForParticipant(request, await signedInUserID(request), request.params.id),
    );

    app.get<{ Querystring: { conversationID: number; page: number; limit: number } }>(
        "/api/v2/messages",
        { schema: { querystring: { type: "object", required: ["conversationID"], properties: { conversationID: { type: "integer", minimum: 1 }, ...pageQuery } } } },
        async (request, reply) => {
            const userID = await signedInUserID(request);
            const { conversationID, page, limit } = request.query;
            // Reading through the API changes nothing (a GET is safe to repeat and to prefetch); the page marks a conversation read.
            const conversation = await conversationForParticipant(request, userID, conversationID);
            setPagingHeaders(request, reply, { page, limit, total: conversation.countMessages });
            return messagesOf(db, conversationID, page, limit);
        },
    );

    app.post<{ Body: { conversationID: number; body: string; format: string } }>(
        "/api/v2/messages",
        {
            schema: {
                body: {
                    type: "object",
                    required: ["conversationID", "body"],
                    additionalProperties: false,
                    properties: { conversationID: { type: "integer", minimum: 1 }, body: { type: "string", maxLength: MAX_BODY }, format: { type: "string", enum: [...BODY_FORMATS], default: "markdown" } },
                },
            },
        },
        async (request, reply) => {
            const userID = await signedInUserID(request);
            const { conversationID, body, format } = request.body;
            requireBody("body", body, format);
            await conversationForParticipant(request, userID, conversationID);
            await enforceRateLimit(request, reply, "commentsPerUser", userID);
            const messageID = await addMessage(db, conversationID, userID, body, format);
            const [message] = await messagesOf(db, conversationID, 1, 1, messageID);
            return reply.status(201).send(message);
        },
    );

    // ---------- Pages ----------
    const signInFirst = (request: FastifyRequest, reply: FastifyReply) => reply.redirect(`/entry/signin?target=${encodeURIComponent(request.url)}`, 302);

    app.get("/messages", async (request, reply) => {
        const { user } = await getViewer(request);
        if (user.userID === 0) return signInFirst(request, reply);
        return renderPage(request, reply, { page: messagesPage, mode: "island", title: t("Messages"), element: <ConversationsPage conversations={await conversationsFor(db, user.userID)} canStart={await viewerCan(request, "conversations.add")} /> });
    });

    const composePage = async (request: FastifyRequest<{ Params: { name?: string }; Querystring: { content?: string } }>, reply: FastifyReply) => {
        const { user } = await getViewer(request);
        if (user.userID === 0) return signInFirst(request, reply);
        if (!(await viewerCan(request, "conversations.add"))) return renderErrorPage(request, reply, 403);
        const recipient = request.params.name ? await findUserByName(db, decodeUserName(request.params.name)) : undefined;
        if (request.params.name && !recipient) return renderErrorPage(request, reply, 404);
        const content = typeof request.query.content === "string" ? request.query.content.slice(0, MAX_BODY) : "";
        return renderPage(request, reply, {
            page: messagesPage,
            mode: "island",
            title: t("New Message"),
            element: <ComposePage recipients={recipient ? [recipient.name] : []} content={content} />,
        });
    };
    app.get("/messages/add", composePage);
    app.get("/messages/add/:name", composePage);

    app.get<{ Params: { id: string } }>("/messages/:id", async (request, reply) => {
        const { user } = await getViewer(request);
        if (user.userID === 0) return signInFirst(request, reply);
        const conversationID = Number(request.params.id);
        if (!Number.isSafeInteger(conversationID) || conversationID < 1) return reply.callNotFound();
        const [conversation] = await conversationsFor(db, user.userID, [conversationID]);
        if (!conversation) return renderErrorPage(request, reply, 404);
        const first = Math.max(0, conversation.countMessages - MESSAGES_ON_PAGE);
        const messages = (await messagesOf(db, conversationID, 1, MESSAGES_ON_PAGE + first)).slice(first);
        await markRead(db, conversationID, user.userID);
        return renderPage(request, reply, { page: messagesPage, mode: "island", title: conversation.name, element: <ConversationPage conversation={conversation} messages={messages} /> });
    });
}
