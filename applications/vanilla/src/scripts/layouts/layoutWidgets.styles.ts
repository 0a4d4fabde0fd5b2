/** The core layout widgets (content §2, constants of content §9). */
import { media, style } from "typestyle";
import { pageLayoutClasses } from "@library/layout/pageLayout.styles";
import { colorVars, cssVars, sizes } from "@library/theme/themeVariables";
import { BANNER } from "@vanilla/layouts/banner.variables";

const mobile = { maxWidth: sizes.breakpoints.oneColumn };

export const bannerClasses = {
    root: style({
        position: "relative",
        minHeight: BANNER.minHeight,
        background: colorVars.titleBarBg,
        color: colorVars.titleBarFg,
        backgroundSize: "cover",
        backgroundPosition: "center",
        // Clipped sideways only: the search box's suggestions open below the banner, over the page.
        overflowX: "clip",
        overflowY: "visible",
        // In the dark scheme the banner and the title bar share a colour: a line keeps them apart.
        borderTop: `${cssVars.borders.width} solid rgba(255, 255, 255, 0.15)`,
    }),
    content: style({ minHeight: BANNER.contentMinHeight }),
    /** Darkens a background image so the text keeps its contrast. */
    overlay: style({ $nest: { "&::before": { content: '""', position: "absolute", inset: 0, background: "rgba(0, 0, 0, 0.45)" } } }),
    inner: style(
        {
            position: "relative",
            display: "flex",
            alignItems: "center",
            gap: cssVars.spacing.gutterFull,
            maxWidth: `calc(${cssVars.layout.middleColumnWidth} + ${cssVars.layout.panelWidth} + 2 * ${cssVars.spacing.gutterFull})`,
            margin: "0 auto",
            padding: `${cssVars.spacing.gutterFull} ${cssVars.spacing.gutter}`,
        },
        media(mobile, { padding: `${cssVars.spacing.gutter} ${cssVars.spacing.gutter} ${cssVars.spacing.gutterFull}` }),
    ),
    main: style({ flex: 1, minWidth: 0, display: "flex", flexDirection: "column", gap: 12 }),
    alignCenter: style({ alignItems: "center", textAlign: "center" }),
    alignLeft: style({ alignItems: "flex-start", textAlign: "left" }),
    mobileCenter: style(media(mobile, { alignItems: "center", textAlign: "center" })),
    mobileLeft: style(media(mobile, { alignItems: "flex-start", textAlign: "left" })),
    title: style(
        { margin: 0, fontSize: cssVars.fontSizes.largeTitle, lineHeight: cssVars.lineHeights.condensed, maxWidth: BANNER.textMaxWidth, overflowWrap: "anywhere" },
        media(mobile, { fontSize: cssVars.fontSizes.largeTitleMobile }),
    ),
    description: style({ margin: 0, fontSize: cssVars.fontSizes.large, maxWidth: BANNER.textMaxWidth }),
    icon: style({ width: 72, height: 72, objectFit: "contain" }),
    logo: style({ width: BANNER.logoWidth, maxWidth: "100%", minHeight: BANNER.logoHeight.min, maxHeight: BANNER.logoHeight.max, objectFit: "contain" }),
    rightImage: style({ minWidth: BANNER.rightImageMinWidth, maxWidth: "40%", objectFit: "cover" }, media({ maxWidth: sizes.breakpoints.twoColumns }, { display: "none" })),
    // The search box's classes are in widgets/homeBannerSearch.styles.ts: its island's chunk carries only those.
};

/** The boxes below the banner share the page's content width. */
export const widgetClasses = {
    container: pageLayoutClasses.container,
    box: style({ display: "flex", flexDirection: "column", gap: 12 }),
    title: style({ margin: 0, fontSize: cssVars.fontSizes.subTitle, lineHeight: cssVars.lineHeights.condensed }),
    list: style({ listStyle: "none", margin: 0, padding: 0, borderTop: `${cssVars.borders.width} solid ${colorVars.border}` }),
    item: style({ padding: "12px 0", borderBottom: `${cssVars.borders.width} solid ${colorVars.border}`, display: "flex", flexDirection: "column", gap: 4 }),
    itemTitle: style({ fontSize: cssVars.fontSizes.large, fontWeight: 600, overflowWrap: "anywhere" }),
    meta: style({ color: colorVars.mutedFg, fontSize: cssVars.fontSizes.small, display: "flex", flexWrap: "wrap", gap: "0 12px" }),
    empty: style({ color: colorVars.mutedFg, margin: 0 }),
    /**
     * Content §9: items at least 180 px wide, at most 3 columns. Sized by the grid's own width (not
     * the window's), so the editor's phone-width preview wraps like a phone.
     */
    grid: style({
        listStyle: "none",
        margin: 0,
        padding: 0,
        display: "grid",
        gap: cssVars.spacing.gutter,
        gridTemplateColumns: `repeat(auto-fill, minmax(max(180px, calc((100% - 2 * ${cssVars.spacing.gutter}) / 3)), 1fr))`,
    }),
    card: style({
        minWidth: 0,
        display: "flex",
        flexDirection: "column",
        gap: 6,
        padding: cssVars.spacing.gutter,
        background: colorVars.panelBg,
        border: `${cssVars.borders.width} solid ${colorVars.border}`,
        borderRadius: cssVars.borders.radius,
    }),
    cardDescription: style({ margin: 0, color: colorVars.fg, fontSize: cssVars.fontSizes.medium, overflowWrap: "anywhere" }),
    leader: style({ display: "flex", alignItems: "center", gap: 12, padding: "8px 0", borderBottom: `${cssVars.borders.width} solid ${colorVars.border}` }),
    rank: style({ minWidth: "2ch", color: colorVars.mutedFg, fontVariantNumeric: "tabular-nums" }),
    leaderName: style({ flex: 1, minWidth: 0, overflowWrap: "anywhere", fontWeight: 600 }),
    html: style({ overflowWrap: "anywhere", $nest: { "& img": { maxWidth: "100%", height: "auto" } } }),
};
