/**
 * The content translator's rules (content §2, §4, §5), apart from React and the store so each is
 * tested on its own:
 * - one record type at a time;
 * - an entry is "changed" (edit icon) when the form holds a value that differs from the stored
 *   translation, "untranslated" (warning icon) when it has neither, else "translated";
 * - unsaved changes exist while any entry is changed (closing or switching locale then asks);
 * - Save turns the form into the calls: an emptied entry that has a stored translation is
 *   removed, a non-empty entry is patched, an entry left empty without one needs nothing.
 */
import { translationPropertyKey, type ITranslation, type ITranslationProperty } from "@library/translations/translationTypes";

export const ONE_RECORD_TYPE_MESSAGE = "The content translator can only work with one record type at a time.";

/** Throws when the properties mix record types (content §2). */
export function assertOneRecordType(properties: ITranslationProperty[]): void {
    const types = new Set(properties.map((property) => property.recordType));
    if (types.size > 1) throw new Error(`${ONE_RECORD_TYPE_MESSAGE} (${[...types].join(", ")})`);
}

/** Stored translations of one locale by translationPropertyKey. */
export type TranslationsByKey = Record<string, ITranslation>;
/** What the manager typed, by translationPropertyKey; absent: untouched. */
export type FormTranslations = Record<string, string>;

export type EntryStatus = "changed" | "untranslated" | "translated";

export function entryStatus(key: string, form: FormTranslations, stored: TranslationsByKey): EntryStatus {
    const saved = stored[key]?.translation ?? "";
    const typed = form[key];
    if (typed !== undefined && typed !== saved) return "changed";
    return (typed ?? saved).trim() === "" ? "untranslated" : "translated";
}

/** The text an entry's field shows: what was typed, else the stored translation. */
export function entryValue(key: string, form: FormTranslations, stored: TranslationsByKey): string {
    return form[key] ?? stored[key]?.translation ?? "";
}

export function hasUnsavedChanges(form: FormTranslations, stored: TranslationsByKey): boolean {
    return Object.keys(form).some((key) => entryStatus(key, form, stored) === "changed");
}

export interface ISavePlan {
    /** Non-empty values: PATCH /translations/{resource}. */
    patches: ITranslation[];
    /** Emptied values of stored translations: PATCH /translations/{resource}/remove. */
    removals: Array<Omit<ITranslation, "translation">>;
}

/** The calls a Save makes for `locale`, from the form of the properties shown. */
export function planSave(properties: ITranslationProperty[], form: FormTranslations, stored: TranslationsByKey, locale: string): ISavePlan {
    const plan: ISavePlan = { patches: [], removals: [] };
    for (const property of properties) {
        const key = property.translationPropertyKey;
        if (entryStatus(key, form, stored) !== "changed") continue;
        const { recordType, recordID, recordKey, propertyName } = property;
        const record = { translationPropertyKey: translationPropertyKey(property), recordType, ...(recordID !== undefined ? { recordID } : { recordKey }), propertyName, locale };
        const value = form[key] ?? "";
        if (value.trim() !== "") plan.patches.push({ ...record, translation: value });
        else if (stored[key]) plan.removals.push(record);
    }
    return plan;
}
