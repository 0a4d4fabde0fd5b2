/**
 * The language picker (shell §9 "language dropdown width 200"): the site's languages by their own
 * names. Choosing one posts /entry/locale, which saves it to a member's profile or, for a guest,
 * in a cookie, then comes back to this page in that language (server/i18n/localeChoiceRoutes.ts).
 * A disclosure and a form: it works before (and without) JavaScript, and costs no island. The
 * same picker sits in the footer and, as an icon button with a drop-down, in the title bar.
 */
import type { FormEvent } from "react";
import { useMeta } from "@library/boot/pageMeta";
import { Icon } from "@library/components/Icon";
import { visuallyHidden } from "@library/theme/globalStyles";
import { t } from "@library/i18n/t";
import { languagePickerClasses as classes } from "@library/i18n/languagePicker.styles";

export const LOCALE_CHOICE_PATH = "/entry/locale";

/** On an App page the address may have changed since the server rendered it: come back to the current one. */
function returnHere(event: FormEvent<HTMLFormElement>) {
    const target = event.currentTarget.elements.namedItem("target");
    if (target instanceof HTMLInputElement) target.value = window.location.pathname + window.location.search;
}

export function LanguagePicker({ place = "footer" }: { place?: "footer" | "titleBar" }) {
    const meta = useMeta();
    const locales = Object.entries(meta.locales ?? {});
    if (locales.length < 2) return null;
    const current = <span lang={meta.locale}>{meta.locales?.[meta.locale] ?? meta.locale}</span>;
    const inTitleBar = place === "titleBar";
    return (
        <details className={inTitleBar ? classes.titleBar : undefined} data-language-picker={place}>
            {inTitleBar ? (
                // Named like the footer's ("Language: Français"); it shows the icon and the language.
                <summary className={classes.titleBarSummary}>
                    <Icon name="translate" />
                    <span className={visuallyHidden}>{t("Language")}: </span>
                    {current}
                </summary>
            ) : (
                <summary className={classes.summary}>
                    {t("Language")}: {current}
                </summary>
            )}
            <form method="post" action={LOCALE_CHOICE_PATH} onSubmit={returnHere} className={inTitleBar ? classes.titleBarList : classes.list}>
                <input type="hidden" name="target" value={meta.url} />
                {locales.map(([localeID, name]) => (
                    <button key={localeID} type="submit" name="locale" value={localeID} lang={localeID} className={classes.choice} aria-current={localeID === meta.locale ? "true" : undefined}>
                        {name}
                    </button>
                ))}
            </form>
        </details>
    );
}
