import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { RelativeDate } from "@library/components/RelativeDate";

const NOW = new Date("2024-06-01T12:00:00Z");

beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(NOW);
});
afterEach(() => jest.useRealTimers());

describe("RelativeDate", () => {
    it("renders the absolute date on the server, with the full date in the title", () => {
        const html = renderToString(<RelativeDate date="2024-06-01T11:58:00Z" />);
        expect(html).toContain("Jun 1, 2024");
        expect(html).toContain('dateTime="2024-06-01T11:58:00.000Z"');
        expect(html).toContain("Saturday, June 1, 2024");
    });

    it("hydrates the server HTML without a mismatch, then shows the relative date", async () => {
        const host = document.createElement("div");
        host.innerHTML = renderToString(<RelativeDate date="2024-06-01T11:58:00Z" />);
        document.body.appendChild(host);
        await act(async () => {
            hydrateRoot(host, <RelativeDate date="2024-06-01T11:58:00Z" />);
        });
        expect(host.textContent).toBe("2 minutes ago");
        // The console guard fails this test if React reported a hydration mismatch.
        host.remove();
    });

    it("says just now within 5 seconds", () => {
        render(<RelativeDate date="2024-06-01T11:59:57Z" />);
        expect(screen.getByText("just now")).toBeTruthy();
    });

    it("refreshes every 30 seconds", () => {
        render(<RelativeDate date="2024-06-01T11:59:58Z" />);
        expect(screen.getByText("just now")).toBeTruthy();
        act(() => jest.advanceTimersByTime(29_999));
        expect(screen.getByText("just now")).toBeTruthy();
        act(() => jest.advanceTimersByTime(1));
        expect(screen.getByText("32 seconds ago")).toBeTruthy();
        act(() => jest.advanceTimersByTime(30_000));
        expect(screen.getByText("1 minute ago")).toBeTruthy();
    });

    it("shows an unparseable date as the 1970 epoch", () => {
        render(<RelativeDate date="not a date" />);
        expect(screen.getByText("54 years ago").getAttribute("dateTime")).toBe("1970-01-01T00:00:00.000Z");
    });
});
