import { fireEvent, render, screen } from "@testing-library/react";
import { getStyles } from "typestyle";
import { Button } from "@library/components/Button";
import type { ButtonType } from "@library/components/button.styles";

const TYPES: ButtonType[] = ["standard", "text", "primary", "icon", "transparent", "outline", "translucid", "link", "custom"];

describe("Button", () => {
    it("is a type=button button by default", () => {
        render(<Button>Save</Button>);
        expect(screen.getByRole("button", { name: "Save" }).getAttribute("type")).toBe("button");
    });

    it("gives every type of shell §3 its own classes", () => {
        const classNames = TYPES.map((buttonType) => {
            const { unmount } = render(<Button buttonType={buttonType}>{buttonType}</Button>);
            const className = screen.getByRole("button", { name: buttonType }).className;
            unmount();
            return className;
        });
        expect(new Set(classNames).size).toBe(TYPES.length);
    });

    it("keeps the caller's className and attributes", () => {
        const onClick = jest.fn();
        render(
            <Button className="mine" type="submit" onClick={onClick} aria-label="Send">
                ✓
            </Button>,
        );
        const button = screen.getByRole("button", { name: "Send" });
        expect(button.classList.contains("mine")).toBe(true);
        expect(button.getAttribute("type")).toBe("submit");
        fireEvent.click(button);
        expect(onClick).toHaveBeenCalledTimes(1);
    });

    it("does not fire when disabled", () => {
        const onClick = jest.fn();
        render(
            <Button disabled onClick={onClick}>
                Save
            </Button>,
        );
        fireEvent.click(screen.getByRole("button", { name: "Save" }));
        expect(onClick).not.toHaveBeenCalled();
    });

    it("styles its states in CSS: hover, focus-visible, active and disabled", () => {
        const css = getStyles();
        for (const state of [":hover", ":focus-visible", ":active", ":disabled", "[aria-disabled='true']"]) expect(css).toContain(state);
    });
});
