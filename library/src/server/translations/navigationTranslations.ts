/**
 * The custom navigation in the content translator (issue 15 items 3–4; the shared rules are
 * scripts/navigation/navigationTranslations.ts): what the navigation editor offers a site manager
 * to translate, which item ids a translation may name, and the names a reader sees.
 */
import type { FastifyRequest } from "fastify";
import { t } from "@library/i18n/t";
import type { INavigationItem } from "@library/navigation/navigationItems";
import { hasOwnNavigation, NAVIGATION_RECORD_TYPE, translatableNavigation, translateNavigation } from "@library/navigation/navigationTranslations";
import { CONTENT_RESOURCE, translatableProperties } from "@library/translations/translationTypes";
import type { ITranslateButtonProps } from "@library/translations/TranslateButton";
import { NAVIGATION_CONFIG_KEY } from "@server/navigation/navigationConfig";
import { siteDefaultLocale } from "@server/i18n/requestTranslator";
import { translatorProps } from "@server/translations/translatorProps";

function configuredNavigation(request: FastifyRequest): unknown {
    return request.server.hearth.config.get(NAVIGATION_CONFIG_KEY);
}

/** The ids of the items a translation may name: those of the list in the site's own language. */
export function navigationItemKeys(request: FastifyRequest): Set<string> {
    return new Set(translatableNavigation(configuredNavigation(request), siteDefaultLocale(request)).map((item) => item.id));
}

/** The navigation editor's translate control: every item's name, for a site manager (else null). */
export function navigationTranslateProps(request: FastifyRequest): Promise<ITranslateButtonProps | null> {
    return translatorProps(request, t("Navigation"), () =>
        translatableNavigation(configuredNavigation(request), siteDefaultLocale(request)).flatMap((item) => translatableProperties(NAVIGATION_RECORD_TYPE, item.id, { name: item.name })),
    );
}

/**
 * The title bar's items for a reader in `locale`: with the translated names, unless the locale is
 * the site's own or has a list of its own. One statement, only for those readers.
 */
export async function navigationForReader(request: FastifyRequest, locale: string, items: INavigationItem[]): Promise<INavigationItem[]> {
    const value = configuredNavigation(request);
    if (locale === siteDefaultLocale(request) || hasOwnNavigation(value, locale)) return items;
    const rows = await request.server.hearth.db
        .selectFrom("translations")
        .select(["recordKey", "translation"])
        .where("resource", "=", CONTENT_RESOURCE)
        .where("locale", "=", locale)
        .where("recordType", "=", NAVIGATION_RECORD_TYPE)
        .where("propertyName", "=", "name")
        .execute();
    const names = new Map(rows.flatMap((row) => (row.recordKey && row.translation ? [[row.recordKey, row.translation] as const] : [])));
    return names.size ? translateNavigation(items, names) : items;
}
