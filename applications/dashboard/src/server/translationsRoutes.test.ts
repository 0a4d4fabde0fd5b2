/** GET / PATCH /api/v2/translations/{resource} and …/remove: site managers only, every item checked (issue 15 item 3). */
import { createTestApp, JSON_HEADERS, signIn, type ITestApp } from "@server/testing/testApp";

let t: ITestApp;
let admin: string;
let member: string;
let moderator: string;
let discussionID: number;
let categoryID: number;

beforeAll(async () => {
    t = await createTestApp();
    [admin, member, moderator] = await Promise.all([signIn(t.app, "admin"), signIn(t.app, "member"), signIn(t.app, "moderator")]);
    const discussion = (await t.app.inject({ url: "/api/v2/discussions?limit=1", headers: { cookie: admin } })).json()[0] as { discussionID: number; categoryID: number };
    ({ discussionID, categoryID } = discussion);
});
afterAll(() => t.close());

const adminHeaders = () => ({ ...JSON_HEADERS, cookie: admin });
const nameInGerman = (text: string) => ({ recordType: "discussion", recordID: discussionID, propertyName: "name", locale: "de", translation: text });

async function germanTranslations(query = "") {
    const response = await t.app.inject({ url: `/api/v2/translations/forum?locale=de${query}`, headers: { cookie: admin } });
    expect(response.statusCode).toBe(200);
    return response.json() as Array<{ key: string; translationPropertyKey: string; recordID: number; propertyName: string; translation: string }>;
}

describe("permissions", () => {
    it("refuses guests, members and moderators (site.manage) on every endpoint, whatever they send", async () => {
        for (const cookie of ["", member, moderator]) {
            const headers = { ...JSON_HEADERS, ...(cookie ? { cookie } : {}) };
            expect((await t.app.inject({ url: "/api/v2/translations/forum?locale=de", headers })).statusCode).toBe(403);
            expect((await t.app.inject({ method: "PATCH", url: "/api/v2/translations/forum", headers, payload: [nameInGerman("Hallo")] })).statusCode).toBe(403);
            expect((await t.app.inject({ method: "PATCH", url: "/api/v2/translations/forum", headers, payload: { not: "a list" } })).statusCode).toBe(403);
            expect((await t.app.inject({ method: "PATCH", url: "/api/v2/translations/forum/remove", headers, payload: [nameInGerman("x")] })).statusCode).toBe(403);
        }
        expect(await germanTranslations()).toEqual([]);
    });

    it("refuses a write without the request-origin header (CSRF guard)", async () => {
        const response = await t.app.inject({ method: "PATCH", url: "/api/v2/translations/forum", headers: { "content-type": "application/json", cookie: admin }, payload: [nameInGerman("Hallo")] });
        expect(response.statusCode).toBe(403);
        expect(await germanTranslations()).toEqual([]);
    });
});

describe("validation", () => {
    const refused = async (payload: unknown, field: string, code?: string, url = "/api/v2/translations/forum") => {
        const response = await t.app.inject({ method: "PATCH", url, headers: adminHeaders(), payload: payload as object });
        expect(response.statusCode).toBe(400);
        const errors = response.json().errors as Array<{ field: string; code: string }>;
        expect(errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: expect.stringContaining(field), ...(code ? { code } : {}) })]));
    };

    it("names the item and field at fault and writes nothing of the list", async () => {
        const good = nameInGerman("Guter Titel");
        await refused([good, { ...good, recordType: "widget" }], "1.recordType", "enum");
        await refused([good, { ...good, propertyName: "slug" }], "1.propertyName", "enum");
        await refused([{ ...good, recordID: 99_999_999 }], "0.recordID", "notFound");
        await refused([{ ...good, recordID: undefined, recordKey: "x" }], "0.recordID", "required");
        await refused([{ ...good, locale: "xx" }], "0.locale", "enum");
        await refused([{ ...good, locale: "en" }], "0.locale", "sourceLocale");
        await refused([{ ...good, translation: "x".repeat(101) }], "0.translation", "maxLength");
        await refused([{ ...good, translation: "   " }], "0.translation", "minLength");
        await refused([{ recordType: "discussion", recordID: discussionID, locale: "de" }], "propertyName");
        await refused({ not: "a list" }, "");
        await refused([{ ...good, locale: "xx" }], "0.locale", "enum", "/api/v2/translations/forum/remove");
        expect(await germanTranslations()).toEqual([]);
    });

    it("answers 404 for a resource it does not know, and 400 for a bad query", async () => {
        expect((await t.app.inject({ method: "PATCH", url: "/api/v2/translations/nowhere", headers: adminHeaders(), payload: [nameInGerman("x")] })).statusCode).toBe(404);
        expect((await t.app.inject({ url: "/api/v2/translations/nowhere?locale=de", headers: { cookie: admin } })).statusCode).toBe(404);
        for (const query of ["", "?locale=xx", "?locale=de&recordType=widget", "?locale=de&recordIDs[]=1", "?locale=de&recordType=discussion&recordIDs[]=abc", "?locale=de&limit=101"]) {
            expect([query, (await t.app.inject({ url: `/api/v2/translations/forum${query}`, headers: { cookie: admin } })).statusCode]).toEqual([query, 400]);
        }
    });
});

