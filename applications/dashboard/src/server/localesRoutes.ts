/**
 * Locales and machine-translation services (shell §3 "Locale", "Translation service"; §7
 * "Other"; Vanilla's locales.yml shapes):
 * GET /locales, GET /locales/{id}, PATCH /locales/{id} {translationService},
 * GET /translation-services, PUT /translation-services/{type} {apiKey, url?}.
 *
 * The site's locales are a fixed list here (the host ships the interface in these languages);
 * what a site manager changes lives in the site configuration, so no table is needed:
 * "Locales.<localeID>.TranslationService" and "TranslationServices.<type>.ApiKey". The API key
 * is a secret: it is written here and never answered back (GET /config does not know the key).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError, notFound } from "@server/http/httpErrors";
import { isValidWebAddress } from "@library/utility/safeLinks";
import { findSiteLocale, SITE_LOCALES, type ISiteLocale } from "@server/i18n/siteLocales";
import { siteManagerOnly } from "./siteGuards";
import { safeTarget } from "./safeTarget";
import { getViewer } from "@server/http/viewer";
import { catalogueFor } from "@server/i18n/catalogues";
import { LOCALE_COOKIE } from "@server/i18n/requestTranslator";
import { LOCALE_CHOICE_PATH } from "@library/i18n/LanguagePicker";

/** A guest's language choice lasts a year. */
const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

export { SITE_LOCALES, type ISiteLocale } from "@server/i18n/siteLocales";

/** The machine-translation services a locale can be given; each needs an API key first. */
export const TRANSLATION_SERVICES: Array<{ type: string; name: string }> = [
    { type: "deepl", name: "DeepL" },
    { type: "google", name: "Google Translate" },
];

export const localeServiceKey = (localeID: string) => `Locales.${localeID}.TranslationService`;
export const serviceApiKeyKey = (type: string) => `TranslationServices.${type}.ApiKey`;
/** The service's address when it is not the usual one (a self-hosted or regional endpoint); not a secret. */
export const serviceUrlKey = (type: string) => `TranslationServices.${type}.Url`;

const findLocale = findSiteLocale;

function isConfigured(request: FastifyRequest, type: string): boolean {
    const apiKey = request.server.hearth.config.get<string | null>(serviceApiKeyKey(type), null);
    return typeof apiKey === "string" && apiKey !== "";
}

function toApiLocale(request: FastifyRequest, locale: ISiteLocale) {
    const service = request.server.hearth.config.get<string | null>(localeServiceKey(locale.localeID), null);
    return { ...locale, translationService: typeof service === "string" && service !== "" ? service : null };
}

function toApiService(request: FastifyRequest, service: { type: string; name: string }) {
    const url = request.server.hearth.config.get<string | null>(serviceUrlKey(service.type), null);
    return { ...service, isConfigured: isConfigured(request, service.type), url: typeof url === "string" && url !== "" ? url : null };
}

const localeParams = {
    type: "object",
    required: ["id"],
    properties: { id: { type: "string", minLength: 1, maxLength: 40, pattern: "^[a-zA-Z0-9_-]+$" } },
} as const;

