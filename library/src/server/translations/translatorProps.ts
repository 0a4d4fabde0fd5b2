/**
 * The translate control's props for a record a page shows (content §2; shell §6): only for a
 * viewer with site.manage, and only while the site has a locale besides the one its content is
 * written in (the translator is of no use with one locale). Everyone else gets null: the page
 * renders no control, and ships none of its code. `sources` (the texts to translate) is read only
 * for a manager.
 */
import type { FastifyRequest } from "fastify";
import { viewerCan } from "@server/http/viewer";
import { SITE_LOCALES } from "@server/i18n/siteLocales";
import { requestTranslator, siteDefaultLocale } from "@server/i18n/requestTranslator";
import { machineLocales } from "@server/translations/machineTranslation";
import { CONTENT_RESOURCE, translatableProperties, type ITranslationProperty } from "@library/translations/translationTypes";
import type { ITranslateButtonProps } from "@library/translations/TranslateButton";
import { parseRich2, rich2PlainText } from "@library/composer/rich2";

export async function translateButtonProps(request: FastifyRequest, recordType: string, recordID: number, recordTitle: string, sources: () => Promise<Record<string, string>> | Record<string, string>): Promise<ITranslateButtonProps | null> {
    return translatorProps(request, recordTitle, async () => translatableProperties(recordType, recordID, await sources()));
}

/** The same for any list of properties (of one record type): the navigation's items, say. */
export async function translatorProps(request: FastifyRequest, recordTitle: string, properties: () => Promise<ITranslationProperty[]> | ITranslationProperty[]): Promise<ITranslateButtonProps | null> {
    const source = siteDefaultLocale(request);
    const targets = SITE_LOCALES.filter((locale) => locale.localeID !== source);
    if (targets.length === 0) return null;
    if (!(await viewerCan(request, "site.manage"))) return null;
    const pageLocale = (await requestTranslator(request)).locale;
    const targetIDs = targets.map((locale) => locale.localeID);
    return {
        resource: CONTENT_RESOURCE,
        recordTitle,
        properties: await properties(),
        locales: targets.map((locale) => ({ localeID: locale.localeID, name: locale.displayNames[pageLocale] ?? locale.displayNames.en ?? locale.localeID })),
        initialLocale: targetIDs.includes(pageLocale) ? pageLocale : targetIDs[0]!,
        machineLocales: machineLocales(request, targetIDs),
    };
}

/**
 * The text a translator starts from for a stored body: Markdown and text bodies as written, a
 * rich body's text one paragraph a line (its translation is Markdown; see contentTranslations.ts).
 */
export function bodySourceText(body: string, format: string): string {
    if (format === "rich2") {
        try {
            return rich2PlainText(parseRich2(body));
        } catch {
            // Unreadable rich2 (older data): offer it as stored.
        }
    }
    return body;
}
