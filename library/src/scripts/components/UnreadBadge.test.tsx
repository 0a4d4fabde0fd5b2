import { render, screen } from "@testing-library/react";
import { UnreadBadge } from "@library/components/UnreadBadge";

function shown(count: number | undefined, max?: number): string | null {
    const { container, unmount } = render(<UnreadBadge count={count} max={max} />);
    const text = container.querySelector("[aria-hidden]")?.textContent ?? null;
    unmount();
    return text;
}

describe("UnreadBadge", () => {
    it("is hidden for 0, undefined and negative counts", () => {
        for (const count of [0, undefined, -3]) {
            const { container, unmount } = render(<UnreadBadge count={count} />);
            expect(container.innerHTML).toBe("");
            unmount();
        }
    });

    it("shows the count below the maximum", () => {
        expect(shown(1)).toBe("1");
        expect(shown(98)).toBe("98");
    });

    it("shows 99+ when the count reaches the default maximum 99", () => {
        expect(shown(99)).toBe("99+");
        expect(shown(1500)).toBe("99+");
    });

    it("takes another maximum", () => {
        expect(shown(9, 10)).toBe("9");
        expect(shown(10, 10)).toBe("10+");
    });

    it("tells screen readers the exact count", () => {
        render(<UnreadBadge count={150} labelTemplate="{count} unread notifications" />);
        expect(screen.getByText(", 150 unread notifications")).toBeTruthy();
    });
});
