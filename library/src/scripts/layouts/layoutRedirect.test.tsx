/**
 * Content §2 and §9: a layout with redirectTo sends the browser there after 5 s, showing
 * meanwhile where it goes and a link to go now. Fake timers: the test never waits 5 s.
 */
import { act, screen } from "@testing-library/react";
import { LayoutRedirect } from "@library/layouts/LayoutRedirect";
import { LAYOUT_REDIRECT_DELAY_MS, scheduleLayoutRedirect } from "@library/layouts/layoutRedirect";
import { renderWithPage } from "@tests/setup/pageFixtures";

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("scheduleLayoutRedirect", () => {
    it("navigates after exactly 5 s, and never once cancelled", () => {
        expect(LAYOUT_REDIRECT_DELAY_MS).toBe(5000);
        const navigate = jest.fn();
        scheduleLayoutRedirect("/categories", { navigate });
        jest.advanceTimersByTime(4999);
        expect(navigate).not.toHaveBeenCalled();
        jest.advanceTimersByTime(1);
        expect(navigate).toHaveBeenCalledWith("/categories");

        const later = jest.fn();
        const cancel = scheduleLayoutRedirect("/elsewhere", { navigate: later });
        cancel();
        jest.advanceTimersByTime(10_000);
        expect(later).not.toHaveBeenCalled();
    });

    it("uses the timer it is given", () => {
        const setTimer = jest.fn((run: () => void) => run);
        const navigate = jest.fn();
        scheduleLayoutRedirect("/x", { setTimer, navigate, delayMs: 1234 });
        expect(setTimer).toHaveBeenCalledWith(expect.any(Function), 1234);
        (setTimer.mock.results[0]!.value as () => void)();
        expect(navigate).toHaveBeenCalledWith("/x");
    });
});

describe("LayoutRedirect", () => {
    it("says where the page went, links there at once, and goes after 5 s; leaving the page first cancels it", () => {
        const navigate = jest.fn();
        const timer = { navigate };
        const { unmount } = renderWithPage(<LayoutRedirect to="/categories" timer={timer} />);
        expect(screen.getByRole("heading", { name: "This page has moved" })).toBeTruthy();
        expect(screen.getByRole("status").textContent).toBe("You will be taken to its new address in 5 seconds.");
        expect(screen.getByRole("link", { name: "Go there now" }).getAttribute("href")).toBe("/categories");
        act(() => jest.advanceTimersByTime(5000));
        expect(navigate).toHaveBeenCalledTimes(1);
        expect(navigate).toHaveBeenCalledWith("/categories");

        const never = jest.fn();
        const second = renderWithPage(<LayoutRedirect to="/categories" timer={{ navigate: never }} />);
        unmount();
        second.unmount();
        act(() => jest.advanceTimersByTime(5000));
        expect(never).not.toHaveBeenCalled();
    });

    it("shows and follows no unsafe address", () => {
        const navigate = jest.fn();
        const { container } = renderWithPage(<LayoutRedirect to="javascript:alert(1)" timer={{ navigate }} />);
        expect(container.textContent).toBe("");
        act(() => jest.advanceTimersByTime(5000));
        expect(navigate).not.toHaveBeenCalled();
    });
});
