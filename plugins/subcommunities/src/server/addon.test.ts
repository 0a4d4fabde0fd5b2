/**
 * The subcommunities add-on on the server: its API in Vanilla's shape, the sections the host serves
 * under /{folder} (home from the subcommunityHome layout, the section's discussions, its search with
 * scope site or hub, its language), the title bar's picker, and nothing of it while it is off.
 */
import { AssetManifest } from "@server/ssr/assetManifest";
import { createTestApp, JSON_HEADERS, preloadOf, signIn, type ITestApp } from "@server/testing/testApp";
import type { ISubcommunity } from "../scripts/subcommunityTypes";
import type { SubcommunitiesDatabase } from "./subcommunitiesModel";
import { seedSubcommunities } from "./subcommunitiesSeed";

let t: ITestApp;
let admin: string;
const categoryIDs: Record<string, number> = {};

beforeAll(async () => {
    t = await createTestApp({ config: { "EnabledPlugins.subcommunities": true } });
    // The shared test forum is seeded with the add-ons off: the demo sections as `npm start` seeds them.
    await seedSubcommunities(t.db as unknown as SubcommunitiesDatabase);
    admin = await signIn(t.app, "admin");
    for (const row of await t.db.selectFrom("categories").select(["categoryID", "urlcode"]).execute()) categoryIDs[row.urlcode] = row.categoryID;
});
afterAll(() => t.close());

async function post(categoryID: number, name: string): Promise<number> {
    const response = await t.app.inject({ method: "POST", url: "/api/v2/discussions", headers: { ...JSON_HEADERS, cookie: admin }, payload: { categoryID, name, body: `${name} body`, format: "markdown" } });
    expect(response.statusCode).toBe(201);
    return (response.json() as { discussionID: number }).discussionID;
}

