import fetchMock from "jest-fetch-mock";
import { fireEvent, screen, within } from "@testing-library/react";
import { resetReducerRegistry } from "@library/registry/reducerRegistry";
import type { IReactionLogEntry } from "@vanilla/reactions/reactionTypes";
import { likeBy, renderNineLikes } from "@vanilla/reactions/reactionBarFixture";
import { sentRequest } from "@tests/setup/sentRequest";

const MEMBER = ["comments.add", "reactions.positive.add", "reactions.negative.add", "reactions.view"];

function mockEntries(entries: IReactionLogEntry[], status = 200) {
    fetchMock.mockResponseOnce(JSON.stringify(entries), {
        status,
        headers: { "content-type": "application/json", "x-app-page-result-count": String(entries.length), "x-app-page-current": "1", "x-app-page-limit": "100" },
    });
}

afterEach(() => resetReducerRegistry());

describe("reactions log modal", () => {
    it("is offered to moderators (community.moderate) only", () => {
        renderNineLikes(MEMBER);
        expect(screen.queryByRole("button", { name: "Reactions Log" })).toBeNull();
    });

    it("lists every reaction with user, type and date, newest first", async () => {
        renderNineLikes([...MEMBER, "community.moderate"]);
        mockEntries([likeBy(1, "ada"), { ...likeBy(2, "bo"), tagID: 2, reactionType: { tagID: 2, urlcode: "Disagree", name: "Disagree", class: "negative" } }]);
        fireEvent.click(screen.getByRole("button", { name: "Reactions Log" }));
        const dialog = await screen.findByRole("dialog", { name: "Reactions Log" });
        const rows = await within(dialog).findAllByRole("row");
        // The date cell is relative ("2 years ago"): compare the machine-readable date it shows.
        const cells = (row: HTMLElement) => Array.from(row.querySelectorAll("th, td")).map((cell) => cell.querySelector("time")?.getAttribute("datetime") ?? cell.textContent);
        expect(rows.map(cells)).toEqual([
            ["User", "Reaction", "Date"],
            ["ada", "Like", "2024-03-01T10:00:00.000Z"],
            ["bo", "Disagree", "2024-03-01T10:00:00.000Z"],
        ]);
        expect(within(dialog).getByRole("link", { name: "ada" }).getAttribute("href")).toBe("/profile/ada");
        const request = new URL(sentRequest(0).url, "http://localhost");
        expect(request.pathname).toBe("/api/v2/discussions/12/reactions");
        expect(request.searchParams.has("type")).toBe(false);
    });

    it("says 'No Reactions Yet' when nobody reacted", async () => {
        renderNineLikes([...MEMBER, "community.moderate"]);
        mockEntries([]);
        fireEvent.click(screen.getByRole("button", { name: "Reactions Log" }));
        const dialog = await screen.findByRole("dialog", { name: "Reactions Log" });
        expect(await within(dialog).findByText("No Reactions Yet")).toBeTruthy();
        expect(within(dialog).queryByRole("table")).toBeNull();
    });

    it("shows the server's message when the log cannot be read", async () => {
        renderNineLikes([...MEMBER, "community.moderate"]);
        fetchMock.mockResponseOnce(JSON.stringify({ message: "Permission Problem", status: 403 }), { status: 403, headers: { "content-type": "application/json" } });
        fireEvent.click(screen.getByRole("button", { name: "Reactions Log" }));
        const dialog = await screen.findByRole("dialog", { name: "Reactions Log" });
        expect((await within(dialog).findByRole("alert")).textContent).toBe("Permission Problem");
    });
});
