import { useMeta } from "@library/boot/pageMeta";
import { Island } from "@library/components/Island";
import { t } from "@library/i18n/t";
import { pageLayoutClasses } from "@library/layout/pageLayout.styles";
import { titleBarClasses as classes } from "@library/layout/titleBar.styles";
import { TitleBarAccount } from "@library/layout/TitleBarAccount";
import { TitleBarHamburger } from "@library/layout/TitleBarHamburger";
import { TITLE_BAR_ACCOUNT_ISLAND, TITLE_BAR_HAMBURGER_ISLAND, TITLE_BAR_NAVIGATION_ISLAND } from "@library/layout/titleBarIslands";
import { TitleBarNavigation } from "@library/layout/TitleBarNavigation";

/**
 * The title bar (shell §2): skip link, logo, main navigation (a hamburger and a side panel on
 * compact widths), guest area or the signed-in box. Its interactive parts are islands, so they
 * hydrate on Island pages too (registered by boot for every page: titleBarIslands.ts). What
 * shows at which width is decided by CSS alone, so the server and the client render the same.
 */
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
                <div className={classes.hamburgerArea}>
                    <Island name={TITLE_BAR_HAMBURGER_ISLAND} component={TitleBarHamburger} props={{}} />
                </div>
                <div className={classes.logoArea}>
                    <a className={classes.logo} href="/" aria-label={t("Home")}>
                        {meta.siteName}
                    </a>
                </div>
                <div className={classes.navArea}>
                    <Island name={TITLE_BAR_NAVIGATION_ISLAND} component={TitleBarNavigation} props={{}} />
                </div>
                {user.userID === 0 ? (
                    // On compact widths Register goes and the guest area is the one Sign In link.
                    <div className={classes.me}>
                        <a href={signInHref}>{t("Sign In")}</a>
                        {meta.registrationEnabled && (
                            <a className={classes.register} href="/entry/register">
                                {t("Register")}
                            </a>
                        )}
                    </div>
                ) : (
                    <div className={classes.me}>
                        <Island name={TITLE_BAR_ACCOUNT_ISLAND} component={TitleBarAccount} props={{}} />
                    </div>
                )}
            </div>
        </header>
    );
}
