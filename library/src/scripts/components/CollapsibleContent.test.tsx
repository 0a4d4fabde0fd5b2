import { fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { CollapsibleContent } from "@library/components/CollapsibleContent";

let contentHeight = 0;
let spy: jest.SpyInstance<number, []>;

beforeEach(() => {
    spy = jest.spyOn(HTMLElement.prototype, "scrollHeight", "get").mockImplementation(() => contentHeight);
});
afterEach(() => spy.mockRestore());

function content(): HTMLElement {
    return screen.getByText("Body").parentElement as HTMLElement;
}

describe("CollapsibleContent", () => {
    it("clips at max height + overshoot on the server, before the height is known", () => {
        expect(renderToString(<CollapsibleContent>x</CollapsibleContent>)).toContain("max-height:150px");
    });

    it("never collapses content shorter than 150 px (max 100 + overshoot 50)", () => {
        contentHeight = 149;
        render(
            <CollapsibleContent>
                <p>Body</p>
            </CollapsibleContent>,
        );
        expect(screen.queryByRole("button")).toBeNull();
        expect(content().style.maxHeight).toBe("");
    });

    it("collapses taller content to 100 px, with Show more / Show less", () => {
        contentHeight = 400;
        render(
            <CollapsibleContent>
                <p>Body</p>
            </CollapsibleContent>,
        );
        const button = screen.getByRole("button", { name: "Show more" });
        expect(button.getAttribute("aria-expanded")).toBe("false");
        expect(button.getAttribute("aria-controls")).toBe(content().id);
        expect(content().style.maxHeight).toBe("100px");
        fireEvent.click(button);
        expect(screen.getByRole("button", { name: "Show less" }).getAttribute("aria-expanded")).toBe("true");
        expect(content().style.maxHeight).toBe("");
        fireEvent.click(screen.getByRole("button", { name: "Show less" }));
        expect(content().style.maxHeight).toBe("100px");
    });

    it("takes another max height and overshoot", () => {
        contentHeight = 260;
        render(
            <CollapsibleContent maxHeight={200} overshoot={50}>
                <p>Body</p>
            </CollapsibleContent>,
        );
        expect(screen.getByRole("button", { name: "Show more" })).toBeTruthy();
        expect(content().style.maxHeight).toBe("200px");
    });
});
