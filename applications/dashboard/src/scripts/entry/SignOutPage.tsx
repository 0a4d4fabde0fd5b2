import { Button } from "@library/components/Button";
import { t } from "@library/i18n/t";
import { PageLayout } from "@library/layout/PageLayout";

/** GET /entry/signout asks; only the POST signs out, so a link elsewhere cannot sign anyone out. */
export function SignOutPage({ target }: { target: string }) {
    return (
        <PageLayout title={t("Sign Out")}>
            <form method="post" action="/entry/signout">
                <input type="hidden" name="target" value={target} />
                <p>{t("Do you want to sign out?")}</p>
                <Button buttonType="primary" type="submit">
                    {t("Sign Out")}
                </Button>
            </form>
        </PageLayout>
    );
}
