import { fireEvent, render, screen } from "@testing-library/react";
import { Avatar } from "@library/components/Avatar";
import { avatarSizes, type AvatarSize } from "@library/components/avatar.styles";

describe("Avatar", () => {
    it("shows the photo with the user name as alt text", () => {
        render(<Avatar name="Ada" photoUrl="/uploads/ada.png" />);
        const image = screen.getByRole("img", { name: "Ada" });
        expect(image.tagName).toBe("IMG");
        expect(image.getAttribute("src")).toBe("/uploads/ada.png");
        expect(image.getAttribute("width")).toBe("40");
    });

    it("has the sizes of shell §3", () => {
        expect(avatarSizes).toEqual({ xsmall: 24, small: 28, medium: 40, large: 100, xlarge: 145 });
        for (const size of Object.keys(avatarSizes) as AvatarSize[]) {
            const { unmount } = render(<Avatar name="Ada" photoUrl="/a.png" size={size} />);
            expect(screen.getByRole("img").getAttribute("height")).toBe(String(avatarSizes[size]));
            unmount();
        }
    });

    it("shows a placeholder icon, still named after the user, without a photo URL", () => {
        for (const photoUrl of ["", null, undefined]) {
            const { unmount } = render(<Avatar name="User Deleted" photoUrl={photoUrl} size="small" />);
            const placeholder = screen.getByRole("img", { name: "User Deleted" });
            expect(placeholder.tagName).toBe("SPAN");
            expect(placeholder.style.width).toBe("28px");
            expect(placeholder.querySelector("svg")).toBeTruthy();
            unmount();
        }
    });

    it("falls back to the placeholder when the image fails, and tries a new URL again", () => {
        const { rerender } = render(<Avatar name="Ada" photoUrl="/broken.png" />);
        fireEvent.error(screen.getByRole("img", { name: "Ada" }));
        expect(screen.getByRole("img", { name: "Ada" }).tagName).toBe("SPAN");
        rerender(<Avatar name="Ada" photoUrl="/fixed.png" />);
        expect(screen.getByRole("img", { name: "Ada" }).tagName).toBe("IMG");
    });

    it("treats an image that failed before hydration as failed", () => {
        const complete = jest.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true);
        render(<Avatar name="Ada" photoUrl="/broken-early.png" />);
        expect(screen.getByRole("img", { name: "Ada" }).tagName).toBe("SPAN");
        complete.mockRestore();
    });
});
