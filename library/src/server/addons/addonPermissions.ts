/**
 * Permissions an add-on declares (api.declarePermission) are granted to the roles of their
 * default types: once when the add-on first starts on a forum (a migration in the add-on's own
 * table, so an administrator's later change is kept) and when the demo forum is seeded.
 */
import type { Kysely, Migration } from "kysely";
import type { Database } from "@server/db/schema";
import type { IAddonPermission } from "@server/addons/serverAddonApi";

export async function grantPermission(db: Kysely<Database>, permission: IAddonPermission): Promise<void> {
    if (permission.defaultRoles.length === 0) return;
    const roles = await db.selectFrom("roles").select(["roleID", "permissions"]).where("type", "in", permission.defaultRoles).execute();
    for (const role of roles) {
        const granted = JSON.parse(role.permissions) as Record<string, boolean>;
        if (granted[permission.name] === true) continue;
        granted[permission.name] = true;
        await db.updateTable("roles").set({ permissions: JSON.stringify(granted) }).where("roleID", "=", role.roleID).execute();
    }
}

/** The migration that grants a declared permission once on an existing forum. */
export function permissionGrantMigration(permission: IAddonPermission): Migration {
    return { up: (db) => grantPermission(db as Kysely<Database>, permission) };
}
