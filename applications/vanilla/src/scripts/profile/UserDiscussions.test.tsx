/**
 * A member's discussions on their profile: "Load more" asks the discussions slice for the next
 * page of GET /discussions?insertUserID=…, shows it below, and on failure keeps the list and the button.
 */
import fetchMock from "jest-fetch-mock";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { resetReducerRegistry } from "@library/registry/reducerRegistry";
import { discussionsReducer } from "@vanilla/discussions/discussionsSlice";
import type { IDiscussion } from "@vanilla/discussions/discussionTypes";
import { UserDiscussions } from "@vanilla/profile/UserDiscussions";
import { renderWithPage } from "@tests/setup/pageFixtures";
import { sentRequest } from "@tests/setup/sentRequest";

function discussion(discussionID: number): IDiscussion {
    return { discussionID, name: `Discussion ${discussionID}`, url: `/discussion/${discussionID}`, dateInserted: "2024-03-01T00:00:00Z", category: { categoryID: 1, name: "General", url: "/categories/general" } } as IDiscussion;
}

function page(ids: number[], current: number, total: number) {
    return [
        JSON.stringify(ids.map(discussion)),
        { headers: { "content-type": "application/json", "x-app-page-result-count": String(total), "x-app-page-current": String(current), "x-app-page-limit": "10" } },
    ] as const;
}

function setup() {
    renderWithPage(<UserDiscussions userID={4} discussions={[discussion(1), discussion(2)]} hasMorePages={true} />, { reducers: { discussions: discussionsReducer } });
}

const names = () => screen.getAllByRole("link").map((link) => link.textContent);

afterEach(() => resetReducerRegistry());

describe("UserDiscussions", () => {
    it("loads the next page of the member's discussions, newest first, and shows it below", async () => {
        setup();
        fetchMock.mockResponseOnce(...page([3], 2, 21));
        fireEvent.click(screen.getByRole("button", { name: "Load more" }));
        await waitFor(() => expect(names()).toEqual(["Discussion 1", "Discussion 2", "Discussion 3"]));
        const url = new URL(sentRequest(0).url, "http://localhost");
        expect(url.pathname).toBe("/api/v2/discussions");
        expect(url.searchParams.get("insertUserID")).toBe("4");
        expect(url.searchParams.get("page")).toBe("2");
        expect(url.searchParams.get("limit")).toBe("10");
        expect(url.searchParams.get("sort")).toBe("-dateInserted");
        // Page 2 of 3: the button stays for the last page, which then removes it.
        fetchMock.mockResponseOnce(...page([4], 3, 21));
        fireEvent.click(screen.getByRole("button", { name: "Load more" }));
        await waitFor(() => expect(names()).toEqual(["Discussion 1", "Discussion 2", "Discussion 3", "Discussion 4"]));
        expect(new URL(sentRequest(1).url, "http://localhost").searchParams.get("page")).toBe("3");
        expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
    });

    it("on failure keeps the list, says why and lets the person try the same page again", async () => {
        setup();
        fetchMock.mockResponseOnce(JSON.stringify({ message: "The server is resting.", status: 503 }), { status: 503, headers: { "content-type": "application/json" } });
        fireEvent.click(screen.getByRole("button", { name: "Load more" }));
        expect((await screen.findByRole("alert")).textContent).toBe("The server is resting.");
        expect(names()).toEqual(["Discussion 1", "Discussion 2"]);
        fetchMock.mockResponseOnce(...page([3], 2, 12));
        fireEvent.click(screen.getByRole("button", { name: "Load more" }));
        await waitFor(() => expect(names()).toEqual(["Discussion 1", "Discussion 2", "Discussion 3"]));
        expect(new URL(sentRequest(1).url, "http://localhost").searchParams.get("page")).toBe("2");
        expect(screen.queryByRole("alert")).toBeNull();
        expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
    });
});
