import fetchMock from "jest-fetch-mock";
import { ApiError } from "@library/api/apiErrors";
import { LoadStatus } from "@library/redux/asyncThunk";
import { createAppStore } from "@library/redux/store";
import { registerReducer, resetReducerRegistry } from "@library/registry/reducerRegistry";
import { fetchDiscussionList } from "@vanilla/discussions/discussionThunks";
import { stableKey as listKey } from "@library/utility/stableKey";
import { discussionListParamsFromLocation } from "@vanilla/discussions/discussionListQuery";
import { discussionsReducer, selectDiscussionList, selectDiscussions } from "@vanilla/discussions/discussionsSlice";
import type { IDiscussion } from "@vanilla/discussions/discussionTypes";
import { sentRequest } from "@tests/setup/sentRequest";
import { testDiscussion } from "@tests/setup/discussionFixtures";

function makeDiscussion(discussionID: number, name = `Discussion ${discussionID}`): IDiscussion {
    return testDiscussion(discussionID, { name });
}

function mockList(discussions: IDiscussion[], headers: Record<string, string> = {}) {
    fetchMock.mockResponseOnce(JSON.stringify(discussions), { status: 200, headers: { "content-type": "application/json", ...headers } });
}

function mockError(status: number, message: string) {
    fetchMock.mockResponseOnce(JSON.stringify({ message, status }), { status, headers: { "content-type": "application/json" } });
}

const page2 = discussionListParamsFromLocation("/discussions/p2", "?sort=-score");
const key = listKey(page2);

function newStore() {
    registerReducer("discussions", discussionsReducer);
    return createAppStore();
}

afterEach(() => resetReducerRegistry());

describe("fetchDiscussionList + discussionsSlice", () => {
    it("calls GET /api/v2/discussions with the list's query", async () => {
        const store = newStore();
        mockList([]);
        await store.dispatch(fetchDiscussionList(page2));
        const request = sentRequest(0);
        const url = new URL(request.url, "http://localhost");
        expect(request.method).toBe("GET");
        expect(url.pathname).toBe("/api/v2/discussions");
        expect(Object.fromEntries(url.searchParams)).toEqual({
            page: "2",
            limit: "30",
            sort: "-score",
            pinOrder: "first",
            "expand[0]": "insertUser",
            "expand[1]": "lastUser",
            "expand[2]": "category",
        });
    });

    it("goes loading, then success with the discussions and the paging from the headers", async () => {
        const store = newStore();
        mockList([makeDiscussion(31, "Thirty-one"), makeDiscussion(32, "Thirty-two")], {
            "x-app-page-result-count": "95",
            "x-app-page-current": "2",
            "x-app-page-limit": "30",
            "x-app-page-next-url": "/api/v2/discussions?page=3&limit=30",
        });

        const done = store.dispatch(fetchDiscussionList(page2));
        expect(selectDiscussionList(store.getState(), key)).toEqual({ status: LoadStatus.LOADING, discussionIDs: [], paging: undefined });

        const result = await done;
        expect(result.discussions.map((d) => d.name)).toEqual(["Thirty-one", "Thirty-two"]);
        const list = selectDiscussionList(store.getState(), key);
        expect(list?.status).toBe(LoadStatus.SUCCESS);
        expect(list?.discussionIDs).toEqual([31, 32]);
        expect(list?.paging).toMatchObject({ total: 95, currentPage: 2, limit: 30, hasMorePages: true, nextURL: "/api/v2/discussions?page=3&limit=30" });
        expect(selectDiscussions(store.getState(), [32, 31]).map((d) => d.name)).toEqual(["Thirty-two", "Thirty-one"]);
    });

    it("keeps the previous IDs and paging while reloading and after a failure, and records the error message", async () => {
        const store = newStore();
        mockList([makeDiscussion(1), makeDiscussion(2)], { "x-app-page-result-count": "2" });
        await store.dispatch(fetchDiscussionList(page2));

        mockError(500, "The database is unavailable.");
        const reload = store.dispatch(fetchDiscussionList(page2));
        expect(selectDiscussionList(store.getState(), key)).toMatchObject({ status: LoadStatus.LOADING, discussionIDs: [1, 2] });

        await expect(reload).rejects.toBeInstanceOf(ApiError);
        const list = selectDiscussionList(store.getState(), key);
        expect(list).toEqual({
            status: LoadStatus.ERROR,
            discussionIDs: [1, 2],
            paging: expect.objectContaining({ total: 2 }),
            error: { message: "The database is unavailable.", status: 500 },
        });
        expect(selectDiscussions(store.getState(), list?.discussionIDs ?? []).map((d) => d.name)).toEqual(["Discussion 1", "Discussion 2"]);
    });

    it("records the contact-failure message when the network fails on a first load", async () => {
        const store = newStore();
        fetchMock.mockRejectOnce(new TypeError("Failed to fetch"));
        await expect(store.dispatch(fetchDiscussionList(page2))).rejects.toMatchObject({
            message: "Something went wrong while contacting the server.",
        });
        expect(selectDiscussionList(store.getState(), key)).toMatchObject({
            status: LoadStatus.ERROR,
            discussionIDs: [],
            error: { message: "Something went wrong while contacting the server.", status: 0 },
        });
    });

    it("keeps lists of different queries apart", async () => {
        const store = newStore();
        const page1 = discussionListParamsFromLocation("/discussions", "");
        mockList([makeDiscussion(1)]);
        mockList([makeDiscussion(31)]);
        await store.dispatch(fetchDiscussionList(page1));
        await store.dispatch(fetchDiscussionList(page2));
        expect(selectDiscussionList(store.getState(), listKey(page1))?.discussionIDs).toEqual([1]);
        expect(selectDiscussionList(store.getState(), key)?.discussionIDs).toEqual([31]);
        expect(selectDiscussionList(store.getState(), listKey({ ...page1, page: 3 }))).toBeUndefined();
    });

    it("updates a discussion that appears in a newer list", async () => {
        const store = newStore();
        mockList([makeDiscussion(5, "Old title")]);
        await store.dispatch(fetchDiscussionList(page2));
        mockList([makeDiscussion(5, "New title")]);
        await store.dispatch(fetchDiscussionList({ ...page2, page: 1 }));
        expect(selectDiscussions(store.getState(), [5])[0]!.name).toBe("New title");
    });
});
