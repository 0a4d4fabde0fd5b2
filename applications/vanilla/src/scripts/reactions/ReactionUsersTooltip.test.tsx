import fetchMock from "jest-fetch-mock";
import { act, fireEvent, screen } from "@testing-library/react";
import { resetReducerRegistry } from "@library/registry/reducerRegistry";
import { liveReactionCountsAction } from "@vanilla/reactions/reactionActions";
import { likeBy, renderNineLikes } from "@vanilla/reactions/reactionBarFixture";
import { sentRequest } from "@tests/setup/sentRequest";

const MEMBER = ["comments.add", "reactions.positive.add", "reactions.negative.add"];

const NAMES = ["ada", "bo", "cy", "di", "ed", "flo", "gus", "hal"];

function mockLog(total: number) {
    fetchMock.mockResponseOnce(JSON.stringify(NAMES.slice(0, Math.min(8, total)).map((name, index) => likeBy(index + 1, name))), {
        headers: { "content-type": "application/json", "x-app-page-result-count": String(total), "x-app-page-current": "1", "x-app-page-limit": "8" },
    });
}

const like = () => screen.getByRole("button", { name: "Like, 9" });

afterEach(() => {
    resetReducerRegistry();
    jest.useRealTimers();
});

describe("who reacted (tooltip)", () => {
    it("loads on hover, once, and lists 5 names then stacked avatars with '+N'", async () => {
        jest.useFakeTimers();
        renderNineLikes([...MEMBER, "reactions.view"]);
        expect(fetchMock.mock.calls).toHaveLength(0); // nothing loads until someone asks

        mockLog(9);
        await act(async () => {
            fireEvent.mouseEnter(like());
        });
        await act(async () => {
            jest.advanceTimersByTime(100); // shell §4: the pointer rests 100 ms before the tooltip shows
        });
        const tooltip = await screen.findByRole("tooltip");
        expect(tooltip.hidden).toBe(false);
        expect(await screen.findByText("ada, bo, cy, di, ed")).toBeTruthy();
        expect(screen.getByText("+4").getAttribute("aria-label")).toBe("and 4 more");
        expect(screen.getAllByRole("img").map((avatar) => avatar.getAttribute("aria-label"))).toEqual(["flo", "gus", "hal"]);
        expect(like().getAttribute("aria-describedby")).toBe(tooltip.id);

        const request = new URL(sentRequest(0).url, "http://localhost");
        expect(request.pathname).toBe("/api/v2/discussions/12/reactions");
        expect(request.searchParams.get("type")).toBe("Like");

        // Fresh: hovering or focusing again does not ask the server again.
        fireEvent.mouseLeave(like());
        fireEvent.focus(like());
        await act(async () => undefined);
        expect(fetchMock.mock.calls).toHaveLength(1);
    });

    it("loads when the pointer enters the tooltip's anchor beside the button, so the tooltip never waits on a load nobody asked for", async () => {
        renderNineLikes([...MEMBER, "reactions.view"]);
        mockLog(2);
        const anchor = like().parentElement!;
        expect(anchor.getAttribute("role")).toBe("presentation");
        await act(async () => {
            fireEvent.mouseEnter(anchor);
        });
        expect(await screen.findByText("ada, bo")).toBeTruthy();
        expect(fetchMock.mock.calls).toHaveLength(1);
    });

    it("shows no '+N' when five or fewer reacted, and loads on keyboard focus", async () => {
        renderNineLikes([...MEMBER, "reactions.view"]);
        mockLog(2);
        await act(async () => {
            fireEvent.focus(like());
        });
        expect(await screen.findByText("ada, bo")).toBeTruthy();
        expect(screen.queryByText(/^\+\d/)).toBeNull();
    });

    it("loads again when a live count drops the list while it loads, so the tooltip never stays on 'Loading'", async () => {
        const store = renderNineLikes([...MEMBER, "reactions.view"]);
        let answerFirst: (body: string) => void = () => undefined;
        fetchMock.mockResponseOnce(() => new Promise<string>((resolve) => (answerFirst = resolve)));
        await act(async () => {
            fireEvent.focus(like());
        });
        expect(fetchMock.mock.calls).toHaveLength(1);
        expect(screen.getByRole("tooltip").textContent).toBe("Loading");

        // Someone else likes it meanwhile: the list being loaded may predate that, so it is dropped...
        mockLog(10);
        await act(async () => {
            store.dispatch(liveReactionCountsAction({ recordType: "discussion", recordID: 12, counts: [{ tagID: 1, count: 10 }], score: 10 }));
        });
        // ...and asked for again while the tooltip shows; the first answer, arriving late, is not kept.
        await act(async () => answerFirst(JSON.stringify([likeBy(1, "ada")])));
        expect(fetchMock.mock.calls).toHaveLength(2);
        expect(await screen.findByText("ada, bo, cy, di, ed")).toBeTruthy();
        expect(screen.getByText("+5")).toBeTruthy();
    });

    it("is not offered without reactions.view, and a reaction nobody chose is not on the bar to hover", async () => {
        renderNineLikes(MEMBER);
        // The compact bar (issue 12): reactions nobody gave are only in the React menu.
        expect(screen.queryByRole("button", { name: "Disagree, 0" })).toBeNull();
        await act(async () => {
            fireEvent.mouseEnter(like());
            fireEvent.focus(like());
        });
        expect(screen.queryByRole("tooltip", { hidden: true })).toBeNull();
        expect(fetchMock.mock.calls).toHaveLength(0);
    });
});
