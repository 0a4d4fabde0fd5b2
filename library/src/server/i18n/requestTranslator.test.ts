/**
 * Each request speaks its own language (issue 15): the member's profile, else the language cookie,
 * else Accept-Language, else the site's default; two pages rendered at the same time in two
 * languages never borrow each other's words, and a guest's cached page is kept per language.
 */
import { createTestApp, preloadOf, signIn, type ITestApp } from "@server/testing/testApp";
import { fromAcceptLanguage, LOCALE_COOKIE } from "@server/i18n/requestTranslator";

let t: ITestApp;

beforeAll(async () => {
    t = await createTestApp();
});
afterAll(() => t.close());

const page = (headers: Record<string, string>) => t.app.inject({ url: "/discussions", headers });
const languageOf = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];

describe("locale negotiation", () => {
    it("reads Accept-Language by quality, then order, matching a region to its language", () => {
        expect(fromAcceptLanguage("de-CH, fr;q=0.9, en;q=0.8")).toBe("de");
        expect(fromAcceptLanguage("ja, fr-CA;q=0.5, de;q=0.4")).toBe("fr");
        expect(fromAcceptLanguage("en;q=0.1, fr")).toBe("fr");
        expect(fromAcceptLanguage("ja, *;q=0.5")).toBeNull();
        expect(fromAcceptLanguage("fr;q=0")).toBeNull();
        expect(fromAcceptLanguage(undefined)).toBeNull();
    });

    it("gives a guest the language their browser asks for, else the site's", async () => {
        const french = await page({ "accept-language": "fr-FR,fr;q=0.9" });
        expect(languageOf(french.body)).toBe("fr");
        expect(french.body).toContain("Connexion");
        expect(preloadOf(french.body).meta).toMatchObject({ locale: "fr", translations: expect.objectContaining({ "Sign In": "Connexion" }) });

        const unknown = await page({ "accept-language": "ja" });
        expect(languageOf(unknown.body)).toBe("en");
        expect(unknown.body).toContain("Sign In");
        expect(preloadOf(unknown.body).meta.translations).toEqual({});
    });

    it("lets the language cookie beat Accept-Language, and a member's profile beat both", async () => {
        const cookie = await page({ "accept-language": "fr", cookie: `${LOCALE_COOKIE}=de` });
        expect(languageOf(cookie.body)).toBe("de");

        const member = await signIn(t.app, "member");
        await t.db.updateTable("users").set({ locale: "fr" }).where("name", "=", "member").execute();
        const profile = await page({ "accept-language": "de", cookie: `${member}; ${LOCALE_COOKIE}=de` });
        expect(languageOf(profile.body)).toBe("fr");
        await t.db.updateTable("users").set({ locale: null }).where("name", "=", "member").execute();
        const none = await page({ "accept-language": "de", cookie: member });
        expect(languageOf(none.body)).toBe("de");
    });
});

describe("a translator per request", () => {
    it("renders pages asked for at the same time in French and German, each in its own language", async () => {
        // Interleaved, so the renders overlap: a process-wide table would leak one into the other.
        const languages = ["fr", "de", "fr", "de", "de", "fr", "fr", "de"];
        const answers = await Promise.all(languages.map((language) => page({ "accept-language": language })));
        answers.forEach((answer, i) => {
            const html = answer.body;
            expect(languageOf(html)).toBe(languages[i]);
            if (languages[i] === "fr") {
                expect(html).toContain("Connexion");
                expect(html).not.toContain("Anmelden");
            } else {
                expect(html).toContain("Anmelden");
                expect(html).not.toContain("Connexion");
            }
        });
    });

    it("keeps a guest's cached page apart per language", async () => {
        const french = await page({ "accept-language": "fr" });
        const again = await page({ "accept-language": "fr" });
        const german = await page({ "accept-language": "de" });
        expect(again.headers["x-guest-cache"]).toBe("hit");
        expect(languageOf(again.body)).toBe("fr");
        expect(languageOf(german.body)).toBe("de");
        expect(german.body).toContain("Anmelden");
        expect(french.statusCode).toBe(200);
    });
});
