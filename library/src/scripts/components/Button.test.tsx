import { fireEvent, render, screen } from "@testing-library/react";
import { getStyles } from "typestyle";
import { Button } from "@library/components/Button";
import type { ButtonType } from "@library/components/button.styles";

const TYPES: ButtonType[] = [
    "standard",
    "text",
    "primary",
    "icon",
    "transparent",
    "outline",
    "translucid",
    "link",
    "custom",
    "dashboardPrimary",
    "dashboardSecondary",
    "dashboardLink",
];

/** The CSS rule bodies typestyle wrote for a class (the selectors that start with it). */
function rulesOf(className: string): string {
    const css = getStyles();
    const pattern = new RegExp(`\\.${className}[^{]*\\{[^}]*\\}`, "g");
    return (css.match(pattern) ?? []).join("\n");
}

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

    it("styles its states in CSS: hover, focus, focus-visible, active and disabled", () => {
        const css = getStyles();
        for (const state of [":hover", ":focus:not(:focus-visible)", ":focus-visible", ":active", ":disabled", "[aria-disabled='true']"]) expect(css).toContain(state);
    });

    it("gives every type a hover and an active look, except custom (the caller styles it)", () => {
        for (const buttonType of TYPES.filter((type) => type !== "custom")) {
            const { unmount } = render(<Button buttonType={buttonType}>{buttonType}</Button>);
            const own = screen.getByRole("button", { name: buttonType }).className.split(" ").pop() as string;
            const rules = rulesOf(own);
            expect({ buttonType, hover: rules.includes(":hover") }).toEqual({ buttonType, hover: true });
            expect({ buttonType, active: rules.includes(":active") }).toEqual({ buttonType, active: true });
            unmount();
        }
    });

    it("makes the dashboard variants of the admin pages medium height (32), the others form height (36)", () => {
        render(
            <>
                <Button buttonType="dashboardPrimary">Save</Button>
                <Button buttonType="primary">Post</Button>
            </>,
        );
        const heightOf = (name: string) =>
            screen
                .getByRole("button", { name })
                .className.split(" ")
                .map(rulesOf)
                .join("\n")
                .match(/min-height:(\d+)px/)?.[1];
        expect(heightOf("Save")).toBe("32");
        expect(heightOf("Post")).toBe("36");
    });
});
