import { render, screen } from "@testing-library/react";
import { Tag, type TagPreset } from "@library/components/Tag";

const PRESETS: TagPreset[] = ["standard", "greyscale", "colored", "success", "primary", "error"];

describe("Tag", () => {
    it("is text by default and a link with href", () => {
        render(
            <>
                <Tag>Plain</Tag>
                <Tag href="/discussions?tagID=3">Linked</Tag>
            </>,
        );
        expect(screen.getByText("Plain").tagName).toBe("SPAN");
        expect(screen.getByRole("link", { name: "Linked" }).getAttribute("href")).toBe("/discussions?tagID=3");
    });

    it("gives each preset of shell §3 its own classes", () => {
        const classNames = PRESETS.map((preset) => {
            const { unmount } = render(<Tag preset={preset}>{preset}</Tag>);
            const className = screen.getByText(preset).className;
            unmount();
            return className;
        });
        expect(new Set(classNames).size).toBe(PRESETS.length);
    });
});
