/**
 * Widgets of home widget items on the server (content §2): the catalogue's schemas, the settings
 * lookup-hydrate answers (defaults filled in), and unsafe addresses refused when saved and
 * dropped when a stored one is hydrated.
 */
import { createTestApp, JSON_HEADERS, signIn, type ITestApp } from "@server/testing/testApp";
import type { IHydratedLayout, ILayout, ILayoutCatalog } from "@library/layouts/layoutTypes";

let t: ITestApp;
let admin: string;

beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, "admin");
});
afterAll(() => t.close());

const as = (cookie: string) => ({ ...JSON_HEADERS, cookie });

async function publishHome(layout: unknown[]): Promise<ILayout> {
    const created = await t.app.inject({ method: "POST", url: "/api/v2/layouts", headers: as(admin), payload: { name: "Items", layoutViewType: "home", layout } });
    expect(created.statusCode).toBe(201);
    const saved = created.json() as ILayout;
    const assigned = await t.app.inject({ method: "PUT", url: `/api/v2/layouts/${saved.layoutID}/views`, headers: as(admin), payload: [{ recordType: "global", recordID: -1 }] });
    expect(assigned.statusCode).toBeLessThan(300);
    return saved;
}

async function guestHome(): Promise<IHydratedLayout> {
    const response = await t.app.inject({ url: "/api/v2/layouts/lookup-hydrate?layoutViewType=home" });
    expect(response.statusCode).toBe(200);
    return response.json() as IHydratedLayout;
}

const quickLinks = (items: unknown[], more: Record<string, unknown> = {}) => ({ $hydrate: "react.quick-links", title: "Start here", items, ...more });

describe("home widget items on the server", () => {
    it("the catalogue offers Quick Links with its list of items and the container choices of content §2", async () => {
        const response = await t.app.inject({ url: "/api/v2/layouts/catalog?layoutViewType=home", headers: { cookie: admin } });
        const catalog = response.json() as ILayoutCatalog;
        const widget = catalog.widgets["react.quick-links"];
        expect(widget).toMatchObject({ $reactComponent: "QuickLinksWidget", name: "Quick Links" });
        const properties = widget!.schema.properties;
        expect(properties.displayType!.enum).toEqual(["grid", "carousel", "list", "link"]);
        expect(properties.contentType!.enum).toHaveLength(7);
        expect(properties.borderType!.enum).toEqual(["none", "border", "shadow", "separator", "separator-between", "navLinks"]);
        expect(properties.items).toMatchObject({ type: "array", items: { properties: { url: { format: "link" }, imageUrl: { format: "image" }, iconUrl: { format: "image" } } } });
        // The categories widget takes the same container choices.
        expect(catalog.widgets["react.categories"]!.schema.properties.displayType!.enum).toEqual(["grid", "carousel", "list", "link"]);
    });

    it("lookup-hydrate answers the items and the container settings, the schema's defaults filled in", async () => {
        await publishHome([
            quickLinks(
                [
                    { name: "Rules", description: "Read first", url: "/page/rules", iconUrl: "/uploads/rules.png" },
                    { name: "Help", url: "https://help.example/", imageUrl: "https://cdn.example/help.jpg" },
                    { name: "Write to us", url: "mailto:team@example.org" },
                ],
                { displayType: "carousel", contentType: "title-description-icon" },
            ),
            { $hydrate: "react.categories", title: "Browse", displayType: "list", borderType: "separator" },
        ]);
        const home = await guestHome();
        expect(home.layout.map((widget) => widget.$reactComponent)).toEqual(["QuickLinksWidget", "CategoriesWidget"]);
        expect(home.layout[0]!.$reactProps).toEqual({
            title: "Start here",
            description: "",
            displayType: "carousel",
            contentType: "title-description-icon",
            borderType: "border",
            imagePlacement: "top",
            maxColumns: 0,
            items: [
                { name: "Rules", description: "Read first", url: "/page/rules", imageUrl: "", iconUrl: "/uploads/rules.png" },
                { name: "Help", description: "", url: "https://help.example/", imageUrl: "https://cdn.example/help.jpg", iconUrl: "" },
                { name: "Write to us", description: "", url: "mailto:team@example.org", imageUrl: "", iconUrl: "" },
            ],
        });
        expect(home.layout[1]!.$reactProps).toMatchObject({ title: "Browse", displayType: "list", borderType: "separator", contentType: "title-description" });
        expect((home.layout[1]!.$reactProps.categories as unknown[]).length).toBeGreaterThan(0);
    });

    it("refuses a layout whose item links or images are unsafe, or whose choices are not content §2's, naming the field", async () => {
        const cases: Array<[unknown, RegExp]> = [
            [quickLinks([{ name: "Ok", url: "/x" }, { name: "Evil", url: "javascript:alert(document.cookie)" }]), /item 2: Link must be a safe link/],
            [quickLinks([{ name: "Evil", url: "//evil.example/" }]), /item 1: Link must be a safe link/],
            [quickLinks([{ name: "Pixel", imageUrl: "data:image/svg+xml,<svg onload=alert(1)>" }]), /item 1: Image address must be/],
            [quickLinks([{ name: "Icon", iconUrl: "javascript:alert(1)" }]), /item 1: Icon address must be/],
            [quickLinks([], { displayType: "masonry" }), /Display must be one of grid, carousel, list, link/],
            [quickLinks(Array.from({ length: 25 }, (_, index) => ({ name: `Item ${index}` }))), /at most 24 items/],
        ];
        for (const [widget, message] of cases) {
            const response = await t.app.inject({ method: "POST", url: "/api/v2/layouts", headers: as(admin), payload: { name: "Bad", layoutViewType: "home", layout: [widget] } });
            expect(response.statusCode).toBe(400);
            const body = response.json() as { errors: Array<{ field: string; message: string }> };
            expect(body.errors[0]!.field).toMatch(/^layout\[0\]\.(items|displayType)$/);
            expect(body.errors[0]!.message).toMatch(message);
        }
        // A change to a saved layout is checked the same way.
        const saved = await publishHome([quickLinks([{ name: "Fine", url: "/fine" }])]);
        const patched = await t.app.inject({ method: "PATCH", url: `/api/v2/layouts/${saved.layoutID}`, headers: as(admin), payload: { layout: [quickLinks([{ name: "Evil", url: "javascript:void 0" }])] } });
        expect(patched.statusCode).toBe(400);
        expect(((await guestHome()).layout[0]!.$reactProps.items as Array<{ url: string }>).map((item) => item.url)).toEqual(["/fine"]);
    });

    it("a stored layout with an unsafe address (written before the check) hydrates without it; an item without a title is left out", async () => {
        const saved = await publishHome([quickLinks([{ name: "Fine", url: "/fine" }])]);
        const stored = [quickLinks([{ name: "Evil", url: "javascript:alert(1)", imageUrl: "javascript:alert(2)" }, { name: "  ", url: "/untitled" }, { name: "Fine", url: "/fine" }])];
        await t.db.updateTable("layouts").set({ layout: JSON.stringify(stored) }).where("layoutID", "=", Number(saved.layoutID)).execute();
        const items = (await guestHome()).layout[0]!.$reactProps.items as Array<{ name: string; url: string; imageUrl: string }>;
        expect(items).toEqual([
            { name: "Evil", description: "", url: "", imageUrl: "", iconUrl: "" },
            { name: "Fine", description: "", url: "/fine", imageUrl: "", iconUrl: "" },
        ]);
    });
});
