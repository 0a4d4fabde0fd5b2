import fetchMock from "jest-fetch-mock";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { GUEST_USER, type IPageMeta } from "@library/boot/pageMeta";
import { resetReducerRegistry } from "@library/registry/reducerRegistry";
import { selectToasts, TOASTS_KEY, toastsReducer } from "@library/toasts/toastsSlice";
import { receiveReactionsAction } from "@vanilla/reactions/reactionActions";
import { ReactionBar } from "@vanilla/reactions/ReactionBar";
import { reactionsReducer, selectRecordReactions } from "@vanilla/reactions/reactionsSlice";
import type { IReaction } from "@vanilla/reactions/reactionTypes";
import { createTestStore, globalPermissions, renderWithPage, testMeta, testUser } from "@tests/setup/pageFixtures";
import { sentRequest } from "@tests/setup/sentRequest";

const MEMBER_PERMISSIONS = ["comments.add", "reactions.positive.add", "reactions.negative.add", "reactions.flag.add"];

function metaFor(userID: number, names: string[]): IPageMeta {
    return testMeta({
        entry: "discussion",
        mode: "island",
        title: "A discussion - Hearth",
        url: "/discussion/12/a-discussion",
        currentUser: userID ? testUser(userID) : GUEST_USER,
        permissions: globalPermissions(names),
        tick: { type: "discussion_view" },
    });
}

const REACTIONS: IReaction[] = [
    { tagID: 1, urlcode: "Like", name: "Like", class: "positive", count: 3, hasReacted: false, reactionValue: 1 },
    { tagID: 2, urlcode: "Disagree", name: "Disagree", class: "negative", count: 1, hasReacted: true, reactionValue: 0 },
    { tagID: 3, urlcode: "Promote", name: "Promote", class: "positive", count: 0, hasReacted: false, reactionValue: 5 },
    { tagID: 4, urlcode: "Spam", name: "Spam", class: "flag", count: 2, hasReacted: false, reactionValue: -1 },
];

function setup(meta: IPageMeta, closed = false) {
    const store = createTestStore({ reducers: { reactions: reactionsReducer, [TOASTS_KEY]: toastsReducer } });
    store.dispatch(receiveReactionsAction({ recordType: "discussion", recordID: 12, reactions: REACTIONS, score: 1 }));
    renderWithPage(<ReactionBar recordType="discussion" recordID={12} categoryID={1} closed={closed} />, { store, meta });
    return store;
}

const names = () => screen.getAllByRole("button").map((button) => button.getAttribute("aria-label"));

afterEach(() => resetReducerRegistry());

