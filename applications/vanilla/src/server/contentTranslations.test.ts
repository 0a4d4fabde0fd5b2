/**
 * Translated content shown (issue 15 item 4): a reader whose language has a translation sees the
 * translated title, body and category name with the "Translated" marker and a link to the original;
 * a reader of the source language sees the text as written, and costs no statement more. Site
 * managers, and only they, get the translate control.
 */
import { createTestApp, JSON_HEADERS, signIn, type ITestApp } from "@server/testing/testApp";
import { RequestQueries } from "@server/testing/requestQueries";

const queries = new RequestQueries();
let t: ITestApp;
let admin: string;
let member: string;
let discussion: { discussionID: number; name: string; url: string; categoryID: number };
let category: { categoryID: number; name: string; url: string };

const GERMAN = { "accept-language": "de" };

beforeAll(async () => {
    t = await createTestApp({ dbPlugins: [queries] });
    [admin, member] = await Promise.all([signIn(t.app, "admin"), signIn(t.app, "member")]);
    discussion = (await t.app.inject({ url: "/api/v2/discussions?limit=1&expand=category", headers: { cookie: admin } })).json()[0];
    category = (await t.app.inject({ url: `/api/v2/categories/${discussion.categoryID}` })).json();
});
afterAll(() => t.close());

async function translate(items: Array<{ recordType: string; recordID: number; propertyName: string; translation: string }>) {
    const response = await t.app.inject({ method: "PATCH", url: "/api/v2/translations/forum", headers: { ...JSON_HEADERS, cookie: admin }, payload: items.map((item) => ({ ...item, locale: "de" })) });
    expect(response.statusCode).toBe(200);
}

const page = async (url: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ url, headers });
    expect(response.statusCode).toBe(200);
    return response.body;
};

it("shows a German reader the German title, body and category name, marked, with a link to the original", async () => {
    // Seen once in German before any translation: the guest page cache must not keep it.
    expect(await page(discussion.url, GERMAN)).not.toContain("data-translated-marker");
    await translate([
        { recordType: "discussion", recordID: discussion.discussionID, propertyName: "name", translation: "Ein deutscher Titel" },
        { recordType: "discussion", recordID: discussion.discussionID, propertyName: "body", translation: "Ein **deutscher** Text" },
        { recordType: "category", recordID: category.categoryID, propertyName: "name", translation: "Deutsche Kategorie" },
    ]);
    const german = await page(discussion.url, GERMAN);
    expect(german).toContain("<title>Ein deutscher Titel");
    expect(german).toContain("Ein <strong>deutscher</strong> Text");
    expect(german).toContain("Deutsche Kategorie");
    expect(/data-translated-marker[^>]*>.{0,300}Übersetzt/s.test(german)).toBe(true);
    expect(german.includes(`${discussion.url}?original=1"`)).toBe(true);

    const original = await page(`${discussion.url}?original=1`, GERMAN);
    expect(original).not.toContain("Ein deutscher Titel");
    expect(original).not.toContain("data-translated-marker");

    // The list pages show the translated title and category name too.
    expect(await page("/discussions", GERMAN)).toContain("Ein deutscher Titel");
    expect(await page("/categories", GERMAN)).toContain("Deutsche Kategorie");
    expect(await page(category.url, GERMAN)).toContain("Deutsche Kategorie");
});

it("answers the discussions API and the home page's widgets in the reader's language too", async () => {
    const listed = async (headers: Record<string, string>) => {
        const response = await t.app.inject({ url: "/api/v2/discussions?limit=30&expand=category", headers });
        expect(response.statusCode).toBe(200);
        return (response.json() as Array<{ discussionID: number; name: string; category?: { name: string } }>).find((row) => row.discussionID === discussion.discussionID)!;
    };
    expect(await listed(GERMAN)).toMatchObject({ name: "Ein deutscher Titel", category: { name: "Deutsche Kategorie" } });
    expect(await listed({ "accept-language": "fr" })).toMatchObject({ name: discussion.name });
    expect(await listed({})).toMatchObject({ name: discussion.name, category: { name: category.name } });

    const home = await page("/", GERMAN);
    expect(home).toContain("Ein deutscher Titel");
    expect(home).toContain("Deutsche Kategorie");
    expect(await page("/")).not.toContain("Ein deutscher Titel");
});

it("shows an English or French reader the text as written", async () => {
    for (const headers of [{}, { "accept-language": "fr" }] as Array<Record<string, string>>) {
        const body = await page(discussion.url, headers);
        expect(body).not.toContain("Ein deutscher Titel");
        expect(body).not.toContain("data-translated-marker");
        expect(body).toContain(discussion.name.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").slice(0, 10));
    }
});

it("reads a page's translations in one statement (and the navigation's names in one more), and none for the source language", async () => {
    const statements = async (headers: Record<string, string>) => {
        await t.app.inject({ url: "/discussions", headers: { cookie: member, ...headers } });
        const { statements } = await queries.during(() => t.app.inject({ url: "/discussions", headers: { cookie: member, ...headers } }));
        return statements.length;
    };
    // A member's language is their profile's, else the header's: this member has none set.
    const english = await statements({});
    const german = await statements(GERMAN);
    // The listed records' translations, and the title bar's (navigation items, server/translations/navigationTranslations.ts).
    expect(german - english).toBe(2);
});

it("gives the translate control to site managers only", async () => {
    expect(await page(discussion.url, { cookie: admin })).toContain('data-react="TranslateButton"');
    expect(await page(category.url, { cookie: admin })).toContain('data-react="TranslateButton"');
    expect(await page(discussion.url, { cookie: member })).not.toContain("TranslateButton");
    expect(await page(discussion.url)).not.toContain("TranslateButton");
});

it("finds content by its translation in the reader's language, named in it, once", async () => {
    const search = async (query: string, headers: Record<string, string> = {}) => {
        const response = await t.app.inject({ url: `/api/v2/search?query=${encodeURIComponent(query)}`, headers });
        expect(response.statusCode).toBe(200);
        return response.json() as Array<{ recordType: string; recordID: number; name: string }>;
    };
    const isOurs = (result: { recordType: string; recordID: number }) => result.recordType === "discussion" && result.recordID === discussion.discussionID;
    // Case and accents do not matter, as in the index.
    const german = await search("DEUTSCHER titel", GERMAN);
    expect(german.filter(isOurs)).toEqual([expect.objectContaining({ name: "Ein deutscher Titel" })]);
    expect((await search("Kategorie", GERMAN)).some((result) => result.recordType === "category" && result.recordID === category.categoryID)).toBe(true);
    // An English reader's search reads the text as written; `locale` asks for another language's.
    expect((await search("deutscher titel")).some(isOurs)).toBe(false);
    const asked = await t.app.inject({ url: "/api/v2/search?query=deutscher%20titel&locale=de" });
    expect((asked.json() as Array<{ recordType: string; recordID: number }>).some(isOurs)).toBe(true);
    // Words of the original still find it, listed once, for the German reader too.
    const firstWord = discussion.name.split(/\s+/).find((word) => /^[A-Za-z]{5,}$/.test(word))!;
    expect((await search(firstWord, GERMAN)).filter(isOurs).length).toBeLessThanOrEqual(1);
});
