/** Reading roles' permission fragments (GET /roles?expand=permissions) the way the grids need them. */
import type { IAdminRole, IRoleGrant } from "@dashboard/admin/adminTypes";
import { CATEGORY_PERMISSION_NAMES, type PermissionMap } from "@dashboard/admin/roles/permissionNames";

export function globalGrant(role: IAdminRole): PermissionMap {
    return role.permissions?.find((fragment) => fragment.type === "global")?.permissions ?? {};
}

export function categoryGrant(role: IAdminRole, categoryID: number): PermissionMap | null {
    return role.permissions?.find((fragment) => fragment.type === "category" && fragment.id === categoryID)?.permissions ?? null;
}

/** The category's own grants, one per role, or [] when it has none (it inherits). */
export function grantsOfCategory(roles: IAdminRole[], categoryID: number): IRoleGrant[] {
    return roles.flatMap((role) => {
        const permissions = categoryGrant(role, categoryID);
        return permissions ? [{ roleID: role.roleID, permissions }] : [];
    });
}

/** Where custom permissions start when first turned on: each role's global grants of the category permissions. */
export function startingGrants(roles: IAdminRole[]): IRoleGrant[] {
    return roles.map((role) => {
        const global = globalGrant(role);
        return { roleID: role.roleID, permissions: Object.fromEntries(CATEGORY_PERMISSION_NAMES.filter((name) => global[name]).map((name) => [name, true])) };
    });
}
