/**
 * Roles and their permissions (issue 14 item 5; vanilla-openapi roles.yml):
 *   GET    /roles                    (limit ≤ 500, expand=permissions)
 *   GET    /roles/{id}               (expand=permissions)
 *   POST   /roles                    {name, description?, permissions?}
 *   PATCH  /roles/{id}               {name?, description?}
 *   DELETE /roles/{id}               custom roles only; their members keep their other roles (the Member role when it was their only one)
 *   PUT    /roles/{id}/permissions   [{type: global|category, id?, permissions}]: replaces every grant of the role
 *   PATCH  /roles/{id}/permissions   the same fragments, replacing only the scopes named
 *   PUT    /categories/{id}/permissions  {roles: [{roleID, permissions}]}: the category's own grants (an empty list: it inherits again)
 *   GET    /roles/{id}/categories/{categoryID}/check  what the role may do on that category ("view as role")
 * Writes need site.manage; a manager who is not an administrator cannot grant what they do not
 * hold nor change the administrator's role (roleGrants.ts).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Transaction } from "kysely";
import type { Database } from "@server/db/schema";
import { hasPermission } from "@library/users/permissions";
import { CATEGORY_PERMISSION_NAMES, normalisePermissions, PERMISSION_NAMES, type PermissionMap } from "@dashboard/admin/roles/permissionNames";
import { isUniqueViolation } from "@server/db/uniqueViolation";
import { HttpError, type IFieldErrorBody } from "@server/http/httpErrors";
import { requirePermission } from "@server/http/viewer";
import { ADMIN_ROLE_TYPE, GUEST_ROLE_TYPE, loadPermissions } from "@server/permissions/permissionsModel";
import { mayHandOut, ROLE_ABOVE_MESSAGE, viewerPower } from "@server/permissions/roleGrants";

export const ROLES_LIMIT = 500;
/** The built-in kinds (sign-up, sign-in, staff): the site needs them, so they cannot be deleted. */
const BUILT_IN_TYPES = ["guest", "member", "moderator", "administrator"];
const NAME_MAX = 100;

interface IPermissionFragment {
    type: "global" | "category";
    id?: number | null;
    permissions: Record<string, unknown>;
}

interface IRoleRow {
    roleID: number;
    name: string;
    type: string;
    permissions: string;
}

const idParams = { type: "object", required: ["id"], properties: { id: { type: "integer", minimum: 1 } } } as const;
const expandQuery = { type: "array", items: { type: "string", enum: ["permissions", "assignable", "all"] } } as const;
const fragmentSchema = {
    type: "object",
    required: ["type", "permissions"],
    properties: { type: { type: "string", enum: ["global", "category"] }, id: { type: ["integer", "null"] }, permissions: { type: "object" } },
} as const;
const rolePostSchema = {
    type: "object",
    additionalProperties: false,
    properties: {
        name: { type: "string", minLength: 1, maxLength: NAME_MAX },
        description: { type: ["string", "null"], maxLength: 500 },
        permissions: { type: "array", items: fragmentSchema, maxItems: 1000 },
    },
} as const;

async function fragmentsOf(request: FastifyRequest, role: IRoleRow): Promise<Array<{ type: string; id: number | null; permissions: PermissionMap }>> {
    const rows = await request.server.hearth.db.selectFrom("roleCategoryPermissions").select(["categoryID", "permissions"]).where("roleID", "=", role.roleID).orderBy("categoryID").execute();
    return [
        { type: "global", id: null, permissions: JSON.parse(role.permissions) as PermissionMap },
        ...rows.map((row) => ({ type: "category", id: row.categoryID, permissions: JSON.parse(row.permissions) as PermissionMap })),
    ];
}

async function toApiRole(request: FastifyRequest, role: IRoleRow, expand: string[]) {
    const custom = !BUILT_IN_TYPES.includes(role.type);
    return {
        roleID: role.roleID,
        name: role.name,
        // Hearth keeps no description; a custom role has no type (Vanilla's "default type").
        description: null,
        type: custom ? null : role.type,
        deletable: custom,
        canSession: role.type !== GUEST_ROLE_TYPE,
        personalInfo: false,
        ...(expand.includes("permissions") || expand.includes("all") ? { permissions: await fragmentsOf(request, role) } : {}),
    };
}

function findRole(request: FastifyRequest, roleID: number) {
    return request.server.hearth.db.selectFrom("roles").select(["roleID", "name", "type", "permissions"]).where("roleID", "=", roleID).executeTakeFirst();
}

