/**
 * Widgets of home widget items (content §2 "Home widget items and containers"): the container
 * settings every such widget shares (display, content type, border type, image placement, column
 * count) and "Quick Links", whose items the site manager writes in the layout editor. Addresses
 * are checked twice: saving a layout with an unsafe link is refused (the schema's formats), and a
 * stored one that no longer passes is dropped when the widget loads.
 */
import type { IServerLayoutWidget } from "@server/layouts/serverLayoutWidget";
import type { IWidgetSettingSchema } from "@library/layouts/layoutTypes";
import { isSafeImageSource, isSafeLink } from "@library/utility/safeLinks";
import {
    CONTAINER_DISPLAY_TYPES,
    DEFAULT_CONTAINER_OPTIONS,
    ITEM_BORDER_TYPES,
    ITEM_CONTENT_TYPES,
    ITEM_IMAGE_PLACEMENTS,
    WIDGET_ITEM,
    type IWidgetItem,
} from "@vanilla/layouts/items/widgetItemRules";

/** The settings of a container of items, with content §2's choices and a grid by default. */
export function containerSettings(defaults: Partial<typeof DEFAULT_CONTAINER_OPTIONS> = {}): Record<string, IWidgetSettingSchema> {
    const chosen = { ...DEFAULT_CONTAINER_OPTIONS, ...defaults };
    return {
        displayType: { type: "string", title: "Display", enum: CONTAINER_DISPLAY_TYPES, default: chosen.displayType },
        contentType: { type: "string", title: "Item content", enum: ITEM_CONTENT_TYPES, default: chosen.contentType },
        borderType: { type: "string", title: "Item border", enum: ITEM_BORDER_TYPES, default: chosen.borderType },
        imagePlacement: { type: "string", title: "Image or icon placement", enum: ITEM_IMAGE_PLACEMENTS, default: chosen.imagePlacement },
        maxColumns: { type: "integer", title: "Most columns (0: by item content)", default: chosen.maxColumns, minimum: 0, maximum: WIDGET_ITEM.wideMaxColumns },
    };
}

/** The container settings as they reach the component. */
export function containerProps(settings: Record<string, unknown>): Record<string, unknown> {
    return Object.fromEntries(Object.keys(containerSettings()).map((key) => [key, settings[key]]));
}

export const MAX_QUICK_LINKS = 24;

const itemSchema: Record<string, IWidgetSettingSchema> = {
    name: { type: "string", title: "Title", default: "", maxLength: 100 },
    description: { type: "string", title: "Description", default: "", maxLength: 300 },
    url: { type: "string", title: "Link", default: "", maxLength: 500, format: "link" },
    imageUrl: { type: "string", title: "Image address", default: "", maxLength: 500, format: "image" },
    iconUrl: { type: "string", title: "Icon address", default: "", maxLength: 500, format: "image" },
};

function text(value: unknown): string {
    return typeof value === "string" ? value.trim() : "";
}

/** One item as the page may show it: only safe addresses (shell §5), an item without a title left out. */
export function safeItem(raw: Record<string, unknown>): IWidgetItem | null {
    const name = text(raw.name);
    if (!name) return null;
    const url = text(raw.url);
    const imageUrl = text(raw.imageUrl);
    const iconUrl = text(raw.iconUrl);
    return {
        name,
        description: text(raw.description),
        url: url && isSafeLink(url) ? url : "",
        imageUrl: imageUrl && isSafeImageSource(imageUrl) ? imageUrl : "",
        iconUrl: iconUrl && isSafeImageSource(iconUrl) ? iconUrl : "",
    };
}

export const quickLinksWidget: IServerLayoutWidget = {
    type: "react.quick-links",
    component: "QuickLinksWidget",
    name: "Quick Links",
    schema: {
        type: "object",
        properties: {
            title: { type: "string", title: "Title", default: "Quick Links", maxLength: 200 },
            description: { type: "string", title: "Description", default: "", maxLength: 500 },
            ...containerSettings(),
            items: { type: "array", title: "Items", default: [], maxItems: MAX_QUICK_LINKS, items: { type: "object", properties: itemSchema } },
        },
    },
    load: async (_request, settings) => ({
        title: settings.title,
        description: settings.description,
        ...containerProps(settings),
        items: (Array.isArray(settings.items) ? (settings.items as Array<Record<string, unknown>>) : []).map(safeItem).filter((item): item is IWidgetItem => item !== null),
    }),
};
