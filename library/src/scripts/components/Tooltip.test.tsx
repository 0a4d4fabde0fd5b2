import { act, fireEvent, render, screen } from "@testing-library/react";
import { getStyles } from "typestyle";
import { withDefaultConstants } from "@library/theme/themeTestUtils";
import { Tooltip } from "@library/components/Tooltip";
import { tooltipTransition, type TooltipEvent, type TooltipState } from "@library/components/tooltipMachine";

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setup() {
    render(
        <Tooltip label="Bookmark this discussion">
            <button aria-describedby="other">Bookmark</button>
        </Tooltip>,
    );
    const trigger = screen.getByRole("button", { name: "Bookmark" });
    const bubble = screen.getByRole("tooltip", { hidden: true });
    const anchor = trigger.parentElement as HTMLElement;
    return { trigger, bubble, anchor, state: () => anchor.getAttribute("data-tooltip-state") };
}

const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe("Tooltip", () => {
    it("describes its trigger, keeping the trigger's own description", () => {
        const { trigger, bubble } = setup();
        expect(trigger.getAttribute("aria-describedby")).toBe(`other ${bubble.id}`);
        expect(bubble.hidden).toBe(true);
    });

    it("shows after the pointer rests 100 ms, not before", () => {
        const { anchor, bubble, state } = setup();
        fireEvent.mouseEnter(anchor);
        expect(state()).toBe("focused");
        wait(99);
        expect(bubble.hidden).toBe(true);
        wait(1);
        expect(state()).toBe("visible");
        expect(bubble.hidden).toBe(false);
    });

    it("does not show when the pointer leaves before resting", () => {
        const { anchor, bubble, state } = setup();
        fireEvent.mouseEnter(anchor);
        wait(50);
        fireEvent.mouseLeave(anchor);
        wait(200);
        expect(state()).toBe("idle");
        expect(bubble.hidden).toBe(true);
    });

    it("stays 500 ms after the pointer leaves, then goes idle", () => {
        const { anchor, bubble, state } = setup();
        fireEvent.mouseEnter(anchor);
        wait(100);
        fireEvent.mouseLeave(anchor);
        expect(state()).toBe("leaving-visible");
        wait(499);
        expect(bubble.hidden).toBe(false);
        wait(1);
        expect(state()).toBe("idle");
        expect(bubble.hidden).toBe(true);
    });

    it("returning during leaving-visible keeps it visible", () => {
        const { anchor, state } = setup();
        fireEvent.mouseEnter(anchor);
        wait(100);
        fireEvent.mouseLeave(anchor);
        wait(300);
        fireEvent.mouseEnter(anchor);
        wait(1000);
        expect(state()).toBe("visible");
    });

    it("shows at once on keyboard focus and hides on blur", () => {
        const { trigger, bubble, state } = setup();
        fireEvent.focus(trigger);
        expect(bubble.hidden).toBe(false);
        fireEvent.blur(trigger);
        expect(state()).toBe("idle");
    });

    it.each([
        ["mouse down", (trigger: HTMLElement) => fireEvent.mouseDown(trigger)],
        ["Enter", (trigger: HTMLElement) => fireEvent.keyDown(trigger, { key: "Enter" })],
        ["Space", (trigger: HTMLElement) => fireEvent.keyDown(trigger, { key: " " })],
        ["Escape", (trigger: HTMLElement) => fireEvent.keyDown(trigger, { key: "Escape" })],
    ])("%s dismisses it until the pointer leaves or focus goes", (_name, dismiss) => {
        const { trigger, anchor, bubble, state } = setup();
        fireEvent.focus(trigger);
        dismiss(trigger);
        expect(state()).toBe("dismissed");
        expect(bubble.hidden).toBe(true);
        fireEvent.mouseEnter(anchor);
        wait(1000);
        expect(state()).toBe("dismissed");
        fireEvent.blur(trigger);
        expect(state()).toBe("idle");
    });

    it("other keys do not dismiss it", () => {
        const { trigger, state } = setup();
        fireEvent.focus(trigger);
        fireEvent.keyDown(trigger, { key: "a" });
        expect(state()).toBe("visible");
    });

    it("Escape on a shown tooltip does not reach the handlers around it", () => {
        const onKeyDown = jest.fn();
        render(
            <div role="presentation" onKeyDown={onKeyDown}>
                <Tooltip label="Tip">
                    <button>Trigger</button>
                </Tooltip>
            </div>,
        );
        const trigger = screen.getByRole("button", { name: "Trigger" });
        fireEvent.focus(trigger);
        fireEvent.keyDown(trigger, { key: "Escape" });
        expect(onKeyDown).not.toHaveBeenCalled();
        fireEvent.keyDown(trigger, { key: "Escape" });
        expect(onKeyDown).toHaveBeenCalledTimes(1);
    });

    it("hides while the window scrolls and about 200 ms after", () => {
        const { trigger, bubble } = setup();
        fireEvent.focus(trigger);
        fireEvent.scroll(window);
        expect(bubble.hidden).toBe(true);
        wait(150);
        fireEvent.scroll(window);
        wait(199);
        expect(bubble.hidden).toBe(true);
        wait(1);
        expect(bubble.hidden).toBe(false);
    });
});

describe("tooltipTransition", () => {
    it("ignores events that mean nothing in a state", () => {
        const cases: Array<[TooltipState, TooltipEvent]> = [
            ["idle", "rest"],
            ["idle", "dismiss"],
            ["visible", "rest"],
            ["dismissed", "pointerEnter"],
            ["dismissed", "focus"],
        ];
        for (const [state, event] of cases) expect(tooltipTransition(state, event)).toBe(state);
    });

    it("goes from focused to visible on focus without waiting", () => {
        expect(tooltipTransition("focused", "focus")).toBe("visible");
    });

    it("is 150 to 320 px wide and sits 8 px from its trigger (shell §9)", () => {
        const { bubble } = setup();
        // The styles read the §9 constants' custom properties; these are their default values.
        const css = withDefaultConstants(getStyles());
        const rules = bubble.className
            .split(" ")
            .map((name) => (css.match(new RegExp(`\\.${name}\\{[^}]*\\}`)) ?? [""])[0])
            .join("");
        expect(rules).toContain("min-width:150px");
        expect(rules).toContain("max-width:320px");
        expect(rules).toContain("bottom:calc(100% + 8px)");
    });
});
