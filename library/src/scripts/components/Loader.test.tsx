import { act, render, screen } from "@testing-library/react";
import { Loader } from "@library/components/Loader";

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("Loader", () => {
    it("appears only after the default 150 ms delay", () => {
        render(<Loader />);
        act(() => jest.advanceTimersByTime(149));
        expect(screen.queryByRole("status")).toBeNull();
        act(() => jest.advanceTimersByTime(1));
        expect(screen.getByRole("status", { name: "Loading" })).toBeTruthy();
    });

    it("takes another delay and label", () => {
        render(<Loader delayMs={500} label="Loading comments" />);
        act(() => jest.advanceTimersByTime(499));
        expect(screen.queryByRole("status")).toBeNull();
        act(() => jest.advanceTimersByTime(1));
        expect(screen.getByRole("status", { name: "Loading comments" })).toBeTruthy();
    });

    it("never appears when unmounted before the delay", () => {
        const { unmount, container } = render(<Loader />);
        act(() => jest.advanceTimersByTime(100));
        unmount();
        act(() => jest.advanceTimersByTime(100));
        expect(container.innerHTML).toBe("");
    });

    it("shows at once with a delay of 0", () => {
        render(<Loader delayMs={0} />);
        expect(screen.getByRole("status")).toBeTruthy();
    });
});
