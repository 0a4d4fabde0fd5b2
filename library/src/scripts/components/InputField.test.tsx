import { fireEvent, render, screen } from "@testing-library/react";
import { InputField } from "@library/components/InputField";

describe("InputField", () => {
    it("labels its input", () => {
        render(<InputField id="title" label="Title" />);
        const input = screen.getByLabelText("Title");
        expect(input.tagName).toBe("INPUT");
        expect(input.id).toBe("title");
    });

    it('marks a required field with "*" after the label (shell §5), told to screen readers by the required state', () => {
        const { container } = render(<InputField id="title" label="Title" required />);
        const label = container.querySelector("label[for='title']") as HTMLLabelElement;
        expect(label.textContent).toBe("Title*");
        // The star is for the eye; the accessible name stays "Title" and the input says required.
        expect(label.lastElementChild?.getAttribute("aria-hidden")).toBe("true");
        const input = screen.getByRole("textbox", { name: "Title" });
        expect((input as HTMLInputElement).required).toBe(true);
    });

    it("shows no star on an optional field", () => {
        const { container } = render(<InputField id="name" label="Name" />);
        expect(container.querySelector("label")?.textContent).toBe("Name");
        expect((screen.getByRole("textbox", { name: "Name" }) as HTMLInputElement).required).toBe(false);
    });

    it("ties its errors to the input and marks it invalid", () => {
        render(<InputField id="email" label="Email" errors={["Email is required.", "Email is not valid."]} />);
        const input = screen.getByRole("textbox", { name: "Email" });
        expect(input.getAttribute("aria-invalid")).toBe("true");
        expect(input.getAttribute("aria-describedby")).toBe("email-errors");
        expect(document.getElementById("email-errors")?.textContent).toBe("Email is required. Email is not valid.");
    });

    it("is not invalid without errors, and passes its other attributes and events on", () => {
        const onChange = jest.fn();
        render(<InputField id="name" label="Name" maxLength={10} onChange={onChange} />);
        const input = screen.getByRole("textbox", { name: "Name" });
        expect(input.hasAttribute("aria-invalid")).toBe(false);
        expect(input.hasAttribute("aria-describedby")).toBe(false);
        expect(input.getAttribute("maxlength")).toBe("10");
        fireEvent.change(input, { target: { value: "Ada" } });
        expect(onChange).toHaveBeenCalledTimes(1);
    });
});
