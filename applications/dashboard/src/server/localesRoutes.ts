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
import { chunkCatalogue } from "@server/i18n/pageCatalogue";
import { LOCALE_COOKIE } from "@server/i18n/requestTranslator";
import { LOCALE_CHOICE_PATH } from "@library/i18n/LanguagePicker";
import {
    isServiceConfigured,
    localeServiceKey,
    machineTranslatorFor,
    MachineTranslationError,
    serviceApiKeyKey,
    serviceUrlKey,
    TRANSLATION_SERVICES,
    type ITranslationService,
} from "@server/translations/machineTranslation";
import { siteDefaultLocale } from "@server/i18n/requestTranslator";

/** A guest's language choice lasts a year. */
const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

export { SITE_LOCALES, type ISiteLocale } from "@server/i18n/siteLocales";

export { TRANSLATION_SERVICES, localeServiceKey, serviceApiKeyKey, serviceUrlKey } from "@server/translations/machineTranslation";

const findLocale = findSiteLocale;

const isConfigured = isServiceConfigured;

/** Texts one pre-fill may ask for, and how long each may be (a discussion body's maximum). */
const MAX_MACHINE_TEXTS = 20;
const MAX_MACHINE_TEXT_LENGTH = 50_000;

function toApiLocale(request: FastifyRequest, locale: ISiteLocale) {
    const service = request.server.hearth.config.get<string | null>(localeServiceKey(locale.localeID), null);
    return { ...locale, translationService: typeof service === "string" && service !== "" ? service : null };
}

function toApiService(request: FastifyRequest, service: ITranslationService) {
    const url = request.server.hearth.config.get<string | null>(serviceUrlKey(service.type), null);
    return { type: service.type, name: service.name, isConfigured: isConfigured(request, service.type), url: typeof url === "string" && url !== "" ? url : null };
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
    // With `chunk` (a webpack chunk's ID), only that chunk's keys: what a page fetches with a chunk
    // it loads later (scripts/i18n/chunkTranslations.ts), as a page carries only its entry's keys.
    app.get<{ Params: { id: string }; Querystring: { chunk?: string } }>(
        "/api/v2/locales/translations/:id",
        { schema: { params: localeParams, querystring: { type: "object", properties: { chunk: { type: "string", maxLength: 100 } } } } },
        async (request, reply) => {
            const locale = findLocale(request.params.id);
            if (!locale) throw notFound("Locale");
            reply.header("cache-control", "public, max-age=300");
            const { chunk } = request.query;
            return chunk === undefined ? catalogueFor(locale.localeID) : chunkCatalogue(request.server.hearth.manifest, locale.localeID, chunk);
        },
    );

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

    // Issue 15 item 5: the content translator pre-fills an entry through the locale's service.
    // The texts go from the site's language to `locale`; a service's failure is a 502 in its words.
    app.post<{ Body: { locale: string; texts: string[] } }>(
        "/api/v2/translation-services/translate",
        {
            preValidation: siteManagerOnly,
            schema: {
                body: {
                    type: "object",
                    required: ["locale", "texts"],
                    additionalProperties: false,
                    properties: {
                        locale: { type: "string", minLength: 1, maxLength: 40 },
                        texts: { type: "array", minItems: 1, maxItems: MAX_MACHINE_TEXTS, items: { type: "string", maxLength: MAX_MACHINE_TEXT_LENGTH } },
                    },
                },
            },
        },
        async (request) => {
            const locale = findLocale(request.body.locale);
            if (!locale) throw new HttpError(400, "locale is not a locale of this site.", [{ field: "locale", message: "locale is not a locale of this site.", code: "enum", status: 400 }]);
            const translator = machineTranslatorFor(request, locale.localeID);
            if (!translator) {
                const message = `No translation service that can translate into ${locale.localeID} is configured.`;
                throw new HttpError(400, message, [{ field: "locale", message, code: "notConfigured", status: 400 }]);
            }
            try {
                const translations = await translator.adapter.translate({ texts: request.body.texts, source: siteDefaultLocale(request), target: locale.localeID }, translator.settings);
                return { service: translator.service.type, locale: locale.localeID, translations };
            } catch (error) {
                if (error instanceof MachineTranslationError) throw new HttpError(502, error.message);
                throw error;
            }
        },
    );

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
