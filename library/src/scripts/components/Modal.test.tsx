import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { getStyles } from "typestyle";
import { withDefaultConstants } from "@library/theme/themeTestUtils";
import { Modal, type ModalSize } from "@library/components/Modal";
import { modalVariables } from "@library/components/modal.variables";

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function Harness({ onDestroyed, size }: { onDestroyed?: () => void; size?: ModalSize }) {
    const [open, setOpen] = useState(false);
    return (
        <>
            <button onClick={() => setOpen(true)}>Open</button>
            <button>Elsewhere</button>
            <Modal isVisible={open} onClose={() => setOpen(false)} title="Edit profile" onDestroyed={onDestroyed} size={size}>
                <input aria-label="Name" />
                <button>Save</button>
            </Modal>
        </>
    );
}

function open() {
    const opener = screen.getByRole("button", { name: "Open" });
    opener.focus();
    fireEvent.click(opener);
    return opener;
}

describe("Modal", () => {
    it("renders nothing while not visible", () => {
        render(<Harness />);
        expect(screen.queryByRole("dialog")).toBeNull();
    });

    it("is a modal dialog labelled by its title, in a portal on document.body", () => {
        const { container } = render(<Harness />);
        open();
        const dialog = screen.getByRole("dialog", { name: "Edit profile" });
        expect(dialog.getAttribute("aria-modal")).toBe("true");
        expect(container.contains(dialog)).toBe(false);
        expect(document.body.contains(dialog)).toBe(true);
    });

    it("moves focus to the first focusable element of its content", () => {
        render(<Harness />);
        open();
        expect(document.activeElement).toBe(screen.getByLabelText("Name"));
    });

    it("focuses the initialFocusRef element when given", () => {
        function WithRef() {
            const [ref] = useState(() => ({ current: null as HTMLButtonElement | null }));
            return (
                <Modal isVisible onClose={() => undefined} title="T" initialFocusRef={ref}>
                    <input aria-label="First" />
                    <button ref={(element) => void (ref.current = element)}>Target</button>
                </Modal>
            );
        }
        render(<WithRef />);
        expect(document.activeElement).toBe(screen.getByRole("button", { name: "Target" }));
    });

    it("wraps Tab from the last element to the first, and Shift+Tab from the first to the last", () => {
        render(<Harness />);
        open();
        const dialog = screen.getByRole("dialog");
        const close = screen.getByRole("button", { name: "Close" });
        const save = screen.getByRole("button", { name: "Save" });
        save.focus();
        fireEvent.keyDown(save, { key: "Tab" });
        expect(document.activeElement).toBe(close);
        fireEvent.keyDown(close, { key: "Tab", shiftKey: true });
        expect(document.activeElement).toBe(save);
        // In between, Tab is left to the browser.
        const name = screen.getByLabelText("Name");
        name.focus();
        expect(fireEvent.keyDown(name, { key: "Tab" })).toBe(true);
        expect(dialog.contains(document.activeElement)).toBe(true);
    });

    it("brings focus back when it escapes to the page behind", () => {
        render(<Harness />);
        open();
        act(() => screen.getByRole("button", { name: "Elsewhere", hidden: true }).focus());
        expect(screen.getByRole("dialog").contains(document.activeElement)).toBe(true);
    });

    it("closes on Escape pressed while the focus has left for the page itself", () => {
        render(<Harness />);
        const opener = open();
        // Tab past the last control of a panel that is last in the document: the page itself gets the focus.
        act(() => (document.activeElement as HTMLElement).blur());
        expect(document.activeElement).toBe(document.body);
        fireEvent.keyDown(document.body, { key: "Escape" });
        expect(screen.getByRole("dialog").parentElement?.getAttribute("data-state")).toBe("exiting");
        expect(document.activeElement).toBe(opener);
    });

    it("wraps Tab from a disclosure's summary when it is the last control, skipping what the closed disclosure hides", () => {
        function WithDisclosure() {
            return (
                <Modal isVisible onClose={() => undefined} title="Site Navigation">
                    <a href="/discussions">Posts</a>
                    <details>
                        <summary>Language: English</summary>
                        <button>Français</button>
                    </details>
                </Modal>
            );
        }
        render(<WithDisclosure />);
        const summary = screen.getByText("Language: English");
        summary.focus();
        fireEvent.keyDown(summary, { key: "Tab" });
        expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close" }));
    });

    it("closes on Escape: visible, exiting, then destroyed after the exit animation", () => {
        const onDestroyed = jest.fn();
        render(<Harness onDestroyed={onDestroyed} />);
        const opener = open();
        const dialog = screen.getByRole("dialog");
        expect(dialog.parentElement?.getAttribute("data-state")).toBe("visible");
        fireEvent.keyDown(screen.getByLabelText("Name"), { key: "Escape" });
        expect(dialog.parentElement?.getAttribute("data-state")).toBe("exiting");
        // Focus goes back to the opener as soon as the modal starts closing.
        expect(document.activeElement).toBe(opener);
        act(() => jest.advanceTimersByTime(modalVariables.exitDurationMs - 1));
        expect(screen.queryByRole("dialog")).not.toBeNull();
        expect(onDestroyed).not.toHaveBeenCalled();
        act(() => jest.advanceTimersByTime(1));
        expect(screen.queryByRole("dialog")).toBeNull();
        expect(onDestroyed).toHaveBeenCalledTimes(1);
    });

    it("closes with the close button and on a backdrop click, not on a click inside", () => {
        render(<Harness />);
        open();
        fireEvent.mouseDown(screen.getByRole("dialog"));
        expect(screen.getByRole("dialog").parentElement?.getAttribute("data-state")).toBe("visible");
        fireEvent.mouseDown(screen.getByRole("dialog").parentElement as HTMLElement);
        expect(screen.getByRole("dialog").parentElement?.getAttribute("data-state")).toBe("exiting");
        act(() => jest.runOnlyPendingTimers());
        open();
        fireEvent.click(screen.getByRole("button", { name: "Close" }));
        act(() => jest.runOnlyPendingTimers());
        expect(screen.queryByRole("dialog")).toBeNull();
    });

    it("reopening while exiting makes it visible again", () => {
        render(<Harness />);
        open();
        fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
        fireEvent.click(screen.getByRole("button", { name: "Open", hidden: true }));
        act(() => jest.advanceTimersByTime(modalVariables.exitDurationMs * 2));
        expect(screen.getByRole("dialog").parentElement?.getAttribute("data-state")).toBe("visible");
    });

    it("returns focus when it is unmounted while open, and locks the page scroll meanwhile", () => {
        function Outer({ show }: { show: boolean }) {
            return (
                <>
                    <button>Opener</button>
                    {show && <Modal isVisible onClose={() => undefined} title="T"><button>Inside</button></Modal>}
                </>
            );
        }
        const { rerender } = render(<Outer show={false} />);
        const opener = screen.getByRole("button", { name: "Opener" });
        opener.focus();
        rerender(<Outer show />);
        expect(document.activeElement).toBe(screen.getByRole("button", { name: "Inside" }));
        expect(document.body.style.overflow).toBe("hidden");
        rerender(<Outer show={false} />);
        expect(document.body.style.overflow).toBe("");
        expect(document.activeElement).toBe(opener);
    });

    it("gives each size of shell §3 its own class", () => {
        const sizes: ModalSize[] = ["fullScreen", "sidePanelRight", "sidePanelRightLarge", "sidePanelLeft", "dropDown", "xl", "xxl", "large", "medium", "small"];
        const classNames = sizes.map((size) => {
            const { unmount } = render(<Modal isVisible onClose={() => undefined} title={size} size={size} />);
            const dialog = screen.getByRole("dialog", { name: size });
            expect(dialog.getAttribute("data-size")).toBe(size);
            const className = dialog.className;
            unmount();
            return className;
        });
        expect(new Set(classNames).size).toBe(sizes.length);
    });

    it("only the innermost of two open modals answers Escape", () => {
        const onOuter = jest.fn();
        const onInner = jest.fn();
        render(
            <Modal isVisible onClose={onOuter} title="Outer">
                <button>Outer button</button>
                <Modal isVisible onClose={onInner} title="Inner">
                    <button>Inner button</button>
                </Modal>
            </Modal>,
        );
        fireEvent.keyDown(screen.getByRole("button", { name: "Inner button" }), { key: "Escape" });
        expect(onInner).toHaveBeenCalledTimes(1);
        expect(onOuter).not.toHaveBeenCalled();
    });

    it("has the widths of shell §9: xl 1022, xxl 1320, large 720, medium 516, small 375, side panels at most 400, 40 px margins", () => {
        // The styles read the §9 constants' custom properties; these are their default values.
        const css = withDefaultConstants(getStyles());
        const rulesOf = (size: ModalSize) => {
            const { unmount } = render(<Modal isVisible onClose={() => undefined} title={size} size={size} />);
            const own = screen.getByRole("dialog", { name: size }).className.split(" ").pop() as string;
            unmount();
            return (css.match(new RegExp(`\\.${own}\\{[^}]*\\}`)) ?? [""])[0];
        };
        for (const [size, width] of [["xl", 1022], ["xxl", 1320], ["large", 720], ["medium", 516], ["small", 375]] as const) {
            const rules = rulesOf(size);
            expect({ size, width: rules.includes(`width:${width}px`), margin: rules.includes("max-width:calc(100% - 2 * 40px)") }).toEqual({ size, width: true, margin: true });
        }
        expect(rulesOf("sidePanelRight")).toContain("max-width:400px");
        expect(rulesOf("sidePanelLeft")).toContain("max-width:400px");
        expect(rulesOf("fullScreen")).toContain("width:100%");
    });
});
