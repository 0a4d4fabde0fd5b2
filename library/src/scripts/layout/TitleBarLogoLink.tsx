import type { ReactNode } from "react";
import { t } from "@library/i18n/t";
import { titleBarClasses as classes } from "@library/layout/titleBar.styles";
import type { ITitleBarConfig } from "@library/layout/titleBarConfig";

interface IProps {
    logo: Pick<ITitleBarConfig["logo"], "url" | "imageUrl" | "imageUrlMobile">;
    siteName: ReactNode;
}

/**
 * The title bar's logo link (shell §2): the site's logo image when one is set (the mobile one at
 * compact widths), else the site's name; named "Home" either way. Its own module so that a page
 * whose logo can change (the dashboard's settings page) draws the same link from an island.
 */
export function TitleBarLogoLink({ logo, siteName }: IProps) {
    return (
        <a className={classes.logo} href={logo.url} aria-label={logo.imageUrl ? undefined : t("Home")}>
            {logo.imageUrl ? (
                // One image per width without script: the server cannot know the width.
                <picture>
                    {logo.imageUrlMobile && <source media={classes.compactMediaQuery} srcSet={logo.imageUrlMobile} />}
                    <img className={classes.logoImage} src={logo.imageUrl} alt={t("Home")} />
                </picture>
            ) : (
                siteName
            )}
        </a>
    );
}
