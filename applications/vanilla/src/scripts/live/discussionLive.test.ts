/**
 * The discussion page's live feature: where a new comment goes (appended for a reader at the end,
 * a "new comments" bar otherwise), edits and deletions in place, reaction counts in the store.
 */
import fetchMock from "jest-fetch-mock";
import { act, waitFor } from "@testing-library/react";
import { GUEST_USER } from "@library/boot/pageMeta";
import type { ILiveEvent, ILivePageFeature } from "@library/live/liveTypes";
import { receiveReactionsAction } from "@vanilla/reactions/reactionActions";
import { reactionsReducer, selectRecordReactions, type IReactionsState } from "@vanilla/reactions/reactionsSlice";
import { reactionsPreloadCodec } from "@vanilla/reactions/reactionsPreload";
import { startLivePage } from "@vanilla/live/discussionLive";
import { Pager } from "@library/navigation/Pager";
import { registerComponent } from "@library/registry/componentRegistry";
import { createTestStore, testMeta } from "@tests/setup/pageFixtures";
import type { AppStore } from "@library/redux/store";

const comment = (id: number, text: string) => `<li id="Comment_${id}"><div class="body">${text}</div></li>`;

/** The server's page holding comments (what /discussion/comment/{id} answers). */
function serverPage(comments: string, reactions: Record<string, unknown> = {}): string {
    // Packed as the server sends it (reactionsPreload.ts).
    const preload = JSON.stringify({ meta: {}, state: { reactions: reactionsPreloadCodec.pack({ byRecord: reactions as IReactionsState["byRecord"], logs: {} }) } });
    return `<!doctype html><html><head></head><body><ol>${comments}</ol><script type="application/json" id="hearth-preload">${preload}</script></body></html>`;
}

let store: AppStore;
let live: ILivePageFeature;
let event = 0;
const send = (type: string, data: Record<string, unknown>) => live.handle({ eventID: ++event, type, channel: "discussion:12", ...data } as ILiveEvent);

function readerIsAbove(element: Element): void {
    element.getBoundingClientRect = () => ({ top: 4000, bottom: 4200, left: 0, right: 0, width: 0, height: 200, x: 0, y: 4000, toJSON: () => ({}) });
}

beforeAll(() => {
    // jsdom does not lay out or scroll.
    Element.prototype.scrollIntoView = jest.fn();
});

beforeEach(() => {
    window.history.replaceState(null, "", "/discussion/12/a-discussion");
    document.body.innerHTML = `<main><ol>${comment(1, "First")}${comment(2, "Second")}</ol></main>`;
    store = createTestStore({ reducers: { reactions: reactionsReducer } });
    live = startLivePage({ store, meta: testMeta({ currentUser: GUEST_USER }), wrap: (content) => content })!;
});

afterEach(() => {
    document.body.innerHTML = "";
});

it("follows the discussion of the page's address, and nothing elsewhere", () => {
    expect(live.query).toEqual({ discussionID: 12 });
    window.history.replaceState(null, "", "/discussions");
    expect(startLivePage({ store, meta: testMeta(), wrap: (content) => content })).toBeNull();
});

it("appends a new comment for a reader at the end of the last page, with its reactions", async () => {
    fetchMock.mockResponseOnce(serverPage(comment(1, "First") + comment(2, "Second") + comment(3, "Third, live"), { "comment:3": { reactions: [{ tagID: 1, urlcode: "Like", name: "Like", class: "positive", count: 2, hasReacted: false }], score: 2, pending: false } }));
    send("commentAdded", { commentID: 3 });
    await waitFor(() => expect(document.getElementById("Comment_3")?.textContent).toBe("Third, live"));
    expect(fetchMock.mock.calls[0]![0]).toBe("/discussion/comment/3");
    expect([...document.querySelectorAll("li")].map((li) => li.id)).toEqual(["Comment_1", "Comment_2", "Comment_3"]);
    expect(selectRecordReactions(store.getState(), "comment", 3)?.reactions[0]?.count).toBe(2);
    expect(document.querySelector("[data-live-new-comments]")).toBeNull();
});

it("shows a 'new comments' bar to a reader in the middle of the page, and brings them in on click", async () => {
    readerIsAbove(document.getElementById("Comment_2")!);
    send("commentAdded", { commentID: 3 });
    send("commentAdded", { commentID: 4 });
    const button = document.querySelector<HTMLButtonElement>("[role=status] button")!;
    expect(button.textContent).toBe("2 new comments");
    expect(fetchMock.mock.calls).toHaveLength(0);

    fetchMock.mockResponseOnce(serverPage(comment(2, "Second") + comment(3, "Third") + comment(4, "Fourth")));
    button.click();
    await waitFor(() => expect(document.getElementById("Comment_4")).not.toBeNull());
    expect(fetchMock.mock.calls).toHaveLength(1);
    expect(document.activeElement).toBe(document.getElementById("Comment_3"));
    expect(document.querySelector("[role=status]")?.textContent).toBe("");
});

it("opens the page holding them when new comments belong to a later page", () => {
    document.body.insertAdjacentHTML("beforeend", '<nav><a rel="next" href="/discussion/12/a-discussion/p2">Next</a></nav>');
    send("commentAdded", { commentID: 9 });
    expect(document.querySelector("[role=status] button")?.textContent).toBe("1 new comment");
    expect(fetchMock.mock.calls).toHaveLength(0);
});

