import { fireEvent, render, screen } from "@testing-library/react";
import { Spoiler } from "@library/components/Spoiler";

describe("Spoiler", () => {
    it("starts hidden and toggles with its button", () => {
        render(<Spoiler>The butler did it.</Spoiler>);
        const button = screen.getByRole("button", { name: "Spoiler" });
        const content = document.getElementById(button.getAttribute("aria-controls") ?? "") as HTMLElement;
        expect(button.getAttribute("aria-expanded")).toBe("false");
        expect(content.hidden).toBe(true);
        expect(content.textContent).toBe("The butler did it.");
        fireEvent.click(button);
        expect(button.getAttribute("aria-expanded")).toBe("true");
        expect(content.hidden).toBe(false);
        fireEvent.click(button);
        expect(content.hidden).toBe(true);
    });

    it("takes a label", () => {
        render(<Spoiler label="Ending">…</Spoiler>);
        expect(screen.getByRole("button", { name: "Ending" })).toBeTruthy();
    });
});
