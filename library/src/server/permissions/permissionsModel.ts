/**
 * Builds a user's permissions record (shell §3, §6) from their roles: global permissions from
 * each role, category permissions from roleCategoryPermissions. A category with any custom
 * permission row is a junction; its descendants without rows of their own are aliased to it.
 */
import type { Kysely } from "kysely";
import type { Database } from "@server/db/schema";
import type { IPermissionsRecord } from "@library/users/permissionTypes";

export const GUEST_ROLE_TYPE = "guest";
export const ADMIN_ROLE_TYPE = "administrator";

function mergeInto(target: Record<string, boolean>, json: string): void {
    const parsed = JSON.parse(json) as Record<string, boolean>;
    for (const [name, granted] of Object.entries(parsed)) if (granted) target[name] = true;
}

export async function roleIDsForUser(db: Kysely<Database>, userID: number): Promise<number[]> {
    if (userID === 0) {
        const guests = await db.selectFrom("roles").select("roleID").where("type", "=", GUEST_ROLE_TYPE).execute();
        return guests.map((role) => role.roleID);
    }
    const rows = await db.selectFrom("userRoles").select("roleID").where("userID", "=", userID).execute();
    return rows.map((row) => row.roleID);
}

export async function loadPermissions(db: Kysely<Database>, roleIDs: number[]): Promise<IPermissionsRecord> {
    const roles = roleIDs.length ? await db.selectFrom("roles").selectAll().where("roleID", "in", roleIDs).execute() : [];
    const global: Record<string, boolean> = {};
    for (const role of roles) mergeInto(global, role.permissions);

    const categoryRows = await db.selectFrom("roleCategoryPermissions").selectAll().execute();
    const junctionIDs = [...new Set(categoryRows.map((row) => row.categoryID))].sort((a, b) => a - b);
    const byCategory = new Map<number, Record<string, boolean>>(junctionIDs.map((id) => [id, {}]));
    for (const row of categoryRows) {
        if (roleIDs.includes(row.roleID)) mergeInto(byCategory.get(row.categoryID)!, row.permissions);
    }

    const categories = await db.selectFrom("categories").select(["categoryID", "parentCategoryID"]).execute();
    const parentOf = new Map(categories.map((category) => [category.categoryID, category.parentCategoryID]));
    const aliases: Record<string, number> = {};
    for (const { categoryID } of categories) {
        if (byCategory.has(categoryID)) continue;
        let parent = parentOf.get(categoryID) ?? null;
        while (parent !== null && !byCategory.has(parent)) parent = parentOf.get(parent) ?? null;
        if (parent !== null) aliases[String(categoryID)] = parent;
    }

    return {
        isAdmin: roles.some((role) => role.type === ADMIN_ROLE_TYPE),
        permissions: [
            { type: "global", id: null, permissions: global },
            ...junctionIDs.map((id) => ({ type: "category", id, permissions: byCategory.get(id)! })),
        ],
        junctions: { category: junctionIDs },
        junctionAliases: { category: aliases },
    };
}

/**
 * The global permissions a viewer holds, by name (Vanilla's `/users/me` `permissions`). An
 * administrator holds every permission (hasPermission), so their list is every name any role
 * or category grants.
 */
export async function globalPermissionNames(db: Kysely<Database>, record: IPermissionsRecord): Promise<string[]> {
    const names = new Set<string>();
    if (record.isAdmin) {
        const grants = [
            ...(await db.selectFrom("roles").select("permissions").execute()),
            ...(await db.selectFrom("roleCategoryPermissions").select("permissions").execute()),
        ];
        for (const grant of grants) for (const [name, granted] of Object.entries(JSON.parse(grant.permissions) as Record<string, boolean>)) if (granted) names.add(name);
    }
    for (const entry of record.permissions) {
        if (entry.type !== "global") continue;
        for (const [name, granted] of Object.entries(entry.permissions)) if (granted) names.add(name);
    }
    return [...names].sort();
}
