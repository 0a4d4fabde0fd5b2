import fetchMock from "jest-fetch-mock";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { GUEST_USER, type IPageMeta } from "@library/boot/pageMeta";
import { resetReducerRegistry } from "@library/registry/reducerRegistry";
import { TOASTS_KEY, toastsReducer } from "@library/toasts/toastsSlice";
import { getDiscussionListAction } from "@vanilla/discussions/discussionActions";
import { discussionListParamsFromLocation } from "@vanilla/discussions/discussionListQuery";
import DiscussionListPage from "@vanilla/discussions/DiscussionListPage";
import { discussionsReducer } from "@vanilla/discussions/discussionsSlice";
import type { IDiscussion } from "@vanilla/discussions/discussionTypes";
import { renderWithPage, testMeta, testUser } from "@tests/setup/pageFixtures";
import { testDiscussion } from "@tests/setup/discussionFixtures";
import { sentRequest } from "@tests/setup/sentRequest";

function metaFor(userID: number): IPageMeta {
    return testMeta({ currentUser: userID ? testUser(userID) : GUEST_USER });
}

function discussion(discussionID: number, name: string, overrides: Partial<IDiscussion> = {}): IDiscussion {
    return testDiscussion(discussionID, { name, url: `/discussion/${discussionID}/x`, countComments: 0, countViews: 0, dismissed: false, ...overrides });
}

const announcement = discussion(5, "House rules", { pinned: true, announce: true, pinLocation: "recent" });

function renderList(userID: number) {
    const params = discussionListParamsFromLocation("/discussions", "");
    renderWithPage(<DiscussionListPage location={{ pathname: "/discussions", search: "" }} />, {
        meta: metaFor(userID),
        reducers: { discussions: discussionsReducer, [TOASTS_KEY]: toastsReducer },
        preloadedState: {
            discussions: discussionsReducer(
                undefined,
                getDiscussionListAction.done({ params, result: { discussions: [announcement, discussion(6, "Plain")], paging: { total: 2, hasMorePages: false } } }),
            ),
        },
    });
}

function mockJson(status: number, body: unknown) {
    fetchMock.mockResponseOnce(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

const row = (name: string) => screen.getByRole("link", { name }).closest("li") as HTMLElement;

afterEach(() => {
    resetReducerRegistry();
    jest.useRealTimers();
});

describe("Dismissing an announcement from the list", () => {
    it("is offered on announcements only, and only to signed-in viewers", () => {
        renderList(0);
        expect(screen.queryByRole("button", { name: "Dismiss" })).toBeNull();
    });

    it("sends PUT /dismiss, shows the success toast for 3 s, and flips back with 'Dismissal cancelled.'", async () => {
        jest.useFakeTimers();
        renderList(9);
        expect(within(row("Plain")).queryByRole("button", { name: "Dismiss" })).toBeNull();
        const toggle = within(row("House rules")).getByRole("button", { name: "Dismiss" });
        expect(toggle.getAttribute("aria-pressed")).toBe("false");

        mockJson(200, { dismissed: true });
        mockJson(200, { ...announcement, dismissed: true });
        fireEvent.click(toggle);
        expect(await screen.findByText("Success. Announcement has been dismissed.")).toBeTruthy();
        const dismissed = within(row("House rules")).getByRole("button", { name: "Dismissed" });
        expect(dismissed.getAttribute("aria-pressed")).toBe("true");
        const put = sentRequest(0);
        expect([put.method, new URL(put.url, "http://localhost").pathname]).toEqual(["PUT", "/api/v2/discussions/5/dismiss"]);
        expect(JSON.parse(await put.text())).toEqual({ dismissed: true });

        // Shell §4: a success toast hides by itself after 3000 ms and is gone 2000 ms later.
        await act(async () => {
            jest.advanceTimersByTime(3000);
        });
        await act(async () => {
            jest.advanceTimersByTime(2000);
        });
        expect(screen.queryByText("Success. Announcement has been dismissed.")).toBeNull();

        mockJson(200, { dismissed: false });
        mockJson(200, { ...announcement, dismissed: false });
        fireEvent.click(dismissed);
        expect(await screen.findByText("Success. Dismissal cancelled.")).toBeTruthy();
        expect(within(row("House rules")).getByRole("button", { name: "Dismiss" }).getAttribute("aria-pressed")).toBe("false");
        expect(fetchMock.mock.calls).toHaveLength(4);
    });

    it("keeps the announcement as it was and shows the server's message when the call fails", async () => {
        renderList(9);
        mockJson(403, { message: "You don't have permission to do that.", status: 403 });
        fireEvent.click(within(row("House rules")).getByRole("button", { name: "Dismiss" }));
        expect(await screen.findByText("You don't have permission to do that.")).toBeTruthy();
        await waitFor(() => expect(within(row("House rules")).getByRole("button", { name: "Dismiss" }).getAttribute("aria-pressed")).toBe("false"));
        expect(screen.queryByText("Success. Announcement has been dismissed.")).toBeNull();
        expect(fetchMock.mock.calls).toHaveLength(1);
    });
});
