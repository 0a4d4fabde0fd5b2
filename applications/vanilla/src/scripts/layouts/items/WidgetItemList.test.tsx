import { screen, within } from "@testing-library/react";
import { renderWithPage, testMeta } from "@tests/setup/pageFixtures";
import { WidgetItemList } from "@vanilla/layouts/items/WidgetItemList";
import { DEFAULT_CONTAINER_OPTIONS, type IWidgetContainerOptions } from "@vanilla/layouts/items/widgetItemRules";

const items = [
    { name: "Rules", url: "/page/rules", description: "Read first", imageUrl: "/uploads/rules.png", iconUrl: "/uploads/rules-icon.png" },
    { name: "Support", url: "https://help.example/", description: "Ask us", imageUrl: "/uploads/support.png", iconUrl: "/uploads/support-icon.png" },
];

function show(options: Partial<IWidgetContainerOptions>, mode: "app" | "island" = "app") {
    return renderWithPage(<WidgetItemList title="Start here" showTitle items={items} options={{ ...DEFAULT_CONTAINER_OPTIONS, ...options }} />, { meta: testMeta({ mode }) });
}

describe("widget items by content type", () => {
    it("title: only the titles, as links", () => {
        const { container } = show({ contentType: "title" });
        expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(["Rules", "Support"]);
        expect(screen.getByRole("link", { name: "Support" }).getAttribute("href")).toBe("https://help.example/");
        expect(screen.queryByText("Read first")).toBeNull();
        expect(container.querySelectorAll("img")).toHaveLength(0);
    });

    it("title-description-image: a decorative 16:9 image, at most 250 px high, above the text", () => {
        const { container } = show({ contentType: "title-description-image" });
        const images = Array.from(container.querySelectorAll("img"));
        expect(images.map((image) => image.getAttribute("src"))).toEqual(["/uploads/rules.png", "/uploads/support.png"]);
        expect(images[0]?.getAttribute("alt")).toBe("");
        expect(images[0]?.style.aspectRatio).toBe("16 / 9");
        expect(images[0]?.style.maxHeight).toBe("250px");
        expect(screen.getByText("Read first")).toBeTruthy();
    });

    it("title-description-icon: the icon, not the image", () => {
        const { container } = show({ contentType: "title-description-icon" });
        expect(Array.from(container.querySelectorAll("img")).map((image) => image.getAttribute("src"))).toEqual(["/uploads/rules-icon.png", "/uploads/support-icon.png"]);
    });

    it("title-background: the title over a square image, up to 400 px high, no description; -description adds it", () => {
        const { container, unmount } = show({ contentType: "title-background" });
        const item = screen.getByRole("link", { name: "Rules" }).closest("li")?.firstElementChild as HTMLElement;
        expect(item.style.aspectRatio).toBe("16 / 16");
        expect(item.style.maxHeight).toBe("400px");
        expect(container.querySelectorAll("img")).toHaveLength(2);
        expect(screen.queryByText("Read first")).toBeNull();
        unmount();
        show({ contentType: "title-background-description" });
        expect(screen.getByText("Read first")).toBeTruthy();
    });

    it("link display: a list of navigation links, no item headings", () => {
        show({ displayType: "link" });
        const list = screen.getByRole("list");
        expect(within(list).getAllByRole("link").map((link) => link.textContent)).toEqual(["Rules", "Support"]);
        expect(screen.queryAllByRole("heading", { level: 3 })).toHaveLength(0);
    });

    it("carousel display on an Island page: the carousel is an island the browser hydrates alone", () => {
        const { container } = show({ displayType: "carousel" }, "island");
        const island = container.querySelector('[data-react="WidgetCarousel"]');
        expect(island).not.toBeNull();
        expect(JSON.parse(island?.getAttribute("data-props") ?? "{}").items).toHaveLength(2);
        expect(within(island as HTMLElement).getByRole("group", { name: "Start here" })).toBeTruthy();
    });
});
