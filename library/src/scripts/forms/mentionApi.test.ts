/** The @mention look-up endpoint: its request, and what the cache holds after success and failure. */
import fetchMock from "jest-fetch-mock";
import { lookupApi } from "@library/api/lookupApi";
import { mentionApi } from "@library/forms/mentionApi";
import { createAppStore } from "@library/redux/store";
import { sentRequest } from "@tests/setup/sentRequest";

const JSON_HEADERS = { "content-type": "application/json" };
const USERS = [{ userID: 7, name: "alison", photoUrl: "", dateLastActive: null }];

let store: ReturnType<typeof createAppStore>;
beforeEach(() => {
    store = createAppStore();
});
afterEach(() => {
    store.dispatch(lookupApi.util.resetApiState());
});

const lookUp = (prefix: string) => store.dispatch(mentionApi.endpoints.getMentionSuggestions.initiate(prefix, { subscribe: false }));
const cached = (prefix: string) => mentionApi.endpoints.getMentionSuggestions.select(prefix)(store.getState() as Parameters<ReturnType<typeof mentionApi.endpoints.getMentionSuggestions.select>>[0]);

describe("mentionApi.getMentionSuggestions", () => {
    it("asks GET /users/by-names for the prefix, ordered for mentions, 50 at most, and caches the answer", async () => {
        fetchMock.mockResponseOnce(JSON.stringify(USERS), { headers: JSON_HEADERS });
        expect(await lookUp("al").unwrap()).toEqual(USERS);
        const url = new URL(sentRequest(0).url, "http://localhost");
        expect(url.pathname).toBe("/api/v2/users/by-names");
        expect(Object.fromEntries(url.searchParams)).toEqual({ name: "al*", order: "mention", limit: "50" });
        expect(cached("al")).toMatchObject({ status: "fulfilled", data: USERS });
        // The same prefix again is answered from the cache.
        expect(await lookUp("al").unwrap()).toEqual(USERS);
        expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it("keeps the server's error (a plain object with its status) and asks again next time", async () => {
        fetchMock.mockResponseOnce(JSON.stringify({ message: "The server is resting.", status: 503 }), { status: 503, headers: JSON_HEADERS });
        await expect(lookUp("al").unwrap()).rejects.toMatchObject({ message: "The server is resting.", status: 503 });
        expect(cached("al")).toMatchObject({ status: "rejected", error: { message: "The server is resting.", status: 503 } });
        fetchMock.mockResponseOnce(JSON.stringify(USERS), { headers: JSON_HEADERS });
        expect(await lookUp("al").unwrap()).toEqual(USERS);
        expect(fetchMock).toHaveBeenCalledTimes(2);
    });
});
