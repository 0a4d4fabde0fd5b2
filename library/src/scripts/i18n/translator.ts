/**
 * A translator: one locale's catalogue and the formatting rules of that locale (messages, plural
 * categories, numbers, dates). It is a value, never global state: the server makes one per request
 * and the browser one per page, and React reaches it through the providers (TranslatorContext).
 *
 * Messages are ICU MessageFormat. Most are plain text with {name} placeholders, which are filled
 * here without a library; a message with ICU syntax (`{n, plural, …}`, `select`, `number`…) is
 * formatted by FormatJS's intl-messageformat, passed in as `icu`. The browser loads that library
 * only for a page whose catalogue holds such a message (boot/bootPage.tsx), so pages in
 * the other locales do not pay its bytes (every entry's first load is within a few hundred bytes
 * of its budget).
 */
import type { IntlMessageFormat } from "intl-messageformat";

export type PluralCategory = "zero" | "one" | "two" | "few" | "many" | "other";
export type MessageValues = Record<string, string | number>;
/** The intl-messageformat constructor (a value is given by whoever has the library loaded). */
export type IcuFormat = typeof IntlMessageFormat;

export interface ITranslator {
    readonly locale: string;
    /** The translation of `key`, else `fallback`, else the key itself (shell §8). */
    t(key: string, fallback?: string): string;
    /** t() then the message's placeholders (and plurals, selects) filled from `values`. */
    tf(key: string, values: MessageValues, fallback?: string): string;
    pluralCategory(count: number): PluralCategory;
    number(value: number, options?: Intl.NumberFormatOptions): string;
    date(value: Date, options: Intl.DateTimeFormatOptions): string;
    relative(value: number, unit: Intl.RelativeTimeFormatUnit): string;
}

/** A message that needs the ICU formatter rather than plain {name} substitution. */
const ICU_SYNTAX = /\{\s*\w+\s*,\s*(plural|selectordinal|select|number|date|time)\b/;

export function hasIcuSyntax(message: string): boolean {
    return ICU_SYNTAX.test(message);
}

/**
 * Intl formatters by locale and options, shared by every translator of the process. Making one is
 * costly (`toLocaleString` with a locale makes a new one on every call: it was a fifth of a list
 * page's server render), and a formatter is immutable locale data, never per-request state.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules | Intl.RelativeTimeFormat>();

function formatter<F extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules | Intl.RelativeTimeFormat>(kind: string, tag: string, options: object | undefined, make: () => F): F {
    const key = `${kind}|${tag}|${options ? JSON.stringify(options) : ""}`;
    let found = formatters.get(key) as F | undefined;
    if (!found) formatters.set(key, (found = make()));
    return found;
}

function fill(message: string, values: MessageValues): string {
    return message.replace(/\{(\w+)\}/g, (match, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : match));
}

export function createTranslator(locale: string, messages: Readonly<Record<string, string>>, icu?: IcuFormat): ITranslator {
    let tag = locale.replace("_", "-");
    let plurals: Intl.PluralRules;
    try {
        plurals = formatter("plural", tag, undefined, () => new Intl.PluralRules(tag));
    } catch {
        // An unknown tag becomes English rather than a broken page.
        plurals = formatter("plural", (tag = "en"), undefined, () => new Intl.PluralRules(tag));
    }
    const compiled = new Map<string, IntlMessageFormat>();
    const t = (key: string, fallback?: string): string => messages[key] ?? fallback ?? key;

    return {
        locale,
        t,
        tf(key, values, fallback) {
            const message = t(key, fallback);
            if (!icu || !hasIcuSyntax(message)) return fill(message, values);
            try {
                let format = compiled.get(message);
                if (!format) compiled.set(message, (format = new icu(message, tag)));
                return String(format.format(values));
            } catch {
                // A message with a mistake (or a value missing) still reads, placeholders filled.
                return fill(message, values);
            }
        },
        pluralCategory: (count) => plurals.select(count) as PluralCategory,
        number: (value, options) => formatter("number", tag, options, () => new Intl.NumberFormat(tag, options)).format(value),
        date: (value, options) => formatter("date", tag, options, () => new Intl.DateTimeFormat(tag, options)).format(value),
        relative: (value, unit) => formatter("relative", tag, undefined, () => new Intl.RelativeTimeFormat(tag)).format(value, unit),
    };
}
