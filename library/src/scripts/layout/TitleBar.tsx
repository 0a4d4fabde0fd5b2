import { useMeta } from "@library/boot/pageMeta";
import { t } from "@library/i18n/t";
import { SmartLink } from "@library/routing/SmartLink";
import { pageLayoutClasses } from "@library/layout/pageLayout.styles";
import { titleBarClasses as classes } from "@library/layout/titleBar.styles";
import { profileUrl } from "@library/users/userUrls";

/** The title bar (shell §2): skip link, logo, main navigation, guest area or the signed-in box. */
export function TitleBar() {
    const meta = useMeta();
    const user = meta.currentUser;
    const signInHref = `/entry/signin?target=${encodeURIComponent(meta.url)}`;
    return (
        <header className={classes.bar}>
            <a className={classes.skipLink} href="#main-content">
                {t("Skip to content")}
            </a>
            <div className={`${pageLayoutClasses.container} ${classes.inner}`}>
                <a className={classes.logo} href="/" aria-label={t("Home")}>
                    {meta.siteName}
                </a>
                <nav className={classes.nav} aria-label={t("Main navigation")}>
                    <SmartLink href="/discussions">{t("Posts")}</SmartLink>
                    <SmartLink href="/categories">{t("Categories")}</SmartLink>
                </nav>
                {user.userID === 0 ? (
                    <div className={classes.me}>
                        <a href={signInHref}>{t("Sign In")}</a>
                        {meta.registrationEnabled && <a href="/entry/register">{t("Register")}</a>}
                    </div>
                ) : (
                    <div className={classes.me}>
                        <a href={profileUrl(user.name)} data-testid="signed-in-user">
                            {user.name}
                        </a>
                        <form method="post" action="/entry/signout">
                            <button className={classes.meButton} type="submit">
                                {t("Sign Out")}
                            </button>
                        </form>
                    </div>
                )}
            </div>
        </header>
    );
}
