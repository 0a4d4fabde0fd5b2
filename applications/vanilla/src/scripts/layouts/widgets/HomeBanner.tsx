/**
 * The home banner and content banner (content §2 "Home banner", §9 constants): title, description,
 * an icon, logo or right-side image, and the search box. The search box is a plain form to the
 * search page: it needs no script, so the banner ships none.
 */
import { classes as cx } from "typestyle";
import { useMeta } from "@library/boot/pageMeta";
import { t } from "@library/i18n/t";
import { searchPagePath, searchQueryParam } from "@library/search/searchUrls";
import { visuallyHidden } from "@library/theme/globalStyles";
import { bannerClasses as classes } from "@vanilla/layouts/layoutWidgets.styles";

export interface IHomeBannerProps {
    variant?: "home" | "content";
    title?: string;
    description?: string;
    alignment?: "left" | "center";
    mobileAlignment?: "left" | "center";
    hideTitle?: boolean;
    hideDescription?: boolean;
    hideSearch?: boolean;
    hideIcon?: boolean;
    searchPlacement?: "middle" | "bottom";
    iconUrl?: string;
    logoUrl?: string;
    rightImageUrl?: string;
    backgroundImageUrl?: string;
    overlay?: boolean;
}

export function HomeBanner(props: IHomeBannerProps) {
    const { settings, siteSection } = useMeta();
    const title = props.title || t("How can we help you?");
    const align = props.alignment === "left" ? classes.alignLeft : classes.alignCenter;
    const mobileAlign = props.mobileAlignment === "left" ? classes.mobileLeft : classes.mobileCenter;
    // The banner's title is the page's heading: hidden from view, it stays for screen readers.
    const heading = <h1 className={props.hideTitle ? visuallyHidden : classes.title}>{title}</h1>;
    const description = !props.hideDescription && props.description ? <p className={classes.description}>{props.description}</p> : null;
    const search = props.hideSearch ? null : (
        <form className={classes.search} action={searchPagePath(siteSection)} method="get" role="search">
            <label className={visuallyHidden} htmlFor="home-banner-search">
                {t("Search")}
            </label>
            <input id="home-banner-search" className={classes.searchInput} type="search" name={searchQueryParam(settings)} placeholder={t("Search")} />
            <button className={classes.searchButton} type="submit">
                {t("Search")}
            </button>
        </form>
    );
    const bottom = props.searchPlacement === "bottom";
    return (
        <section
            className={cx(classes.root, props.variant === "content" && classes.content, props.overlay && props.backgroundImageUrl && classes.overlay)}
            style={props.backgroundImageUrl ? { backgroundImage: `url("${encodeURI(props.backgroundImageUrl)}")` } : undefined}
            aria-label={props.hideTitle ? title : undefined}
        >
            <div className={classes.inner}>
                <div className={cx(classes.main, align, mobileAlign)}>
                    {!props.hideIcon && props.iconUrl ? <img className={classes.icon} src={props.iconUrl} alt="" /> : null}
                    {props.logoUrl ? <img className={classes.logo} src={props.logoUrl} alt={title} /> : null}
                    {heading}
                    {bottom ? description : null}
                    {!bottom ? search : null}
                    {!bottom ? description : null}
                    {bottom ? search : null}
                </div>
                {props.rightImageUrl ? <img className={classes.rightImage} src={props.rightImageUrl} alt="" /> : null}
            </div>
        </section>
    );
}
