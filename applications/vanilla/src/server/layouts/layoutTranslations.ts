/**
 * Layout widgets' texts in a reader's language (issue 15 items 3–4): a widget's title and
 * description may be translated with the content translator (record type "layoutWidget", named
 * "{layoutID}.{position}"); a reader whose language is not the site's gets the layout with the
 * translations put over the widgets' settings before they are hydrated. One statement, only for
 * those readers. What the translator offers is layoutTranslationSources.ts.
 */
import type { FastifyRequest } from "fastify";
import type { ILayout } from "@library/layouts/layoutTypes";
import { CONTENT_RESOURCE } from "@library/translations/translationTypes";
import { requestTranslator, siteDefaultLocale } from "@server/i18n/requestTranslator";

export const LAYOUT_WIDGET_RECORD_TYPE = "layoutWidget";

/** A widget's record key: its layout and its place in it. */
export function layoutWidgetKey(layoutID: string | number, position: number): string {
    return `${layoutID}.${position}`;
}

export async function translatedLayout(request: FastifyRequest, layout: ILayout): Promise<ILayout> {
    const locale = (await requestTranslator(request)).locale;
    if (locale === siteDefaultLocale(request) || layout.layout.length === 0) return layout;
    const keys = layout.layout.map((_, position) => layoutWidgetKey(layout.layoutID, position));
    const rows = await request.server.hearth.db
        .selectFrom("translations")
        .select(["recordKey", "propertyName", "translation"])
        .where("resource", "=", CONTENT_RESOURCE)
        .where("locale", "=", locale)
        .where("recordType", "=", LAYOUT_WIDGET_RECORD_TYPE)
        .where("recordKey", "in", keys)
        .execute();
    if (rows.length === 0) return layout;
    const byKey = new Map<string, Record<string, string>>();
    for (const row of rows) if (row.recordKey && row.translation) byKey.set(row.recordKey, { ...byKey.get(row.recordKey), [row.propertyName]: row.translation });
    return { ...layout, layout: layout.layout.map((definition, position) => ({ ...definition, ...byKey.get(keys[position]!) })) };
}
