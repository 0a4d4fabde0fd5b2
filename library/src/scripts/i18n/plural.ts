/**
 * Plural-correct counts ("1 discussion", "2 discussions"). The locale's plural category comes
 * from Intl.PluralRules; each form is a translation key (through tf, so {count} and other
 * placeholders are filled). Every call site has one shape, `plural(count, { one, other })`, so
 * that a message-format library can replace this helper later without touching them.
 */
import { getLocale, tf } from "@library/i18n/t";

/** CLDR plural categories; `other` is required, the rest fall back to it. */
export type PluralCategory = "zero" | "one" | "two" | "few" | "many" | "other";
export type PluralForms = Partial<Record<PluralCategory, string>> & { other: string };

const rulesByLocale = new Map<string, Intl.PluralRules>();

function pluralRules(locale: string): Intl.PluralRules {
    let rules = rulesByLocale.get(locale);
    if (!rules) {
        try {
            rules = new Intl.PluralRules(locale);
        } catch {
            // An unknown locale tag: English rules rather than a broken page.
            rules = new Intl.PluralRules("en");
        }
        rulesByLocale.set(locale, rules);
    }
    return rules;
}

/**
 * The form for `count` in the current locale, translated, with {count} replaced. `values.count`
 * may give the count as displayed ("1.2k"); the category is always chosen from the number.
 */
export function plural(count: number, forms: PluralForms, values: Record<string, string | number> = {}): string {
    const category = pluralRules(getLocale()).select(count) as PluralCategory;
    return tf(forms[category] ?? forms.other, { count, ...values });
}
