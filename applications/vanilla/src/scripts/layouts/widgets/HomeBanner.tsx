/**
 * The home banner and content banner (content §2 "Home banner", §9 constants): title, description,
 * an icon, logo or right-side image, and the search box. The banner itself ships no script; its
 * search box (HomeBannerSearch.tsx, the title bar's box with suggestions) is a small island.
 */
import { classes as cx } from "typestyle";
import { Island } from "@library/components/Island";
import { t } from "@library/i18n/t";
import { visuallyHidden } from "@library/theme/globalStyles";
import { bannerClasses as classes } from "@vanilla/layouts/layoutWidgets.styles";
import { HomeBannerSearch } from "@vanilla/layouts/widgets/HomeBannerSearch";
import { homeBannerSearchIsland } from "@vanilla/layouts/widgets/homeBannerSearchIsland";

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
    const title = props.title || t("How can we help you?");
    const align = props.alignment === "left" ? classes.alignLeft : classes.alignCenter;
    const mobileAlign = props.mobileAlignment === "left" ? classes.mobileLeft : classes.mobileCenter;
    // The banner's title is the page's heading: hidden from view, it stays for screen readers.
    const heading = <h1 className={props.hideTitle ? visuallyHidden : classes.title}>{title}</h1>;
    const description = !props.hideDescription && props.description ? <p className={classes.description}>{props.description}</p> : null;
    const search = props.hideSearch ? null : <Island of={homeBannerSearchIsland} component={HomeBannerSearch} props={{}} />;
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
