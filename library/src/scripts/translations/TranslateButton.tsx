/**
 * The translate icon (content §2; shell §6: site.manage). The page renders it only for a site
 * manager on a site with more than one locale, so nobody else ships its code; the translator
 * itself (ContentTranslator, its store slice and its calls) is another chunk, loaded on click.
 */
import { lazy, Suspense, useState } from "react";
import { Button } from "@library/components/Button";
import { Icon } from "@library/components/Icon";
import { t } from "@library/i18n/t";
import { loadFeature } from "@library/lazy/loadFeature";
import type { ITranslationProperty } from "@library/translations/translationTypes";

export interface ITranslatorLocale {
    localeID: string;
    /** The locale's name in the page's language. */
    name: string;
}

export interface ITranslateButtonProps {
    resource: string;
    /** What is translated, for the dialog's title ("Translate: <title>"). */
    recordTitle: string;
    properties: ITranslationProperty[];
    /** The locales a translation can be in (every site locale but the source). */
    locales: ITranslatorLocale[];
    /** The locale the translator opens on: the manager's own when it is one of them. */
    initialLocale: string;
    /** The locales a machine-translation service can pre-fill entries in (issue 15 item 5). */
    machineLocales?: string[];
}

const LazyTranslator = lazy(() => loadFeature(() => import(/* webpackChunkName: "ContentTranslator" */ "@library/translations/ContentTranslator")).then((m) => ({ default: m.ContentTranslator })));

export function TranslateButton(props: ITranslateButtonProps) {
    const [open, setOpen] = useState(false);
    // Content §2: of no use with a single locale (the page does not render it then either).
    if (props.locales.length === 0) return null;
    return (
        <>
            <Button buttonType="icon" aria-label={t("Translate")} title={t("Translate")} aria-haspopup="dialog" onClick={() => setOpen(true)} data-translate-button="">
                <Icon name="translate" />
            </Button>
            {open && (
                <Suspense fallback={null}>
                    <LazyTranslator {...props} onClose={() => setOpen(false)} />
                </Suspense>
            )}
        </>
    );
}
