/**
 * Machine translation (issue 15 item 5): the services a locale can be given (PATCH /locales/{id}
 * translationService), where their settings live, and the adapter interface the content
 * translator calls to pre-fill an entry. A service is configured with an API key (write-only)
 * and, for a self-hosted one, its address (`PUT /translation-services/{type}`).
 *
 * Only LibreTranslate (a self-hostable service) has an adapter: DeepL and Google Translate can be
 * configured and chosen for a locale, but cannot pre-fill entries until an adapter is written for
 * them (machineLocales leaves their locales out, so the translator offers nothing it cannot do).
 */
import type { FastifyRequest } from "fastify";
import { libreTranslateAdapter } from "./libreTranslateAdapter";
import type { IMachineTranslationAdapter, IMachineTranslationSettings } from "./machineTranslationTypes";

export { MachineTranslationError, type IMachineTranslationAdapter, type IMachineTranslationRequest, type IMachineTranslationSettings } from "./machineTranslationTypes";

export interface ITranslationService {
    type: string;
    name: string;
    /** Used when no address is configured. */
    defaultUrl?: string;
    adapter?: IMachineTranslationAdapter;
}

export const TRANSLATION_SERVICES: ITranslationService[] = [
    { type: "deepl", name: "DeepL" },
    { type: "google", name: "Google Translate" },
    { type: "libretranslate", name: "LibreTranslate", defaultUrl: "https://libretranslate.com", adapter: libreTranslateAdapter },
];

export const localeServiceKey = (localeID: string) => `Locales.${localeID}.TranslationService`;
export const serviceApiKeyKey = (type: string) => `TranslationServices.${type}.ApiKey`;
/** The service's address when it is not the usual one (a self-hosted or regional endpoint); not a secret. */
export const serviceUrlKey = (type: string) => `TranslationServices.${type}.Url`;

function configString(request: FastifyRequest, key: string): string | null {
    const value = request.server.hearth.config.get<string | null>(key, null);
    return typeof value === "string" && value !== "" ? value : null;
}

export function isServiceConfigured(request: FastifyRequest, type: string): boolean {
    return configString(request, serviceApiKeyKey(type)) !== null;
}

/** The service a locale uses, with its adapter and settings; null when it has none that can translate. */
export function machineTranslatorFor(request: FastifyRequest, localeID: string): { service: ITranslationService; adapter: IMachineTranslationAdapter; settings: IMachineTranslationSettings } | null {
    const type = configString(request, localeServiceKey(localeID));
    const service = TRANSLATION_SERVICES.find((candidate) => candidate.type === type);
    const apiKey = service ? configString(request, serviceApiKeyKey(service.type)) : null;
    const url = service ? (configString(request, serviceUrlKey(service.type)) ?? service.defaultUrl ?? null) : null;
    if (!service?.adapter || apiKey === null || url === null) return null;
    return { service, adapter: service.adapter, settings: { apiKey, url } };
}

/** Of these locales, those whose service can pre-fill a translation. */
export function machineLocales(request: FastifyRequest, localeIDs: string[]): string[] {
    return localeIDs.filter((localeID) => machineTranslatorFor(request, localeID) !== null);
}