describe("saving and removing", () => {
    it("adds, replaces, lists by record and removes translations", async () => {
        const save = await t.app.inject({
            method: "PATCH",
            url: "/api/v2/translations/forum",
            headers: adminHeaders(),
            payload: [nameInGerman("Erster Titel"), { recordType: "category", recordID: categoryID, propertyName: "name", locale: "de", translation: "Kategorie" }],
        });
        expect(save.statusCode).toBe(200);
        await t.app.inject({ method: "PATCH", url: "/api/v2/translations/forum", headers: adminHeaders(), payload: [nameInGerman("Zweiter Titel")] });

        const ofDiscussion = await germanTranslations(`&recordType=discussion&recordIDs[]=${discussionID}`);
        expect(ofDiscussion).toEqual([expect.objectContaining({ key: `discussion.${discussionID}.name`, translationPropertyKey: `discussion.${discussionID}.name`, recordID: discussionID, propertyName: "name", translation: "Zweiter Titel" })]);
        expect((await germanTranslations()).map((row) => row.translation).sort()).toEqual(["Kategorie", "Zweiter Titel"]);
        // Another locale has none of them.
        expect((await t.app.inject({ url: "/api/v2/translations/forum?locale=fr", headers: { cookie: admin } })).json()).toEqual([]);

        const removed = await t.app.inject({
            method: "PATCH",
            url: "/api/v2/translations/forum/remove",
            headers: adminHeaders(),
            payload: [{ recordType: "discussion", recordID: discussionID, propertyName: "name", locale: "de" }],
        });
        expect(removed.statusCode).toBe(200);
        expect(removed.json()).toEqual([expect.objectContaining({ translationPropertyKey: `discussion.${discussionID}.name`, locale: "de" })]);
        expect((await germanTranslations()).map((row) => row.translation)).toEqual(["Kategorie"]);
    });

    it("keeps one row when the same translation is saved ten times at once", async () => {
        const responses = await Promise.all(
            Array.from({ length: 10 }, (_, index) => t.app.inject({ method: "PATCH", url: "/api/v2/translations/forum", headers: adminHeaders(), payload: [nameInGerman(`Gleichzeitig ${index}`)] })),
        );
        expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
        const rows = await germanTranslations(`&recordType=discussion&recordIDs[]=${discussionID}`);
        expect(rows).toHaveLength(1);
        expect(rows[0]!.translation).toMatch(/^Gleichzeitig \d$/);
    });
});

