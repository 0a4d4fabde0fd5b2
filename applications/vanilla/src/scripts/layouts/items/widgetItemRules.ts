/**
 * Home widget items and their containers (content §2 "Home widget items and containers", the
 * constants of content §9): the types a widget's settings choose from and the layout decisions
 * that follow from them. Pure, so the server's schema, the components and the tests read the
 * same rules.
 */

/** What an item shows. */
export const ITEM_CONTENT_TYPES = [
    "title",
    "title-description",
    "title-description-image",
    "title-description-icon",
    "title-background",
    "title-background-description",
    "title-chat-bubble",
] as const;
export type ItemContentType = (typeof ITEM_CONTENT_TYPES)[number];

/** How the container lays its items out. */
export const CONTAINER_DISPLAY_TYPES = ["grid", "carousel", "list", "link"] as const;
export type ContainerDisplayType = (typeof CONTAINER_DISPLAY_TYPES)[number];

/** What sets one item apart from the next. */
export const ITEM_BORDER_TYPES = ["none", "border", "shadow", "separator", "separator-between", "navLinks"] as const;
export type ItemBorderType = (typeof ITEM_BORDER_TYPES)[number];

/** Where an item's image or icon sits. */
export const ITEM_IMAGE_PLACEMENTS = ["top", "left"] as const;
export type ItemImagePlacement = (typeof ITEM_IMAGE_PLACEMENTS)[number];

/** Content §9. */
export const WIDGET_ITEM = {
    minWidth: 180,
    iconSize: 72,
    iconSizeImageLeft: 48,
    maxImageHeight: 250,
    maxBackgroundImageHeight: 400,
    defaultMaxColumns: 3,
    wideMaxColumns: 4,
    navLinkWidth: 203,
    /** Navigation link lists: 2 columns on desktop, one below this width. */
    navLinkOneColumnBelow: 750,
    navLinkColumns: 2,
} as const;

/** The types whose items are pictures first: up to 4 columns (content §9). */
const WIDE_TYPES: readonly ItemContentType[] = ["title-background", "title-description-image", "title-background-description"];

/** Whether the item's image is its background (the title drawn over it). */
export function isBackgroundType(type: ItemContentType): boolean {
    return type === "title-background" || type === "title-background-description";
}

/** Whether the item shows its description. */
export function showsDescription(type: ItemContentType): boolean {
    return type !== "title" && type !== "title-background";
}

/**
 * The most columns a container may use: a list is one column, a link list two (one on narrow
 * screens, by CSS), a grid or carousel 3 — 4 for the picture types — unless the site manager chose
 * fewer or more (1 to 4; 0 means "by the content type").
 */
export function maxColumns(display: ContainerDisplayType, type: ItemContentType, chosen = 0): number {
    if (display === "list") return 1;
    if (display === "link") return WIDGET_ITEM.navLinkColumns;
    if (chosen >= 1) return Math.min(Math.floor(chosen), WIDGET_ITEM.wideMaxColumns);
    return WIDE_TYPES.includes(type) ? WIDGET_ITEM.wideMaxColumns : WIDGET_ITEM.defaultMaxColumns;
}

/** The CSS grid columns for up to `columns` items a row, each at least `minWidth` wide (by the grid's own width). */
export function gridTemplateColumns(columns: number, gap: string, minWidth: number = WIDGET_ITEM.minWidth): string {
    if (columns <= 1) return "minmax(0, 1fr)";
    return `repeat(auto-fill, minmax(max(${minWidth}px, calc((100% - ${columns - 1} * ${gap}) / ${columns})), 1fr))`;
}

/** The image's shape: 16:9, or square for the background types; and its tallest height. */
export function itemImageRules(type: ItemContentType): { aspectRatio: string; maxHeight: number } {
    return isBackgroundType(type) ? { aspectRatio: "16 / 16", maxHeight: WIDGET_ITEM.maxBackgroundImageHeight } : { aspectRatio: "16 / 9", maxHeight: WIDGET_ITEM.maxImageHeight };
}

/** An icon is 72 px, 48 px beside the text. */
export function itemIconSize(placement: ItemImagePlacement): number {
    return placement === "left" ? WIDGET_ITEM.iconSizeImageLeft : WIDGET_ITEM.iconSize;
}

/** One item as a widget hands it to its container: every address already checked by the server. */
export interface IWidgetItem {
    name: string;
    description?: string;
    url?: string;
    imageUrl?: string;
    iconUrl?: string;
    /** A short line under the item (a category's discussion count). */
    meta?: string;
}

/** A container's options, as the widget settings hold them. */
export interface IWidgetContainerOptions {
    displayType: ContainerDisplayType;
    contentType: ItemContentType;
    borderType: ItemBorderType;
    imagePlacement: ItemImagePlacement;
    /** 0: by the content type. */
    maxColumns: number;
}

export const DEFAULT_CONTAINER_OPTIONS: IWidgetContainerOptions = {
    displayType: "grid",
    contentType: "title-description",
    borderType: "border",
    imagePlacement: "top",
    maxColumns: 0,
};

function oneOf<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
    return typeof value === "string" && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** The container's options from props that may come from an older layout: each unknown value takes its default. */
export function containerOptions(props: Partial<Record<keyof IWidgetContainerOptions, unknown>>): IWidgetContainerOptions {
    const chosen = typeof props.maxColumns === "number" && Number.isFinite(props.maxColumns) ? props.maxColumns : 0;
    return {
        displayType: oneOf(CONTAINER_DISPLAY_TYPES, props.displayType, DEFAULT_CONTAINER_OPTIONS.displayType),
        contentType: oneOf(ITEM_CONTENT_TYPES, props.contentType, DEFAULT_CONTAINER_OPTIONS.contentType),
        borderType: oneOf(ITEM_BORDER_TYPES, props.borderType, DEFAULT_CONTAINER_OPTIONS.borderType),
        imagePlacement: oneOf(ITEM_IMAGE_PLACEMENTS, props.imagePlacement, DEFAULT_CONTAINER_OPTIONS.imagePlacement),
        maxColumns: Math.max(0, Math.min(WIDGET_ITEM.wideMaxColumns, Math.floor(chosen))),
    };
}
