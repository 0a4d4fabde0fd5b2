import { createTestApp, formBody, JSON_HEADERS, signIn, type ITestApp } from "@server/testing/testApp";

let t: ITestApp;
let admin: string;
let member: string;

beforeAll(async () => {
    t = await createTestApp();
    [admin, member] = await Promise.all([signIn(t.app, "admin"), signIn(t.app, "member")]);
});
afterAll(() => t.close());

describe("GET /api/v2/locales", () => {
    it("lists the site's locales with their names in every language, to anyone", async () => {
        const response = await t.app.inject({ url: "/api/v2/locales" });
        expect(response.statusCode).toBe(200);
        const locales = response.json() as Array<{ localeID: string; displayNames: Record<string, string>; translationService: string | null }>;
        expect(locales.map((locale) => locale.localeID)).toEqual(expect.arrayContaining(["en", "fr"]));
        const french = locales.find((locale) => locale.localeID === "fr")!;
        expect(french).toMatchObject({ localeKey: "fr", displayNames: { en: "French", fr: "Français" }, translationService: null });
    });

    it("answers one locale, and 404 for one the site does not have", async () => {
        expect((await t.app.inject({ url: "/api/v2/locales/fr" })).json()).toMatchObject({ localeID: "fr", displayNames: { en: "French" } });
        expect((await t.app.inject({ url: "/api/v2/locales/xx" })).statusCode).toBe(404);
    });
});

describe("translation services and PATCH /api/v2/locales/{id}", () => {
    it("are for site managers only: 403 for a member or a guest, whatever they send", async () => {
        for (const cookie of [member, ""]) {
            const headers = { ...JSON_HEADERS, ...(cookie ? { cookie } : {}) };
            expect((await t.app.inject({ url: "/api/v2/translation-services", headers })).statusCode).toBe(403);
            const put = await t.app.inject({ method: "PUT", url: "/api/v2/translation-services/deepl", headers, payload: { apiKey: "k" } });
            expect(put.statusCode).toBe(403);
            const patch = await t.app.inject({ method: "PATCH", url: "/api/v2/locales/fr", headers, payload: { translationService: 5 } });
            expect(patch.statusCode).toBe(403);
        }
        expect((await t.app.inject({ url: "/api/v2/locales/fr" })).json().translationService).toBeNull();
    });

    it("refuses a service without an API key, then accepts it once one is saved (never answered back)", async () => {
        const headers = { ...JSON_HEADERS, cookie: admin };
        const early = await t.app.inject({ method: "PATCH", url: "/api/v2/locales/fr", headers, payload: { translationService: "deepl" } });
        expect(early.statusCode).toBe(400);
        expect(early.json().errors).toEqual([expect.objectContaining({ field: "translationService", code: "notConfigured" })]);

        const services = await t.app.inject({ url: "/api/v2/translation-services", headers });
        expect(services.json()).toEqual(expect.arrayContaining([{ type: "deepl", name: "DeepL", isConfigured: false, url: null }]));

        const put = await t.app.inject({ method: "PUT", url: "/api/v2/translation-services/deepl", headers, payload: { apiKey: "secret-123" } });
        expect(put.statusCode).toBe(200);
        expect(put.json()).toEqual({ type: "deepl", name: "DeepL", isConfigured: true, url: null });
        expect((await t.app.inject({ url: "/api/v2/translation-services", headers })).body).not.toContain("secret-123");

        const patch = await t.app.inject({ method: "PATCH", url: "/api/v2/locales/fr", headers, payload: { translationService: "deepl" } });
        expect(patch.statusCode).toBe(200);
        expect(patch.json()).toMatchObject({ localeID: "fr", translationService: "deepl" });
        expect((await t.app.inject({ url: "/api/v2/locales" })).json()).toEqual(
            expect.arrayContaining([expect.objectContaining({ localeID: "fr", translationService: "deepl" })]),
        );

        const off = await t.app.inject({ method: "PATCH", url: "/api/v2/locales/fr", headers, payload: { translationService: null } });
        expect(off.json().translationService).toBeNull();
    });

    it("answers 400 with field errors for bad input, and 404 for an unknown service or locale", async () => {
        const headers = { ...JSON_HEADERS, cookie: admin };
        const unknown = await t.app.inject({ method: "PATCH", url: "/api/v2/locales/fr", headers, payload: { translationService: "babelfish" } });
        expect(unknown.statusCode).toBe(400);
        expect(unknown.json()).toMatchObject({ status: 400, errors: [{ field: "translationService", code: "enum" }] });

        const missing = await t.app.inject({ method: "PATCH", url: "/api/v2/locales/fr", headers, payload: {} });
        expect(missing.json()).toMatchObject({ status: 400, errors: [{ field: "translationService", code: "required" }] });

        const blank = await t.app.inject({ method: "PUT", url: "/api/v2/translation-services/google", headers, payload: { apiKey: "  " } });
        expect(blank.statusCode).toBe(400);
        expect(blank.json().errors).toEqual([expect.objectContaining({ field: "apiKey" })]);

        expect((await t.app.inject({ method: "PUT", url: "/api/v2/translation-services/nope", headers, payload: { apiKey: "k" } })).statusCode).toBe(404);
        expect((await t.app.inject({ method: "PATCH", url: "/api/v2/locales/xx", headers, payload: { translationService: null } })).statusCode).toBe(404);
    });
});

