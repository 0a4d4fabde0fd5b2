/** The Who's Online panel refreshes every minute and says when a refresh fails. */
import fetchMock from "jest-fetch-mock";
import { act, screen } from "@testing-library/react";
import { renderWithPage } from "@tests/setup/pageFixtures";
import { ONLINE_REFRESH_MS } from "./onlineTypes";
import WhosOnline from "./WhosOnline";
import { sentRequest } from "@tests/setup/sentRequest";

const JSON_HEADERS = { "content-type": "application/json" };
const alice = { userID: 7, name: "alice", photoUrl: "", dateLastActive: null };
const bob = { userID: 8, name: "bob", photoUrl: "", dateLastActive: null };

beforeEach(() => {
    jest.useFakeTimers();
    renderWithPage(<WhosOnline users={[alice]} windowMinutes={15} />);
});
afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
});

/** One refresh period, then the turns the API client's import and the mocked answer need. */
async function nextRefresh() {
    await act(async () => {
        await jest.advanceTimersByTimeAsync(ONLINE_REFRESH_MS);
        for (let turn = 0; turn < 10; turn++) await jest.advanceTimersByTimeAsync(0);
    });
}

const names = () => screen.queryAllByRole("link").map((link) => link.textContent);

describe("WhosOnline", () => {
    it("shows the server's list, then asks GET /online once a minute and shows the new list", async () => {
        expect(names()).toEqual(["alice"]);
        fetchMock.mockResponseOnce(JSON.stringify([alice, bob]), { headers: JSON_HEADERS });
        await nextRefresh();
        expect(names()).toEqual(["alice", "bob"]);
        expect(screen.getByRole("heading").textContent).toBe("Who's Online (2)");
        expect(new URL(sentRequest(0).url, "http://localhost").pathname).toBe("/api/v2/online");
        // The next minute asks again.
        fetchMock.mockResponseOnce(JSON.stringify([bob]), { headers: JSON_HEADERS });
        await nextRefresh();
        expect(names()).toEqual(["bob"]);
        expect(fetchMock).toHaveBeenCalledTimes(2);
    });

    it("keeps the last list when a refresh fails, says it may be out of date, and recovers", async () => {
        const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
        fetchMock.mockResponseOnce(JSON.stringify({ message: "The server is resting.", status: 503 }), { status: 503, headers: JSON_HEADERS });
        await nextRefresh();
        expect(names()).toEqual(["alice"]);
        expect(screen.getByText("This list could not be refreshed and may be out of date.")).toBeTruthy();
        expect(warn.mock.calls.map(([message]) => message)).toEqual(["[hearth] Could not refresh who is online."]);
        fetchMock.mockResponseOnce(JSON.stringify([bob]), { headers: JSON_HEADERS });
        await nextRefresh();
        expect(names()).toEqual(["bob"]);
        expect(screen.queryByText("This list could not be refreshed and may be out of date.")).toBeNull();
    });
});
