/**
 * The dashboard's calls (shell §7): saving configuration, add-ons, locales, translation
 * services. Each belongs to one form that awaits it and shows its answer or its field errors,
 * not to shared store state, so they are plain calls (as composer/composerApi.ts is); this
 * module is the dashboard pages' one door to the API client.
 */
import { apiv2 } from "@library/api/apiv2";

export type ConfigValue = string | number | boolean | null | ConfigValue[] | { [key: string]: ConfigValue };

/** PATCH /config: all or nothing; a 400 carries the errors grouped by key (IApiError.errors). */
export async function patchConfig(changes: Record<string, ConfigValue>): Promise<Record<string, ConfigValue>> {
    return (await apiv2.patch<Record<string, ConfigValue>>("/config", changes)).data;
}

export { uploadMedia } from "@library/composer/composerApi";

/** PATCH /addons/{id}: takes effect on the next request (the registry reads the configuration). */
export async function patchAddon(addonID: string, enabled: boolean): Promise<void> {
    await apiv2.patch(`/addons/${encodeURIComponent(addonID)}`, { enabled });
}

/** PATCH /locales/{id}: the locale's machine-translation service, or null for none. */
export async function patchLocale(localeID: string, translationService: string | null): Promise<{ translationService: string | null }> {
    return (await apiv2.patch<{ translationService: string | null }>(`/locales/${encodeURIComponent(localeID)}`, { translationService })).data;
}

export interface ITranslationService {
    type: string;
    name: string;
    isConfigured: boolean;
    url: string | null;
}

/** PUT /translation-services/{type}: the key is sent, never read back. */
export async function putTranslationService(type: string, body: { apiKey: string; url?: string }): Promise<ITranslationService> {
    return (await apiv2.put<ITranslationService>(`/translation-services/${encodeURIComponent(type)}`, body)).data;
}
