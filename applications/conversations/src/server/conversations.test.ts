import { createTestApp, signIn, type ITestApp } from "@server/testing/testApp";
import { conversationClasses } from "@conversations/conversations.styles";

let t: ITestApp;
let member: string;
let moderator: string;
let admin: string;
const json = { "x-requested-with": "vanilla", "content-type": "application/json" };

beforeEach(async () => {
    t = await createTestApp();
    [member, moderator, admin] = await Promise.all([signIn(t.app, "member"), signIn(t.app, "moderator"), signIn(t.app, "admin")]);
});
afterEach(() => t.close());

async function idOf(name: string): Promise<number> {
    return (await t.db.selectFrom("users").select("userID").where("name", "=", name).executeTakeFirstOrThrow()).userID;
}

async function startConversation(cookie: string, names: string[], initialBody = "Hello there") {
    return t.app.inject({ method: "POST", url: "/api/v2/conversations", headers: { ...json, cookie }, payload: { participantUserIDs: await Promise.all(names.map(idOf)), initialBody } });
}

describe("conversations", () => {
    it("starts a conversation that its participants see, unread for the recipient until opened", async () => {
        const created = await startConversation(member, ["moderator"], "**Quick** question");
        expect(created.statusCode).toBe(201);
        const conversation = created.json();
        expect(conversation).toMatchObject({ name: "moderator", countMessages: 1, countParticipants: 2, unread: false, body: "<p><strong>Quick</strong> question</p>" });

        const inbox = (await t.app.inject({ url: "/api/v2/conversations", headers: { cookie: moderator } })).json();
        expect(inbox).toHaveLength(1);
        expect(inbox[0]).toMatchObject({ name: "member", unread: true, countUnread: 1 });
        expect((await t.app.inject({ url: "/api/v2/users/me", headers: { cookie: moderator } })).json().countUnreadConversations).toBe(1);

        const page = await t.app.inject({ url: `/messages/${conversation.conversationID}`, headers: { cookie: moderator } });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain("<strong>Quick</strong> question");
        expect(page.body).toContain('data-react="MessageForm"');
        expect((await t.app.inject({ url: "/api/v2/users/me", headers: { cookie: moderator } })).json().countUnreadConversations).toBe(0);
    });

    it("keeps a conversation from everyone else (404, not 403)", async () => {
        const { conversationID } = (await startConversation(member, ["moderator"])).json();
        expect((await t.app.inject({ url: `/api/v2/conversations/${conversationID}`, headers: { cookie: admin } })).statusCode).toBe(404);
        expect((await t.app.inject({ url: `/api/v2/messages?conversationID=${conversationID}`, headers: { cookie: admin } })).statusCode).toBe(404);
        const intrude = await t.app.inject({ method: "POST", url: "/api/v2/messages", headers: { ...json, cookie: admin }, payload: { conversationID, body: "hi" } });
        expect(intrude.statusCode).toBe(404);
        expect((await t.app.inject({ url: `/messages/${conversationID}`, headers: { cookie: admin } })).statusCode).toBe(404);
        expect((await t.app.inject({ url: "/api/v2/conversations" })).statusCode).toBe(403);
    });

    it("adds replies in order and counts them unread for the others", async () => {
        const { conversationID } = (await startConversation(member, ["moderator", "admin"])).json();
        const reply = await t.app.inject({ method: "POST", url: "/api/v2/messages", headers: { ...json, cookie: moderator }, payload: { conversationID, body: "Answer" } });
        expect(reply.statusCode).toBe(201);
        expect(reply.json()).toMatchObject({ conversationID, body: "<p>Answer</p>", insertUser: { name: "moderator" }, url: `/messages/${conversationID}#Message_${reply.json().messageID}` });
        const messages = (await t.app.inject({ url: `/api/v2/messages?conversationID=${conversationID}`, headers: { cookie: admin } })).json();
        expect(messages.map((message: { body: string }) => message.body)).toEqual(["<p>Hello there</p>", "<p>Answer</p>"]);
        const forMember = (await t.app.inject({ url: `/api/v2/conversations/${conversationID}`, headers: { cookie: member } })).json();
        expect(forMember).toMatchObject({ countMessages: 2, countUnread: 1 });
    });

    it("refuses bad input with field errors", async () => {
        const alone = await t.app.inject({ method: "POST", url: "/api/v2/conversations", headers: { ...json, cookie: member }, payload: { participantUserIDs: [await idOf("member")], initialBody: "me" } });
        expect(alone.statusCode).toBe(400);
        expect(alone.json().errors[0].field).toBe("participantUserIDs");
        const ghost = await t.app.inject({ method: "POST", url: "/api/v2/conversations", headers: { ...json, cookie: member }, payload: { participantUserIDs: [999999], initialBody: "boo" } });
        expect(ghost.json().errors[0].message).toContain("999999");
        const empty = await startConversation(member, ["moderator"], "   ");
        expect(empty.json().errors[0].field).toBe("initialBody");
        const participantUserIDs = [await idOf("moderator")];
        const unreadable = await t.app.inject({ method: "POST", url: "/api/v2/conversations", headers: { ...json, cookie: member }, payload: { participantUserIDs, initialBody: "[{", initialFormat: "rich2" } });
        expect(unreadable.statusCode).toBe(400);
        expect(unreadable.json().errors[0]).toMatchObject({ field: "initialBody", code: "invalid" });
        const emptyRich = await t.app.inject({ method: "POST", url: "/api/v2/conversations", headers: { ...json, cookie: member }, payload: { participantUserIDs, initialBody: '[{"type":"p","children":[{"text":" "}]}]', initialFormat: "rich2" } });
        expect(emptyRich.json().errors[0]).toMatchObject({ field: "initialBody", code: "minLength" });
        const noHeader = await t.app.inject({ method: "POST", url: "/api/v2/conversations", headers: { "content-type": "application/json", cookie: member }, payload: { participantUserIDs: [1], initialBody: "x" } });
        expect(noHeader.statusCode).toBe(403);
    });

    it("needs conversations.add to start one", async () => {
        await t.db.updateTable("roles").set({ permissions: JSON.stringify({ "discussions.view": true, "session.valid": true }) }).where("type", "=", "member").execute();
        expect((await startConversation(member, ["moderator"])).statusCode).toBe(403);
        expect((await t.app.inject({ url: "/messages/add/moderator", headers: { cookie: member } })).statusCode).toBe(403);
    });

    it("opens the compose page with the recipient and shared content, and sends guests to sign in", async () => {
        const page = await t.app.inject({ url: "/messages/add/moderator?content=Look%20at%20this", headers: { cookie: member } });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('data-react="ComposeConversation"');
        expect(page.body).toContain("&quot;recipients&quot;:[&quot;moderator&quot;]");
        expect(page.body).toContain("Look at this");
        expect((await t.app.inject({ url: "/messages/add/nobody-here", headers: { cookie: member } })).statusCode).toBe(404);
        const guest = await t.app.inject({ url: "/messages/add/moderator" });
        expect(guest.statusCode).toBe(302);
        expect(guest.headers.location).toBe("/entry/signin?target=%2Fmessages%2Fadd%2Fmoderator");
    });
});

