import { t } from "@library/i18n/t";

export interface IPrevNextLinks {
    prevUrl: string | null;
    nextUrl: string | null;
}

/**
 * "Previous" and "Next" of a server-rendered list paged without page numbers (the moderation
 * queues, add-ons' lists): plain links that work without script; nothing when there is one page.
 */
export function PrevNextLinks({ prevUrl, nextUrl, className }: IPrevNextLinks & { className?: string }) {
    if (!prevUrl && !nextUrl) return null;
    return (
        <nav aria-label={t("Pages")} className={className}>
            {prevUrl && (
                <a href={prevUrl} rel="prev">
                    {t("Previous")}
                </a>
            )}
            {nextUrl && (
                <a href={nextUrl} rel="next">
                    {t("Next")}
                </a>
            )}
        </nav>
    );
}
