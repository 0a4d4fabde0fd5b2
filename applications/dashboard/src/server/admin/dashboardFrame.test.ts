/**
 * Every page the dashboard's side navigation links to is drawn in the dashboard's frame
 * (AdminLayout), its own section marked current. The /appearance pages come from two
 * applications (themes from the dashboard; layouts and fragments from vanilla, through the
 * host's dashboardFrame) and were once drawn in the forum's ordinary layout, without the
 * navigation, so a site manager who opened one lost the way back to the other sections.
 */
import { ADMIN_SECTIONS } from "@dashboard/admin/adminSections";
import { createTestApp, signIn, type ITestApp } from "@server/testing/testApp";

let t: ITestApp;
let admin: string;

beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, "admin");
});
afterAll(() => t.close());

/** What a page shows of the dashboard's frame: its navigation's links, the ones marked current, and the disclosure of narrow screens. */
async function frameOf(url: string) {
    const response = await t.app.inject({ url, headers: { cookie: admin } });
    const nav = /<nav [^>]*aria-label="Dashboard"[^>]*>([\s\S]*?)<\/nav>/.exec(response.body)?.[1] ?? "";
    const hrefs = (pattern: RegExp) => [...nav.matchAll(pattern)].map((match) => match[1]!.replace(/&amp;/g, "&"));
    return {
        status: response.statusCode,
        links: hrefs(/<a [^>]*href="([^"]*)"/g),
        current: hrefs(/<a [^>]*href="([^"]*)"[^>]*aria-current="page"/g),
        // Narrow screens: the same list behind a native <details>/<summary>, which the keyboard opens.
        disclosure: /<details[^>]*><summary[^>]*>Dashboard sections<\/summary>/.test(nav),
        // The skip link's target holds the page's heading; the forum's side panel is not drawn.
        main: /<main id="main-content"[^>]*tabindex="-1"[^>]*><h1[^>]*>[^<]+<\/h1>/.test(response.body),
        forumPanel: response.body.includes('aria-label="Panel"'),
    };
}

describe("the dashboard's frame", () => {
    it.each(ADMIN_SECTIONS.map((section) => [section.href, section.href]))("%s is drawn in it with its own section current", async (_, href) => {
        const frame = await frameOf(href);
        // Once in the wide list, once in the narrow screens' disclosure.
        expect(frame).toEqual({ status: 200, links: expect.arrayContaining(ADMIN_SECTIONS.map((section) => section.href)), current: [href, href], disclosure: true, main: true, forumPanel: false });
    });

    it("draws a theme's revisions under Themes, where the page is reached from", async () => {
        const { themeID } = await t.app.hearth.db.selectFrom("themes").select("themeID").where("themeKey", "=", "keystone").executeTakeFirstOrThrow();
        const frame = await frameOf(`/appearance/style-guides/${themeID}/revisions`);
        expect(frame).toEqual({ status: 200, links: expect.arrayContaining(["/appearance/layouts"]), current: ["/appearance/themes", "/appearance/themes"], disclosure: true, main: true, forumPanel: false });
    });
});
