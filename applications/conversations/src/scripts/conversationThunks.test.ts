/** The private-message thunks: the requests of the API contract and the actions they record. */
import fetchMock from "jest-fetch-mock";
import type { Dispatch, UnknownAction } from "@reduxjs/toolkit";
import type { AppThunk } from "@library/redux/asyncThunk";
import { postConversationAction, postMessageAction } from "@conversations/conversationActions";
import { postConversation, postMessage } from "@conversations/conversationThunks";

function json(body: unknown, status = 200): [string, { status: number; headers: Record<string, string> }] {
    return [JSON.stringify(body), { status, headers: { "content-type": "application/json" } }];
}

function request(index: number): Request {
    return fetchMock.mock.calls[index]![0] as Request;
}

/** Runs a thunk against a recording dispatch: the actions it dispatched, and its outcome. */
async function run<R>(thunk: AppThunk<R>) {
    const actions: UnknownAction[] = [];
    const record = ((action: UnknownAction) => (actions.push(action), action)) as Dispatch;
    const outcome = await thunk(record, () => ({})).then(
        (result) => ({ result }),
        (error: unknown) => ({ error }),
    );
    return { actions, outcome };
}

describe("postMessage", () => {
    it("sends POST /messages with the Markdown body; done carries the message", async () => {
        fetchMock.mockResponseOnce(...json({ messageID: 3, conversationID: 5, url: "/messages/5#Message_3" }, 201));
        const { actions, outcome } = await run(postMessage({ conversationID: 5, body: "Hi" }));
        expect(request(0).method).toBe("POST");
        expect(request(0).url).toMatch(/\/api\/v2\/messages$/);
        expect(await request(0).json()).toEqual({ conversationID: 5, body: "Hi", format: "markdown" });
        expect(actions.map((action) => action.type)).toEqual([postMessageAction.started.type, postMessageAction.done.type]);
        expect(outcome).toEqual({ result: { messageID: 3, conversationID: 5, url: "/messages/5#Message_3" } });
    });

    it("records the server's refusal in failed and rejects with it", async () => {
        fetchMock.mockResponseOnce(...json({ message: "You are not in this conversation.", status: 403 }, 403));
        const { actions, outcome } = await run(postMessage({ conversationID: 5, body: "Hi" }));
        expect(actions.map((action) => action.type)).toEqual([postMessageAction.started.type, postMessageAction.failed.type]);
        expect(actions[1]!.payload).toMatchObject({ params: { conversationID: 5, body: "Hi" }, error: { message: "You are not in this conversation.", status: 403 } });
        expect(outcome).toMatchObject({ error: { status: 403 } });
    });
});

describe("postConversation", () => {
    it("finds each recipient by exact name, then sends POST /conversations with their IDs", async () => {
        fetchMock.mockResponseOnce(...json([{ userID: 9, name: "moderators_fan" }, { userID: 2, name: "Moderator" }]));
        fetchMock.mockResponseOnce(...json([{ userID: 4, name: "alice" }]));
        fetchMock.mockResponseOnce(...json({ conversationID: 6, url: "/messages/6" }, 201));
        const { actions, outcome } = await run(postConversation({ recipients: ["moderator", "alice"], body: "Hello" }));
        expect(new URL(request(0).url, "http://localhost").searchParams.get("name")).toBe("moderator");
        expect(new URL(request(0).url, "http://localhost").searchParams.get("limit")).toBe("5");
        expect(new URL(request(1).url, "http://localhost").searchParams.get("name")).toBe("alice");
        expect(request(2).url).toMatch(/\/api\/v2\/conversations$/);
        expect(await request(2).json()).toEqual({ participantUserIDs: [2, 4], initialBody: "Hello", initialFormat: "markdown" });
        expect(actions.map((action) => action.type)).toEqual([postConversationAction.started.type, postConversationAction.done.type]);
        expect(outcome).toEqual({ result: { conversationID: 6, url: "/messages/6" } });
    });

    it("fails with a 400 naming a recipient nobody has, and creates nothing", async () => {
        fetchMock.mockResponseOnce(...json([]));
        const { actions, outcome } = await run(postConversation({ recipients: ["ghost"], body: "Anyone?" }));
        expect(fetchMock.mock.calls).toHaveLength(1);
        expect(actions[1]).toMatchObject({ type: postConversationAction.failed.type, payload: { error: { message: "Nobody is called ghost.", status: 400 } } });
        expect(outcome).toMatchObject({ error: { message: "Nobody is called ghost." } });
    });
});
