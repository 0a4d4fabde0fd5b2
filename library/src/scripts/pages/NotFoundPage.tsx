import { sprintf, t } from "@library/i18n/t";
import { PageLayout } from "@library/layout/PageLayout";

export const NOT_FOUND_TITLE = "%s Not Found";
export const NOT_FOUND_MESSAGE = "The %s you were looking for could not be found.";

/**
 * The not-found page (shell §2): "%s Not Found" / "The %s you were looking for could not be found."
 * The default type, Page, reads as whole sentences in each catalogue ("Page Not Found", "The page
 * you were looking for could not be found."): a translation cannot agree an article or a word order
 * with a noun slotted into %s, which gave French "page que vous cherchiez est introuvable." (no "La")
 * and left "page" in English in German and Arabic. The same English words.
 */
export function notFoundTitle(type = "Page"): string {
    return type === "Page" ? t("Page Not Found") : sprintf(t(NOT_FOUND_TITLE), t(type));
}

export function NotFoundPage({ type = "Page" }: { type?: string }) {
    return (
        <PageLayout title={notFoundTitle(type)}>
            <p>{type === "Page" ? t("The page you were looking for could not be found.") : sprintf(t(NOT_FOUND_MESSAGE), t(type).toLowerCase())}</p>
            <p>
                <a href="/">{t("Back to home page")}</a>
            </p>
        </PageLayout>
    );
}
