/**
 * Plural-correct counts ("1 discussion", "2 discussions"). The locale's plural category comes
 * from the translator (Intl.PluralRules); each form is a translation key, filled through tf, so a
 * translation may itself be an ICU message: it receives `n`, the count as a number, beside
 * `count`, the count as displayed ("1.2k"), e.g. Arabic's
 * "{n, plural, zero {…} two {…} few {# …} many {# …} other {# …}}".
 * Call sites keep one shape, `plural(count, { one, other })`.
 */
import { currentTranslator } from "@library/i18n/t";
import type { PluralCategory } from "@library/i18n/translator";

export type { PluralCategory };
export type PluralForms = Partial<Record<PluralCategory, string>> & { other: string };

/**
 * The form for `count` in the current locale, translated, with {count} replaced. `values.count`
 * may give the count as displayed ("1.2k"); the category is always chosen from the number.
 */
export function plural(count: number, forms: PluralForms, values: Record<string, string | number> = {}): string {
    const translator = currentTranslator();
    const category = translator.pluralCategory(count);
    return translator.tf(forms[category] ?? forms.other, { count, n: count, ...values });
}
