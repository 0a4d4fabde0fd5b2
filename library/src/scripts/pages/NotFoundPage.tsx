import { sprintf, t } from "@library/i18n/t";
import { PageLayout } from "@library/layout/PageLayout";

export const NOT_FOUND_TITLE = "%s Not Found";
export const NOT_FOUND_MESSAGE = "The %s you were looking for could not be found.";

/** The not-found page (shell §2): "%s Not Found" / "The %s you were looking for could not be found." */
export function notFoundTitle(type = "Page"): string {
    return sprintf(t(NOT_FOUND_TITLE), t(type));
}

export function NotFoundPage({ type = "Page" }: { type?: string }) {
    return (
        <PageLayout title={notFoundTitle(type)}>
            <p>{sprintf(t(NOT_FOUND_MESSAGE), t(type).toLowerCase())}</p>
            <p>
                <a href="/">{t("Back to home page")}</a>
            </p>
        </PageLayout>
    );
}
