/**
 * The interface languages the host ships (a catalogue each in library/src/locales, English being
 * the code's own text), with their names in each of them (Vanilla's Locale shape, locales.yml).
 */
export interface ISiteLocale {
    localeID: string;
    localeKey: string;
    regionalKey: string;
    /** The locale's name in each of the site's languages (Vanilla's displayNames). */
    displayNames: Record<string, string>;
}

export const SITE_LOCALES: ISiteLocale[] = [
    { localeID: "en", localeKey: "en", regionalKey: "en", displayNames: { en: "English", fr: "Anglais", de: "Englisch", ar: "الإنجليزية" } },
    { localeID: "fr", localeKey: "fr", regionalKey: "fr", displayNames: { en: "French", fr: "Français", de: "Französisch", ar: "الفرنسية" } },
    { localeID: "de", localeKey: "de", regionalKey: "de", displayNames: { en: "German", fr: "Allemand", de: "Deutsch", ar: "الألمانية" } },
    { localeID: "ar", localeKey: "ar", regionalKey: "ar", displayNames: { en: "Arabic", fr: "Arabe", de: "Arabisch", ar: "العربية" } },
];

export function findSiteLocale(id: string): ISiteLocale | undefined {
    const lower = id.toLowerCase().replace(/_/g, "-");
    return SITE_LOCALES.find((locale) => locale.localeID.toLowerCase() === lower || locale.localeKey.toLowerCase() === lower);
}

/** A language's own name ("Français"), as a language picker lists it. */
export function nativeName(locale: ISiteLocale): string {
    return locale.displayNames[locale.localeID] ?? locale.localeID;
}

/** Every site language by its own name, for the language picker ({ fr: "Français", … }). */
export function nativeNames(): Record<string, string> {
    return Object.fromEntries(SITE_LOCALES.map((locale) => [locale.localeID, nativeName(locale)]));
}

const RTL_LANGUAGES = new Set(["ar", "he", "fa", "ur"]);

/** "rtl" for the right-to-left scripts (Arabic, Hebrew, Persian, Urdu): the page's `dir`. */
export function directionOf(locale: string): "ltr" | "rtl" {
    return RTL_LANGUAGES.has((locale.split(/[-_]/)[0] ?? "").toLowerCase()) ? "rtl" : "ltr";
}
