/**
 * The content translator (content §2, §4, §5; issue 15 item 3), a modal opened by the translate
 * icon: the source text of each property on the left, its translation in the chosen locale on
 * the right. An entry typed and not saved shows the edit icon, an empty one the "Not translated"
 * warning; closing or switching locale with unsaved entries asks first ("Unsaved Changes").
 * Save removes the emptied stored values, patches the others, then clears the form
 * (translatorThunks.ts). A property's translation is one line, or 3 rows when multi-line, and
 * never longer than its propertyValidation.maxLength.
 */
import { useEffect, useId, useState } from "react";
import { Button } from "@library/components/Button";
import { Icon } from "@library/components/Icon";
import { Modal } from "@library/components/Modal";
import { t, tf } from "@library/i18n/t";
import { useAppDispatch, useAppSelector } from "@library/redux/hooks";
import { LoadStatus } from "@library/redux/asyncThunk";
import { toApiError } from "@library/api/apiErrors";
import type { ITranslateButtonProps } from "@library/translations/TranslateButton";
import type { ITranslationProperty } from "@library/translations/translationTypes";
import { assertOneRecordType, entryStatus, entryValue, hasUnsavedChanges } from "@library/translations/translatorRules";
import { initTranslatorAction, setTranslationLocaleAction, updateFormTranslationAction } from "@library/translations/translatorActions";
import { registerTranslatorSlice, selectTranslatorState } from "@library/translations/translatorSlice";
import { fetchTranslations, saveTranslations, suggestTranslation } from "@library/translations/translatorThunks";
import { contentTranslatorClasses as classes } from "@library/translations/contentTranslator.styles";

registerTranslatorSlice();

interface IProps extends ITranslateButtonProps {
    onClose: () => void;
}

/** The name of a property as a manager knows it. */
function propertyLabel(property: ITranslationProperty): string {
    switch (property.propertyName) {
        case "name":
            return property.recordType === "discussion" ? t("Title") : t("Name");
        case "body":
            return t("Body");
        case "description":
            return t("Description");
        default:
            return property.propertyName;
    }
}

/** What waits for the manager's word on discarding unsaved entries. */
type PendingDiscard = { kind: "close" } | { kind: "locale"; locale: string };

