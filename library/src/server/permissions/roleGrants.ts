/**
 * Who may hand out what (issue 14 item 6, "a moderator can never raise a role"). A role's power
 * is every permission it grants, globally or on any category. A viewer who is not an
 * administrator may give or take only roles whose power is within their own, never the
 * administrator's role, and may never act on an administrator's account. Checked on the server
 * for every role change (member pages, bulk assignment, role editing).
 */
import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "@server/db/schema";
import { HttpError } from "@server/http/httpErrors";
import { getViewer } from "@server/http/viewer";
import { ADMIN_ROLE_TYPE } from "@server/permissions/permissionsModel";

export const ADMIN_ONLY_MESSAGE = "Only an administrator can do that to an administrator's account.";
export const ROLE_ABOVE_MESSAGE = "You cannot give or take a role that can do more than you can.";

function grantedNames(json: string, into: Set<string>): void {
    for (const [name, granted] of Object.entries(JSON.parse(json) as Record<string, boolean>)) if (granted) into.add(name);
}

/** Every permission each role grants anywhere (global and per category), by roleID. */
export async function rolePowers(db: Kysely<Database>, roleIDs: number[]): Promise<Map<number, { type: string; names: Set<string> }>> {
    const powers = new Map<number, { type: string; names: Set<string> }>();
    if (!roleIDs.length) return powers;
    const roles = await db.selectFrom("roles").select(["roleID", "type", "permissions"]).where("roleID", "in", roleIDs).execute();
    for (const role of roles) {
        const names = new Set<string>();
        grantedNames(role.permissions, names);
        powers.set(role.roleID, { type: role.type, names });
    }
    const rows = await db.selectFrom("roleCategoryPermissions").select(["roleID", "permissions"]).where("roleID", "in", roleIDs).execute();
    for (const row of rows) grantedNames(row.permissions, powers.get(row.roleID)!.names);
    return powers;
}

/** The viewer's own power: every name their permissions record grants anywhere. */
export async function viewerPower(request: FastifyRequest): Promise<{ isAdmin: boolean; names: Set<string> }> {
    const { permissions } = await getViewer(request);
    const names = new Set<string>();
    for (const entry of permissions.permissions) for (const [name, granted] of Object.entries(entry.permissions)) if (granted) names.add(name);
    return { isAdmin: permissions.isAdmin, names };
}

/** Whether a viewer with this power may give or take a role with that one. */
export function mayHandOut(viewer: { isAdmin: boolean; names: Set<string> }, role: { type: string; names: Set<string> }): boolean {
    if (viewer.isAdmin) return true;
    if (role.type === ADMIN_ROLE_TYPE) return false;
    return [...role.names].every((name) => viewer.names.has(name));
}

/** Throws 403 unless the viewer may give or take every one of these roles (404 for a role that does not exist). */
export async function requireMayHandOut(request: FastifyRequest, roleIDs: number[]): Promise<void> {
    if (!roleIDs.length) return;
    const viewer = await viewerPower(request);
    const powers = await rolePowers(request.server.hearth.db, roleIDs);
    for (const roleID of roleIDs) {
        const role = powers.get(roleID);
        if (!role) throw new HttpError(404, "Role not found.", [{ field: "roleID", message: `Role ${roleID} not found.`, code: "notFound" }]);
        if (!mayHandOut(viewer, role)) throw new HttpError(403, ROLE_ABOVE_MESSAGE);
    }
}

/** Whether the user holds an administrator role. */
export async function isAdministrator(db: Kysely<Database>, userID: number): Promise<boolean> {
    const row = await db
        .selectFrom("userRoles")
        .innerJoin("roles", "roles.roleID", "userRoles.roleID")
        .select("roles.roleID")
        .where("userRoles.userID", "=", userID)
        .where("roles.type", "=", ADMIN_ROLE_TYPE)
        .executeTakeFirst();
    return row !== undefined;
}

/**
 * Throws 403 unless this viewer may change this account: an administrator's account only by an
 * administrator, and nobody by a staff member whose roles are not all within theirs (a
 * moderator cannot ban or demote another moderator's superior).
 */
export async function requireMayTouchUser(request: FastifyRequest, userID: number): Promise<void> {
    const viewer = await viewerPower(request);
    if (viewer.isAdmin) return;
    const { db } = request.server.hearth;
    if (await isAdministrator(db, userID)) throw new HttpError(403, ADMIN_ONLY_MESSAGE);
    const roleIDs = (await db.selectFrom("userRoles").select("roleID").where("userID", "=", userID).execute()).map((row) => row.roleID);
    const powers = await rolePowers(db, roleIDs);
    for (const role of powers.values()) if (!mayHandOut(viewer, role)) throw new HttpError(403, ROLE_ABOVE_MESSAGE);
}
