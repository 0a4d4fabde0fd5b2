/**
 * The navigation editor's model (issue 14 item 3): the configured items as an editable tree,
 * the moves and edits on it (pure functions, so keyboard, drag and tests share them), and the
 * way back to the configuration's shape (navigationRules.ts checks that).
 */
import type { ConfigValue } from "@dashboard/admin/adminApi";

export interface IEditorItem {
    /** Stable within the editor (React keys, focus after a move, drag). */
    key: string;
    /** The configuration's id, kept when the item had one. */
    id?: string;
    name: string;
    url: string;
    /** "" for anyone; one permission name otherwise. */
    permission: string;
    roleIDs: number[];
    isHidden: boolean;
    /** The badge's text; "" for none. */
    badge: string;
    children: IEditorItem[];
}

/** Lists by locale; "*" is the list of every locale without its own. */
export type EditorLists = Record<string, IEditorItem[]>;
/** The position of an item: its index at each level. */
export type ItemPath = number[];

function isRecord(value: unknown): value is Record<string, unknown> {
    return !!value && typeof value === "object" && !Array.isArray(value);
}

function fromConfigItem(raw: unknown, key: string): IEditorItem {
    const item = isRecord(raw) ? raw : {};
    const permission = Array.isArray(item.permission) ? item.permission.find((name) => typeof name === "string") : item.permission;
    return {
        key,
        ...(typeof item.id === "string" || typeof item.id === "number" ? { id: String(item.id) } : {}),
        name: typeof item.name === "string" ? item.name : "",
        url: typeof item.url === "string" ? item.url : "",
        permission: typeof permission === "string" ? permission : "",
        roleIDs: Array.isArray(item.roleIDs) ? item.roleIDs.filter((id): id is number => typeof id === "number") : [],
        isHidden: item.isHidden === true,
        badge: isRecord(item.badge) && typeof item.badge.text === "string" ? item.badge.text : "",
        children: Array.isArray(item.children) ? item.children.map((child, index) => fromConfigItem(child, `${key}-${index}`)) : [],
    };
}

/** The configuration's value as lists by locale: a plain list is every locale's ("*"). */
export function fromConfig(value: unknown): EditorLists {
    const lists: Record<string, unknown> = Array.isArray(value) ? { "*": value } : isRecord(value) ? value : {};
    const result: EditorLists = {};
    for (const [locale, list] of Object.entries(lists)) {
        if (Array.isArray(list)) result[locale] = list.map((item, index) => fromConfigItem(item, `${locale}:${index}`));
    }
    result["*"] ??= [];
    return result;
}

function toConfigItem(item: IEditorItem): ConfigValue {
    const out: Record<string, ConfigValue> = { name: item.name.trim() };
    if (item.id) out.id = item.id;
    if (item.url.trim()) out.url = item.url.trim();
    if (item.permission) out.permission = item.permission;
    if (item.roleIDs.length) out.roleIDs = [...item.roleIDs];
    if (item.isHidden) out.isHidden = true;
    if (item.badge.trim()) out.badge = { type: "text", text: item.badge.trim() };
    if (item.children.length) out.children = item.children.map(toConfigItem);
    return out;
}

/** What PATCH /config stores: lists by locale (the "*" list always). */
export function toConfig(lists: EditorLists): Record<string, ConfigValue> {
    return Object.fromEntries(Object.entries(lists).map(([locale, list]) => [locale, list.map(toConfigItem)]));
}

/** The list that holds the item at `path` (its siblings), and its index there. */
function siblingsOf(list: IEditorItem[], path: ItemPath): { siblings: IEditorItem[]; index: number } {
    let siblings = list;
    for (const index of path.slice(0, -1)) siblings = siblings[index]!.children;
    return { siblings, index: path[path.length - 1]! };
}

/** A deep enough copy to change: the items along the path are new objects. */
function cloneAlong(list: IEditorItem[], path: ItemPath): IEditorItem[] {
    const copy = [...list];
    let level = copy;
    for (const index of path.slice(0, -1)) {
        const item = { ...level[index]!, children: [...level[index]!.children] };
        level[index] = item;
        level = item.children;
    }
    return copy;
}

export function itemAt(list: IEditorItem[], path: ItemPath): IEditorItem {
    const { siblings, index } = siblingsOf(list, path);
    return siblings[index]!;
}

/** Moves an item among its siblings to `to` (clamped); the list is unchanged when it cannot move. */
export function moveItem(list: IEditorItem[], path: ItemPath, to: number): IEditorItem[] {
    const { siblings, index } = siblingsOf(list, path);
    const target = Math.max(0, Math.min(siblings.length - 1, to));
    if (target === index) return list;
    const copy = cloneAlong(list, path);
    const level = siblingsOf(copy, path).siblings;
    const [moved] = level.splice(index, 1);
    level.splice(target, 0, moved!);
    return copy;
}

export function updateItem(list: IEditorItem[], path: ItemPath, change: Partial<Omit<IEditorItem, "key" | "children">>): IEditorItem[] {
    const copy = cloneAlong(list, path);
    const level = siblingsOf(copy, path).siblings;
    const index = path[path.length - 1]!;
    level[index] = { ...level[index]!, ...change };
    return copy;
}

export function removeItem(list: IEditorItem[], path: ItemPath): IEditorItem[] {
    const copy = cloneAlong(list, path);
    siblingsOf(copy, path).siblings.splice(path[path.length - 1]!, 1);
    return copy;
}

export function newItem(key: string): IEditorItem {
    return { key, name: "", url: "", permission: "", roleIDs: [], isHidden: false, badge: "", children: [] };
}

/** Adds an item at the end of the top level (`parent` []) or of an item's children. */
export function addItem(list: IEditorItem[], parent: ItemPath, item: IEditorItem): IEditorItem[] {
    if (parent.length === 0) return [...list, item];
    const copy = cloneAlong(list, [...parent, 0]);
    const holder = siblingsOf(copy, parent).siblings[parent[parent.length - 1]!]!;
    const updated = { ...holder, children: [...holder.children, item] };
    siblingsOf(copy, parent).siblings[parent[parent.length - 1]!] = updated;
    return copy;
}

/** A copy of a list with fresh keys (giving a locale its own list from the shared one). */
export function copyWithKeys(list: IEditorItem[], prefix: string): IEditorItem[] {
    return list.map((item, index) => ({ ...item, key: `${prefix}-${index}`, children: copyWithKeys(item.children, `${prefix}-${index}`) }));
}
