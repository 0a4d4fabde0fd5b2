import fetchMock from "jest-fetch-mock";
import { ApiError } from "@library/api/apiErrors";
import { createAppStore } from "@library/redux/store";
import { registerReducer, resetReducerRegistry } from "@library/registry/reducerRegistry";
import { getReactionLogAction, receiveReactionsAction, toggleReactionAction } from "@vanilla/reactions/reactionActions";
import { isReactionLogStale, reactionsReducer, reactionsStateOf, selectReactionLog, selectRecordReactions } from "@vanilla/reactions/reactionsSlice";
import { toggleReaction } from "@vanilla/reactions/reactionThunks";
import type { IReaction } from "@vanilla/reactions/reactionTypes";
import { sentRequest } from "@tests/setup/sentRequest";

const DISCUSSION_ID = 12;

function reaction(tagID: number, urlcode: string, reactionValue: number, count: number, hasReacted = false): IReaction {
    return { tagID, urlcode, name: urlcode, class: "positive", count, hasReacted, reactionValue };
}

/** Like (+1) ×3, Promote (+5) ×1, Disagree (0) ×2; score 8 without the viewer. */
function reactions(active?: string): IReaction[] {
    return [reaction(1, "Like", 1, 3), reaction(2, "Promote", 5, 1), reaction(3, "Disagree", 0, 2)].map((item) =>
        item.urlcode === active ? { ...item, count: item.count + 1, hasReacted: true } : item,
    );
}

function newStore(active?: string, score = active === "Promote" ? 13 : active === "Like" ? 9 : 8) {
    registerReducer("reactions", reactionsReducer);
    const store = createAppStore();
    store.dispatch(receiveReactionsAction({ recordType: "discussion", recordID: DISCUSSION_ID, reactions: reactions(active), score }));
    return store;
}

type Store = ReturnType<typeof newStore>;

function record(store: Store) {
    const state = selectRecordReactions(store.getState(), "discussion", DISCUSSION_ID);
    if (!state) throw new Error("No reactions for the discussion.");
    return {
        score: state.score,
        pending: state.pending,
        counts: Object.fromEntries(state.reactions.map((item) => [item.urlcode, item.count])),
        active: state.reactions.filter((item) => item.hasReacted).map((item) => item.urlcode),
    };
}

function json(body: unknown, status = 200): [string, { status: number; headers: Record<string, string> }] {
    return [JSON.stringify(body), { status, headers: { "content-type": "application/json" } }];
}

/** The server's counts: Vanilla's POST answer has no reactionValue. */
function counts(active?: string) {
    return reactions(active).map(({ reactionValue: _value, ...rest }) => rest);
}

afterEach(() => resetReducerRegistry());

describe("reactions slice: a page's preloaded reactions", () => {
    it("starts a store with every record of the page, each idle, and a toggle then works on any of them", () => {
        registerReducer("reactions", reactionsReducer);
        const store = createAppStore({
            reactions: reactionsStateOf([
                { recordType: "discussion", recordID: DISCUSSION_ID, reactions: reactions("Like"), score: 9 },
                { recordType: "comment", recordID: 40, reactions: reactions(), score: 8 },
                { recordType: "comment", recordID: 41, reactions: [], score: 0 },
            ]),
        });
        expect(record(store)).toEqual({ score: 9, pending: false, counts: { Like: 4, Promote: 1, Disagree: 2 }, active: ["Like"] });
        expect(selectRecordReactions(store.getState(), "comment", 40)).toMatchObject({ score: 8, pending: false });
        expect(selectRecordReactions(store.getState(), "comment", 41)).toEqual({ reactions: [], score: 0, pending: false });
        store.dispatch(toggleReactionAction.started({ recordType: "comment", recordID: 40, urlcode: "Promote" }));
        expect(selectRecordReactions(store.getState(), "comment", 40)).toMatchObject({ score: 13, pending: true });
    });
});

