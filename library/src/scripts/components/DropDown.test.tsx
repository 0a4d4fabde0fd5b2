import { act, fireEvent, render, screen } from "@testing-library/react";
import axe from "axe-core";
import { getStyles } from "typestyle";
import { withDefaultConstants } from "@library/theme/themeTestUtils";
import { DropDown } from "@library/components/DropDown";
import { DropDownItem } from "@library/components/DropDownItem";
import { DropDownSeparator } from "@library/components/DropDownSeparator";
import { closeAllDropDowns } from "@library/components/dropDownRegistry";

function Menu({ label, onEdit }: { label: string; onEdit?: () => void }) {
    return (
        <DropDown buttonContent={label}>
            <DropDownItem onClick={onEdit}>{`${label} edit`}</DropDownItem>
            <DropDownItem disabled>{`${label} disabled`}</DropDownItem>
            <DropDownItem>{`${label} share`}</DropDownItem>
            <DropDownItem href="/delete">{`${label} delete`}</DropDownItem>
        </DropDown>
    );
}

const button = (name: string) => screen.getByRole("button", { name });
const item = (name: string) => screen.getByText(name);
const flyoutOf = (name: string) => document.getElementById(button(name).getAttribute("aria-controls") ?? "") as HTMLElement;

describe("DropDown", () => {
    it("is closed at first, with aria-expanded false and aria-controls naming its flyout", () => {
        render(<Menu label="Options" />);
        expect(button("Options").getAttribute("aria-expanded")).toBe("false");
        expect(flyoutOf("Options").hidden).toBe(true);
    });

    it("toggles on button click and moves focus to the first item on open", () => {
        render(<Menu label="Options" />);
        fireEvent.click(button("Options"));
        expect(button("Options").getAttribute("aria-expanded")).toBe("true");
        expect(flyoutOf("Options").hidden).toBe(false);
        expect(document.activeElement).toBe(item("Options edit"));
        fireEvent.click(button("Options"));
        expect(button("Options").getAttribute("aria-expanded")).toBe("false");
    });

    it("closes on Escape and returns focus to the button", () => {
        render(<Menu label="Options" />);
        fireEvent.click(button("Options"));
        fireEvent.keyDown(item("Options edit"), { key: "Escape" });
        expect(button("Options").getAttribute("aria-expanded")).toBe("false");
        expect(document.activeElement).toBe(button("Options"));
    });

    it("moves with ArrowDown/ArrowUp (wrapping, skipping disabled items), Home and End", () => {
        render(<Menu label="Options" />);
        fireEvent.click(button("Options"));
        const flyout = flyoutOf("Options");
        fireEvent.keyDown(flyout, { key: "ArrowDown" });
        expect(document.activeElement).toBe(item("Options share"));
        fireEvent.keyDown(flyout, { key: "ArrowDown" });
        expect(document.activeElement).toBe(item("Options delete"));
        fireEvent.keyDown(flyout, { key: "ArrowDown" });
        expect(document.activeElement).toBe(item("Options edit"));
        fireEvent.keyDown(flyout, { key: "ArrowUp" });
        expect(document.activeElement).toBe(item("Options delete"));
        fireEvent.keyDown(flyout, { key: "Home" });
        expect(document.activeElement).toBe(item("Options edit"));
        fireEvent.keyDown(flyout, { key: "End" });
        expect(document.activeElement).toBe(item("Options delete"));
    });

    it("opens from the keyboard: ArrowDown on the first item, ArrowUp on the last", () => {
        render(<Menu label="Options" />);
        fireEvent.keyDown(button("Options"), { key: "ArrowDown" });
        expect(document.activeElement).toBe(item("Options edit"));
        fireEvent.keyDown(flyoutOf("Options"), { key: "Escape" });
        fireEvent.keyDown(button("Options"), { key: "ArrowUp" });
        expect(document.activeElement).toBe(item("Options delete"));
    });

    it("runs an item's action, then closes and returns focus to the button", () => {
        const onEdit = jest.fn();
        render(<Menu label="Options" onEdit={onEdit} />);
        fireEvent.click(button("Options"));
        fireEvent.click(item("Options edit"));
        expect(onEdit).toHaveBeenCalledTimes(1);
        expect(button("Options").getAttribute("aria-expanded")).toBe("false");
        expect(document.activeElement).toBe(button("Options"));
    });

    it("renders link items as links", () => {
        render(<Menu label="Options" />);
        expect(item("Options delete").closest("a")?.getAttribute("href")).toBe("/delete");
    });

    it("opening one closes all others", () => {
        render(
            <>
                <Menu label="First" />
                <Menu label="Second" />
            </>,
        );
        fireEvent.click(button("First"));
        expect(button("First").getAttribute("aria-expanded")).toBe("true");
        fireEvent.click(button("Second"));
        expect(button("First").getAttribute("aria-expanded")).toBe("false");
        expect(button("Second").getAttribute("aria-expanded")).toBe("true");
        act(() => closeAllDropDowns());
        expect(button("Second").getAttribute("aria-expanded")).toBe("false");
    });

    it("closes on a mouse down outside, not inside", () => {
        render(
            <>
                <Menu label="Options" />
                <p>Outside</p>
            </>,
        );
        fireEvent.click(button("Options"));
        fireEvent.mouseDown(item("Options share"));
        expect(button("Options").getAttribute("aria-expanded")).toBe("true");
        fireEvent.mouseDown(screen.getByText("Outside"));
        expect(button("Options").getAttribute("aria-expanded")).toBe("false");
    });

    it("closes when focus leaves it", () => {
        render(
            <>
                <Menu label="Options" />
                <button>Next control</button>
            </>,
        );
        fireEvent.click(button("Options"));
        fireEvent.blur(item("Options share"), { relatedTarget: button("Next control") });
        expect(button("Options").getAttribute("aria-expanded")).toBe("false");
    });

    it("reports open and close once each", () => {
        const onOpenChange = jest.fn();
        render(
            <DropDown buttonContent="Menu" onOpenChange={onOpenChange}>
                <DropDownItem>One</DropDownItem>
            </DropDown>,
        );
        expect(onOpenChange).not.toHaveBeenCalled();
        fireEvent.click(button("Menu"));
        fireEvent.click(button("Menu"));
        expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
    });

    it("names an icon-only button with buttonLabel", () => {
        render(
            <DropDown buttonContent={<span aria-hidden="true">⋯</span>} buttonLabel="More actions" size="medium" align="right">
                <DropDownItem>One</DropDownItem>
            </DropDown>,
        );
        expect(button("More actions")).toBeTruthy();
    });

    it("is 250 px wide (300 for medium) with items at least 30 px high, 44 on mobile (shell §9)", () => {
        render(
            <>
                <Menu label="Default" />
                <DropDown buttonContent="Wide" size="medium">
                    <DropDownItem>Wide item</DropDownItem>
                </DropDown>
            </>,
        );
        // The styles read the §9 constants' custom properties; these are their default values.
        const css = withDefaultConstants(getStyles());
        const rulesOf = (element: HTMLElement) =>
            element.className
                .split(" ")
                .map((name) => (css.match(new RegExp(`\\.${name}\\{[^}]*\\}`)) ?? [""])[0])
                .join("");
        expect(rulesOf(flyoutOf("Default"))).toContain("width:250px");
        expect(rulesOf(flyoutOf("Wide"))).toContain("width:300px");
        const itemClass = item("Default edit").className;
        expect(rulesOf(item("Default edit"))).toContain("min-height:30px");
        expect(css).toMatch(new RegExp(`@media \\(max-width: ?766px\\)\\{\\.${itemClass}\\{min-height:44px`));
    });

    it("keeps its list valid for assistive technology with a separator between groups (axe list rules)", async () => {
        const { container } = render(
            <DropDown buttonContent="Grouped">
                <DropDownItem>Edit</DropDownItem>
                <DropDownSeparator />
                <DropDownItem>Delete</DropDownItem>
            </DropDown>,
        );
        fireEvent.click(button("Grouped"));
        const list = flyoutOf("Grouped").querySelector("ul") as HTMLUListElement;
        expect(list.children).toHaveLength(3);
        const results = await axe.run(container, { runOnly: { type: "rule", values: ["list", "listitem", "aria-allowed-role", "aria-hidden-focus"] } });
        expect(results.violations.map((violation) => violation.id)).toEqual([]);
        // The line is drawn, not announced: the items are all that is in the accessibility tree.
        expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Edit", "Delete"]);
    });
});