describe("ReactionBar", () => {
    it("offers a member one toggle per usable reaction: no flag class, no Promote without curation.manage", () => {
        setup(metaFor(3, MEMBER_PERMISSIONS));
        expect(names()).toEqual(["Like, 3", "Disagree, 1"]);
        expect(screen.getByRole("button", { name: "Like, 3" }).getAttribute("aria-pressed")).toBe("false");
        expect(screen.getByRole("button", { name: "Disagree, 1" }).getAttribute("aria-pressed")).toBe("true");
        expect(screen.getByRole("button", { name: "Like, 3" }).hasAttribute("disabled")).toBe(false);
        expect(screen.queryByRole("link")).toBeNull();
    });

    it("adds Promote for curation.manage", () => {
        setup(metaFor(2, [...MEMBER_PERMISSIONS, "curation.manage"]));
        expect(names()).toEqual(["Like, 3", "Disagree, 1", "Promote, 0"]);
    });

    it("shows guests the everyday reactions disabled, with a sign-in link back to the page", () => {
        setup(metaFor(0, ["discussions.view"]));
        expect(names()).toEqual(["Like, 3", "Disagree, 1"]);
        for (const button of screen.getAllByRole("button")) expect(button.hasAttribute("disabled")).toBe(true);
        expect(screen.getByRole("link", { name: "Sign in to react." }).getAttribute("href")).toBe("/entry/signin?target=%2Fdiscussion%2F12%2Fa-discussion");
    });

    it("disables the bar on a closed discussion without discussions.close, and enables it with it", () => {
        setup(metaFor(3, MEMBER_PERMISSIONS), true);
        for (const button of screen.getAllByRole("button")) expect(button.hasAttribute("disabled")).toBe(true);
        expect(screen.getByText("This discussion is closed.")).toBeTruthy();
    });

    it("enables the bar on a closed discussion for discussions.close", () => {
        setup(metaFor(2, [...MEMBER_PERMISSIONS, "discussions.close"]), true);
        expect(screen.getByRole("button", { name: "Like, 3" }).hasAttribute("disabled")).toBe(false);
    });

    it("switches on click: Like pressed at 4, Disagree released at 0, then the server's counts", async () => {
        setup(metaFor(3, MEMBER_PERMISSIONS));
        let resolve: (body: string) => void = () => undefined;
        fetchMock.mockResponseOnce(() => new Promise((done) => (resolve = (body) => done({ status: 200, body, headers: { "content-type": "application/json" } }))));
        fireEvent.click(screen.getByRole("button", { name: "Like, 3" }));
        // Optimistic, while the request is out: pressed, counted, and the bar waits.
        const like = await screen.findByRole("button", { name: "Like, 4" });
        expect(like.getAttribute("aria-pressed")).toBe("true");
        expect(like.hasAttribute("disabled")).toBe(true);
        expect(screen.getByRole("button", { name: "Disagree, 0" }).getAttribute("aria-pressed")).toBe("false");
        const fresh = REACTIONS.map((item) => ({ ...item, count: item.urlcode === "Like" ? 7 : item.urlcode === "Disagree" ? 0 : item.count, hasReacted: item.urlcode === "Like" }));
        await act(async () => resolve(JSON.stringify(fresh)));
        const refreshed = await screen.findByRole("button", { name: "Like, 7" });
        expect(refreshed.hasAttribute("disabled")).toBe(false);
        expect(sentRequest(0).method).toBe("POST");
    });

    it("reverts on failure and shows the message in a dismissible toast", async () => {
        const store = setup(metaFor(3, MEMBER_PERMISSIONS));
        fetchMock.mockResponseOnce(JSON.stringify({ message: "This discussion is closed.", status: 403 }), { status: 403, headers: { "content-type": "application/json" } });
        fireEvent.click(screen.getByRole("button", { name: "Like, 3" }));
        await waitFor(() => expect(selectToasts(store.getState())).toHaveLength(1));
        expect(names()).toEqual(["Like, 3", "Disagree, 1"]);
        expect(screen.getByRole("button", { name: "Disagree, 1" }).getAttribute("aria-pressed")).toBe("true");
        expect(selectRecordReactions(store.getState(), "discussion", 12)?.score).toBe(1);
        expect(selectToasts(store.getState())[0]).toMatchObject({ body: "Your reaction could not be saved. This discussion is closed.", dismissible: true, visibility: true });
    });
});

describe("ReactionBar on a comment", () => {
    function setupComment() {
        const store = createTestStore({ reducers: { reactions: reactionsReducer, [TOASTS_KEY]: toastsReducer } });
        store.dispatch(receiveReactionsAction({ recordType: "comment", recordID: 40, reactions: REACTIONS, score: 0 }));
        renderWithPage(<ReactionBar recordType="comment" recordID={40} categoryID={1} closed={false} />, { store, meta: metaFor(3, MEMBER_PERMISSIONS) });
        return store;
    }

    it("reacts with POST /comments/{id}/reactions", async () => {
        setupComment();
        fetchMock.mockResponseOnce(JSON.stringify(REACTIONS.map((item) => ({ ...item, count: item.urlcode === "Like" ? 4 : item.urlcode === "Disagree" ? 0 : item.count, hasReacted: item.urlcode === "Like" }))));
        fireEvent.click(screen.getByRole("button", { name: "Like, 3" }));
        await screen.findByRole("button", { name: "Like, 4" });
        const request = sentRequest(0);
        expect([request.method, request.url.split("?")[0]]).toEqual(["POST", "/api/v2/comments/40/reactions"]);
        expect(await request.json()).toEqual({ reactionType: "Like" });
    });

    it("removes the viewer's own reaction with DELETE /comments/{id}/reactions/{userID}, then refreshes from GET /comments/{id}", async () => {
        const store = setupComment();
        fetchMock.mockResponseOnce("", { status: 204 });
        fetchMock.mockResponseOnce(JSON.stringify({ commentID: 40, score: -1, reactions: REACTIONS.map((item) => ({ ...item, count: item.urlcode === "Disagree" ? 0 : item.count, hasReacted: false })) }));
        fireEvent.click(screen.getByRole("button", { name: "Disagree, 1" }));
        await waitFor(() => expect(fetchMock.mock.calls).toHaveLength(2));
        const [removal, refresh] = fetchMock.mock.calls.map((call) => call[0] as Request);
        if (!removal || !refresh) throw new Error("Expected two requests.");
        expect([removal.method, removal.url.split("?")[0]]).toEqual(["DELETE", "/api/v2/comments/40/reactions/3"]);
        expect([refresh.method, refresh.url.split("?")[0]]).toEqual(["GET", "/api/v2/comments/40"]);
        await waitFor(() => expect(selectRecordReactions(store.getState(), "comment", 40)?.score).toBe(-1));
        expect(screen.getByRole("button", { name: "Disagree, 0" }).getAttribute("aria-pressed")).toBe("false");
    });
});
