import type { ReactNode } from "react";
import { classes as join } from "typestyle";
import { useMeta } from "@library/boot/pageMeta";
import { Island } from "@library/components/Island";
import { t } from "@library/i18n/t";
import { LanguagePicker } from "@library/i18n/LanguagePicker";
import { pageLayoutClasses } from "@library/layout/pageLayout.styles";
import { titleBarClasses as classes } from "@library/layout/titleBar.styles";
import { TitleBarAccount } from "@library/layout/TitleBarAccount";
import { DEFAULT_TITLE_BAR_CONFIG, effectivePositioning } from "@library/layout/titleBarConfig";
import { TitleBarHamburger } from "@library/layout/TitleBarHamburger";
import { TitleBarLogoLink } from "@library/layout/TitleBarLogoLink";
import {
    titleBarAccountIsland,
    titleBarHamburgerIsland,
    titleBarMeButtonIsland,
    titleBarMessagesIsland,
    titleBarNavigationIsland,
    titleBarNotificationsIsland,
    titleBarScrollWatcherIsland,
    titleBarSearchIsland,
} from "@library/layout/titleBarIslands";
import { TitleBarMeButton } from "@library/layout/TitleBarMeButton";
import { TitleBarMessages } from "@library/layout/TitleBarMessages";
import { TitleBarNavigation } from "@library/layout/TitleBarNavigation";
import { TitleBarNotifications } from "@library/layout/TitleBarNotifications";
import { TitleBarScrollWatcher } from "@library/layout/TitleBarScrollWatcher";
import { TitleBarSearch } from "@library/layout/TitleBarSearch";
import { WidgetSlot } from "@library/layout/WidgetSlot";

interface IProps {
    /**
     * The page shows the site's logo in a banner under the bar: the bar's own logo then follows
     * the logo double strategy (hidden, mobile-only, or fading in once the page scrolls).
     */
    hasBannerLogo?: boolean;
    /**
     * The logo link in place of the one drawn from the page's meta (TitleBarLogoLink): a page where
     * the site's name and logo can change shows one that follows them (the dashboard's settings page).
     */
    logoLink?: ReactNode;
}

/**
 * The title bar (shell §2): skip link, logo, main navigation (a hamburger and a side panel on
 * compact widths), search, guest area or the signed-in box. Its interactive parts are islands,
 * so they hydrate on Island pages too (registered by boot for every page: titleBarIslands.ts).
 * What shows at which width is decided by CSS alone, so the server and the client render the
 * same: the members' drop-downs and the compact account button (side panel) are both in the
 * page, each shown by a media query. Positioning, border and logo come from the site's title
 * bar configuration (titleBarConfig.ts).
 */
export function TitleBar({ hasBannerLogo = false, logoLink }: IProps) {
    const meta = useMeta();
    const user = meta.currentUser;
    const config = meta.titleBar ?? DEFAULT_TITLE_BAR_CONFIG;
    const positioning = effectivePositioning(config.positioning, meta.mode !== "island");
    const conversationsEnabled = meta.siteContext?.conversationsEnabled === true;
    // A site may send sign-in and registration elsewhere (shell §2; the server accepts only safe links).
    const signInHref = (meta.settings?.signInUrl as string | undefined) || `/entry/signin?target=${encodeURIComponent(meta.url)}`;
    const registerHref = (meta.settings?.registrationUrl as string | undefined) || "/entry/register";
    const { logo } = config;
    return (
        <header
            className={join(classes.bar, classes.positioning[positioning], classes.border[config.borderType])}
            data-positioning={positioning}
            data-border-type={config.borderType}
        >
            <a className={classes.skipLink} href="#main-content">
                {t("Skip to content")}
            </a>
            <div className={`${pageLayoutClasses.container} ${classes.inner}`}>
                <div className={classes.hamburgerArea}>
                    <Island of={titleBarHamburgerIsland} component={TitleBarHamburger} props={{}} />
                </div>
                <div
                    className={join(
                        classes.logoArea,
                        logo.alignment === "center" && classes.logoCenter,
                        logo.alignmentMobile === "center" && classes.logoCenterMobile,
                        hasBannerLogo && classes.doubleLogo[logo.doubleLogoStrategy],
                    )}
                >
                    {logoLink ?? <TitleBarLogoLink logo={logo} siteName={meta.siteName} />}
                </div>
                <div className={join(classes.navArea, config.navigationAlignment === "center" && classes.navCenter)}>
                    <Island of={titleBarNavigationIsland} component={TitleBarNavigation} props={{}} />
                </div>
                {/* Add-ons' title-bar widgets (API 6: the subcommunities' section picker); nothing when none is on. */}
                <WidgetSlot slot="titleBar" />
                <Island of={titleBarSearchIsland} component={TitleBarSearch} props={{}} />
                {/* Issue 15: the language picker, beside the footer's (nothing with one language). */}
                <LanguagePicker place="titleBar" />
                {user.userID === 0 ? (
                    // On compact widths Register goes and the guest area is the one Sign In link.
                    <div className={classes.me}>
                        <a href={signInHref}>{t("Sign In")}</a>
                        {meta.registrationEnabled && (
                            <a className={classes.register} href={registerHref}>
                                {t("Register")}
                            </a>
                        )}
                    </div>
                ) : (
                    <div className={classes.me}>
                        <div className={classes.meWide}>
                            <Island of={titleBarNotificationsIsland} component={TitleBarNotifications} props={{}} />
                            {conversationsEnabled && <Island of={titleBarMessagesIsland} component={TitleBarMessages} props={{}} />}
                            <Island of={titleBarAccountIsland} component={TitleBarAccount} props={{}} />
                        </div>
                        <div className={classes.meCompact}>
                            <Island of={titleBarMeButtonIsland} component={TitleBarMeButton} props={{ conversationsEnabled }} />
                        </div>
                    </div>
                )}
            </div>
            <Island of={titleBarScrollWatcherIsland} component={TitleBarScrollWatcher} props={{}} />
        </header>
    );
}
