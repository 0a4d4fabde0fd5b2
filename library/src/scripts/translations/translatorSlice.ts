/**
 * The content translator's state (content §3 "Translation state"): the resource, the locale being
 * translated into (default en until the translator opens on another), each locale's stored
 * translations with their load status, the form of values typed and not yet saved, and the
 * status of the last save. Registered when the translator's chunk loads.
 */
import { createReducer } from "@reduxjs/toolkit";
import { LoadStatus, type ILoadable } from "@library/redux/asyncThunk";
import { registerReducer } from "@library/registry/reducerRegistry";
import type { IRootState } from "@library/redux/store";
import { DEFAULT_SOURCE_LOCALE } from "@library/translations/translationTypes";
import type { FormTranslations, TranslationsByKey } from "@library/translations/translatorRules";
import {
    clearFormAction,
    getTranslationsAction,
    initTranslatorAction,
    patchTranslationsAction,
    publishFormAction,
    removeTranslationsAction,
    setTranslationLocaleAction,
    updateFormTranslationAction,
} from "@library/translations/translatorActions";

export const TRANSLATOR_KEY = "translator";

export interface ITranslatorState {
    resource: string | null;
    translationLocale: string;
    translationsByLocale: Record<string, ILoadable<TranslationsByKey>>;
    formTranslations: FormTranslations;
    submitLoadable: ILoadable<undefined>;
}

export const INITIAL_TRANSLATOR_STATE: ITranslatorState = {
    resource: null,
    translationLocale: DEFAULT_SOURCE_LOCALE,
    translationsByLocale: {},
    formTranslations: {},
    submitLoadable: { status: LoadStatus.PENDING },
};

declare module "@library/redux/rootReducer" {
    interface LazyLoadedSlices {
        translator: ITranslatorState;
    }
}

function loadError(error: { message: string; status: number }) {
    return { message: error.message, status: error.status };
}

export const translatorReducer = createReducer(INITIAL_TRANSLATOR_STATE, (builder) => {
    builder
        .addMatcher(initTranslatorAction.match, (state, { payload }) => {
            // Another resource's translations are not this one's.
            if (state.resource !== payload.resource) state.translationsByLocale = {};
            state.resource = payload.resource;
            state.translationLocale = payload.locale;
            state.formTranslations = {};
            state.submitLoadable = { status: LoadStatus.PENDING };
        })
        .addMatcher(setTranslationLocaleAction.match, (state, { payload }) => {
            state.translationLocale = payload.locale;
            state.formTranslations = {};
            state.submitLoadable = { status: LoadStatus.PENDING };
        })
        .addMatcher(updateFormTranslationAction.match, (state, { payload }) => {
            state.formTranslations[payload.key] = payload.translation;
        })
        .addMatcher(clearFormAction.match, (state) => {
            state.formTranslations = {};
        })
        .addMatcher(publishFormAction.match, (state) => {
            state.submitLoadable = { status: LoadStatus.LOADING };
        })
        .addMatcher(getTranslationsAction.started.match, (state, { payload }) => {
            state.translationsByLocale[payload.locale] = { status: LoadStatus.LOADING, data: state.translationsByLocale[payload.locale]?.data };
        })
        .addMatcher(getTranslationsAction.done.match, (state, { payload }) => {
            const data: TranslationsByKey = { ...state.translationsByLocale[payload.params.locale]?.data };
            for (const translation of payload.result) data[translation.translationPropertyKey] = translation;
            state.translationsByLocale[payload.params.locale] = { status: LoadStatus.SUCCESS, data };
        })
        .addMatcher(getTranslationsAction.failed.match, (state, { payload }) => {
            const previous = state.translationsByLocale[payload.params.locale];
            state.translationsByLocale[payload.params.locale] = { status: LoadStatus.ERROR, data: previous?.data, error: loadError(payload.error) };
        })
        // Content §4: a patch sets loading, then success (its entries merged into the locale) or error.
        .addMatcher(patchTranslationsAction.started.match, (state) => {
            state.submitLoadable = { status: LoadStatus.LOADING };
        })
        .addMatcher(patchTranslationsAction.done.match, (state, { payload }) => {
            const locale = payload.params.locale;
            const loaded = state.translationsByLocale[locale] ?? { status: LoadStatus.SUCCESS };
            const data: TranslationsByKey = { ...loaded.data };
            for (const translation of payload.params.translations) data[translation.translationPropertyKey] = translation;
            state.translationsByLocale[locale] = { ...loaded, data };
            state.submitLoadable = { status: LoadStatus.SUCCESS };
        })
        .addMatcher(patchTranslationsAction.failed.match, (state, { payload }) => {
            state.submitLoadable = { status: LoadStatus.ERROR, error: loadError(payload.error) };
        })
        // Content §4: a removal clears the form's entries and deletes the listed keys.
        .addMatcher(removeTranslationsAction.started.match, (state) => {
            state.submitLoadable = { status: LoadStatus.LOADING };
        })
        .addMatcher(removeTranslationsAction.done.match, (state, { payload }) => {
            const data = state.translationsByLocale[payload.params.locale]?.data;
            for (const { translationPropertyKey: key } of payload.params.keys) {
                delete state.formTranslations[key];
                if (data) delete data[key];
            }
            state.submitLoadable = { status: LoadStatus.SUCCESS };
        })
        .addMatcher(removeTranslationsAction.failed.match, (state, { payload }) => {
            state.submitLoadable = { status: LoadStatus.ERROR, error: loadError(payload.error) };
        });
});

export function selectTranslatorState(state: Partial<IRootState>): ITranslatorState {
    return state.translator ?? INITIAL_TRANSLATOR_STATE;
}

/** Adds the slice to the store (a no-op the second time); the translator's chunk calls it. */
export function registerTranslatorSlice(): void {
    registerReducer(TRANSLATOR_KEY, translatorReducer);
}
