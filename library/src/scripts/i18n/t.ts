/**
 * Translation lookup (shell §8 "Translation before store ready": fallback text returned).
 * Every user-visible string goes through t() or tf(). They ask the current translator
 * (translator.ts), which is never a process-wide table:
 * - on the server, the translator of the request being answered (server/i18n/requestTranslator.ts
 *   installs a scope that reads it from the request's async context);
 * - in the browser, the page's translator, set once at boot before anything renders
 *   (boot/bootPage.tsx), from the catalogue the server put in the page.
 * Outside both (a module evaluated early, a unit test) it is English: keys and fallbacks.
 * Components may also read it from React (useTranslator(), TranslatorContext.tsx).
 */
import { createTranslator, type ITranslator, type MessageValues } from "@library/i18n/translator";

const ENGLISH = createTranslator("en", {});

let scopedTranslator: () => ITranslator | undefined = () => undefined;
let pageTranslator: ITranslator | null = null;

/** The server's hook: where the translator of the code running now is found. */
export function setTranslatorScope(resolve: () => ITranslator | undefined): void {
    scopedTranslator = resolve;
}

/** The browser's page translator (one page, one locale). */
export function setPageTranslator(translator: ITranslator | null): void {
    pageTranslator = translator;
}

export function currentTranslator(): ITranslator {
    return scopedTranslator() ?? pageTranslator ?? ENGLISH;
}

/** A page translator from a plain catalogue (tests, and pages without ICU messages). */
export function loadTranslations(locale: string, strings: Record<string, string>): void {
    setPageTranslator(createTranslator(locale, { ...strings }));
}

export function translationsReady(): boolean {
    return scopedTranslator() !== undefined || pageTranslator !== null;
}

export function getLocale(): string {
    return currentTranslator().locale;
}

/** t("Sign In") or t("discussion.count", "{count} discussions"). */
export function t(key: string, fallback?: string): string {
    return currentTranslator().t(key, fallback);
}

/** t() then the message filled: tf("Page {page}", { page: 2 }), or an ICU plural/select. */
export function tf(key: string, values: MessageValues, fallback?: string): string {
    return currentTranslator().tf(key, values, fallback);
}

/** Vanilla-style "%s" substitution, used by texts the spec gives with %s ("%s Not Found"). */
export function sprintf(template: string, ...values: string[]): string {
    let i = 0;
    return template.replace(/%s/g, () => values[i++] ?? "");
}

/** For tests only: forget the page translator. */
export function resetTranslations(): void {
    pageTranslator = null;
}
