/**
 * Translation lookup (shell §8 "Translation before store ready": fallback text returned).
 * Every user-visible string goes through t(). Until translations are loaded, t() returns the
 * fallback (or the key itself), so early renders never show a blank.
 */
let translations: Record<string, string> | null = null;
let currentLocale = "en";

export function loadTranslations(locale: string, strings: Record<string, string>): void {
    currentLocale = locale;
    translations = { ...strings };
}

export function translationsReady(): boolean {
    return translations !== null;
}

export function getLocale(): string {
    return currentLocale;
}

/** t("Sign In") or t("discussion.count", "{count} discussions"). */
export function t(key: string, fallback?: string): string {
    const translated = translations?.[key];
    return translated ?? fallback ?? key;
}

/** t() then {placeholder} substitution: sprintfT("Page {page}", { page: 2 }). */
export function tf(key: string, values: Record<string, string | number>, fallback?: string): string {
    return t(key, fallback).replace(/\{(\w+)\}/g, (match, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : match));
}

/** Vanilla-style "%s" substitution, used by texts the spec gives with %s ("%s Not Found"). */
export function sprintf(template: string, ...values: string[]): string {
    let i = 0;
    return template.replace(/%s/g, () => values[i++] ?? "");
}

/** For tests only: forget loaded translations. */
export function resetTranslations(): void {
    translations = null;
    currentLocale = "en";
}
