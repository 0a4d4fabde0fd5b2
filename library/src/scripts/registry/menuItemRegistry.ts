/**
 * Menu items that add-ons contribute to a named menu of the core ("discussionOptions": the
 * discussion options menu, content §6 "Plugin-registered menu items may add a permission
 * condition and a group"). It lives in library so the add-on facade can expose it without
 * importing an application; each menu reads its own items and applies their conditions.
 */
import type { IPermissionsRecord } from "@library/users/permissionTypes";

/** What a menu knows about the record it is for, handed to an item's condition and action. */
export interface IMenuRecordContext {
    recordType: string;
    recordID: number;
    /** The category the record lives in: permissions are checked there. */
    categoryID: number;
    insertUserID: number;
    viewerID: number;
    permissions: IPermissionsRecord;
}

export interface IMenuItemRegistration {
    /** Unique within its menu; a second registration with the same key replaces the first. */
    key: string;
    /** Untranslated; the menu passes it through t(). */
    label: string;
    /** One of the menu's groups ("first", "moderation", "status", "flag", "default"); unknown ones go to "default". */
    group: string;
    /** Any of these permissions, in the record's category, shows the item (none: every signed-in viewer). */
    permission?: string | string[];
    /** A further condition, after the permission. */
    condition?: (context: IMenuRecordContext) => boolean;
    /** A link item… */
    href?: (context: IMenuRecordContext) => string;
    /** …or a button item. */
    onSelect?: (context: IMenuRecordContext) => void;
}

const menus = new Map<string, Map<string, IMenuItemRegistration>>();

export function registerMenuItem(menu: string, item: IMenuItemRegistration): void {
    const items = menus.get(menu) ?? new Map<string, IMenuItemRegistration>();
    items.set(item.key, item);
    menus.set(menu, items);
}

/** The items registered for a menu, in registration order. */
export function getMenuItems(menu: string): IMenuItemRegistration[] {
    return [...(menus.get(menu)?.values() ?? [])];
}

/** For tests only. */
export function resetMenuItems(): void {
    menus.clear();
}