/** The discussions a list page links to. */
function listedIDs(html: string): number[] {
    return [...new Set([...html.matchAll(/href="\/discussion\/(\d+)/g)].map((match) => Number(match[1])))];
}

describe("the API", () => {
    it("lists the demo sections in Vanilla's shape, and one by ID", async () => {
        const list = (await t.app.inject("/api/v2/subcommunities")).json() as ISubcommunity[];
        expect(list.map((section) => [section.folder, section.locale])).toEqual([
            ["help", null],
            ["ideas", null],
            ["fr", "fr"],
        ]);
        expect(list[0]).toEqual({ subcommunityID: expect.any(Number), name: "Support Corner", folder: "help", categoryID: categoryIDs.help, locale: null, sort: 1, url: "/help" });
        expect((await t.app.inject(`/api/v2/subcommunities/${list[1]!.subcommunityID}`)).json()).toEqual(list[1]);
        expect((await t.app.inject("/api/v2/subcommunities/99999")).statusCode).toBe(404);
    });

    it("refuses a folder the forum uses, a taken folder, an unknown category, and makes one section of ten identical creations", async () => {
        const create = (payload: object) => t.app.inject({ method: "POST", url: "/api/v2/subcommunities", headers: { ...JSON_HEADERS, cookie: admin }, payload });
        const reserved = await create({ name: "Lists", folder: "discussions", categoryID: categoryIDs.general });
        expect(reserved.statusCode).toBe(400);
        expect(reserved.json().errors[0]).toMatchObject({ field: "folder", code: "reserved" });
        expect((await create({ name: "Upper", folder: "Help", categoryID: categoryIDs.general })).statusCode).toBe(400);
        expect((await create({ name: "Again", folder: "help", categoryID: categoryIDs.general })).json().errors[0]).toMatchObject({ field: "folder", code: "unique" });
        expect((await create({ name: "Nowhere", folder: "nowhere", categoryID: 99999 })).json().errors[0]).toMatchObject({ field: "categoryID" });

        const answers = await Promise.all(Array.from({ length: 10 }, () => create({ name: "Showcase", folder: "showcase", categoryID: categoryIDs["show-and-tell"] })));
        expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
        expect(answers.every((answer) => [201, 400].includes(answer.statusCode))).toBe(true);
        const created = answers.find((answer) => answer.statusCode === 201)!.json() as ISubcommunity;
        const renamed = await t.app.inject({ method: "PATCH", url: `/api/v2/subcommunities/${created.subcommunityID}`, headers: { ...JSON_HEADERS, cookie: admin }, payload: { name: "Show room" } });
        expect(renamed.json()).toMatchObject({ name: "Show room", folder: "showcase" });
        expect((await t.app.inject({ method: "DELETE", url: `/api/v2/subcommunities/${created.subcommunityID}`, headers: { "x-requested-with": "vanilla", cookie: admin } })).statusCode).toBe(204);
        expect((await t.app.inject("/showcase")).statusCode).toBe(404);
    });
});

describe("a section's pages", () => {
    it("serves /{folder} from the subcommunityHome layout, named in the page, with the picker showing it", async () => {
        const response = await t.app.inject("/help");
        expect(response.statusCode).toBe(200);
        const { meta, state } = preloadOf(response.body);
        const section = (await t.app.inject("/api/v2/subcommunities")).json()[0] as ISubcommunity;
        expect(meta.siteSection).toEqual({ siteSectionID: section.subcommunityID, name: "Support Corner", folder: "help" });
        const lookups = (state as { layouts: { byLookup: Record<string, { data: { layout: Array<{ $reactComponent: string; $reactProps: Record<string, unknown> }> } }> } }).layouts.byLookup;
        expect(Object.keys(lookups)).toEqual([`subcommunityHome:siteSection:${section.subcommunityID}`]);
        const widgets = Object.fromEntries(lookups[`subcommunityHome:siteSection:${section.subcommunityID}`]!.data.layout.map((widget) => [widget.$reactComponent, widget.$reactProps]));
        // The banner greets with the section's name; its categories are those under its root.
        expect(widgets.HomeBanner).toMatchObject({ title: "Support Corner" });
        expect((widgets.CategoriesWidget!.categories as Array<{ categoryID: number }>).map((category) => category.categoryID)).toEqual([categoryIDs.installation]);
        const shownCategories = new Set((widgets.DiscussionsWidget!.discussions as Array<{ categoryName: string }>).map((discussion) => discussion.categoryName));
        expect([...shownCategories].filter((name) => name !== "Help & Support" && name !== "Installation & Setup")).toEqual([]);
        expect(response.body).toContain("<title>Support Corner - ");
        // The banner's and the title bar's searches search the section.
        expect(response.body.match(/action="\/help\/search"/g)).toHaveLength(2);
        const picker = (meta.widgets as Record<string, Array<{ component: string; props: { currentID: number; sections: Array<{ url: string }> } }>>).titleBar![0]!;
        expect(picker.component).toBe("SubcommunitiesPicker");
        expect(picker.props.currentID).toBe(section.subcommunityID);
        expect(picker.props.sections.map((entry) => entry.url)).toEqual(["/help", "/ideas", "/fr"]);
        // Its icon (api.registerIcons) comes from the sprite: the page carries the symbol, and the cached file has it too.
        const symbol = '<symbol id="addon-subcommunities-sections" viewBox="0 0 24 24"><path d="M12 3l9 5-9 5-9-5 9-5z M3 13l9 5 9-5"/></symbol>';
        expect(response.body).toContain('<use href="#addon-subcommunities-sections"></use>');
        expect(response.body.split(symbol)).toHaveLength(2);
        expect((await t.app.inject(meta.iconSprite!)).body).toContain(symbol);
        // The hub's home stays the home layout, and an unknown folder is the 404 it was.
        expect(Object.keys((preloadOf((await t.app.inject("/")).body).state as { layouts: { byLookup: object } }).layouts.byLookup)).toEqual(["home:siteSection:0"]);
        expect((await t.app.inject("/no-such-section")).statusCode).toBe(404);
        expect((await t.app.inject("/no-such-section/discussions")).statusCode).toBe(404);
    });

    it("lists only the section's categories' discussions (its root and the categories under it) on /{folder}/discussions", async () => {
        const inHelp = await post(categoryIDs.help!, "Scoped list help question");
        const inInstallation = await post(categoryIDs.installation!, "Scoped list installation question");
        const elsewhere = await post(categoryIDs.general!, "Scoped list general chat");
        const sectionList = listedIDs((await t.app.inject("/help/discussions")).body);
        expect(sectionList).toEqual(expect.arrayContaining([inHelp, inInstallation]));
        expect(sectionList).not.toContain(elsewhere);
        const rows = await t.db.selectFrom("discussions").select(["discussionID", "categoryID"]).where("discussionID", "in", sectionList).execute();
        expect(rows.map((row) => row.categoryID).filter((id) => id !== categoryIDs.help && id !== categoryIDs.installation)).toEqual([]);
        expect(listedIDs((await t.app.inject("/discussions")).body)).toContain(elsewhere);
        // Its pages, sorts and the main navigation's list link stay in the section.
        const beyond = await t.app.inject("/help/discussions/p99");
        expect(beyond.statusCode).toBe(302);
        expect(beyond.headers.location).toMatch(/^\/help\/discussions(\/p\d+)?$/);
        expect((await t.app.inject("/help/discussions/other")).statusCode).toBe(404);
        expect(listedIDs((await t.app.inject("/help/discussions?sort=-dateInserted")).body)).not.toContain(elsewhere);
        const { meta } = preloadOf((await t.app.inject("/help")).body);
        expect((meta.navigation as Array<{ url: string }>).map((item) => item.url)).toEqual(["/help/discussions", "/categories"]);
        expect((preloadOf((await t.app.inject("/")).body).meta.navigation as Array<{ url: string }>).map((item) => item.url)).toEqual(["/discussions", "/categories"]);
    });

    it("searches the section with scope site, and the whole hub with scope hub", async () => {
        await post(categoryIDs.help!, "Zanzibarite sighting in help");
        await post(categoryIDs.general!, "Zanzibarite sighting in general");
        const names = (html: string) => [...html.matchAll(/Zanzibarite sighting in (\w+)/g)].map((match) => match[1]);
        const scoped = await t.app.inject("/help/search?query=Zanzibarite&scope=site");
        expect(scoped.statusCode).toBe(200);
        expect(new Set(names(scoped.body))).toEqual(new Set(["help"]));
        expect(new Set(names((await t.app.inject("/help/search?query=Zanzibarite&scope=hub")).body))).toEqual(new Set(["help", "general"]));
        // The form searches the section again, and offers the whole hub.
        expect(scoped.body).toContain('action="/help/search"');
        expect(scoped.body).toMatch(/<legend[^>]*>Search in<\/legend>.*checked="" value="site"\/>Support Corner.*value="hub".*All sections/);
        expect((await t.app.inject("/search?query=Zanzibarite")).body).not.toContain("Search in");
    });

    it("speaks the section's language to everyone", async () => {
        const french = await t.app.inject({ url: "/fr", headers: { "accept-language": "en" } });
        expect(french.body).toMatch(/<html lang="fr"/);
        expect((await t.app.inject({ url: "/help", headers: { "accept-language": "en" } })).body).toMatch(/<html lang="en"/);
    });
});

describe("while the add-on is off", () => {
    it("has no routes, no section pages, no picker and no script; turned on again, all are back", async () => {
        // A manifest as the build writes it, so pages list the add-on's script while it is on.
        (t.app.hearth as { manifest: AssetManifest }).manifest = new AssetManifest({ publicPath: "/assets/", entrypoints: { subcommunities: ["addon-subcommunities.js"] }, addons: { subcommunities: ["subcommunities"] } });
        const before = await t.app.inject("/discussions");
        expect(before.body).toContain("/assets/addon-subcommunities.js");
        expect(preloadOf(before.body).meta.widgets).toHaveProperty("titleBar");
        const setEnabled = (enabled: boolean) => t.app.inject({ method: "PATCH", url: "/api/v2/addons/subcommunities", headers: { ...JSON_HEADERS, cookie: admin }, payload: { enabled } });
        expect((await setEnabled(false)).statusCode).toBe(200);
        try {
            expect((await t.app.inject("/api/v2/subcommunities")).statusCode).toBe(404);
            expect((await t.app.inject({ url: "/dashboard/subcommunities", headers: { cookie: admin } })).statusCode).toBe(404);
            for (const url of ["/help", "/help/discussions", "/help/discussions/p2", "/help/search?query=x"]) expect((await t.app.inject(url)).statusCode).toBe(404);
            for (const url of ["/", "/discussions"]) {
                const page = await t.app.inject(url);
                expect(page.statusCode).toBe(200);
                expect(page.body).not.toContain("addon-subcommunities.js");
                expect(page.body).not.toContain("SubcommunitiesPicker");
                expect(preloadOf(page.body).meta.widgets).not.toHaveProperty("titleBar");
                expect(preloadOf(page.body).meta.siteSection).toBeUndefined();
            }
        } finally {
            expect((await setEnabled(true)).statusCode).toBe(200);
        }
        expect((await t.app.inject("/help")).statusCode).toBe(200);
    });
});
