/**
 * The title bar's configuration (shell §2, §3 "Title bar config"), read by the server from the
 * site configuration (library/src/server/config/siteConfig.ts "TitleBar.*" keys) and passed in
 * the page metadata. Unknown values fall back to the defaults, so a typo in the config cannot
 * break the bar.
 */
import { isSafeImageSource, isSiteRelativeLink } from "@library/utility/safeLinks";

export const TITLE_BAR_POSITIONINGS = ["StickySolid", "StickyTransparent", "StaticSolid", "StaticTransparent"] as const;
export const TITLE_BAR_BORDER_TYPES = ["border", "shadow", "shadow-as-border", "none"] as const;
export const DOUBLE_LOGO_STRATEGIES = ["hidden", "mobile-only", "fade-in"] as const;
export const ALIGNMENTS = ["left", "center"] as const;

export type TitleBarPositioning = (typeof TITLE_BAR_POSITIONINGS)[number];
export type TitleBarBorderType = (typeof TITLE_BAR_BORDER_TYPES)[number];
export type DoubleLogoStrategy = (typeof DOUBLE_LOGO_STRATEGIES)[number];
export type Alignment = (typeof ALIGNMENTS)[number];

export interface ITitleBarConfig {
    positioning: TitleBarPositioning;
    borderType: TitleBarBorderType;
    logo: {
        /** Desktop image; empty: the site name as text. */
        imageUrl: string;
        /** Compact-width image; empty: the desktop one. */
        imageUrlMobile: string;
        url: string;
        alignment: Alignment;
        alignmentMobile: Alignment;
        doubleLogoStrategy: DoubleLogoStrategy;
    };
    navigationAlignment: Alignment;
}

export const DEFAULT_TITLE_BAR_CONFIG: ITitleBarConfig = {
    positioning: "StickySolid",
    borderType: "none",
    logo: { imageUrl: "", imageUrlMobile: "", url: "/", alignment: "left", alignmentMobile: "center", doubleLogoStrategy: "hidden" },
    navigationAlignment: "left",
};

/** The config key of each field (Vanilla-style names). */
export const TITLE_BAR_CONFIG_KEYS = {
    positioning: "TitleBar.Positioning",
    borderType: "TitleBar.BorderType",
    logoImageUrl: "TitleBar.Logo.ImageUrl",
    logoImageUrlMobile: "TitleBar.Logo.ImageUrlMobile",
    logoUrl: "TitleBar.Logo.Url",
    logoAlignment: "TitleBar.Logo.Alignment",
    logoAlignmentMobile: "TitleBar.Logo.AlignmentMobile",
    doubleLogoStrategy: "TitleBar.Logo.DoubleLogoStrategy",
    navigationAlignment: "TitleBar.Navigation.Alignment",
} as const;

function oneOf<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
    return allowed.includes(value as T) ? (value as T) : fallback;
}

function text(value: unknown, fallback: string): string {
    return typeof value === "string" ? value : fallback;
}

/** Shell §5: a logo is an http(s) image or one on this site; anything else (javascript:, data:) is dropped. */
function imageSource(value: unknown, fallback: string): string {
    const source = text(value, fallback).trim();
    return isSafeImageSource(source) ? source : fallback;
}

/** The config from a key reader (the server's SiteConfig.get), every field checked. */
export function readTitleBarConfig(get: (key: string) => unknown): ITitleBarConfig {
    const defaults = DEFAULT_TITLE_BAR_CONFIG;
    const keys = TITLE_BAR_CONFIG_KEYS;
    const logoUrl = text(get(keys.logoUrl), defaults.logo.url);
    return {
        positioning: oneOf(TITLE_BAR_POSITIONINGS, get(keys.positioning), defaults.positioning),
        borderType: oneOf(TITLE_BAR_BORDER_TYPES, get(keys.borderType), defaults.borderType),
        logo: {
            imageUrl: imageSource(get(keys.logoImageUrl), defaults.logo.imageUrl),
            imageUrlMobile: imageSource(get(keys.logoImageUrlMobile), defaults.logo.imageUrlMobile),
            // Only a site-relative address: the logo link never leaves the site by configuration typo.
            url: isSiteRelativeLink(logoUrl) ? logoUrl : defaults.logo.url,
            alignment: oneOf(ALIGNMENTS, get(keys.logoAlignment), defaults.logo.alignment),
            alignmentMobile: oneOf(ALIGNMENTS, get(keys.logoAlignmentMobile), defaults.logo.alignmentMobile),
            doubleLogoStrategy: oneOf(DOUBLE_LOGO_STRATEGIES, get(keys.doubleLogoStrategy), defaults.logo.doubleLogoStrategy),
        },
        navigationAlignment: oneOf(ALIGNMENTS, get(keys.navigationAlignment), defaults.navigationAlignment),
    };
}

/**
 * Shell §2: transparency may be disallowed on legacy pages, where the transparent modes become
 * solid. Island pages have no banner for a transparent bar to sit on, so there it is always solid.
 */
export function effectivePositioning(positioning: TitleBarPositioning, allowTransparent: boolean): TitleBarPositioning {
    if (allowTransparent) return positioning;
    if (positioning === "StickyTransparent") return "StickySolid";
    if (positioning === "StaticTransparent") return "StaticSolid";
    return positioning;
}