async function requireRole(request: FastifyRequest, roleID: number): Promise<IRoleRow> {
    const role = await findRole(request, roleID);
    if (!role) throw new HttpError(404, "Role not found.");
    return role;
}

/** 403 unless the viewer (site.manage) may change this role: the administrator's role only by an administrator. */
async function requireMayEditRole(request: FastifyRequest, role: IRoleRow | null): Promise<void> {
    await requirePermission(request, "site.manage");
    const viewer = await viewerPower(request);
    if (!viewer.isAdmin && role?.type === ADMIN_ROLE_TYPE) throw new HttpError(403, "Only an administrator can change the administrator role.");
}

/** Validated fragments as stored maps; field errors name the bad permission. Refuses grants above the viewer's own. */
async function checkedFragments(request: FastifyRequest, fragments: IPermissionFragment[]): Promise<{ global?: PermissionMap; categories: Map<number, PermissionMap> }> {
    const errors: IFieldErrorBody[] = [];
    const categories = new Map<number, PermissionMap>();
    let global: PermissionMap | undefined;
    const knownCategories = new Set((await request.server.hearth.db.selectFrom("categories").select("categoryID").execute()).map((row) => row.categoryID));
    for (const fragment of fragments) {
        const allowed = fragment.type === "global" ? PERMISSION_NAMES : CATEGORY_PERMISSION_NAMES;
        const { permissions, unknown } = normalisePermissions(fragment.permissions, allowed);
        for (const name of unknown) errors.push({ field: "permissions", message: `${name} is not a ${fragment.type} permission.`, code: "unknownPermission" });
        if (fragment.type === "global") global = permissions;
        else if (typeof fragment.id !== "number" || !knownCategories.has(fragment.id)) errors.push({ field: "id", message: `Category ${String(fragment.id)} not found.`, code: "notFound" });
        else categories.set(fragment.id, permissions);
    }
    if (errors.length) throw new HttpError(400, errors[0]!.message, errors);
    const viewer = await viewerPower(request);
    const names = new Set([...Object.keys(global ?? {}), ...[...categories.values()].flatMap((map) => Object.keys(map))]);
    if (!mayHandOut(viewer, { type: "", names })) throw new HttpError(403, ROLE_ABOVE_MESSAGE);
    return { global, categories };
}

async function writeFragments(request: FastifyRequest, roleID: number, fragments: { global?: PermissionMap; categories: Map<number, PermissionMap> }, replaceAll: boolean): Promise<void> {
    await request.server.hearth.db.transaction().execute(async (trx) => {
        if (replaceAll) {
            await trx.updateTable("roles").set({ permissions: JSON.stringify(fragments.global ?? {}) }).where("roleID", "=", roleID).execute();
            const kept = [...fragments.categories.keys()];
            let stale = trx.deleteFrom("roleCategoryPermissions").where("roleID", "=", roleID);
            if (kept.length) stale = stale.where("categoryID", "not in", kept);
            await stale.execute();
        } else if (fragments.global) {
            await trx.updateTable("roles").set({ permissions: JSON.stringify(fragments.global) }).where("roleID", "=", roleID).execute();
        }
        for (const [categoryID, permissions] of fragments.categories) await upsertGrant(trx, roleID, categoryID, permissions);
    });
}

/**
 * Sets one role's grant on one category. An upsert, not delete-then-insert: the same change sent
 * ten times at once (PostgreSQL runs them side by side) ends in one row, never a key violation.
 */
async function upsertGrant(trx: Transaction<Database>, roleID: number, categoryID: number, permissions: PermissionMap): Promise<void> {
    const json = JSON.stringify(permissions);
    await trx
        .insertInto("roleCategoryPermissions")
        .values({ roleID, categoryID, permissions: json })
        .onConflict((conflict) => conflict.columns(["roleID", "categoryID"]).doUpdateSet({ permissions: json }))
        .execute();
}

function nameError(message: string): HttpError {
    return new HttpError(400, message, [{ field: "name", message, code: "invalid" }]);
}

async function checkName(request: FastifyRequest, name: string, roleID: number | null): Promise<string> {
    const trimmed = name.trim();
    if (!trimmed) throw nameError("A role needs a name.");
    const roles = await request.server.hearth.db.selectFrom("roles").select(["roleID", "name"]).execute();
    if (roles.some((role) => role.roleID !== roleID && role.name.toLowerCase() === trimmed.toLowerCase())) throw nameError("Another role has that name.");
    return trimmed;
}