export function ContentTranslator({ resource, recordTitle, properties, locales, initialLocale, machineLocales = [], onClose }: IProps) {
    // Content §2: one record type at a time (a page passing a mix is a programming error).
    assertOneRecordType(properties);
    const dispatch = useAppDispatch();
    const id = useId();
    const state = useAppSelector(selectTranslatorState);
    const locale = state.resource === resource ? state.translationLocale : initialLocale;
    const loaded = state.translationsByLocale[locale];
    const stored = loaded?.data ?? {};
    const form = state.formTranslations;
    const dirty = hasUnsavedChanges(form, stored);
    const [visible, setVisible] = useState(true);
    const [pending, setPending] = useState<PendingDiscard | null>(null);
    const [saveError, setSaveError] = useState<string | null>(null);
    const [saved, setSaved] = useState(false);
    const [suggesting, setSuggesting] = useState<string | null>(null);
    const saving = state.submitLoadable.status === LoadStatus.LOADING;
    const localeName = locales.find((candidate) => candidate.localeID === locale)?.name ?? locale;

    useEffect(() => {
        dispatch(initTranslatorAction({ resource, locale: initialLocale }));
        void dispatch(fetchTranslations(resource, initialLocale, properties));
        // Opened once per mount: the props of an open translator do not change.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);

    function switchLocale(next: string) {
        dispatch(setTranslationLocaleAction({ locale: next }));
        setSaved(false);
        setSaveError(null);
        void dispatch(fetchTranslations(resource, next, properties));
    }

    function requestClose() {
        if (dirty) setPending({ kind: "close" });
        else setVisible(false);
    }

    function requestLocale(next: string) {
        if (next === locale) return;
        if (dirty) setPending({ kind: "locale", locale: next });
        else switchLocale(next);
    }

    function discard() {
        const action = pending;
        setPending(null);
        if (!action) return;
        if (action.kind === "close") setVisible(false);
        else switchLocale(action.locale);
    }

    async function save() {
        setSaveError(null);
        setSaved(false);
        try {
            await dispatch(saveTranslations(resource, locale, properties, form, stored));
            setSaved(true);
        } catch (error) {
            setSaveError(toApiError(error).message);
        }
    }

    /** Issue 15 item 5: the locale's machine-translation service pre-fills an entry; the manager still saves it. */
    async function suggest(property: ITranslationProperty) {
        setSuggesting(property.translationPropertyKey);
        setSaveError(null);
        try {
            await dispatch(suggestTranslation(locale, property));
        } catch (error) {
            setSaveError(toApiError(error).message);
        } finally {
            setSuggesting(null);
        }
    }

    const loading = !loaded || loaded.status === LoadStatus.LOADING;
    return (
        <>
            <Modal isVisible={visible} onClose={requestClose} onDestroyed={onClose} size="xl" title={tf("Translate: {title}", { title: recordTitle })}>
                <div className={classes.content} data-content-translator="" aria-busy={loading || saving}>
                    {locales.length > 1 ? (
                        <div className={classes.localeRow}>
                            <label htmlFor={`${id}-locale`}>{t("Translate into")}</label>
                            <select id={`${id}-locale`} className={classes.select} value={locale} onChange={(event) => requestLocale(event.target.value)}>
                                {locales.map((option) => (
                                    <option key={option.localeID} value={option.localeID}>
                                        {option.name}
                                    </option>
                                ))}
                            </select>
                        </div>
                    ) : (
                        <p className={classes.message}>{tf("Translating into {locale}", { locale: localeName })}</p>
                    )}
                    {loaded?.status === LoadStatus.ERROR && <p className={classes.error}>{loaded.error?.message}</p>}
                    <div className={classes.grid}>
                        <p className={classes.columnHeading} aria-hidden="true">
                            {t("Source")}
                        </p>
                        <p className={classes.columnHeading} aria-hidden="true">
                            {tf("Translation ({locale})", { locale: localeName })}
                        </p>
                        {properties.map((property) => {
                            const key = property.translationPropertyKey;
                            const status = entryStatus(key, form, stored);
                            // An ID a CSS selector can name ("discussion.7.name" has dots).
                            const fieldID = `${id}-${key.replace(/[^A-Za-z0-9_-]/g, "-")}`;
                            const sourceID = `${fieldID}-source`;
                            const statusID = `${fieldID}-status`;
                            const value = entryValue(key, form, stored);
                            const fieldProps = {
                                id: fieldID,
                                className: classes.input,
                                value,
                                maxLength: property.propertyValidation.maxLength,
                                disabled: loading,
                                "aria-describedby": `${sourceID} ${statusID}`,
                                dir: "auto" as const,
                                lang: locale,
                                onChange: (event: { target: { value: string } }) => {
                                    setSaved(false);
                                    dispatch(updateFormTranslationAction({ key, translation: event.target.value }));
                                },
                            };
                            return (
                                <div key={key} style={{ display: "contents" }} data-translation-entry={key} data-status={status}>
                                    {/* The status is not part of the field's name (it changes as the manager types); the field refers to it. */}
                                    <div className={classes.entryLabel}>
                                        <label htmlFor={fieldID}>{propertyLabel(property)}</label>
                                        <span id={statusID} className={classes.status}>
                                            {status === "changed" && <Icon name="edit" size="small" title={t("Changed")} />}
                                            {status === "untranslated" && (
                                                <span className={classes.untranslated}>
                                                    <Icon name="warning" size="small" /> {t("Not translated")}
                                                </span>
                                            )}
                                        </span>
                                    </div>
                                    <div id={sourceID} className={classes.source} dir="auto">
                                        {property.sourceText}
                                    </div>
                                    <div className={classes.translation}>
                                        {property.propertyType === "textMultiline" ? <textarea rows={3} {...fieldProps} /> : <input type="text" {...fieldProps} />}
                                        {machineLocales.includes(locale) && (
                                            <Button buttonType="text" className={classes.prefill} disabled={loading || suggesting !== null} onClick={() => void suggest(property)}>
                                                {suggesting === key ? t("Translating…") : t("Suggest a translation")}
                                            </Button>
                                        )}
                                    </div>
                                </div>
                            );
                        })}
                    </div>
                    <div className={classes.footer}>
                        <p className={classes.message} role="status">
                            {saveError ? <span className={classes.error}>{saveError}</span> : saved ? t("Translations saved.") : ""}
                        </p>
                        <Button onClick={requestClose}>{t("Cancel")}</Button>
                        <Button buttonType="primary" onClick={() => void save()} disabled={!dirty || saving || loading}>
                            {saving ? t("Saving…") : t("Save")}
                        </Button>
                    </div>
                </div>
            </Modal>
            <Modal isVisible={pending !== null} onClose={() => setPending(null)} size="small" title={t("Unsaved Changes")}>
                <p>{t("You have unsaved changes. Are you sure you want to discard them?")}</p>
                <div className={classes.footer}>
                    <Button onClick={() => setPending(null)}>{t("Cancel")}</Button>
                    <Button buttonType="primary" onClick={discard} data-discard-changes="">
                        {t("Discard")}
                    </Button>
                </div>
            </Modal>
        </>
    );
}
