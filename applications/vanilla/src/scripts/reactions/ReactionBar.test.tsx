import fetchMock from "jest-fetch-mock";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { GUEST_USER, type IPageMeta } from "@library/boot/pageMeta";
import { resetReducerRegistry } from "@library/registry/reducerRegistry";
import { selectToasts, TOASTS_KEY, toastsReducer } from "@library/toasts/toastsSlice";
import { receiveReactionsAction } from "@vanilla/reactions/reactionActions";
import { ReactionBar } from "@vanilla/reactions/ReactionBar";
import { reactionsReducer, selectRecordReactions } from "@vanilla/reactions/reactionsSlice";
import type { IReaction } from "@vanilla/reactions/reactionTypes";
import { createTestStore, globalPermissions, renderWithPage, discussionViewMeta, testUser } from "@tests/setup/pageFixtures";
import { sentRequest } from "@tests/setup/sentRequest";

const MEMBER_PERMISSIONS = ["comments.add", "reactions.positive.add", "reactions.negative.add", "reactions.flag.add"];

function metaFor(userID: number, names: string[]): IPageMeta {
    return discussionViewMeta({
        currentUser: userID ? testUser(userID) : GUEST_USER,
        permissions: globalPermissions(names),
    });
}

const REACTIONS: IReaction[] = [
    { tagID: 1, urlcode: "Like", name: "Like", class: "positive", count: 3, hasReacted: false, reactionValue: 1 },
    { tagID: 2, urlcode: "Disagree", name: "Disagree", class: "negative", count: 1, hasReacted: true, reactionValue: 0 },
    { tagID: 3, urlcode: "Promote", name: "Promote", class: "positive", count: 0, hasReacted: false, reactionValue: 5 },
    { tagID: 4, urlcode: "Spam", name: "Spam", class: "flag", count: 2, hasReacted: false, reactionValue: -1 },
];

function setup(meta: IPageMeta, closed = false, reactions = REACTIONS) {
    const store = createTestStore({ reducers: { reactions: reactionsReducer, [TOASTS_KEY]: toastsReducer } });
    store.dispatch(receiveReactionsAction({ recordType: "discussion", recordID: 12, reactions, score: 1 }));
    renderWithPage(<ReactionBar recordType="discussion" recordID={12} categoryID={1} closed={closed} />, { store, meta });
    return store;
}

/** Every button's accessible name: the toggles' "Name, count" labels, then React. */
const names = () => screen.getAllByRole("button").map((button) => button.getAttribute("aria-label") ?? button.textContent);

afterEach(() => resetReducerRegistry());

