import { fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import type { ILayoutWidgetDefinition, IWidgetSchema } from "@library/layouts/layoutTypes";
import { WidgetSettingsForm } from "@vanilla/layouts/editor/WidgetSettingsForm";

const schema: IWidgetSchema = {
    type: "object",
    properties: {
        title: { type: "string", title: "Title", default: "Quick Links" },
        items: {
            type: "array",
            title: "Items",
            default: [],
            maxItems: 3,
            items: {
                type: "object",
                properties: {
                    name: { type: "string", title: "Title", default: "" },
                    url: { type: "string", title: "Link", default: "", format: "link" },
                },
            },
        },
    },
};

let saved: ILayoutWidgetDefinition = { $hydrate: "react.quick-links" };

function Form({ initial }: { initial: ILayoutWidgetDefinition }) {
    const [definition, setDefinition] = useState(initial);
    saved = definition;
    return <WidgetSettingsForm idPrefix="w1" schema={schema} definition={definition} onChange={setDefinition} />;
}

const names = () => (saved.items as Array<{ name: string }>).map((item) => item.name);
const items = () => within(screen.getByRole("group", { name: "Items" })).getAllByRole("listitem");

describe("a widget's list of items in the settings form", () => {
    it("adds items with their own fields, each field labelled; the list stops at its most", () => {
        render(<Form initial={{ $hydrate: "react.quick-links" }} />);
        const add = screen.getByRole("button", { name: "Add item" });
        fireEvent.click(add);
        expect(document.activeElement).toBe(screen.getByRole("button", { name: "Remove Item 1" }));
        fireEvent.change(within(items()[0] as HTMLElement).getByLabelText("Title"), { target: { value: "Rules" } });
        fireEvent.change(within(items()[0] as HTMLElement).getByLabelText("Link"), { target: { value: "/page/rules" } });
        expect(saved.items).toEqual([{ name: "Rules", url: "/page/rules" }]);
        fireEvent.click(add);
        fireEvent.click(add);
        expect(items()).toHaveLength(3);
        expect((add as HTMLButtonElement).disabled).toBe(true);
        expect(screen.getByText("At most 3 items.")).toBeTruthy();
    });

    it("flags an unsafe link as it is typed", () => {
        render(<Form initial={{ $hydrate: "react.quick-links", items: [{ name: "Bad", url: "" }] }} />);
        const link = within(items()[0] as HTMLElement).getByLabelText("Link");
        fireEvent.change(link, { target: { value: "javascript:alert(1)" } });
        expect(link.getAttribute("aria-invalid")).toBe("true");
        expect(document.getElementById(link.getAttribute("aria-describedby") ?? "")?.textContent).toMatch(/^Link must be a safe link/);
    });

    it("moves an item up and down with the focus following it, and removes one with the focus on the next", () => {
        render(<Form initial={{ $hydrate: "react.quick-links", items: [{ name: "A" }, { name: "B" }, { name: "C" }] }} />);
        fireEvent.click(screen.getByRole("button", { name: "Move C up" }));
        expect(names()).toEqual(["A", "C", "B"]);
        expect(document.activeElement).toBe(screen.getByRole("button", { name: "Move C up" }));
        fireEvent.click(screen.getByRole("button", { name: "Move C up" }));
        expect(names()).toEqual(["C", "A", "B"]);
        // At the top "up" is disabled: the focus goes to the item's next usable button.
        expect(document.activeElement).toBe(screen.getByRole("button", { name: "Move C down" }));
        fireEvent.click(screen.getByRole("button", { name: "Move A down" }));
        expect(names()).toEqual(["C", "B", "A"]);
        fireEvent.click(screen.getByRole("button", { name: "Remove B" }));
        expect(names()).toEqual(["C", "A"]);
        expect(document.activeElement).toBe(screen.getByRole("button", { name: "Remove A" }));
        fireEvent.click(screen.getByRole("button", { name: "Remove A" }));
        fireEvent.click(screen.getByRole("button", { name: "Remove C" }));
        expect(names()).toEqual([]);
        expect(document.activeElement).toBe(screen.getByRole("button", { name: "Add item" }));
    });
});
