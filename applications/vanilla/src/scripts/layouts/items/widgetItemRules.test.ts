import {
    containerOptions,
    gridTemplateColumns,
    isBackgroundType,
    itemIconSize,
    itemImageRules,
    maxColumns,
    showsDescription,
    WIDGET_ITEM,
} from "@vanilla/layouts/items/widgetItemRules";

describe("home widget item column rules (content §9)", () => {
    it("a grid or carousel has at most 3 columns, 4 for title-background, title-description-image and title-background-description", () => {
        expect(maxColumns("grid", "title")).toBe(3);
        expect(maxColumns("grid", "title-description")).toBe(3);
        expect(maxColumns("grid", "title-description-icon")).toBe(3);
        expect(maxColumns("grid", "title-chat-bubble")).toBe(3);
        expect(maxColumns("grid", "title-background")).toBe(4);
        expect(maxColumns("carousel", "title-description-image")).toBe(4);
        expect(maxColumns("grid", "title-background-description")).toBe(4);
    });

    it("a list is one column whatever was chosen; a link list two", () => {
        expect(maxColumns("list", "title-background", 4)).toBe(1);
        expect(maxColumns("link", "title", 4)).toBe(2);
    });

    it("a column count the site manager chose wins, capped at 4; 0 means by the content type", () => {
        expect(maxColumns("grid", "title", 2)).toBe(2);
        expect(maxColumns("grid", "title", 9)).toBe(4);
        expect(maxColumns("grid", "title", 0)).toBe(3);
    });

    it("the grid's CSS keeps items at least 180 px wide and at most N a row; one column is a plain track", () => {
        expect(gridTemplateColumns(3, "16px")).toBe("repeat(auto-fill, minmax(max(180px, calc((100% - 2 * 16px) / 3)), 1fr))");
        expect(gridTemplateColumns(2, "16px", WIDGET_ITEM.navLinkWidth)).toContain("max(203px,");
        expect(gridTemplateColumns(1, "16px")).toBe("minmax(0, 1fr)");
    });
});

describe("home widget item sizes (content §9)", () => {
    it("images are 16:9 up to 250 px high, square up to 400 px for the background types", () => {
        expect(itemImageRules("title-description-image")).toEqual({ aspectRatio: "16 / 9", maxHeight: 250 });
        expect(itemImageRules("title-background")).toEqual({ aspectRatio: "16 / 16", maxHeight: 400 });
        expect(itemImageRules("title-background-description")).toEqual({ aspectRatio: "16 / 16", maxHeight: 400 });
    });

    it("an icon is 72 px, 48 px when it sits left of the text", () => {
        expect(itemIconSize("top")).toBe(72);
        expect(itemIconSize("left")).toBe(48);
    });

    it("the title-only types show no description; the background types draw the title over the image", () => {
        expect(showsDescription("title")).toBe(false);
        expect(showsDescription("title-background")).toBe(false);
        expect(showsDescription("title-background-description")).toBe(true);
        expect(isBackgroundType("title-background")).toBe(true);
        expect(isBackgroundType("title-description-image")).toBe(false);
    });

    it("options from an older or hand-written layout fall back to a bordered grid of titles and descriptions", () => {
        expect(containerOptions({ displayType: "masonry", contentType: 3, borderType: "shadow", maxColumns: 12 })).toEqual({
            displayType: "grid",
            contentType: "title-description",
            borderType: "shadow",
            imagePlacement: "top",
            maxColumns: 4,
        });
    });
});
