/**
 * Content translation (content §2 "Content translator", §3 "Translation", §7 /translations):
 * the shapes the translator, the API and the pages share. A translation belongs to one property
 * of one record ("discussion 12's name") in one locale, named by its translationPropertyKey
 * ("discussion.12.name"; a record without a numeric ID, like a navigation entry, has a recordKey).
 */

/** The resource holding the forum's own records (discussions, categories). */
export const CONTENT_RESOURCE = "forum";

/** Content §9: the locale the content is written in when the site names none. */
export const DEFAULT_SOURCE_LOCALE = "en";

/** Content §3: a property is one line of text or several (a multi-line field has 3 rows). */
export type TranslationPropertyType = "text" | "textMultiline";

export interface ITranslationPropertyRule {
    propertyType: TranslationPropertyType;
    maxLength: number;
}

/**
 * What each record type of the forum resource can have translated, and the longest translation
 * each property takes (the lengths the record itself allows: a title of 100 characters…).
 */
export const TRANSLATABLE_PROPERTIES: Record<string, Record<string, ITranslationPropertyRule>> = {
    discussion: {
        name: { propertyType: "text", maxLength: 100 },
        body: { propertyType: "textMultiline", maxLength: 50_000 },
    },
    category: {
        name: { propertyType: "text", maxLength: 255 },
        description: { propertyType: "textMultiline", maxLength: 10_000 },
    },
    // A custom navigation item (Navigation.Items), named by its id: a recordKey.
    navigationItem: {
        name: { propertyType: "text", maxLength: 255 },
    },
    // A layout widget's texts (the banners' title and description, a list's title), named
    // "{layoutID}.{position}" (its place in the layout): a recordKey. The lengths are the settings'.
    layoutWidget: {
        title: { propertyType: "text", maxLength: 200 },
        description: { propertyType: "textMultiline", maxLength: 500 },
    },
};

/** The record types named by a recordKey rather than a numeric recordID. */
export const KEYED_RECORD_TYPES: ReadonlySet<string> = new Set(["navigationItem", "layoutWidget"]);

/** One property the translator shows: its source text and how its translation is typed. */
export interface ITranslationProperty {
    translationPropertyKey: string;
    recordType: string;
    recordID?: number;
    recordKey?: string;
    propertyName: string;
    sourceText: string;
    propertyType: TranslationPropertyType;
    propertyValidation: { maxLength?: number };
}

/** One stored translation, as GET /translations/{resource} answers it and PATCH takes it. */
export interface ITranslation {
    translationPropertyKey: string;
    recordType: string;
    recordID?: number;
    recordKey?: string;
    propertyName: string;
    locale: string;
    translation: string;
}

/** "discussion.12.name": recordType, then the recordID or recordKey, then the property. */
export function translationPropertyKey(record: { recordType: string; recordID?: number | null; recordKey?: string | null; propertyName: string }): string {
    const id = record.recordID ?? record.recordKey ?? "";
    return `${record.recordType}.${id}.${record.propertyName}`;
}

/** The properties of one record (named by its recordID, or its recordKey for a keyed type) the translator offers, from its source texts. */
export function translatableProperties(recordType: string, record: number | string, sources: Record<string, string>): ITranslationProperty[] {
    const rules = TRANSLATABLE_PROPERTIES[recordType] ?? {};
    const name = typeof record === "string" ? { recordKey: record } : { recordID: record };
    return Object.entries(rules)
        .filter(([propertyName]) => propertyName in sources)
        .map(([propertyName, rule]) => ({
            translationPropertyKey: translationPropertyKey({ recordType, ...name, propertyName }),
            recordType,
            ...name,
            propertyName,
            sourceText: sources[propertyName] ?? "",
            propertyType: rule.propertyType,
            propertyValidation: { maxLength: rule.maxLength },
        }));
}

/** What a page tells a reader about a record shown in their language (content §2, issue 15 item 4). */
export interface ITranslatedMarker {
    /** The locale the text is shown in. */
    locale: string;
    /** The same page with the text as written. */
    originalUrl: string;
}
