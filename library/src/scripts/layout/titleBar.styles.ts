import { media, style } from "typestyle";
import { megaMenuVariables } from "@library/layout/megaMenu.variables";
import { colorVars, cssVars, sizes } from "@library/theme/themeVariables";

/** Shell §2: the title bar is compact at 800px wide and below. */
const compact = { maxWidth: sizes.breakpoints.compactTitleBar };
const wide = { minWidth: sizes.breakpoints.compactTitleBar + 1 };
const scrolled = "&[data-scrolled='true']";
const scrollHidden = "&[data-scroll-hidden='true']";

/** Sticky bars slide away while scrolled off (shell §4 header scroll-off). */
const stickyBase = {
    top: 0,
    transition: `transform 0.2s ease-out, background-color ${cssVars.animation.duration} ${cssVars.animation.easing}`,
    $nest: { [scrollHidden]: { transform: "translateY(-100%)" } },
};

/** Transparent bars show what is under them until the page scrolls (then the sticky one turns solid). */
const transparentBase = { left: 0, right: 0, background: "transparent" };

export const titleBarClasses = {
    compactMediaQuery: `(max-width: ${sizes.breakpoints.compactTitleBar}px)`,
    bar: style(
        {
            background: colorVars.titleBarBg,
            color: colorVars.titleBarFg,
            minHeight: cssVars.titleBar.height,
            zIndex: cssVars.layers.titleBar,
        },
        media(compact, { minHeight: cssVars.titleBar.heightMobile }),
    ),
    /** Shell §2 positioning modes. */
    positioning: {
        StickySolid: style({ position: "sticky", ...stickyBase }),
        StickyTransparent: style({ position: "fixed", ...transparentBase, ...stickyBase, $nest: { ...stickyBase.$nest, [scrolled]: { background: colorVars.titleBarBg } } }),
        StaticSolid: style({ position: "relative" }),
        StaticTransparent: style({ position: "absolute", top: 0, ...transparentBase }),
    },
    /** Shell §2 border types. */
    border: {
        border: style({ borderBottom: `${cssVars.borders.width} solid ${colorVars.border}` }),
        shadow: style({ boxShadow: "0 1px 4px rgba(0, 0, 0, 0.25)" }),
        "shadow-as-border": style({ boxShadow: "0 1px 0 rgba(0, 0, 0, 0.15)" }),
        none: style({}),
    },
    inner: style({
        display: "flex",
        alignItems: "center",
        gap: cssVars.spacing.gutter,
        minHeight: "inherit",
        flexWrap: "wrap",
    }),
    logo: style({ display: "inline-flex", alignItems: "center", color: "inherit", fontWeight: cssVars.fontWeights.bold, fontSize: cssVars.fontSizes.subTitle, textDecoration: "none" }),
    logoImage: style(
        { display: "block", maxWidth: cssVars.titleBar.logoMaxWidth, maxHeight: `calc(${cssVars.titleBar.height} - 8px)` },
        media(compact, { maxHeight: `calc(${cssVars.titleBar.heightMobile} - 8px)` }),
    ),
    logoCenter: style(media(wide, { flex: 1, textAlign: "center", order: 0 })),
    logoCenterMobile: style(media(compact, { textAlign: "center" })),
    /** Logo double strategy (shell §2), applied when a banner under the bar shows the logo too. */
    doubleLogo: {
        hidden: style({ visibility: "hidden" }),
        "mobile-only": style(media(wide, { visibility: "hidden" })),
        "fade-in": style({ opacity: 0, transition: "opacity 0.3s ease-out", $nest: { "header[data-scrolled='true'] &": { opacity: 1 } } }),
    },
    navCenter: style({ display: "flex", justifyContent: "center" }),
    search: style({ display: "flex", alignItems: "center" }),
    /** Open, the search takes the bar's free width; on compact widths the whole bar. */
    searchOpen: style(
        { flex: "1 1 240px", gap: 8 },
        media(compact, { position: "absolute", inset: 0, padding: `0 ${cssVars.spacing.gutter}`, background: colorVars.titleBarBg, zIndex: 1 }),
    ),
    searchForm: style({
        // The suggestion menu (search/searchBox.styles.ts) aligns with this box.
        position: "relative",
        flex: 1,
        display: "flex",
        alignItems: "center",
        gap: 6,
        height: 32,
        padding: "0 8px",
        // A muted edge keeps the box apart from the bar where the two are close (the dark preset).
        border: `${cssVars.borders.width} solid ${colorVars.mutedFg}`,
        borderRadius: cssVars.borders.radius,
        background: colorVars.bg,
        color: colorVars.fg,
        // The input draws no ring of its own: the box does, inside its edge where it is drawn on
        // the box's own background (the ring's colour may be the bar's: a theme's primary colour
        // is both), with a halo of the bar's text colour outside it, visible on the bar.
        $nest: { "&:focus-within": { outline: `2px solid ${colorVars.focusRing}`, outlineOffset: -2, boxShadow: `0 0 0 2px ${colorVars.titleBarFg}` } },
    }),
    searchInput: style({ flex: 1, minWidth: 0, border: "none", outline: "none", background: "transparent", color: "inherit", font: "inherit" }),
    searchCancel: style({ padding: "4px 8px", border: "none", background: "transparent", color: "inherit", font: "inherit", cursor: "pointer" }),
    iconBadge: style({ position: "absolute", top: -2, insetInlineEnd: -4 }),
    /** The members' three drop-downs: wide widths only. */
    meWide: style({ display: "flex", alignItems: "center", gap: 4 }, media(compact, { display: "none" })),
    /** The account button that opens the side panel: compact widths only. */
    meCompact: style({ display: "none" }, media(compact, { display: "block" })),
    tabList: style({ display: "flex", borderBottom: `${cssVars.borders.width} solid ${colorVars.border}`, marginBottom: 8 }),
    tab: style({
        flex: 1,
        display: "inline-flex",
        alignItems: "center",
        justifyContent: "center",
        gap: 4,
        minHeight: 44,
        border: "none",
        borderBottom: "3px solid transparent",
        background: "none",
        color: colorVars.fg,
        font: "inherit",
        cursor: "pointer",
        $nest: { "&[aria-selected='true']": { borderBottomColor: colorVars.link, fontWeight: cssVars.fontWeights.semiBold } },
    }),
    tabPanel: style({ minHeight: 120 }),
    meSummary: style({ display: "flex", alignItems: "center", gap: 12, padding: "8px 4px 12px" }),
    /** Holds the navigation (or its island wrapper): takes the free width; gone on compact widths. */
    navArea: style({ flex: 1, minWidth: 0 }, media(compact, { display: "none" })),
    /** Holds the hamburger: on compact widths only. */
    hamburgerArea: style({ display: "none" }, media(compact, { display: "block" })),
    /** On compact widths the logo's area takes the free width instead of the navigation. */
    logoArea: style(media(compact, { flex: 1 })),
    navList: style({ display: "flex", flexWrap: "wrap", gap: cssVars.spacing.gutter, listStyle: "none", margin: 0, padding: 0 }),
    navItem: style({ position: "relative" }),
    navLink: style({
        display: "inline-flex",
        alignItems: "center",
        gap: 2,
        padding: "4px 0",
        color: "inherit",
        background: "none",
        border: "none",
        font: "inherit",
        fontWeight: cssVars.fontWeights.semiBold,
        cursor: "pointer",
    }),
    megaPanel: style({
        position: "absolute",
        top: "calc(100% + 8px)",
        insetInlineStart: 0,
        // Shell §9: the default layer stacking starts at 1051, above the title bar.
        zIndex: cssVars.layers.stackingStart,
        minWidth: megaMenuVariables.css.minWidth,
        maxHeight: megaMenuVariables.css.maxHeight,
        overflowY: "auto",
        padding: 16,
        background: colorVars.bg,
        color: colorVars.fg,
        border: `${cssVars.borders.width} solid ${colorVars.border}`,
        borderRadius: cssVars.borders.radius,
        boxShadow: "0 4px 16px rgba(0, 0, 0, 0.15)",
        transition: `opacity ${megaMenuVariables.hideDelayMs}ms ease-out`,
        $nest: { "& a": { color: colorVars.link } },
    }),
    megaPanelClosing: style({ opacity: 0 }),
    megaGroups: style({ display: "flex", gap: 24, listStyle: "none", margin: 0, padding: 0 }),
    megaList: style({ listStyle: "none", margin: "4px 0 0", padding: 0, $nest: { "& li": { margin: "4px 0" } } }),
    megaHeading: style({ fontWeight: cssVars.fontWeights.semiBold }),
    /** A navigation item's badge (shell §3 "badge"): a small pill after its name. */
    navBadge: style({
        marginInlineStart: 6,
        padding: "0 6px",
        borderRadius: 999,
        fontSize: cssVars.fontSizes.extraSmall,
        fontWeight: cssVars.fontWeights.bold,
        lineHeight: "16px",
        border: "1px solid currentColor",
    }),
    megaOverview: style({ display: "inline-block", marginBottom: 8, fontWeight: cssVars.fontWeights.semiBold }),
    me: style({ display: "flex", alignItems: "center", gap: 12, $nest: { "& a": { color: "inherit" } } }),
    /** Register: gone on compact widths, where the guest area is one Sign In link (shell §2). */
    register: style(media(compact, { display: "none" })),
    meButton: style({ color: "inherit", background: "transparent", border: `${cssVars.borders.width} solid currentColor`, borderRadius: cssVars.borders.radius, padding: "4px 12px", font: "inherit", cursor: "pointer" }),
    accountButton: style({
        position: "relative",
        display: "inline-flex",
        alignItems: "center",
        gap: 8,
        color: "inherit",
        background: "transparent",
        border: `${cssVars.borders.width} solid transparent`,
        borderRadius: cssVars.borders.radius,
        padding: "2px 8px",
        font: "inherit",
        cursor: "pointer",
        $nest: { "&:hover, &[aria-expanded='true']": { borderColor: "currentColor" } },
    }),
    iconButton: style({
        position: "relative",
        display: "inline-flex",
        alignItems: "center",
        justifyContent: "center",
        width: 36,
        height: 36,
        padding: 0,
        color: "inherit",
        background: "transparent",
        border: "none",
        borderRadius: cssVars.borders.radius,
        cursor: "pointer",
    }),
    /** The side panel's list (Modal "Site Navigation"). */
    panelList: style({ listStyle: "none", margin: 0, padding: 0 }),
    panelItem: style({
        display: "flex",
        alignItems: "center",
        justifyContent: "space-between",
        width: "100%",
        minHeight: 44,
        padding: "8px 4px",
        color: colorVars.fg,
        background: "none",
        border: "none",
        borderBottom: `${cssVars.borders.width} solid ${colorVars.border}`,
        font: "inherit",
        textAlign: "start",
        textDecoration: "none",
        cursor: "pointer",
    }),
    panelBack: style({ display: "inline-flex", alignItems: "center", gap: 4, marginBottom: 8 }),
    panelHeading: style({ fontSize: cssVars.fontSizes.large, margin: "0 0 8px" }),
    skipLink: style({
        position: "absolute",
        insetInlineStart: -10000,
        top: 8,
        background: colorVars.bg,
        color: colorVars.link,
        padding: 8,
        zIndex: cssVars.layers.stackingStart,
        $nest: { "&:focus": { insetInlineStart: 8 } },
    }),
};
