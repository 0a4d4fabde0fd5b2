/**
 * Stored content translations (content §3 "Translation"; issue 15 items 3–4). One row per
 * resource, locale and translationPropertyKey ("discussion.12.name"): that triple is the primary
 * key, so saving the same translation ten times at once leaves one row (an upsert), and two
 * managers saving the same field keep the last one.
 *
 * The table is created by the dashboard's migration 2026_11_26_200_01 (translationsMigrations.ts).
 * recordID / recordKey and propertyName are kept beside the key so a page reads the translations
 * of the records it shows in one statement (the index on resource, locale, recordType, recordID).
 */
import type { Kysely } from "kysely";
import type { Database } from "@server/db/schema";
import { translationPropertyKey, type ITranslation } from "@library/translations/translationTypes";

export interface TranslationsTable {
    resource: string;
    locale: string;
    translationPropertyKey: string;
    recordType: string;
    recordID: number | null;
    recordKey: string | null;
    propertyName: string;
    translation: string;
    updateUserID: number;
    dateUpdated: string;
}

declare module "@server/db/schema" {
    interface Database {
        translations: TranslationsTable;
    }
}

export interface ITranslationFilter {
    resource: string;
    locale: string;
    recordType?: string;
    recordIDs?: number[];
    recordKeys?: string[];
    limit: number;
    offset: number;
}

function toApiTranslation(row: Pick<TranslationsTable, "translationPropertyKey" | "recordType" | "recordID" | "recordKey" | "propertyName" | "locale" | "translation">): ITranslation {
    return {
        translationPropertyKey: row.translationPropertyKey,
        recordType: row.recordType,
        ...(row.recordID !== null ? { recordID: row.recordID } : {}),
        ...(row.recordKey !== null ? { recordKey: row.recordKey } : {}),
        propertyName: row.propertyName,
        locale: row.locale,
        translation: row.translation,
    };
}

/** GET /translations/{resource}: one locale's translations, optionally of some records of one type. */
export async function listTranslations(db: Kysely<Database>, filter: ITranslationFilter): Promise<ITranslation[]> {
    let query = db.selectFrom("translations").selectAll().where("resource", "=", filter.resource).where("locale", "=", filter.locale);
    if (filter.recordType) query = query.where("recordType", "=", filter.recordType);
    if (filter.recordIDs?.length) query = query.where("recordID", "in", filter.recordIDs);
    if (filter.recordKeys?.length) query = query.where("recordKey", "in", filter.recordKeys);
    const rows = await query.orderBy("translationPropertyKey").limit(filter.limit).offset(filter.offset).execute();
    return rows.map(toApiTranslation);
}

export type ITranslationWrite = Omit<ITranslation, "translationPropertyKey"> & { translationPropertyKey?: string };

/** PATCH /translations/{resource}: adds or replaces each translation (an upsert per row, in one transaction). */
export async function saveTranslations(db: Kysely<Database>, resource: string, translations: ITranslationWrite[], userID: number): Promise<void> {
    const now = new Date().toISOString();
    const rows = translations.map((item) => ({
        resource,
        locale: item.locale,
        translationPropertyKey: translationPropertyKey(item),
        recordType: item.recordType,
        recordID: item.recordID ?? null,
        recordKey: item.recordID === undefined ? (item.recordKey ?? null) : null,
        propertyName: item.propertyName,
        translation: item.translation,
        updateUserID: userID,
        dateUpdated: now,
    }));
    if (rows.length === 0) return;
    await db
        .insertInto("translations")
        .values(rows)
        .onConflict((conflict) =>
            conflict.columns(["resource", "locale", "translationPropertyKey"]).doUpdateSet((eb) => ({
                translation: eb.ref("excluded.translation"),
                updateUserID: eb.ref("excluded.updateUserID"),
                dateUpdated: eb.ref("excluded.dateUpdated"),
            })),
        )
        .execute();
}

/** PATCH /translations/{resource}/remove: deletes the listed translations (absent ones are no error). */
export async function removeTranslations(db: Kysely<Database>, resource: string, keys: Array<Omit<ITranslationWrite, "translation">>): Promise<void> {
    if (keys.length === 0) return;
    await db
        .deleteFrom("translations")
        .where("resource", "=", resource)
        .where((eb) => eb.or(keys.map((key) => eb.and([eb("locale", "=", key.locale), eb("translationPropertyKey", "=", translationPropertyKey(key))]))))
        .execute();
}

/**
 * The translations of the records a page shows, in one statement: recordType → recordID →
 * propertyName → text. Empty (no statement at all) when there is nothing to look up.
 */
export async function translationsOfRecords(
    db: Kysely<Database>,
    resource: string,
    locale: string,
    records: Record<string, number[]>,
): Promise<Map<string, Map<number, Record<string, string>>>> {
    const byType = new Map<string, Map<number, Record<string, string>>>();
    const wanted = Object.entries(records).filter(([, ids]) => ids.length > 0);
    if (wanted.length === 0) return byType;
    const rows = await db
        .selectFrom("translations")
        .select(["recordType", "recordID", "propertyName", "translation"])
        .where("resource", "=", resource)
        .where("locale", "=", locale)
        .where((eb) => eb.or(wanted.map(([recordType, ids]) => eb.and([eb("recordType", "=", recordType), eb("recordID", "in", [...new Set(ids)])]))))
        .execute();
    for (const row of rows) {
        if (row.recordID === null || row.translation === "") continue;
        let records = byType.get(row.recordType);
        if (!records) byType.set(row.recordType, (records = new Map()));
        records.set(row.recordID, { ...records.get(row.recordID), [row.propertyName]: row.translation });
    }
    return byType;
}
