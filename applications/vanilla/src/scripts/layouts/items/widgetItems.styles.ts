/** Home widget items and containers (content §2; sizes of content §9, from widgetItemRules). */
import { media, style } from "typestyle";
import { colorVars, cssVars } from "@library/theme/themeVariables";
import { gridTemplateColumns, itemIconSize, WIDGET_ITEM, type ItemBorderType } from "@vanilla/layouts/items/widgetItemRules";

const gap = cssVars.spacing.gutter;
const line = `${cssVars.borders.width} solid ${colorVars.border}`;
const reducedMotion = "@media (prefers-reduced-motion: reduce)";

/** One grid class per column count (1 to 4), each sized by the grid's own width so the editor's phone preview wraps like a phone. */
const columnClasses = [1, 2, 3, 4].map((columns) => style({ gridTemplateColumns: gridTemplateColumns(columns, gap) }));

export function columnsClass(columns: number): string {
    return columnClasses[Math.max(1, Math.min(columnClasses.length, columns)) - 1] ?? "";
}

const boxed = { background: colorVars.panelBg, borderRadius: cssVars.borders.radius, padding: cssVars.spacing.gutter };

/** The six border types: what sets one item apart from the next. */
export const borderClasses: Record<ItemBorderType, string> = {
    none: style({}),
    border: style({ ...boxed, border: line }),
    shadow: style({ ...boxed, boxShadow: "0 1px 3px rgba(0, 0, 0, 0.2), 0 2px 8px rgba(0, 0, 0, 0.12)" }),
    separator: style({ paddingBottom: gap, borderBottom: line }),
    // A line above every item; the list's clipped top edge hides the first row's (itemsClasses.clipFirstRow).
    "separator-between": style({ paddingTop: gap, borderTop: line }),
    navLinks: style({ padding: "4px 0" }),
};

export const itemsClasses = {
    root: style({ display: "flex", flexDirection: "column", gap: 12 }),
    header: style({ display: "flex", flexDirection: "column", gap: 4 }),
    title: style({ margin: 0, fontSize: cssVars.fontSizes.subTitle, lineHeight: cssVars.lineHeights.condensed }),
    description: style({ margin: 0, color: colorVars.mutedFg }),
    grid: style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap }),
    /** For separator-between: the first row's top line is cut off by the wrapper. */
    clip: style({ overflow: "hidden" }),
    clipFirstRow: style({ marginTop: `calc(-1 * ${cssVars.borders.width})` }),
    /** Navigation links: 2 columns of at least the nav link width, one below 750 px (content §2/§9). */
    navLinks: style(
        { listStyle: "none", margin: 0, padding: 0, display: "grid", columnGap: gap, rowGap: 4, gridTemplateColumns: gridTemplateColumns(WIDGET_ITEM.navLinkColumns, gap, WIDGET_ITEM.navLinkWidth) },
        media({ maxWidth: WIDGET_ITEM.navLinkOneColumnBelow - 1 }, { gridTemplateColumns: "minmax(0, 1fr)" }),
    ),
    navLink: style({ display: "block", padding: "6px 0", fontWeight: 600, overflowWrap: "anywhere" }),
    navLinkDescription: style({ margin: 0, color: colorVars.mutedFg, fontSize: cssVars.fontSizes.small }),
};

const icon = (placement: "top" | "left") => ({ width: itemIconSize(placement), height: itemIconSize(placement), objectFit: "contain" as const, flexShrink: 0 });