describe("the conversation page's header", () => {
    it("names the other participants as one line of text, joined in the reader's language", async () => {
        const { conversationID } = (await startConversation(member, ["moderator", "admin"])).json();
        const page = await t.app.inject({ url: `/messages/${conversationID}`, headers: { cookie: member } });
        // (React separates adjacent text nodes with empty comments.)
        const header = /<p class="([^"]*)">With (.*?)<\/p>/.exec(page.body.replaceAll("<!-- -->", ""));
        expect(header).not.toBeNull();
        // Not the flex row of the meta lines: its gap put space around every name and comma.
        expect(header![1]).not.toBe(conversationClasses.meta);
        const names = header![2]!.replace(/<[^>]+>/g, "");
        expect(names).toMatch(/^(member|moderator|admin)(, (member|moderator|admin))*,? and (member|moderator|admin)$/);
        expect(header![2]).toContain('<a href="/profile/moderator">moderator</a>');
    });
});

describe("/messages", () => {
    const newMessageLink = /<a [^>]*href="\/messages\/add"[^>]*>New Message<\/a>/;

    it("offers New Message (/messages/add) with no conversation yet, and says where else to start one", async () => {
        const page = await t.app.inject({ url: "/messages", headers: { cookie: member } });
        expect(page.statusCode).toBe(200);
        expect(page.body).toMatch(newMessageLink);
        expect(page.body).toContain("You have no messages yet. Write to someone with New Message, or with Message on their profile.");
    });

    it("keeps New Message above the list once there are conversations", async () => {
        await startConversation(member, ["moderator"]);
        const page = await t.app.inject({ url: "/messages", headers: { cookie: member } });
        expect(page.body).toMatch(newMessageLink);
        expect(page.body).not.toContain("You have no messages yet");
    });

    it("offers nothing it would refuse: without conversations.add, no link and no invitation to write", async () => {
        await t.db.updateTable("roles").set({ permissions: JSON.stringify({ "discussions.view": true, "session.valid": true }) }).where("type", "=", "member").execute();
        const page = await t.app.inject({ url: "/messages", headers: { cookie: member } });
        expect(page.body).not.toMatch(newMessageLink);
        expect(page.body).toContain("You have no messages yet.</p>");
    });
});