describe("navigation items (a keyed record type)", () => {
    const frenchName = (recordKey: string, translation: string) => ({ recordType: "navigationItem", recordKey, propertyName: "name", locale: "fr", translation });
    const navigationOf = async (locale: string) => {
        const html = (await t.app.inject({ url: "/discussions", headers: { "accept-language": locale } })).body;
        const json = /<script type="application\/json" id="hearth-preload"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!;
        return (JSON.parse(json) as { meta: { navigation: Array<{ id: string; name: string }> } }).meta.navigation.map((item) => `${item.id}:${item.name}`);
    };

    it("translates an item's name by its id, refuses ids the navigation does not have, and shows the French reader the translation", async () => {
        // The seeded navigation's items, as the title bar names them ("id:name"): the first is translated.
        const written = await navigationOf("en");
        const [first, ...rest] = written;
        const [id, name] = first!.split(":") as [string, string];
        const saved = await t.app.inject({ method: "PATCH", url: "/api/v2/translations/forum", headers: adminHeaders(), payload: [frenchName(id, "Sujets")] });
        expect(saved.statusCode).toBe(200);
        expect(saved.json()).toEqual([expect.objectContaining({ translationPropertyKey: `navigationItem.${id}.name`, recordKey: id, translation: "Sujets" })]);
        const listed = await t.app.inject({ url: `/api/v2/translations/forum?locale=fr&recordType=navigationItem&recordKeys[]=${encodeURIComponent(id)}`, headers: { cookie: admin } });
        expect(listed.json()).toEqual([expect.objectContaining({ recordKey: id, propertyName: "name", translation: "Sujets" })]);

        for (const [payload, field, code] of [
            [[frenchName("no-such-item", "x")], "0.recordKey", "notFound"],
            [[{ ...frenchName(id, "x"), recordKey: undefined, recordID: 1 }], "0.recordKey", "required"],
        ] as const) {
            const response = await t.app.inject({ method: "PATCH", url: "/api/v2/translations/forum", headers: adminHeaders(), payload: payload as unknown as object[] });
            expect(response.statusCode).toBe(400);
            expect(response.json().errors).toEqual([expect.objectContaining({ field, code })]);
        }

        expect(await navigationOf("fr")).toEqual([`${id}:Sujets`, ...rest]);
        // The site's own language, and a language without a translation, keep the names as written.
        expect(await navigationOf("en")).toEqual(written);
        expect(await navigationOf("de")).toEqual(written);
        expect(name).not.toBe("Sujets");

        const removed = await t.app.inject({ method: "PATCH", url: "/api/v2/translations/forum/remove", headers: adminHeaders(), payload: [{ recordType: "navigationItem", recordKey: id, propertyName: "name", locale: "fr" }] });
        expect(removed.statusCode).toBe(200);
        expect(await navigationOf("fr")).toEqual(written);
    });

    it("offers the navigation's names to a site manager in the navigation editor, and to nobody else", async () => {
        const props = (html: string) => /data-translate-button/.test(html);
        const page = await t.app.inject({ url: "/dashboard/navigation", headers: { cookie: admin } });
        expect(page.statusCode).toBe(200);
        expect(props(page.body)).toBe(true);
        expect(page.body).toContain("navigationItem.0.name");
        const moderatorPage = await t.app.inject({ url: "/dashboard/navigation", headers: { cookie: moderator } });
        expect(props(moderatorPage.body)).toBe(false);
    });
});

describe("layout widgets' texts (a keyed record type)", () => {
    const homeHtml = async (locale: string) => (await t.app.inject({ url: "/", headers: { "accept-language": locale } })).body;

    it("translates the home banner's title by its layout and place, refuses widgets that do not exist, and shows the French reader the translation", async () => {
        const title = { recordType: "layoutWidget", recordKey: "home.0", propertyName: "title", locale: "fr", translation: "Bienvenue sur le forum de test" };
        const saved = await t.app.inject({ method: "PATCH", url: "/api/v2/translations/forum", headers: adminHeaders(), payload: [title] });
        expect(saved.statusCode).toBe(200);
        expect(saved.json()).toEqual([expect.objectContaining({ translationPropertyKey: "layoutWidget.home.0.title", recordKey: "home.0" })]);

        for (const recordKey of ["home.99", "no-such-layout.0", "12345.0"]) {
            const response = await t.app.inject({ method: "PATCH", url: "/api/v2/translations/forum", headers: adminHeaders(), payload: [{ ...title, recordKey }] });
            expect(response.statusCode).toBe(400);
            expect(response.json().errors).toEqual([expect.objectContaining({ field: "0.recordKey", code: "notFound" })]);
        }
        const tooLong = await t.app.inject({ method: "PATCH", url: "/api/v2/translations/forum", headers: adminHeaders(), payload: [{ ...title, translation: "x".repeat(201) }] });
        expect(tooLong.statusCode).toBe(400);

        expect(await homeHtml("fr")).toContain("Bienvenue sur le forum de test");
        expect(await homeHtml("de")).not.toContain("Bienvenue sur le forum de test");
        expect(await homeHtml("en")).not.toContain("Bienvenue sur le forum de test");
        // The layouts API answers in the reader's language too (lookup-hydrate, as the page).
        const hydrated = await t.app.inject({ url: "/api/v2/layouts/lookup-hydrate?layoutViewType=home&recordType=siteSection&recordID=0", headers: { "accept-language": "fr" } });
        expect(hydrated.statusCode).toBe(200);
        expect(JSON.stringify(hydrated.json())).toContain("Bienvenue sur le forum de test");
    });

    it("offers each layout's widget texts to a site manager in the layout editor", async () => {
        const page = await t.app.inject({ url: "/appearance/layouts", headers: { cookie: admin } });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain("layoutWidget.home.0.title");
        expect(page.body).toContain("data-translate-button");
    });
});