describe("ReactionBar", () => {
    it("shows a member only the reactions someone gave (no flag class), then one React button", () => {
        setup(metaFor(3, MEMBER_PERMISSIONS));
        expect(names()).toEqual(["Like, 3", "Disagree, 1", "React"]);
        expect(screen.getByRole("button", { name: "Like, 3" }).getAttribute("aria-pressed")).toBe("false");
        expect(screen.getByRole("button", { name: "Disagree, 1" }).getAttribute("aria-pressed")).toBe("true");
        expect(screen.getByRole("button", { name: "Like, 3" }).hasAttribute("disabled")).toBe(false);
        expect(screen.getByRole("button", { name: "React" }).getAttribute("aria-expanded")).toBe("false");
        expect(screen.queryByRole("link")).toBeNull();
        // The full set is not in the page until asked for.
        expect(screen.queryByRole("menu")).toBeNull();
    });

    it("opens the full set from React: the first item focused, arrows wrap, Home/End, Escape gives the focus back to React", async () => {
        setup(metaFor(3, MEMBER_PERMISSIONS));
        const react = screen.getByRole("button", { name: "React" });
        react.focus();
        fireEvent.click(react);
        const menu = await screen.findByRole("menu", { name: "Reactions" });
        const items = screen.getAllByRole("menuitemcheckbox");
        // Only what this member may use: no Promote without curation.manage, no flags.
        expect(items.map((item) => item.textContent)).toEqual(["Like3", "Disagree1"]);
        expect(items.map((item) => item.getAttribute("aria-checked"))).toEqual(["false", "true"]);
        expect(react.getAttribute("aria-expanded")).toBe("true");
        expect(react.getAttribute("aria-controls")).toBe(menu.id);
        await waitFor(() => expect(document.activeElement).toBe(items[0]));
        fireEvent.keyDown(document.activeElement!, { key: "ArrowDown" });
        expect(document.activeElement).toBe(items[1]);
        fireEvent.keyDown(document.activeElement!, { key: "ArrowRight" });
        expect(document.activeElement).toBe(items[0]);
        fireEvent.keyDown(document.activeElement!, { key: "ArrowUp" });
        expect(document.activeElement).toBe(items[1]);
        fireEvent.keyDown(document.activeElement!, { key: "Home" });
        expect(document.activeElement).toBe(items[0]);
        fireEvent.keyDown(document.activeElement!, { key: "End" });
        expect(document.activeElement).toBe(items[1]);
        fireEvent.keyDown(document.activeElement!, { key: "Escape" });
        expect(screen.queryByRole("menu")).toBeNull();
        expect(document.activeElement).toBe(react);
        expect(react.getAttribute("aria-expanded")).toBe("false");
        expect(fetchMock.mock.calls).toHaveLength(0);
    });

    it("opens with ArrowDown on React, and a press outside closes it without taking the focus", async () => {
        setup(metaFor(3, MEMBER_PERMISSIONS));
        const react = screen.getByRole("button", { name: "React" });
        react.focus();
        fireEvent.keyDown(react, { key: "ArrowDown" });
        await screen.findByRole("menu");
        fireEvent.mouseDown(document.body);
        expect(screen.queryByRole("menu")).toBeNull();
    });

    it("reacts from the full set: the menu closes, the focus is back on React, and the new reaction joins the bar", async () => {
        setup(metaFor(3, [...MEMBER_PERMISSIONS, "curation.manage"]));
        fetchMock.mockResponseOnce(JSON.stringify(REACTIONS.map((item) => (item.urlcode === "Promote" ? { ...item, count: 1, hasReacted: true } : { ...item, hasReacted: false, count: item.urlcode === "Disagree" ? 0 : item.count }))));
        const react = screen.getByRole("button", { name: "React" });
        react.focus();
        fireEvent.click(react);
        await screen.findByRole("menu");
        fireEvent.click(screen.getByRole("menuitemcheckbox", { name: "Promote" }));
        expect(screen.queryByRole("menu")).toBeNull();
        expect(document.activeElement).toBe(react);
        await screen.findByRole("button", { name: "Promote, 1" });
        expect(await sentRequest(0).json()).toEqual({ reactionType: "Promote" });
        // Disagree fell to 0 but stays where it was (this bar toggled it off): nothing moves under the pointer.
        expect(names()).toEqual(["Like, 3", "Disagree, 0", "Promote, 1", "React"]);
        expect(document.activeElement).toBe(react);
    });

    it("shows guests the counts disabled, and React leads to sign-in and back", () => {
        setup(metaFor(0, ["discussions.view"]));
        expect(names()).toEqual(["Like, 3", "Disagree, 1"]);
        for (const button of screen.getAllByRole("button")) expect(button.hasAttribute("disabled")).toBe(true);
        const link = screen.getByRole("link", { name: "Sign in to react" });
        expect(link.textContent).toBe("React");
        expect(link.getAttribute("href")).toBe("/entry/signin?target=%2Fdiscussion%2F12%2Fa-discussion");
    });

    it("disables the bar on a closed discussion without discussions.close, and enables it with it", () => {
        setup(metaFor(3, MEMBER_PERMISSIONS), true);
        for (const button of screen.getAllByRole("button")) expect(button.hasAttribute("disabled")).toBe(true);
        expect(screen.queryByRole("button", { name: "React" })).toBeNull();
        expect(screen.getByText("This discussion is closed.")).toBeTruthy();
    });

    it("enables the bar on a closed discussion for discussions.close", () => {
        setup(metaFor(2, [...MEMBER_PERMISSIONS, "discussions.close"]), true);
        expect(screen.getByRole("button", { name: "Like, 3" }).hasAttribute("disabled")).toBe(false);
        expect(screen.getByRole("button", { name: "React" })).toBeTruthy();
    });

    it("switches on click: Like pressed at 4, Disagree released at 0, then the server's counts", async () => {
        setup(metaFor(3, MEMBER_PERMISSIONS));
        let resolve: (body: string) => void = () => undefined;
        fetchMock.mockResponseOnce(() => new Promise((done) => (resolve = (body) => done({ status: 200, body, headers: { "content-type": "application/json" } }))));
        act(() => screen.getByRole("button", { name: "Like, 3" }).focus());
        fireEvent.click(screen.getByRole("button", { name: "Like, 3" }));
        // Optimistic, while the request is out: pressed, counted, and the bar waits, the focus still on the toggle.
        const like = await screen.findByRole("button", { name: "Like, 4" });
        expect(like.getAttribute("aria-pressed")).toBe("true");
        expect(like.getAttribute("aria-disabled")).toBe("true");
        expect(like.hasAttribute("disabled")).toBe(false);
        expect(document.activeElement).toBe(like);
        // A second press while waiting sends nothing.
        fireEvent.click(like);
        expect(screen.getByRole("button", { name: "Disagree, 0" }).getAttribute("aria-pressed")).toBe("false");
        const fresh = REACTIONS.map((item) => ({ ...item, count: item.urlcode === "Like" ? 7 : item.urlcode === "Disagree" ? 0 : item.count, hasReacted: item.urlcode === "Like" }));
        await act(async () => resolve(JSON.stringify(fresh)));
        const refreshed = await screen.findByRole("button", { name: "Like, 7" });
        expect(refreshed.hasAttribute("aria-disabled")).toBe(false);
        expect(document.activeElement).toBe(refreshed);
        expect(sentRequest(0).method).toBe("POST");
        expect(fetchMock.mock.calls).toHaveLength(1);
    });

    it("reverts on failure and shows the message in a dismissible toast", async () => {
        const store = setup(metaFor(3, MEMBER_PERMISSIONS));
        fetchMock.mockResponseOnce(JSON.stringify({ message: "This discussion is closed.", status: 403 }), { status: 403, headers: { "content-type": "application/json" } });
        fireEvent.click(screen.getByRole("button", { name: "Like, 3" }));
        await waitFor(() => expect(selectToasts(store.getState())).toHaveLength(1));
        expect(names()).toEqual(["Like, 3", "Disagree, 1", "React"]);
        expect(screen.getByRole("button", { name: "Disagree, 1" }).getAttribute("aria-pressed")).toBe("true");
        expect(selectRecordReactions(store.getState(), "discussion", 12)?.score).toBe(1);
        expect(selectToasts(store.getState())[0]).toMatchObject({ body: "Your reaction could not be saved. This discussion is closed.", dismissible: true, visibility: true });
    });

    // A failed request never leaves the UI lying: after a failure the bar is exactly as it was,
    // with no chip left at 0 that the toggle had pinned.
    const serverError = () => fetchMock.mockResponseOnce(JSON.stringify({ message: "Something went wrong.", status: 500 }), { status: 500, headers: { "content-type": "application/json" } });

    async function chooseFromFullSet(name: string) {
        fireEvent.click(screen.getByRole("button", { name: "React" }));
        await screen.findByRole("menu");
        fireEvent.click(screen.getByRole("menuitemcheckbox", { name }));
    }

    it("leaves no chip at 0 behind when adding a reaction the bar did not show fails", async () => {
        // Nobody liked it yet and the viewer has no reaction: Like is only in the full set.
        const before = REACTIONS.map((item) => ({ ...item, count: item.urlcode === "Like" ? 0 : item.count, hasReacted: false }));
        const store = setup(metaFor(3, MEMBER_PERMISSIONS), false, before);
        expect(names()).toEqual(["Disagree, 1", "React"]);
        serverError();
        await chooseFromFullSet("Like");
        await waitFor(() => expect(selectToasts(store.getState())).toHaveLength(1));
        expect(sentRequest(0).method).toBe("POST");
        expect(names()).toEqual(["Disagree, 1", "React"]);
        expect(selectRecordReactions(store.getState(), "discussion", 12)).toEqual({ reactions: before, score: 1, pending: false });
        expect(selectToasts(store.getState())[0]).toMatchObject({ body: "Your reaction could not be saved. Something went wrong." });
    });

    it("leaves the old reaction pressed and no new chip when switching to one the bar did not show fails", async () => {
        const store = setup(metaFor(3, [...MEMBER_PERMISSIONS, "curation.manage"]));
        serverError();
        await chooseFromFullSet("Promote");
        await waitFor(() => expect(selectToasts(store.getState())).toHaveLength(1));
        expect(names()).toEqual(["Like, 3", "Disagree, 1", "React"]);
        expect(screen.getByRole("button", { name: "Disagree, 1" }).getAttribute("aria-pressed")).toBe("true");
        expect(selectRecordReactions(store.getState(), "discussion", 12)).toEqual({ reactions: REACTIONS, score: 1, pending: false });
    });

    it("puts the chip, its count and the viewer's press back when removing the viewer's reaction fails", async () => {
        const store = setup(metaFor(3, MEMBER_PERMISSIONS));
        serverError();
        fireEvent.click(screen.getByRole("button", { name: "Disagree, 1" }));
        await waitFor(() => expect(selectToasts(store.getState())).toHaveLength(1));
        expect(sentRequest(0).method).toBe("DELETE");
        expect(fetchMock.mock.calls).toHaveLength(1);
        expect(names()).toEqual(["Like, 3", "Disagree, 1", "React"]);
        expect(screen.getByRole("button", { name: "Disagree, 1" }).getAttribute("aria-pressed")).toBe("true");
        expect(selectRecordReactions(store.getState(), "discussion", 12)).toEqual({ reactions: REACTIONS, score: 1, pending: false });
    });

    it("keeps what an earlier toggle pinned when a later one fails: only the failed toggle's chip goes", async () => {
        const store = setup(metaFor(3, [...MEMBER_PERMISSIONS, "curation.manage"]));
        // The viewer takes Disagree back: it stays on the bar at 0.
        fetchMock.mockResponseOnce("", { status: 204 });
        fetchMock.mockResponseOnce(JSON.stringify({ discussionID: 12, score: 1, reactions: REACTIONS.map((item) => ({ ...item, count: item.urlcode === "Disagree" ? 0 : item.count, hasReacted: false })) }));
        fireEvent.click(screen.getByRole("button", { name: "Disagree, 1" }));
        await waitFor(() => expect(selectRecordReactions(store.getState(), "discussion", 12)?.pending).toBe(false));
        expect(names()).toEqual(["Like, 3", "Disagree, 0", "React"]);
        serverError();
        await chooseFromFullSet("Promote");
        await waitFor(() => expect(selectToasts(store.getState())).toHaveLength(1));
        expect(names()).toEqual(["Like, 3", "Disagree, 0", "React"]);
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
