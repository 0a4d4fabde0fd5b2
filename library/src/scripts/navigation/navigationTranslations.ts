/**
 * Custom navigation items in the content translator (issue 15 items 3–4): each item of
 * Navigation.Items is a record of type "navigationItem", named by its id (the config's id, else
 * its position, as navigationFilter.ts names it), whose name a site manager translates from the
 * navigation editor. A reader whose locale has no list of its own sees the translated names.
 */
import { navigationListFor } from "@library/navigation/navigationFilter";
import { DEFAULT_NAVIGATION_ITEMS, type INavigationItem } from "@library/navigation/navigationItems";

export const NAVIGATION_RECORD_TYPE = "navigationItem";

function isRecord(value: unknown): value is Record<string, unknown> {
    return !!value && typeof value === "object" && !Array.isArray(value);
}

/** An item's id the way the title bar names it: its own, else its position ("2-0"). */
function itemID(raw: Record<string, unknown>, position: string): string {
    if (typeof raw.id === "string" && raw.id.trim() !== "") return raw.id.trim();
    return typeof raw.id === "number" ? String(raw.id) : position;
}

/** Every item of a list, children after their parent: its id and name (unnamed items left out). */
export function navigationRecords(list: unknown[], prefix = ""): Array<{ id: string; name: string }> {
    return list.flatMap((raw, index) => {
        if (!isRecord(raw)) return [];
        const position = `${prefix}${index}`;
        const name = typeof raw.name === "string" ? raw.name.trim() : "";
        const children = Array.isArray(raw.children) ? navigationRecords(raw.children, `${position}-`) : [];
        return [...(name ? [{ id: itemID(raw, position), name }] : []), ...children];
    });
}

/** The items translated into a locale: the list the site's own language shows (or the default items). */
export function translatableNavigation(value: unknown, sourceLocale: string): Array<{ id: string; name: string }> {
    return navigationRecords(navigationListFor(value, sourceLocale) ?? DEFAULT_NAVIGATION_ITEMS);
}

/** Whether a locale has a list of its own (then its items are already in its language). */
export function hasOwnNavigation(value: unknown, locale: string): boolean {
    return isRecord(value) && Array.isArray(value[locale]);
}

/** The items with each translated name (id → name) put in. */
export function translateNavigation(items: INavigationItem[], names: ReadonlyMap<string, string>): INavigationItem[] {
    return items.map((item) => ({
        ...item,
        name: names.get(item.id) ?? item.name,
        ...(item.children ? { children: translateNavigation(item.children, names) } : {}),
    }));
}
