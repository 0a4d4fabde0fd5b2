import { useMeta } from "@library/boot/pageMeta";
import { t } from "@library/i18n/t";
import { PageLayout } from "@library/layout/PageLayout";

/** Content §8 "Error page": 403, 404 and the generic error, each with its texts. */
export function errorPageTexts(status: number): { title: string; message: string } {
    if (status === 403) return { title: t("Permission Problem"), message: t("You don't have permission to view this resource.") };
    if (status === 404) return { title: t("There was an error"), message: t("The page you were looking for could not be found.") };
    return { title: t("There was an error"), message: t("Please try again later.") };
}

export function ErrorPage({ status }: { status: number }) {
    const meta = useMeta();
    const { title, message } = errorPageTexts(status);
    const isGuest = meta.currentUser.userID === 0;
    return (
        <PageLayout title={title}>
            <p>{message}</p>
            {status === 403 && isGuest ? (
                <p>
                    <a href={`/entry/signin?target=${encodeURIComponent(meta.url)}`}>{t("Sign In")}</a>
                </p>
            ) : (
                <p>
                    <a href="/">{status === 404 ? t("Back to home page") : t("Back to Home")}</a>
                </p>
            )}
        </PageLayout>
    );
}