export async function registerLocalesRoutes(app: FastifyInstance, options: { secureCookies: boolean } = { secureCookies: false }): Promise<void> {
    const { config, db } = app.hearth;

    // The language picker (LanguagePicker.tsx): a member's choice goes on their profile (it follows
    // them to every device), a guest's in a cookie; either way the same page comes back in it.
    app.post<{ Body: { locale?: unknown; target?: unknown } }>(LOCALE_CHOICE_PATH, async (request, reply) => {
        const locale = typeof request.body?.locale === "string" ? findLocale(request.body.locale) : undefined;
        const target = safeTarget(request, request.body?.target);
        if (!locale) return reply.status(303).header("location", target).send();
        const viewer = await getViewer(request);
        if (viewer.user.userID) await db.updateTable("users").set({ locale: locale.localeID }).where("userID", "=", viewer.user.userID).execute();
        reply.setCookie(LOCALE_COOKIE, locale.localeID, { path: "/", maxAge: LOCALE_COOKIE_MAX_AGE_S, sameSite: "lax", httpOnly: true, secure: options.secureCookies });
        return reply.status(303).header("location", target).send();
    });

    // Vanilla's catalogue endpoint: every key of the interface and its text in that language
    // (English: the code's own text, as `npm run i18n:extract` lists it).
    app.get<{ Params: { id: string } }>("/api/v2/locales/translations/:id", { schema: { params: localeParams } }, async (request, reply) => {
        const locale = findLocale(request.params.id);
        if (!locale) throw notFound("Locale");
        reply.header("cache-control", "public, max-age=300");
        return catalogueFor(locale.localeID);
    });

    // Anyone may read the locales: the language menu and the translate control need them.
    app.get("/api/v2/locales", async (request) => SITE_LOCALES.map((locale) => toApiLocale(request, locale)));

    app.get<{ Params: { id: string } }>("/api/v2/locales/:id", { schema: { params: localeParams } }, async (request) => {
        const locale = findLocale(request.params.id);
        if (!locale) throw notFound("Locale");
        return toApiLocale(request, locale);
    });

    app.patch<{ Params: { id: string }; Body: { translationService: string | null } }>(
        "/api/v2/locales/:id",
        {
            preValidation: siteManagerOnly,
            schema: {
                params: localeParams,
                body: {
                    type: "object",
                    required: ["translationService"],
                    additionalProperties: false,
                    properties: { translationService: { type: ["string", "null"], maxLength: 40 } },
                },
            },
        },
        async (request) => {
            const locale = findLocale(request.params.id);
            if (!locale) throw notFound("Locale");
            // An empty value (or null) takes the locale off machine translation.
            const type = request.body.translationService || null;
            if (type !== null) {
                const known = TRANSLATION_SERVICES.some((service) => service.type === type);
                const message = !known
                    ? `translationService must be one of: ${TRANSLATION_SERVICES.map((service) => service.type).join(", ")}.`
                    : !isConfigured(request, type)
                      ? `The ${type} translation service has no API key yet.`
                      : null;
                if (message) {
                    throw new HttpError(400, message, [{ field: "translationService", message, code: known ? "notConfigured" : "enum", status: 400 }]);
                }
            }
            await config.set(localeServiceKey(locale.localeID), type);
            return toApiLocale(request, locale);
        },
    );

    // The list tells which services hold an API key: site managers' business only.
    app.get("/api/v2/translation-services", { preValidation: siteManagerOnly }, async (request) => {
        return TRANSLATION_SERVICES.map((service) => toApiService(request, service));
    });

    app.put<{ Params: { type: string }; Body: { apiKey: string; url?: string } }>(
        "/api/v2/translation-services/:type",
        {
            preValidation: siteManagerOnly,
            schema: {
                params: { type: "object", required: ["type"], properties: { type: { type: "string", minLength: 1, maxLength: 40 } } },
                body: {
                    type: "object",
                    required: ["apiKey"],
                    additionalProperties: false,
                    properties: { apiKey: { type: "string", minLength: 1, maxLength: 500 }, url: { type: "string", maxLength: 500 } },
                },
            },
        },
        async (request) => {
            const service = TRANSLATION_SERVICES.find((candidate) => candidate.type === request.params.type);
            if (!service) throw notFound("Translation service");
            const apiKey = request.body.apiKey.trim();
            if (!apiKey) {
                const message = "apiKey cannot be empty.";
                throw new HttpError(400, message, [{ field: "apiKey", message, code: "minLength", status: 400 }]);
            }
            const url = request.body.url?.trim();
            if (url && !isValidWebAddress(url)) {
                const message = "url must be an http or https address.";
                throw new HttpError(400, message, [{ field: "url", message, code: "format", status: 400 }]);
            }
            await config.set(serviceApiKeyKey(service.type), apiKey);
            // Left out: unchanged; empty: back to the service's usual address.
            if (url !== undefined) await config.set(serviceUrlKey(service.type), url || null);
            return toApiService(request, service);
        },
    );
}