describe("the language picker (POST /entry/locale) and the catalogue (GET /api/v2/locales/translations/{id})", () => {
    const choose = (fields: Record<string, string>, cookie?: string, origin?: string) => {
        const form = formBody(fields);
        return t.app.inject({ method: "POST", url: "/entry/locale", payload: form.payload, headers: { ...form.headers, ...(cookie ? { cookie } : {}), ...(origin ? { origin } : {}) } });
    };
    const languageOf = async (cookie: string, acceptLanguage = "en") =>
        /<html lang="([^"]+)"/.exec((await t.app.inject({ url: "/discussions", headers: { cookie, "accept-language": acceptLanguage } })).body)?.[1];

    it("keeps a guest's choice in a cookie and comes back to the page", async () => {
        const answer = await choose({ locale: "fr", target: "/discussions?sort=new" });
        expect(answer.statusCode).toBe(303);
        expect(answer.headers.location).toBe("/discussions?sort=new");
        const cookie = answer.cookies.find((candidate) => candidate.name === "hearth_locale")!;
        expect(cookie).toMatchObject({ value: "fr", path: "/", httpOnly: true, sameSite: "Lax" });
        expect(await languageOf(`hearth_locale=${cookie.value}`, "de")).toBe("fr");
    });

    it("saves a member's choice on their profile, which then wins over the browser's language", async () => {
        const answer = await choose({ locale: "de", target: "/categories" }, member);
        expect(answer.statusCode).toBe(303);
        expect((await t.db.selectFrom("users").select("locale").where("name", "=", "member").executeTakeFirstOrThrow()).locale).toBe("de");
        expect(await languageOf(member, "fr")).toBe("de");
        await choose({ locale: "en" }, member);
        expect(await languageOf(member, "fr")).toBe("en");
    });

    it("ignores a language the site does not have, never leaves the site, and refuses another site's form", async () => {
        const unknown = await choose({ locale: "xx", target: "https://evil.example/" });
        expect(unknown.headers.location).toBe("/");
        expect(unknown.cookies).toEqual([]);
        expect((await choose({ locale: "fr" }, undefined, "https://evil.example")).statusCode).toBe(403);
    });

    it("serves a language's catalogue to anyone, and 404 for a language the site lacks", async () => {
        const french = await t.app.inject({ url: "/api/v2/locales/translations/fr" });
        expect(french.statusCode).toBe(200);
        expect(french.json()).toMatchObject({ "Sign In": "Connexion" });
        const english = (await t.app.inject({ url: "/api/v2/locales/translations/en" })).json();
        expect(english["Sign In"]).toBe("Sign In");
        expect((await t.app.inject({ url: "/api/v2/locales/translations/xx" })).statusCode).toBe(404);
        const locales = (await t.app.inject({ url: "/api/v2/locales" })).json() as Array<{ localeID: string; displayNames: Record<string, string> }>;
        expect(locales.find((locale) => locale.localeID === "ar")?.displayNames).toMatchObject({ ar: "العربية", en: "Arabic" });
    });
});
