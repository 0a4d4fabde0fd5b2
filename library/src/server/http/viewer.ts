/**
 * Who is asking: the signed-in user (or the guest) and their permissions, loaded once per
 * request on first use. Every permission the spec names is checked here, on the server.
 */
import type { FastifyRequest } from "fastify";
import { sql, type Kysely } from "kysely";
import { GUEST_USER, type ICurrentUser } from "@library/boot/pageMeta";
import { hasPermission, type IPermissionOptions } from "@library/users/permissions";
import type { IPermissionsRecord } from "@library/users/permissionTypes";
import { acceptSession, requestSessionID } from "@server/auth/sessions";
import type { Database, UserRow } from "@server/db/schema";
import { missingPermissions } from "@server/http/httpErrors";
import { loadPermissions, roleIDsForUser } from "@server/permissions/permissionsModel";
import { keptWhileSettingsUnchanged, offerRequestGeneration } from "@server/db/generationMemo";
import { GENERATION_TABLE } from "@server/db/pageCacheGeneration";

/** The viewer as every request knows them; the applications' unread counts are read for pages only (currentUserOf). */
export type IViewerUser = Omit<ICurrentUser, "countUnreadNotifications" | "countUnreadConversations">;

export interface IViewer {
    user: IViewerUser;
    permissions: IPermissionsRecord;
    /** The roles the viewer holds: the guest role(s) for a guest (user.roleIDs is [] then). */
    roleIDs: number[];
    /**
     * A member's: the newest live event when they were read. Every page of a member follows their
     * counts live from there (ssr/renderPage.tsx), so it rides along the member's one statement.
     */
    liveFrom?: number;
    /** The member's chosen language (users.locale); null for a guest or a member who chose none. */
    locale: string | null;
    /** A member whose profile is private (users.private): others may not find it (search, profiles). */
    privateProfile: boolean;
}

/** What a request needs of its member; not the password hash, e-mail or texts every request would carry. */
const SESSION_USER_COLUMNS = ["userID", "name", "photoUrl", "dateLastActive", "emailConfirmed", "banned", "private", "locale"] as const;
type SessionUser = Pick<UserRow, (typeof SESSION_USER_COLUMNS)[number]>;

interface ISessionMember {
    user: SessionUser;
    roleIDs: number[];
    liveFrom: number;
}

/**
 * The member of the request's session, their roles and the newest live event, in one statement
 * (each is a round trip on PostgreSQL: issue 10 item 6); null for a guest (no cookie, or an
 * unknown, expired or forged one).
 */
async function sessionMember(db: Kysely<Database>, request: FastifyRequest): Promise<ISessionMember | null> {
    const sessionID = requestSessionID(request);
    if (!sessionID) return null;
    const rows = await db
        .selectFrom("sessions")
        .innerJoin("users", "users.userID", "sessions.userID")
        .leftJoin("userRoles", "userRoles.userID", "sessions.userID")
        .select(SESSION_USER_COLUMNS.map((column) => `users.${column}` as const))
        .select(["sessions.dateExpires as sessionExpires", "sessions.dateLastActive as sessionLastActive", "userRoles.roleID as heldRoleID"])
        .select((eb) => eb.selectFrom("liveEvents").select((events) => events.fn.max("eventID").as("last")).as("liveFrom"))
        // The generations too, read as the request's own (generationMemo.ts): one round trip fewer.
        .select(sql<number | string>`(select "generation" from ${sql.table(GENERATION_TABLE)} where "id" = 1)`.as("generation"))
        .select(sql<number | string>`(select "settingsGeneration" from ${sql.table(GENERATION_TABLE)} where "id" = 1)`.as("settingsGeneration"))
        .where("sessions.sessionID", "=", sessionID)
        .execute();
    const first = rows[0];
    if (first) offerRequestGeneration(request, { content: Number(first.generation), settings: Number(first.settingsGeneration) });
    if (!first || !(await acceptSession(db, request, sessionID, { dateExpires: first.sessionExpires, dateLastActive: first.sessionLastActive }))) return null;
    const { sessionExpires: _expires, sessionLastActive: _lastActive, heldRoleID: _role, liveFrom, generation: _generation, settingsGeneration: _settingsGeneration, ...user } = first;
    const roleIDs = rows.flatMap((row) => (row.heldRoleID === null ? [] : [row.heldRoleID])).sort((a, b) => a - b);
    return { user, roleIDs, liveFrom: Number(liveFrom ?? 0) };
}

const viewers = new WeakMap<FastifyRequest, Promise<IViewer>>();
/** dateLastActive is refreshed at most this often, to keep writes off the hot path. */
const ACTIVITY_WRITE_INTERVAL_MS = 60_000;

async function loadViewer(request: FastifyRequest): Promise<IViewer> {
    const { db } = request.server.hearth;
    const session = await sessionMember(db, request);
    const row = session?.user;
    // The guest's roles and each role set's permissions change only by a settings write: kept in
    // memory while the settings generation is unchanged (db/generationMemo.ts), not read on every
    // request. A request that writes may use them too: its viewer is loaded at its first
    // permission check, before its writes, and kept for the rest of it anyway.
    const member = row && !row.banned ? row.userID : 0;
    const roleIDs = member ? session!.roleIDs : await keptWhileSettingsUnchanged(request, "guestRoleIDs", () => roleIDsForUser(db, 0), true);
    const permissions = await keptWhileSettingsUnchanged(request, `permissions:${[...roleIDs].sort((a, b) => a - b).join(",")}`, () => loadPermissions(db, roleIDs), true);
    if (!row || row.banned) return { user: GUEST_USER, permissions, roleIDs, locale: null, privateProfile: false };

    const now = new Date();
    let dateLastActive = row.dateLastActive;
    if (!dateLastActive || now.getTime() - Date.parse(dateLastActive) > ACTIVITY_WRITE_INTERVAL_MS) {
        dateLastActive = now.toISOString();
        await db.updateTable("users").set({ dateLastActive }).where("userID", "=", row.userID).execute();
    }
    return {
        user: {
            userID: row.userID,
            name: row.name,
            photoUrl: row.photoUrl,
            dateLastActive,
            roleIDs,
            isAdmin: permissions.isAdmin,
            emailConfirmed: row.emailConfirmed === 1,
        },
        permissions,
        roleIDs,
        liveFrom: session!.liveFrom,
        locale: row.locale,
        privateProfile: row.private === 1,
    };
}

const currentUsers = new WeakMap<FastifyRequest, Promise<ICurrentUser>>();

/**
 * The viewer as a page's metadata and /users/me show them: with the unread counts the
 * applications add (currentUserDecorators, a statement each), which only those read: an API
 * call does not pay for them.
 */
export function currentUserOf(request: FastifyRequest): Promise<ICurrentUser> {
    let current = currentUsers.get(request);
    if (!current) {
        current = getViewer(request).then(async ({ user }) => {
            if (!user.userID) return GUEST_USER;
            const decorations = await Promise.all(request.server.hearth.currentUserDecorators.map((decorate) => decorate(user.userID)));
            return { ...user, countUnreadNotifications: 0, countUnreadConversations: 0, ...Object.assign({}, ...decorations) };
        });
        currentUsers.set(request, current);
    }
    return current;
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
