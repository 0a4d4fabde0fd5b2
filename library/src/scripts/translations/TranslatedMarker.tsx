/**
 * Issue 15 item 4: says a text is shown translated into the reader's language, with a link to the
 * text as written. Plain HTML (no script): the link is the same page with `?original=1`.
 */
import { Tag } from "@library/components/Tag";
import { t } from "@library/i18n/t";
import type { ITranslatedMarker } from "@library/translations/translationTypes";

export function TranslatedMarker({ originalUrl, className }: ITranslatedMarker & { className?: string }) {
    return (
        <span className={className} data-translated-marker="">
            <Tag>{t("Translated")}</Tag> <a href={originalUrl}>{t("Show original")}</a>
        </span>
    );
}
