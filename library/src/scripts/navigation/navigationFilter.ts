/**
 * Custom navigation from the site configuration (shell §2 "Navigation behaviour", §3
 * "Navigation item"), filtered for a viewer: on the server for every page (so the page never
 * carries an item the viewer may not see; server/navigation/navigationConfig.ts), and in the
 * dashboard's navigation editor for its preview as a guest or a role (the same rule).
 *
 * Config key NAVIGATION_CONFIG_KEY ("Navigation.Items") holds either
 *  - a list of items, used for every locale, or
 *  - an object keyed by locale ({"en": [...], "fr": [...]}); "*" is the fallback for a locale
 *    without its own list. A locale with neither gets the default items.
 * An item is {name, url?, permission?, roleIDs?, isHidden?, children?, id?}.
 */
import { isSafeLink } from "@library/utility/safeLinks";
import { DEFAULT_NAVIGATION_ITEMS, type INavigationItem } from "@library/navigation/navigationItems";
import { hasPermission } from "@library/users/permissions";
import type { IPermissionsRecord } from "@library/users/permissionTypes";

export const NAVIGATION_CONFIG_KEY = "Navigation.Items";

export interface INavigationViewer {
    permissions: IPermissionsRecord;
    /** The roles the viewer holds (the guest role for a guest). */
    roleIDs: number[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
    return !!value && typeof value === "object" && !Array.isArray(value);
}

function readPermission(value: unknown): string[] {
    if (typeof value === "string") return value.trim() ? [value.trim()] : [];
    if (Array.isArray(value)) return value.filter((name): name is string => typeof name === "string" && name.trim() !== "");
    return [];
}

function visibleItem(raw: unknown, position: string, viewer: INavigationViewer): INavigationItem | null {
    if (!isRecord(raw)) return null;
    if (raw.isHidden === true) return null;
    // A permission (or a list: any of them grants) the viewer lacks hides the item and its children.
    const permission = readPermission(raw.permission);
    if (permission.length > 0 && !hasPermission(viewer.permissions, permission)) return null;
    // Shell §2: shown when no role IDs are listed or the viewer holds any of them.
    if (Array.isArray(raw.roleIDs)) {
        const roleIDs = raw.roleIDs.filter((id): id is number => typeof id === "number");
        if (roleIDs.length > 0 && !roleIDs.some((id) => viewer.roleIDs.includes(id))) return null;
    }
    const name = typeof raw.name === "string" ? raw.name.trim() : "";
    // Shell §5: an address that is not a safe link (javascript:, data:, "//host") is no address.
    const url = typeof raw.url === "string" && isSafeLink(raw.url) ? raw.url.trim() : undefined;
    const children = Array.isArray(raw.children) ? filterItems(raw.children, viewer, `${position}-`) : [];
    // "An item needs a name and either a url or children": applied after the children are
    // filtered, so a group whose every child is hidden from this viewer goes too.
    if (!name || (!url && children.length === 0)) return null;
    const id = typeof raw.id === "string" && raw.id.trim() !== "" ? raw.id.trim() : typeof raw.id === "number" ? String(raw.id) : position;
    const badge = isRecord(raw.badge) && raw.badge.type === "text" && typeof raw.badge.text === "string" && raw.badge.text.trim() ? { type: "text" as const, text: raw.badge.text.trim() } : undefined;
    return { id, name, ...(url ? { url } : {}), ...(badge ? { badge } : {}), ...(children.length > 0 ? { children } : {}) };
}

/** The items of a list the viewer may see, in order, with their visible children. */
export function filterItems(list: unknown[], viewer: INavigationViewer, prefix = ""): INavigationItem[] {
    const items: INavigationItem[] = [];
    list.forEach((raw, index) => {
        const item = visibleItem(raw, `${prefix}${index}`, viewer);
        if (item) items.push(item);
    });
    return items;
}

/** The configured list for a locale (see the module comment), or null when none applies. */
export function navigationListFor(value: unknown, locale: string): unknown[] | null {
    if (Array.isArray(value)) return value;
    if (!isRecord(value)) return null;
    const list = value[locale] ?? value["*"];
    return Array.isArray(list) ? list : null;
}

/** What the title bar shows this viewer: the configured items, filtered, or the defaults. */
export function navigationItemsFor(value: unknown, locale: string, viewer: INavigationViewer): INavigationItem[] {
    const list = navigationListFor(value, locale);
    return list ? filterItems(list, viewer) : DEFAULT_NAVIGATION_ITEMS;
}
