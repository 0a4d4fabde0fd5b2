/**
 * The content translator's calls (content §4, §5, §7): loading a locale's translations of the
 * records shown, and Save — publish the form, remove the emptied stored values, patch the
 * non-empty ones, then clear the form.
 */
import type { Dispatch } from "@reduxjs/toolkit";
import { apiv2 } from "@library/api/apiv2";
import { bindAsyncThunk } from "@library/redux/asyncThunk";
import { logWarning } from "@library/utility/logger";
import type { ITranslation, ITranslationProperty } from "@library/translations/translationTypes";
import { assertOneRecordType, planSave, type FormTranslations, type TranslationsByKey } from "@library/translations/translatorRules";
import { clearFormAction, getTranslationsAction, patchTranslationsAction, publishFormAction, removeTranslationsAction, updateFormTranslationAction } from "@library/translations/translatorActions";

/** Content §8: logged only, with these words. */
export const NO_PROPERTIES_WARNING = "no properties were provided";
export const NO_LOCALE_WARNING = "no locale was configured";

const getTranslations = bindAsyncThunk(getTranslationsAction, async ({ resource, ...query }) => {
    const response = await apiv2.get<ITranslation[]>(`/translations/${encodeURIComponent(resource)}`, { params: query });
    return response.data;
});

const patchTranslations = bindAsyncThunk(patchTranslationsAction, async ({ resource, translations }) => {
    const response = await apiv2.patch<ITranslation[]>(`/translations/${encodeURIComponent(resource)}`, translations);
    return response.data;
});

const removeTranslations = bindAsyncThunk(removeTranslationsAction, async ({ resource, keys }) => {
    const response = await apiv2.patch(`/translations/${encodeURIComponent(resource)}/remove`, keys);
    return response.data;
});

/**
 * Loads `locale`'s translations of the properties' records. Content §5: without a property or a
 * locale a warning is logged and nothing happens; properties of two record types throw.
 */
export function fetchTranslations(resource: string, locale: string | null | undefined, properties: ITranslationProperty[]) {
    return async (dispatch: Dispatch): Promise<void> => {
        if (properties.length === 0) {
            logWarning(NO_PROPERTIES_WARNING);
            return;
        }
        if (!locale) {
            logWarning(NO_LOCALE_WARNING);
            return;
        }
        assertOneRecordType(properties);
        const recordType = properties[0]!.recordType;
        const recordIDs = [...new Set(properties.flatMap((property) => (property.recordID !== undefined ? [property.recordID] : [])))];
        const recordKeys = [...new Set(properties.flatMap((property) => (property.recordID === undefined && property.recordKey ? [property.recordKey] : [])))];
        await getTranslations({ resource, locale, recordType, ...(recordIDs.length ? { recordIDs } : {}), ...(recordKeys.length ? { recordKeys } : {}) })(dispatch, () => undefined);
    };
}

/** Save (content §4). Rejects with the API's error when a call fails; the form is then kept. */
export function saveTranslations(resource: string, locale: string, properties: ITranslationProperty[], form: FormTranslations, stored: TranslationsByKey) {
    return async (dispatch: Dispatch): Promise<void> => {
        assertOneRecordType(properties);
        const plan = planSave(properties, form, stored, locale);
        if (plan.patches.length + plan.removals.length === 0) {
            dispatch(clearFormAction());
            return;
        }
        dispatch(publishFormAction());
        if (plan.removals.length) await removeTranslations({ resource, locale, keys: plan.removals })(dispatch, () => undefined);
        if (plan.patches.length) await patchTranslations({ resource, locale, translations: plan.patches })(dispatch, () => undefined);
        dispatch(clearFormAction());
    };
}

/**
 * Issue 15 item 5: the locale's machine-translation service pre-fills one entry of the form
 * (cut to the property's maximum length); the manager reviews it and saves. Rejects with the
 * API's error (no service, or the service's refusal).
 */
export function suggestTranslation(locale: string, property: ITranslationProperty) {
    return async (dispatch: Dispatch): Promise<void> => {
        const response = await apiv2.post<{ translations: string[] }>("/translation-services/translate", { locale, texts: [property.sourceText] });
        const [text = ""] = response.data.translations;
        dispatch(updateFormTranslationAction({ key: property.translationPropertyKey, translation: text.slice(0, property.propertyValidation.maxLength) }));
    };
}
