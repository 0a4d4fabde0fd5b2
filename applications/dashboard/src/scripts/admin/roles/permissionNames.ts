/**
 * Every permission name the spec uses (shell §6, content §6) and the server checks, grouped the
 * way the permission grid shows them. The category-scoped ones can also be granted per category
 * (roleCategoryPermissions); the rest are global only. The server accepts exactly these names,
 * so a typo in a role can never grant a permission nobody checks.
 */
export interface IPermissionGroup {
    label: string;
    names: readonly string[];
}

export const PERMISSION_GROUPS: readonly IPermissionGroup[] = [
    { label: "Sign-in", names: ["session.valid"] },
    { label: "Discussions", names: ["discussions.view", "discussions.add", "discussions.edit", "discussions.close", "discussions.closeOwn", "discussions.delete", "discussions.moderate", "discussions.manage"] },
    { label: "Comments", names: ["comments.add", "comments.edit", "comments.delete"] },
    { label: "Reactions", names: ["reactions.view", "reactions.positive.add", "reactions.negative.add", "reactions.flag.add", "flag.add"] },
    { label: "Community", names: ["community.moderate", "community.manage", "curation.manage", "staff.allow", "tags.add"] },
    { label: "Members", names: ["profiles.view", "personalInfo.view", "conversations.add", "users.add", "users.edit", "users.delete", "online.view"] },
    { label: "Site", names: ["site.manage"] },
];

export const PERMISSION_NAMES: readonly string[] = PERMISSION_GROUPS.flatMap((group) => group.names);

/** Names that mean something on one category (checked with the category as the resource). */
export const CATEGORY_PERMISSION_NAMES: readonly string[] = [
    "discussions.view",
    "discussions.add",
    "discussions.edit",
    "discussions.close",
    "discussions.closeOwn",
    "discussions.delete",
    "discussions.moderate",
    "discussions.manage",
    "comments.add",
    "comments.edit",
    "comments.delete",
    "community.manage",
];

export type PermissionMap = Record<string, boolean>;

/** Keeps only known names set to true: what is stored for a role (absent means not granted). */
export function normalisePermissions(map: Record<string, unknown>, allowed: readonly string[] = PERMISSION_NAMES): { permissions: PermissionMap; unknown: string[] } {
    const permissions: PermissionMap = {};
    const unknown: string[] = [];
    for (const [name, granted] of Object.entries(map)) {
        if (!allowed.includes(name)) unknown.push(name);
        else if (granted === true) permissions[name] = true;
    }
    return { permissions, unknown };
}

/** Toggles one cell of a grid row; returns a new map (the grid's state is immutable). */
export function togglePermission(map: PermissionMap, name: string, granted: boolean): PermissionMap {
    const next = { ...map };
    if (granted) next[name] = true;
    else delete next[name];
    return next;
}

/** Grants or clears a whole group at once; a group is "all on" only when every name is granted. */
export function setGroup(map: PermissionMap, group: IPermissionGroup, granted: boolean): PermissionMap {
    return group.names.reduce((next, name) => togglePermission(next, name, granted), map);
}

export function groupState(map: PermissionMap, group: IPermissionGroup): "all" | "some" | "none" {
    const count = group.names.filter((name) => map[name]).length;
    return count === 0 ? "none" : count === group.names.length ? "all" : "some";
}
