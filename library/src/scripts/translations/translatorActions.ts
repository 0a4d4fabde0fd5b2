/** The content translator's actions (content §4): typescript-fsa, the one way entity state changes (DESIGN.md §3). */
import { actionCreatorFactory } from "@library/redux/asyncThunk";
import type { IApiError } from "@library/api/apiErrors";
import type { ITranslation } from "@library/translations/translationTypes";

const createAction = actionCreatorFactory("@@translator");

export interface IGetTranslationsParams {
    resource: string;
    locale: string;
    recordType: string;
    recordIDs?: number[];
    recordKeys?: string[];
}

export interface IPatchTranslationsParams {
    resource: string;
    locale: string;
    translations: ITranslation[];
}

export interface IRemoveTranslationsParams {
    resource: string;
    locale: string;
    keys: Array<Omit<ITranslation, "translation">>;
}

/** Opens the translator on a resource in a locale (the form starts empty). */
export const initTranslatorAction = createAction<{ resource: string; locale: string }>("INIT");
export const setTranslationLocaleAction = createAction<{ locale: string }>("SET_LOCALE");
export const updateFormTranslationAction = createAction<{ key: string; translation: string }>("UPDATE_FORM");
export const clearFormAction = createAction("CLEAR_FORM");
/** Save started: the form is published (its values are what is being saved). */
export const publishFormAction = createAction("PUBLISH_FORM");
export const getTranslationsAction = createAction.async<IGetTranslationsParams, ITranslation[], IApiError>("GET");
export const patchTranslationsAction = createAction.async<IPatchTranslationsParams, ITranslation[], IApiError>("PATCH");
export const removeTranslationsAction = createAction.async<IRemoveTranslationsParams, unknown, IApiError>("REMOVE");
