/**
 * The shipped catalogues (library/src/locales/<locale>.json: key → ICU message), read once and
 * frozen: they are data that never changes while the process runs, shared by every request's
 * translator. English has none: the code's keys and fallbacks are the English text.
 */
import fs from "node:fs";
import path from "node:path";
import { ROOT_DIR } from "@server/config/env";
import { hasIcuSyntax } from "@library/i18n/translator";

export const CATALOGUE_DIR = path.join(ROOT_DIR, "library/src/locales");

const loaded = new Map<string, Readonly<Record<string, string>>>();
const EMPTY: Readonly<Record<string, string>> = Object.freeze({});

export function catalogueFile(locale: string): string {
    return path.join(CATALOGUE_DIR, `${locale}.json`);
}

/** The catalogue a translator uses: English's is its own words, so en.json (the extraction's source list) is not one. */
export function messagesFor(locale: string): Readonly<Record<string, string>> {
    return locale === "en" ? EMPTY : catalogueFor(locale);
}

export function catalogueFor(locale: string): Readonly<Record<string, string>> {
    if (!/^[a-zA-Z0-9_-]+$/.test(locale)) return EMPTY;
    let catalogue = loaded.get(locale);
    if (!catalogue) {
        const file = catalogueFile(locale);
        catalogue = fs.existsSync(file) ? Object.freeze(JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>) : EMPTY;
        loaded.set(locale, catalogue);
    }
    return catalogue;
}

const icuByLocale = new Map<string, boolean>();

/**
 * Whether a page in `locale` may meet an ICU message (its catalogue's, or the code's English in
 * en.json, which `npm run i18n:extract` writes): the browser then loads the formatter at boot.
 */
export function needsIcu(locale: string): boolean {
    let needed = icuByLocale.get(locale);
    if (needed === undefined) {
        needed = [catalogueFor(locale), catalogueFor("en")].some((catalogue) => Object.values(catalogue).some(hasIcuSyntax));
        icuByLocale.set(locale, needed);
    }
    return needed;
}
