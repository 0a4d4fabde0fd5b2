import { createTestApp, JSON_HEADERS, signIn, type ITestApp } from "@server/testing/testApp";

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