export const itemClasses = {
    /** The whole item is the link's target (its ::after covers it), the title stays the link's text. */
    root: style({
        position: "relative",
        minWidth: 0,
        height: "100%",
        display: "flex",
        flexDirection: "column",
        gap: 8,
        $nest: { "&:has(a:focus-visible)": { outline: `2px solid ${colorVars.focusRing}`, outlineOffset: 2 } },
    }),
    left: style({ flexDirection: "row", alignItems: "flex-start" }),
    body: style({ display: "flex", flexDirection: "column", gap: 4, minWidth: 0, flex: 1 }),
    title: style({ margin: 0, fontSize: cssVars.fontSizes.large, fontWeight: 600, lineHeight: cssVars.lineHeights.condensed, overflowWrap: "anywhere" }),
    /** The item's name is its link, in the link colour (content §2 items are links; on a picture or in a bubble, the text colour there). */
    link: style({
        color: colorVars.link,
        textDecoration: "none",
        $nest: {
            "&::after": { content: '""', position: "absolute", inset: 0 },
            "&:hover": { textDecoration: "underline" },
            "&:focus-visible": { outline: "none" },
        },
    }),
    navLinkTitle: style({ color: colorVars.link, fontSize: cssVars.fontSizes.medium }),
    description: style({ margin: 0, color: colorVars.fg, fontSize: cssVars.fontSizes.medium, overflowWrap: "anywhere" }),
    meta: style({ color: colorVars.mutedFg, fontSize: cssVars.fontSizes.small }),
    image: style({ display: "block", width: "100%", objectFit: "cover", borderRadius: cssVars.borders.radius, background: colorVars.border }),
    imageLeft: style({ width: "40%", maxWidth: 200, flexShrink: 0 }),
    iconTop: style(icon("top")),
    iconLeft: style(icon("left")),
    /** The background types: the picture fills the item, the text sits on a dark band at its foot. */
    background: style({ justifyContent: "flex-end", overflow: "hidden", borderRadius: cssVars.borders.radius, padding: "0 !important", color: "#ffffff", background: "#1f2328" }),
    backgroundImage: style({ position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: "cover" }),
    backgroundText: style({
        position: "relative",
        display: "flex",
        flexDirection: "column",
        gap: 4,
        padding: 12,
        background: "linear-gradient(to top, rgba(0, 0, 0, 0.82), rgba(0, 0, 0, 0.55) 70%, rgba(0, 0, 0, 0))",
        paddingTop: 32,
        // White on the dark band, as the description: the link colour is for the page's background.
        $nest: { "& a": { color: "inherit" } },
    }),
    backgroundDescription: style({ margin: 0, color: "#ffffff", fontSize: cssVars.fontSizes.medium, overflowWrap: "anywhere" }),
    /** title-chat-bubble: the title in a speech bubble whose tail points at what follows. */
    bubble: style({
        position: "relative",
        alignSelf: "flex-start",
        maxWidth: "100%",
        padding: "10px 14px",
        borderRadius: 16,
        background: colorVars.primary,
        color: colorVars.primaryContrast,
        $nest: {
            // The bubble's own contrast colour, on the primary colour.
            "& a": { color: "inherit" },
            "&::before": { content: '""', position: "absolute", left: 18, bottom: -8, borderWidth: "8px 8px 0 0", borderStyle: "solid", borderColor: `${colorVars.primary} transparent transparent transparent` },
        },
    }),
    bubbleSpacer: style({ height: 6 }),
};

export const carouselClasses = {
    root: style({ display: "flex", flexDirection: "column", gap: 8 }),
    controls: style({ display: "flex", justifyContent: "flex-end", gap: 8 }),
    button: style({
        minWidth: 40,
        minHeight: 40,
        display: "inline-flex",
        alignItems: "center",
        justifyContent: "center",
        border: line,
        borderRadius: "50%",
        background: colorVars.bg,
        color: colorVars.fg,
        font: "inherit",
        fontSize: 20,
        lineHeight: 1,
        cursor: "pointer",
        $nest: { '&[aria-disabled="true"]': { opacity: 0.45, cursor: "default" } },
    }),
    /** The arrows point the way the row runs: mirrored right to left. */
    glyph: style({ display: "inline-block", $nest: { "[dir=rtl] &": { transform: "scaleX(-1)" } } }),
    /** The items scroll sideways and snap to an item; without script a finger or a scroll bar moves them. */
    track: style({
        listStyle: "none",
        margin: 0,
        // Room for the focus ring and shadows; the scroll padding lets the first item sit at scroll position 0.
        padding: "4px 2px 8px",
        scrollPaddingInline: 2,
        display: "flex",
        gap,
        overflowX: "auto",
        scrollSnapType: "x mandatory",
        scrollBehavior: "smooth",
        scrollbarWidth: "thin",
        $nest: { [reducedMotion]: { scrollBehavior: "auto" } },
    }),
    slide: style({ scrollSnapAlign: "start", flexShrink: 0, minWidth: WIDGET_ITEM.minWidth }),
};

/** A slide's width: as many at a time as the columns allow, each at least the item's minimum width. */
const slideWidths = [1, 2, 3, 4].map((columns) =>
    style({ width: columns === 1 ? "100%" : `max(${WIDGET_ITEM.minWidth}px, calc((100% - ${columns - 1} * ${gap}) / ${columns}))` }),
);

export function slideWidthClass(columns: number): string {
    return slideWidths[Math.max(1, Math.min(slideWidths.length, columns)) - 1] ?? "";
}