export async function registerRolesRoutes(app: FastifyInstance): Promise<void> {
    const { db } = app.hearth;

    app.get<{ Querystring: { limit: number; expand?: string[] } }>(
        "/api/v2/roles",
        { schema: { querystring: { type: "object", properties: { limit: { type: "integer", minimum: 1, maximum: ROLES_LIMIT, default: ROLES_LIMIT }, expand: expandQuery } } } },
        async (request) => {
            const expand = request.query.expand ?? [];
            // Which permission each role grants is the site's security set-up: only for site managers.
            if (expand.length) await requirePermission(request, "site.manage");
            const roles = await db.selectFrom("roles").select(["roleID", "name", "type", "permissions"]).orderBy("roleID").limit(request.query.limit).execute();
            return Promise.all(roles.map((role) => toApiRole(request, role, expand)));
        },
    );

    app.get<{ Params: { id: number }; Querystring: { expand?: string[] } }>(
        "/api/v2/roles/:id",
        { schema: { params: idParams, querystring: { type: "object", properties: { expand: expandQuery } } } },
        async (request) => {
            const expand = request.query.expand ?? [];
            if (expand.length) await requirePermission(request, "site.manage");
            return toApiRole(request, await requireRole(request, request.params.id), expand);
        },
    );

    app.post<{ Body: { name?: string; permissions?: IPermissionFragment[] } }>("/api/v2/roles", { schema: { body: { ...rolePostSchema, required: ["name"] } } }, async (request, reply) => {
        await requireMayEditRole(request, null);
        const name = await checkName(request, request.body.name ?? "", null);
        const fragments = await checkedFragments(request, request.body.permissions ?? []);
        let roleID: number;
        try {
            ({ roleID } = await db.insertInto("roles").values({ name, type: "", permissions: JSON.stringify(fragments.global ?? {}) }).returning("roleID").executeTakeFirstOrThrow());
        } catch (error) {
            // Another request added that name a moment ago (roles_name_lower).
            if (isUniqueViolation(error)) throw nameError("Another role has that name.");
            throw error;
        }
        await writeFragments(request, roleID, fragments, false);
        return reply.status(201).send(await toApiRole(request, (await findRole(request, roleID))!, ["permissions"]));
    });

    app.patch<{ Params: { id: number }; Body: { name?: string; permissions?: IPermissionFragment[] } }>(
        "/api/v2/roles/:id",
        { schema: { params: idParams, body: rolePostSchema } },
        async (request) => {
            const role = await requireRole(request, request.params.id);
            await requireMayEditRole(request, role);
            if (request.body.name !== undefined) {
                const name = await checkName(request, request.body.name, role.roleID);
                try {
                    await db.updateTable("roles").set({ name }).where("roleID", "=", role.roleID).execute();
                } catch (error) {
                    if (isUniqueViolation(error)) throw nameError("Another role has that name.");
                    throw error;
                }
            }
            if (request.body.permissions) await writeFragments(request, role.roleID, await checkedFragments(request, request.body.permissions), false);
            return toApiRole(request, (await findRole(request, role.roleID))!, ["permissions"]);
        },
    );

    app.delete<{ Params: { id: number } }>("/api/v2/roles/:id", { schema: { params: idParams } }, async (request, reply) => {
        await requirePermission(request, "site.manage");
        const role = await findRole(request, request.params.id);
        // Deleting twice (or ten times at once) ends the same way: the role is gone.
        if (!role) return reply.status(204).send();
        if (BUILT_IN_TYPES.includes(role.type)) throw new HttpError(409, "The built-in roles cannot be deleted.");
        const viewer = await viewerPower(request);
        const powers = new Set<string>(Object.keys(JSON.parse(role.permissions) as PermissionMap));
        if (!mayHandOut(viewer, { type: role.type, names: powers })) throw new HttpError(403, ROLE_ABOVE_MESSAGE);
        await db.transaction().execute(async (trx) => {
            const member = await trx.selectFrom("roles").select("roleID").where("type", "=", "member").executeTakeFirst();
            const holders = await trx.selectFrom("userRoles").select("userID").where("roleID", "=", role.roleID).execute();
            // A member left with no role could not sign in: they fall back to the Member role.
            for (const { userID } of holders) {
                const others = await trx.selectFrom("userRoles").select("roleID").where("userID", "=", userID).where("roleID", "!=", role.roleID).execute();
                if (!others.length && member) await trx.insertInto("userRoles").values({ userID, roleID: member.roleID }).execute();
            }
            await trx.deleteFrom("userRoles").where("roleID", "=", role.roleID).execute();
            await trx.deleteFrom("roleCategoryPermissions").where("roleID", "=", role.roleID).execute();
            await trx.deleteFrom("roles").where("roleID", "=", role.roleID).execute();
        });
        return reply.status(204).send();
    });

    for (const method of ["PUT", "PATCH"] as const) {
        app.route<{ Params: { id: number }; Body: IPermissionFragment[] }>({
            method,
            url: "/api/v2/roles/:id/permissions",
            schema: { params: idParams, body: { type: "array", items: fragmentSchema, maxItems: 1000 } },
            handler: async (request) => {
                const role = await requireRole(request, request.params.id);
                await requireMayEditRole(request, role);
                await writeFragments(request, role.roleID, await checkedFragments(request, request.body), method === "PUT");
                return fragmentsOf(request, (await findRole(request, role.roleID))!);
            },
        });
    }

    app.put<{ Params: { id: number }; Body: { roles: Array<{ roleID: number; permissions: Record<string, unknown> }> } }>(
        "/api/v2/categories/:id/permissions",
        {
            schema: {
                params: idParams,
                body: {
                    type: "object",
                    required: ["roles"],
                    properties: { roles: { type: "array", maxItems: ROLES_LIMIT, items: { type: "object", required: ["roleID", "permissions"], properties: { roleID: { type: "integer" }, permissions: { type: "object" } } } } },
                },
            },
        },
        async (request) => {
            await requireMayEditRole(request, null);
            const categoryID = request.params.id;
            if (!(await db.selectFrom("categories").select("categoryID").where("categoryID", "=", categoryID).executeTakeFirst())) throw new HttpError(404, "Category not found.");
            const roles = await db.selectFrom("roles").select(["roleID", "type"]).execute();
            const viewer = await viewerPower(request);
            const rows: Array<{ roleID: number; permissions: PermissionMap }> = [];
            for (const entry of request.body.roles) {
                const role = roles.find((candidate) => candidate.roleID === entry.roleID);
                if (!role) throw new HttpError(400, `Role ${entry.roleID} not found.`, [{ field: "roleID", message: `Role ${entry.roleID} not found.`, code: "notFound" }]);
                const { permissions, unknown } = normalisePermissions(entry.permissions, CATEGORY_PERMISSION_NAMES);
                if (unknown.length) throw new HttpError(400, `${unknown[0]} is not a category permission.`, [{ field: "permissions", message: `${unknown[0]} is not a category permission.`, code: "unknownPermission" }]);
                if (!mayHandOut(viewer, { type: role.type, names: new Set(Object.keys(permissions)) })) throw new HttpError(403, ROLE_ABOVE_MESSAGE);
                rows.push({ roleID: entry.roleID, permissions });
            }
            await db.transaction().execute(async (trx) => {
                let stale = trx.deleteFrom("roleCategoryPermissions").where("categoryID", "=", categoryID);
                if (rows.length) stale = stale.where("roleID", "not in", rows.map((row) => row.roleID));
                await stale.execute();
                for (const row of rows) await upsertGrant(trx, row.roleID, categoryID, row.permissions);
            });
            return { categoryID, customPermissions: rows.length > 0, roles: rows };
        },
    );

    app.get<{ Params: { id: number; categoryID: number } }>(
        "/api/v2/roles/:id/categories/:categoryID/check",
        { schema: { params: { type: "object", required: ["id", "categoryID"], properties: { id: { type: "integer", minimum: 1 }, categoryID: { type: "integer", minimum: 1 } } } } },
        async (request) => {
            await requirePermission(request, "site.manage");
            const role = await requireRole(request, request.params.id);
            const { categoryID } = request.params;
            if (!(await db.selectFrom("categories").select("categoryID").where("categoryID", "=", categoryID).executeTakeFirst())) throw new HttpError(404, "Category not found.");
            // The same record and the same check the server makes for a member who holds only this role.
            const record = await loadPermissions(db, [role.roleID]);
            const junction = record.junctions.category?.includes(categoryID) ? categoryID : (record.junctionAliases.category?.[String(categoryID)] ?? null);
            const permissions = Object.fromEntries(CATEGORY_PERMISSION_NAMES.map((name) => [name, hasPermission(record, name, { resourceType: "category", resourceID: categoryID })]));
            return { roleID: role.roleID, categoryID, isAdmin: record.isAdmin, permissionsFrom: junction === null ? "global" : junction, permissions };
        },
    );
}
