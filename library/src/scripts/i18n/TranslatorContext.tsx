/**
 * The translator of the page (browser) or the request (server), handed to React by the providers.
 * Components that prefer React's way read it with useTranslator(); t() and tf() reach the same one.
 */
import { createContext, useContext } from "react";
import { currentTranslator } from "@library/i18n/t";
import type { ITranslator } from "@library/i18n/translator";

export const TranslatorContext = createContext<ITranslator | null>(null);

export function useTranslator(): ITranslator {
    return useContext(TranslatorContext) ?? currentTranslator();
}
