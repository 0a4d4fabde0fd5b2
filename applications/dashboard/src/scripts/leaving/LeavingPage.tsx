import { useMeta } from "@library/boot/pageMeta";
import { Island } from "@library/components/Island";
import { backLinkIsland } from "@library/routing/backLinkIsland";
import { t, tf } from "@library/i18n/t";
import { PageLayout } from "@library/layout/PageLayout";
import { BackLink } from "@library/routing/BackLink";
import { DIRECT_LINK_ATTRIBUTE } from "@library/routing/externalLinks";

export const LEAVING_TITLE = "Leaving";

export interface ILeavingPageProps {
    /** A valid web address (shell §5), or null when the target was missing or not one. */
    target: string | null;
}

/**
 * The interstitial for links to other sites (shell §2 /home/leaving?target=…). It names the
 * destination in full, so a member sees where a link in a post really goes before following it.
 */
export function LeavingPage({ target }: ILeavingPageProps) {
    const { siteName } = useMeta();
    const back = <Island of={backLinkIsland} component={BackLink} props={{ fallbackUrl: "/", label: t("Go back") }} />;
    if (!target) {
        return (
            <PageLayout title={t(LEAVING_TITLE)}>
                <p role="alert">{t("This link does not lead to a valid web address, so it cannot be followed.")}</p>
                {back}
            </PageLayout>
        );
    }
    return (
        <PageLayout title={t(LEAVING_TITLE)}>
            <p>{tf("leaving.message", { siteName }, "You are about to leave {siteName} for another site:")}</p>
            <p>
                <a href={target} rel="nofollow noopener noreferrer" {...{ [DIRECT_LINK_ATTRIBUTE]: "" }} data-testid="leaving-continue">
                    {target}
                </a>
            </p>
            <p>{t("The site you are going to is not ours: its content and its handling of your data are its own.")}</p>
            {back}
        </PageLayout>
    );
}
