import { fireEvent, render, screen } from "@testing-library/react";
import { Avatar } from "@library/components/Avatar";
import { avatarClasses, avatarSizes, type AvatarSize } from "@library/components/avatar.styles";
import { avatarColorIndex } from "@library/users/initialsAvatar";

describe("Avatar", () => {
    it("shows the photo with the user name as alt text", () => {
        render(<Avatar name="Ada" photoUrl="/uploads/ada.png" />);
        const image = screen.getByRole("img", { name: "Ada" });
        expect(image.tagName).toBe("IMG");
        expect(image.getAttribute("src")).toBe("/uploads/ada.png");
        expect(image.getAttribute("width")).toBe("40");
    });

    it("has the sizes of shell §3, width and height fixed before the image loads", () => {
        expect(avatarSizes).toEqual({ xsmall: 24, small: 28, medium: 40, large: 100, xlarge: 145 });
        for (const size of Object.keys(avatarSizes) as AvatarSize[]) {
            const { unmount } = render(<Avatar name="Ada" photoUrl="/a.png" size={size} />);
            expect(screen.getByRole("img").getAttribute("height")).toBe(String(avatarSizes[size]));
            unmount();
        }
    });

    it("asks for the stored width of an uploaded photo that is sharp at twice its size", () => {
        const stored = `/uploads/avatars/${"a".repeat(32)}-290.webp`;
        const { rerender } = render(<Avatar name="Ada" photoUrl={stored} size="xsmall" />);
        expect(screen.getByRole("img").getAttribute("src")).toBe(`/uploads/avatars/${"a".repeat(32)}-56.webp`);
        rerender(<Avatar name="Ada" photoUrl={stored} size="medium" />);
        expect(screen.getByRole("img").getAttribute("src")).toBe(`/uploads/avatars/${"a".repeat(32)}-80.webp`);
        rerender(<Avatar name="Ada" photoUrl={stored} size="xlarge" />);
        expect(screen.getByRole("img").getAttribute("src")).toBe(stored);
    });

    it("is decorative beside a visible name: empty alt, hidden from assistive technology", () => {
        const { container, rerender } = render(<Avatar name="Ada" photoUrl="/a.png" decorative />);
        expect(screen.queryByRole("img")).toBeNull();
        expect(container.querySelector("img")!.getAttribute("alt")).toBe("");
        rerender(<Avatar name="Ada" userID={7} decorative />);
        expect(screen.queryByRole("img")).toBeNull();
        expect(container.querySelector("span")!.getAttribute("aria-hidden")).toBe("true");
    });

    it("shows a member without a photo as their initials on their own colour", () => {
        const { container, rerender } = render(<Avatar name="ada_lovelace" userID={7} size="small" />);
        const avatar = screen.getByRole("img", { name: "ada_lovelace" });
        expect(avatar.getAttribute("data-initials")).toBe("AL");
        // Drawn by CSS: no text that would join the name beside it.
        expect(avatar.textContent).toBe("");
        expect(avatar.className).toContain(avatarClasses.colors[avatarColorIndex(7)]!);
        expect(avatar.className).toContain(avatarClasses.sizes.small);
        expect(container.querySelector("svg")).toBeNull();
        // The colour follows the member, not the name.
        rerender(<Avatar name="ada_renamed" userID={7} size="small" />);
        expect(screen.getByRole("img").className).toContain(avatarClasses.colors[avatarColorIndex(7)]!);
    });

    it("shows a placeholder icon, still named after the user, for placeholder users (userID 0, no photo)", () => {
        for (const photoUrl of ["", null, undefined]) {
            const { unmount } = render(<Avatar name="User Deleted" photoUrl={photoUrl} size="small" />);
            const placeholder = screen.getByRole("img", { name: "User Deleted" });
            expect(placeholder.tagName).toBe("SPAN");
            expect(placeholder.className).toContain(avatarClasses.sizes.small);
            expect(placeholder.querySelector("svg")).toBeTruthy();
            expect(placeholder.textContent).toBe("");
            unmount();
        }
    });

    it("falls back to the placeholder icon when the image fails, and tries a new URL again", () => {
        const { rerender } = render(<Avatar name="Ada" userID={7} photoUrl="/broken.png" />);
        fireEvent.error(screen.getByRole("img", { name: "Ada" }));
        const placeholder = screen.getByRole("img", { name: "Ada" });
        expect(placeholder.tagName).toBe("SPAN");
        expect(placeholder.querySelector("svg")).toBeTruthy();
        rerender(<Avatar name="Ada" userID={7} photoUrl="/fixed.png" />);
        expect(screen.getByRole("img", { name: "Ada" }).tagName).toBe("IMG");
    });

    it("treats an image that failed before hydration as failed", () => {
        const complete = jest.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true);
        render(<Avatar name="Ada" photoUrl="/broken-early.png" />);
        expect(screen.getByRole("img", { name: "Ada" }).tagName).toBe("SPAN");
        complete.mockRestore();
    });
});
