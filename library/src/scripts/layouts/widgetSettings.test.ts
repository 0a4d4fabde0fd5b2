import type { IWidgetSchema } from "@library/layouts/layoutTypes";
import { settingProblem, settingsWithDefaults } from "@library/layouts/widgetSettings";

const schema: IWidgetSchema = {
    type: "object",
    properties: {
        items: {
            type: "array",
            title: "Items",
            default: [],
            maxItems: 2,
            items: {
                type: "object",
                properties: {
                    name: { type: "string", title: "Title", default: "", maxLength: 10 },
                    url: { type: "string", title: "Link", default: "", format: "link" },
                    imageUrl: { type: "string", title: "Image address", default: "", format: "image" },
                },
            },
        },
    },
};
const items = schema.properties.items!;

describe("list settings and address formats", () => {
    it("accepts items with safe links and images, an empty address too", () => {
        expect(settingProblem(items, [{ name: "Rules", url: "/page/rules", imageUrl: "https://cdn.example/a.png" }, { name: "Mail", url: "mailto:a@b.example", imageUrl: "" }])).toBeNull();
    });

    it("refuses an unsafe link or image by item and field, a list too long, a list that is not one", () => {
        expect(settingProblem(items, [{ name: "ok" }, { name: "x", url: "javascript:alert(1)" }])).toBe("item 2: Link must be a safe link (http(s)://, mailto:, tel:, / or #)");
        expect(settingProblem(items, [{ name: "x", imageUrl: "data:image/png;base64,AAAA" }])).toBe("item 1: Image address must be an http(s) address or one on this site");
        expect(settingProblem(items, [{ name: "x", url: "//evil.example" }])).toMatch(/safe link/);
        expect(settingProblem(items, [{}, {}, {}])).toBe("must have at most 2 items");
        expect(settingProblem(items, "nope")).toBe("must be a list");
        expect(settingProblem(items, ["nope"])).toBe("item 1 must be an object");
    });

    it("fills defaults item by item: an unsafe address becomes empty, unknown keys and extra items go", () => {
        const settings = settingsWithDefaults(schema, { items: [{ name: "a", url: "javascript:x", extra: 1 }, "junk", { name: "b" }, { name: "c" }] });
        expect(settings.items).toEqual([
            { name: "a", url: "", imageUrl: "" },
            { name: "b", url: "", imageUrl: "" },
        ]);
        expect(settingsWithDefaults(schema, {}).items).toEqual([]);
    });
});
