/**
 * Who is asking: the signed-in user (or the guest) and their permissions, loaded once per
 * request on first use. Every permission the spec names is checked here, on the server.
 */
import type { FastifyRequest } from "fastify";
import { GUEST_USER, type ICurrentUser } from "@library/boot/pageMeta";
import { hasPermission, type IPermissionOptions } from "@library/users/permissions";
import type { IPermissionsRecord } from "@library/users/permissionTypes";
import { sessionUserID } from "@server/auth/sessions";
import { missingPermissions } from "@server/http/httpErrors";
import { loadPermissions, roleIDsForUser } from "@server/permissions/permissionsModel";
import { keptWhileUnchanged } from "@server/db/generationMemo";

export interface IViewer {
    user: ICurrentUser;
    permissions: IPermissionsRecord;
    /** The roles the viewer holds: the guest role(s) for a guest (user.roleIDs is [] then). */
    roleIDs: number[];
    /** The member's chosen language (users.locale); null for a guest or a member who chose none. */
    locale: string | null;
}

const viewers = new WeakMap<FastifyRequest, Promise<IViewer>>();
/** dateLastActive is refreshed at most this often, to keep writes off the hot path. */
const ACTIVITY_WRITE_INTERVAL_MS = 60_000;

async function loadViewer(request: FastifyRequest): Promise<IViewer> {
    const { db } = request.server.hearth;
    const userID = await sessionUserID(db, request);
    const row = userID ? await db.selectFrom("users").selectAll().where("userID", "=", userID).executeTakeFirst() : undefined;
    // The guest's roles and each role set's permissions change only by a write: kept in memory
    // while the content generation is unchanged (db/generationMemo.ts), not read on every request.
    const member = row && !row.banned ? row.userID : 0;
    const roleIDs = member ? await roleIDsForUser(db, member) : await keptWhileUnchanged(request, "guestRoleIDs", () => roleIDsForUser(db, 0));
    const permissions = await keptWhileUnchanged(request, `permissions:${[...roleIDs].sort((a, b) => a - b).join(",")}`, () => loadPermissions(db, roleIDs));
    if (!row || row.banned) return { user: GUEST_USER, permissions, roleIDs, locale: null };

    const now = new Date();
    let dateLastActive = row.dateLastActive;
    if (!dateLastActive || now.getTime() - Date.parse(dateLastActive) > ACTIVITY_WRITE_INTERVAL_MS) {
        dateLastActive = now.toISOString();
        await db.updateTable("users").set({ dateLastActive }).where("userID", "=", row.userID).execute();
    }
    const decorations = await Promise.all(request.server.hearth.currentUserDecorators.map((decorate) => decorate(row.userID)));
    return {
        user: {
            userID: row.userID,
            name: row.name,
            photoUrl: row.photoUrl,
            dateLastActive,
            roleIDs,
            countUnreadNotifications: 0,
            countUnreadConversations: 0,
            isAdmin: permissions.isAdmin,
            emailConfirmed: row.emailConfirmed === 1,
            ...Object.assign({}, ...decorations),
        },
        permissions,
        roleIDs,
        locale: row.locale,
    };
}

export function getViewer(request: FastifyRequest): Promise<IViewer> {
    let viewer = viewers.get(request);
    if (!viewer) {
        viewer = loadViewer(request);
        viewers.set(request, viewer);
    }
    return viewer;
}

export async function viewerCan(request: FastifyRequest, permission: string | string[], options?: IPermissionOptions): Promise<boolean> {
    return hasPermission((await getViewer(request)).permissions, permission, options);
}

/** 403 unless the viewer holds the permission (401-like guests get the same 403, as Vanilla does). */
export async function requirePermission(request: FastifyRequest, permission: string | string[], options?: IPermissionOptions): Promise<void> {
    if (!(await viewerCan(request, permission, options))) {
        throw missingPermissions(Array.isArray(permission) ? permission : [permission]);
    }
}