it("replaces an edited or deleted comment in place, unless the reader is working in it, and removes a removed one", async () => {
    fetchMock.mockResponseOnce(serverPage(comment(1, "First, edited")));
    send("commentUpdated", { commentID: 1 });
    await waitFor(() => expect(document.getElementById("Comment_1")?.textContent).toBe("First, edited"));

    document.getElementById("Comment_2")!.insertAdjacentHTML("beforeend", '<textarea data-editing="true"></textarea>');
    send("commentUpdated", { commentID: 2 });
    send("commentRemoved", { commentID: 1 });
    await waitFor(() => expect(document.getElementById("Comment_1")).toBeNull());
    expect(fetchMock.mock.calls).toHaveLength(1);
    expect(document.getElementById("Comment_2")?.querySelector(".body")?.textContent).toBe("Second");
});

it("takes live reaction counts and keeps the viewer's own choice", () => {
    store.dispatch(
        receiveReactionsAction({
            recordType: "comment",
            recordID: 2,
            score: 1,
            reactions: [
                { tagID: 1, urlcode: "Like", name: "Like", class: "positive", count: 1, hasReacted: true },
                { tagID: 2, urlcode: "Disagree", name: "Disagree", class: "negative", count: 1, hasReacted: false },
            ],
        }),
    );
    send("reactions", { recordType: "comment", recordID: 2, score: 3, counts: [{ tagID: 1, count: 3 }] });
    const record = selectRecordReactions(store.getState(), "comment", 2)!;
    expect(record.reactions.map((reaction) => [reaction.urlcode, reaction.count, reaction.hasReacted])).toEqual([
        ["Like", 3, true],
        ["Disagree", 0, false],
    ]);
    expect(record.score).toBe(3);
});

describe("the comments heading and the pager follow the thread", () => {
    const heading = () => document.querySelector("[data-comments-count]")!;
    const pagerProps = () => JSON.parse(document.querySelector('[data-react="Pager"]')!.getAttribute("data-props")!) as { total: number; resultsOnPage: number; hasMorePages: boolean };

    /** The pager is rendered again (a React root) after each change: inside act, as the browser would finish it. */
    const sendNow = (type: string, data: Record<string, unknown>) => act(async () => send(type, data));

    beforeAll(() => registerComponent("Pager", Pager));

    beforeEach(() => {
        document.querySelector("main")!.insertAdjacentHTML("afterbegin", '<h2 data-comments-count="32">32 comments</h2>');
        // Page 2 of a discussion with 32 comments (30 a page): comments 31 and 32 are these two.
        const props = { page: 2, limit: 30, total: 32, hasMorePages: false, resultsOnPage: 2, firstPageUrl: "/discussion/12/a-discussion", pageUrlTemplate: "/discussion/12/a-discussion/p{page}" };
        document.querySelector("main")!.insertAdjacentHTML("beforeend", `<div data-react="Pager" data-props='${JSON.stringify(props)}'><nav><span>31 - 32 of 32</span></nav></div>`);
    });

    it("counts a comment that arrives, once, whether it is shown or waits behind the bar, and one that is removed", async () => {
        readerIsAbove(document.getElementById("Comment_2")!);
        await sendNow("commentAdded", { commentID: 3 });
        expect(heading().textContent).toBe("33 comments");
        // The same event again (a replay after a reconnect) changes nothing.
        await sendNow("commentAdded", { commentID: 3 });
        expect(heading().textContent).toBe("33 comments");
        expect(pagerProps()).toMatchObject({ total: 33, resultsOnPage: 2 });

        await sendNow("commentRemoved", { commentID: 1 });
        await sendNow("commentRemoved", { commentID: 1 });
        expect(heading().textContent).toBe("32 comments");
        expect(heading().getAttribute("data-comments-count")).toBe("32");
        expect(pagerProps()).toMatchObject({ total: 32, resultsOnPage: 1 });
        await waitFor(() => expect(document.querySelector('[data-react="Pager"]')?.textContent).toContain("31 - 31 of 32"));
    });

    it("shows the new range in the pager when a comment is added to this page", async () => {
        fetchMock.mockResponseOnce(serverPage(comment(1, "First") + comment(2, "Second") + comment(3, "Third, live")));
        send("commentAdded", { commentID: 3 });
        await waitFor(() => expect(document.getElementById("Comment_3")).not.toBeNull());
        expect(heading().textContent).toBe("33 comments");
        expect(pagerProps()).toMatchObject({ total: 33, resultsOnPage: 3, hasMorePages: false });
        await waitFor(() => expect(document.querySelector('[data-react="Pager"]')?.textContent).toContain("31 - 33 of 33"));
        expect(document.querySelectorAll('[data-react="Pager"]')).toHaveLength(1);
    });

    it("says 1 comment, in the singular", async () => {
        heading().setAttribute("data-comments-count", "0");
        readerIsAbove(document.getElementById("Comment_2")!);
        await sendNow("commentAdded", { commentID: 3 });
        expect(heading().textContent).toBe("1 comment");
    });
});