describe("reactions slice: optimistic toggle, refresh, revert (content §4)", () => {
    it("adds on started, then refreshes counts and hasReacted from the answer", () => {
        const store = newStore();
        const params = { recordType: "discussion" as const, recordID: DISCUSSION_ID, urlcode: "Like" };
        store.dispatch(toggleReactionAction.started(params));
        expect(record(store)).toEqual({ score: 9, pending: true, counts: { Like: 4, Promote: 1, Disagree: 2 }, active: ["Like"] });
        // The server knows one more Like from someone else meanwhile.
        const fresh = counts("Like").map((item) => (item.urlcode === "Like" ? { ...item, count: 5 } : item));
        store.dispatch(toggleReactionAction.done({ params, result: { reactions: fresh } }));
        expect(record(store)).toEqual({ score: 9, pending: false, counts: { Like: 5, Promote: 1, Disagree: 2 }, active: ["Like"] });
    });

    it.each([
        ["add", undefined, "Like", false, { score: 9, counts: { Like: 4, Promote: 1, Disagree: 2 }, active: ["Like"] }],
        ["switch", "Promote", "Like", false, { score: 9, counts: { Like: 4, Promote: 1, Disagree: 2 }, active: ["Like"] }],
        ["remove", "Like", "Like", false, { score: 8, counts: { Like: 3, Promote: 1, Disagree: 2 }, active: [] }],
        ["delete-only", "Promote", "Like", true, { score: 8, counts: { Like: 3, Promote: 1, Disagree: 2 }, active: [] }],
    ])("%s: applied on started and reversed exactly on failure", (_case, active, urlcode, deleteOnly, optimistic) => {
        const store = newStore(active);
        const before = record(store);
        const params = { recordType: "discussion" as const, recordID: DISCUSSION_ID, urlcode, deleteOnly };
        store.dispatch(toggleReactionAction.started(params));
        expect(record(store)).toEqual({ ...optimistic, pending: true });
        store.dispatch(toggleReactionAction.failed({ params, error: { message: "Nope", status: 500, errors: {} } }));
        expect(record(store)).toEqual(before);
        expect(selectRecordReactions(store.getState(), "discussion", DISCUSSION_ID)?.previous).toBeUndefined();
    });

    it("ignores toggles for a record it does not hold", () => {
        const store = newStore();
        const before = store.getState();
        store.dispatch(toggleReactionAction.started({ recordType: "discussion", recordID: 999, urlcode: "Like" }));
        expect(store.getState()).toEqual(before);
    });
});

describe("toggleReaction thunk: the requests (content §7)", () => {
    it("reacts with POST /api/v2/discussions/{id}/reactions {reactionType} and takes the answer's counts", async () => {
        const store = newStore();
        fetchMock.mockResponseOnce(JSON.stringify(counts("Like")), { status: 200, headers: { "content-type": "application/json" } });
        await store.dispatch(toggleReaction({ recordType: "discussion", recordID: DISCUSSION_ID, urlcode: "Like" }));
        expect(fetchMock.mock.calls).toHaveLength(1);
        const request = sentRequest(0);
        expect(request.method).toBe("POST");
        expect(new URL(request.url, "http://localhost").pathname).toBe(`/api/v2/discussions/${DISCUSSION_ID}/reactions`);
        expect(request.headers.get("X-Requested-With")).toBe("vanilla");
        expect(await request.json()).toEqual({ reactionType: "Like" });
        expect(record(store)).toEqual({ score: 9, pending: false, counts: { Like: 4, Promote: 1, Disagree: 2 }, active: ["Like"] });
    });

    it("switches with one POST of the new urlcode (the server replaces the old reaction)", async () => {
        const store = newStore("Promote");
        fetchMock.mockResponseOnce(JSON.stringify(counts("Disagree")), { status: 200, headers: { "content-type": "application/json" } });
        await store.dispatch(toggleReaction({ recordType: "discussion", recordID: DISCUSSION_ID, urlcode: "Disagree" }));
        const request = sentRequest(0);
        expect(request.method).toBe("POST");
        expect(await request.json()).toEqual({ reactionType: "Disagree" });
        expect(record(store)).toEqual({ score: 8, pending: false, counts: { Like: 3, Promote: 1, Disagree: 3 }, active: ["Disagree"] });
    });

    it.each([
        ["choosing the active reaction", "Like", false],
        ["delete-only", "Promote", true],
    ])("removes with DELETE /api/v2/discussions/{id}/reactions when %s, then refreshes from GET /discussions/{id}", async (_case, urlcode, deleteOnly) => {
        const store = newStore("Like");
        fetchMock.mockResponses(["", { status: 204 }], json({ discussionID: DISCUSSION_ID, score: 7, reactions: counts().map((item) => (item.urlcode === "Like" ? { ...item, count: 2 } : item)) }));
        await store.dispatch(toggleReaction({ recordType: "discussion", recordID: DISCUSSION_ID, urlcode, deleteOnly }));
        const [remove, refresh] = fetchMock.mock.calls.map(([request]) => request as Request);
        if (!remove || !refresh) throw new Error("Expected two requests.");
        expect(fetchMock.mock.calls).toHaveLength(2);
        expect(remove.method).toBe("DELETE");
        expect(new URL(remove.url, "http://localhost").pathname).toBe(`/api/v2/discussions/${DISCUSSION_ID}/reactions`);
        expect(remove.headers.get("X-Requested-With")).toBe("vanilla");
        expect(refresh.method).toBe("GET");
        const refreshUrl = new URL(refresh.url, "http://localhost");
        expect(refreshUrl.pathname).toBe(`/api/v2/discussions/${DISCUSSION_ID}`);
        expect([...refreshUrl.searchParams.values()]).toEqual(["reactions"]);
        // Counts and score come from the server's answer.
        expect(record(store)).toEqual({ score: 7, pending: false, counts: { Like: 2, Promote: 1, Disagree: 2 }, active: [] });
    });

    it("reverts and rejects with the server's message when the POST fails", async () => {
        const store = newStore("Promote");
        const before = record(store);
        fetchMock.mockResponseOnce(JSON.stringify({ message: "You don't have permission to use the Like reaction.", status: 403 }), { status: 403, headers: { "content-type": "application/json" } });
        const result = store.dispatch(toggleReaction({ recordType: "discussion", recordID: DISCUSSION_ID, urlcode: "Like" }));
        await expect(result).rejects.toBeInstanceOf(ApiError);
        await expect(result).rejects.toMatchObject({ status: 403, message: "You don't have permission to use the Like reaction." });
        expect(record(store)).toEqual(before);
    });

    it("reverts when the DELETE fails and does not ask for a refresh", async () => {
        const store = newStore("Like");
        const before = record(store);
        fetchMock.mockResponseOnce(JSON.stringify({ message: "Something went wrong.", status: 500 }), { status: 500, headers: { "content-type": "application/json" } });
        await expect(store.dispatch(toggleReaction({ recordType: "discussion", recordID: DISCUSSION_ID, urlcode: "Like" }))).rejects.toMatchObject({ status: 500 });
        expect(fetchMock.mock.calls).toHaveLength(1);
        expect(record(store)).toEqual(before);
    });
});

describe("who reacted: stale after a toggle (content §4)", () => {
    it("keeps a loaded log fresh until the record's reactions change, then drops every log of that record", () => {
        const store = newStore();
        const like = { recordType: "discussion" as const, recordID: DISCUSSION_ID, urlcode: "Like", limit: 8 };
        const other = { ...like, recordID: DISCUSSION_ID + 1 };
        expect(isReactionLogStale(selectReactionLog(store.getState(), like))).toBe(true);
        for (const params of [like, other]) store.dispatch(getReactionLogAction.started(params));
        store.dispatch(getReactionLogAction.done({ params: like, result: { entries: [], total: 3 } }));
        store.dispatch(getReactionLogAction.done({ params: other, result: { entries: [], total: 1 } }));
        expect(isReactionLogStale(selectReactionLog(store.getState(), { ...like, urlcode: "like" }))).toBe(false);

        const toggle = { recordType: "discussion" as const, recordID: DISCUSSION_ID, urlcode: "Like" };
        store.dispatch(toggleReactionAction.started(toggle));
        store.dispatch(toggleReactionAction.done({ params: toggle, result: {} }));
        expect(isReactionLogStale(selectReactionLog(store.getState(), like))).toBe(true);
        expect(selectReactionLog(store.getState(), other)?.total).toBe(1);
    });

    it("drops the answer of a load that was under way when the viewer's own toggle landed (it may not count the toggle)", () => {
        const store = newStore();
        const like = { recordType: "discussion" as const, recordID: DISCUSSION_ID, urlcode: "Like", limit: 8 };
        const toggle = { recordType: "discussion" as const, recordID: DISCUSSION_ID, urlcode: "Like" };
        store.dispatch(toggleReactionAction.started(toggle));
        store.dispatch(getReactionLogAction.started(like));
        store.dispatch(toggleReactionAction.done({ params: toggle, result: {} }));
        store.dispatch(getReactionLogAction.done({ params: like, result: { entries: [], total: 0 } }));
        expect(selectReactionLog(store.getState(), like)).toBeUndefined();
    });
});
