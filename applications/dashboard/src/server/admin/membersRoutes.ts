/**
 * Members administration (issue 14 item 6; vanilla-openapi users.yml):
 *   GET   /users                       list: query (name, or e-mail with personalInfo.view), roleID, banned, emailConfirmed, sort, page, limit
 *   PUT   /users/{id}/ban              {banned, reason?}
 *   PATCH /users/bulk-role-assignment  {userIDs, addRoleIDs?, removeRoleIDs?}: a long runner with a result per member
 *   PATCH /users/{id}                  gains roleID (the member's roles), emailConfirmed and resetPassword (applyStaffFields)
 * Every change needs users.edit and the rules of roleGrants.ts: nobody but an administrator
 * touches an administrator, and nobody gives or takes a role that can do more than they can.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { IAdminMember } from "@dashboard/admin/adminTypes";
import { sql, type ExpressionBuilder } from "kysely";
import type { Database, UserRow } from "@server/db/schema";
import { hasPermission } from "@library/users/permissions";
import { endOtherSessions } from "@server/auth/sessions";
import { HttpError } from "@server/http/httpErrors";
import { defineLongRunnerBatchJob, runLongRunner } from "@server/http/longRunner";
import { setPagingHeaders } from "@server/http/paging";
import { getViewer, requirePermission } from "@server/http/viewer";
import { requireMayHandOut, requireMayTouchUser } from "@server/permissions/roleGrants";
import { mailResetLink } from "../passwordReset";
import "./memberAdminMigrations";

export const MEMBER_LIST_LIMIT = 30;
const MAX_LIST_LIMIT = 100;
const MAX_BULK_USERS = 500;
/** A role with at most this many members is filtered by its member list rather than by walking every member. */
const SMALL_ROLE = 1000;
/** Who may open the member list: whoever can add, edit or delete members. */
export const MEMBER_ADMIN_PERMISSIONS = ["users.add", "users.edit", "users.delete"];
const SORTS = ["dateInserted", "-dateInserted", "name", "-name", "dateLastActive", "-dateLastActive"] as const;
type MemberSort = (typeof SORTS)[number];

export interface IMemberQuery {
    query?: string;
    roleID?: number;
    banned?: boolean;
    emailConfirmed?: boolean;
    sort?: MemberSort;
    /** One member (the member page after a change). */
    userID?: number;
    page: number;
    limit: number;
}

export const memberQuerySchema = {
    type: "object",
    additionalProperties: false,
    properties: {
        query: { type: "string", maxLength: 100 },
        roleID: { type: "integer", minimum: 1 },
        userID: { type: "integer", minimum: 1 },
        banned: { type: "boolean" },
        emailConfirmed: { type: "boolean" },
        sort: { type: "string", enum: SORTS, default: "-dateInserted" },
        page: { type: "integer", minimum: 1, maximum: 100000, default: 1 },
        limit: { type: "integer", minimum: 1, maximum: MAX_LIST_LIMIT, default: MEMBER_LIST_LIMIT },
    },
} as const;

/** A member as the members API answers (the shape the dashboard's pages read), with the private flag. */
export interface IMemberRow extends IAdminMember {
    private: boolean;
}

function likePattern(text: string): string {
    return `${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * One page of members and the count. The filters and the order all run in the database on
 * indexed columns (memberAdminMigrations.ts); the page's roles come in one more query.
 */
export async function listMembers(request: FastifyRequest, params: IMemberQuery): Promise<{ members: IMemberRow[]; total: number }> {
    const { db, dialect } = request.server.hearth;
    const { permissions } = await getViewer(request);
    const personalInfo = hasPermission(permissions, "personalInfo.view");
    let query = db.selectFrom("users");
    if (params.userID !== undefined) query = query.where("userID", "=", params.userID);
    if (params.roleID !== undefined) {
        const roleID = params.roleID;
        // A small role (moderators): read its members, then sort those few. A big one (members):
        // walk the newest-first index and keep whoever holds it, stopping at the page's end.
        // Either way the work is about a page's worth, not the whole membership (10,000: 1 ms vs 55 ms).
        const size = await db.selectFrom("userRoles").select((eb) => eb.fn.countAll<string | number>().as("n")).where("roleID", "=", roleID).executeTakeFirstOrThrow();
        query =
            Number(size.n) <= SMALL_ROLE
                ? query.where("userID", "in", (eb) => eb.selectFrom("userRoles").select("userRoles.userID").where("userRoles.roleID", "=", roleID))
                : query.where((eb) => eb.exists(eb.selectFrom("userRoles").select("userRoles.roleID").where("userRoles.roleID", "=", roleID).whereRef("userRoles.userID", "=", "users.userID")));
    }
    // Banning sets 1: an equality the (banned, dateInserted) index answers in order.
    if (params.banned !== undefined) query = query.where("banned", "=", params.banned ? 1 : 0);
    if (params.emailConfirmed !== undefined) query = query.where("emailConfirmed", "=", params.emailConfirmed ? 1 : 0);
    const text = params.query?.trim();
    if (text) {
        const pattern = likePattern(text);
        const prefix = text.toLowerCase();
        // Names start with what was typed; an e-mail is searched only by those allowed to read it.
        // On SQLite (binary order) the prefix is also a range of the lower(name) / lower(email)
        // indexes, so the search reads only the matching members instead of all of them; on
        // PostgreSQL the collation's order is not the bytes', so LIKE alone decides there.
        const startsWith = (column: "name" | "email") => (eb: ExpressionBuilder<Database, "users">) => {
            const lowered = sql<string>`lower(${sql.ref(column)})`;
            const like = eb(lowered, "like", sql<string>`${pattern} escape '\\'`);
            if (dialect !== "sqlite") return like;
            return eb.and([like, eb(lowered, ">=", prefix), eb(lowered, "<", `${prefix}\u{10FFFF}`)]);
        };
        query = query.where((eb) => eb.or([startsWith("name")(eb), ...(personalInfo ? [startsWith("email")(eb)] : [])]));
    }
    const sort = params.sort ?? "-dateInserted";
    const column = sort.replace(/^-/, "") as "dateInserted" | "name" | "dateLastActive";
    const direction = sort.startsWith("-") ? "desc" : "asc";
    const [rows, count] = await Promise.all([
        query
            .selectAll()
            .orderBy(column === "name" ? sql`lower(${sql.ref("name")})` : sql.ref(column), direction)
            .orderBy("userID", direction)
            .limit(params.limit)
            .offset((params.page - 1) * params.limit)
            .execute(),
        query.select((eb) => eb.fn.countAll<string | number>().as("count")).executeTakeFirstOrThrow(),
    ]);
    const ids = rows.map((row) => row.userID);
    const roleRows = ids.length
        ? await db.selectFrom("userRoles").innerJoin("roles", "roles.roleID", "userRoles.roleID").select(["userRoles.userID", "roles.roleID", "roles.name"]).where("userRoles.userID", "in", ids).orderBy("roles.roleID").execute()
        : [];
    const members = rows.map((row) => ({
        userID: row.userID,
        name: row.name,
        ...(personalInfo ? { email: row.email } : {}),
        photoUrl: row.photoUrl,
        title: row.title,
        dateInserted: row.dateInserted,
        dateLastActive: row.dateLastActive,
        banned: row.banned,
        banReason: row.banReason,
        emailConfirmed: row.emailConfirmed === 1,
        private: row.private === 1,
        countDiscussions: row.countDiscussions,
        countComments: row.countComments,
        roles: roleRows.filter((role) => role.userID === row.userID).map(({ roleID, name }) => ({ roleID, name })),
    }));
    return { members, total: Number(count.count) };
}

/** The member as the member page shows it (null when there is none): the list's row, narrowed to one ID. */
export async function findMember(request: FastifyRequest, userID: number): Promise<IMemberRow | null> {
    const { members } = await listMembers(request, { userID, page: 1, limit: 1 });
    return members[0] ?? null;
}

async function setRoles(request: FastifyRequest, userID: number, roleIDs: number[]): Promise<void> {
    const { db } = request.server.hearth;
    const current = (await db.selectFrom("userRoles").select("roleID").where("userID", "=", userID).execute()).map((row) => row.roleID);
    const added = roleIDs.filter((id) => !current.includes(id));
    const removed = current.filter((id) => !roleIDs.includes(id));
    await requireMayHandOut(request, [...added, ...removed]);
    await changeRoles(request, userID, added, removed);
}

/** Adds and removes roles in one transaction; adding a role held already changes nothing (safe to repeat). */
async function changeRoles(request: FastifyRequest, userID: number, added: number[], removed: number[]): Promise<void> {
    await request.server.hearth.db.transaction().execute(async (trx) => {
        if (removed.length) await trx.deleteFrom("userRoles").where("userID", "=", userID).where("roleID", "in", removed).execute();
        for (const roleID of added) {
            await trx.insertInto("userRoles").values({ userID, roleID }).onConflict((conflict) => conflict.columns(["userID", "roleID"]).doNothing()).execute();
        }
    });
}

export interface IStaffFields {
    roleID?: number[];
    emailConfirmed?: boolean;
    resetPassword?: boolean;
}

export const staffFieldsSchema = {
    roleID: { type: "array", items: { type: "integer", minimum: 1 }, minItems: 1, maxItems: 50 },
    emailConfirmed: { type: "boolean" },
    resetPassword: { type: "boolean" },
} as const;

/**
 * The staff-only fields of PATCH /users/{id}: checked (users.edit, the account within the
 * viewer's reach, roles within their power) and applied. Nothing happens unless every check passes.
 */
export async function applyStaffFields(request: FastifyRequest, row: UserRow, fields: IStaffFields): Promise<void> {
    if (fields.roleID === undefined && fields.emailConfirmed === undefined && !fields.resetPassword) return;
    await requirePermission(request, "users.edit");
    await requireMayTouchUser(request, row.userID);
    const { db } = request.server.hearth;
    if (fields.roleID !== undefined) {
        const viewer = await getViewer(request);
        // Taking one's own roles away is how an administrator locks themselves out.
        if (viewer.user.userID === row.userID) throw new HttpError(403, "You cannot change your own roles.");
        await setRoles(request, row.userID, [...new Set(fields.roleID)]);
    }
    if (fields.emailConfirmed !== undefined) await db.updateTable("users").set({ emailConfirmed: fields.emailConfirmed ? 1 : 0 }).where("userID", "=", row.userID).execute();
    if (fields.resetPassword) await mailResetLink(request, row);
}

const idParams = { type: "object", required: ["id"], properties: { id: { type: "integer", minimum: 1 } } } as const;

export async function registerMembersRoutes(app: FastifyInstance): Promise<void> {
    const { db } = app.hearth;

    app.get<{ Querystring: IMemberQuery }>("/api/v2/users", { schema: { querystring: memberQuerySchema } }, async (request, reply) => {
        await requirePermission(request, MEMBER_ADMIN_PERMISSIONS);
        const { members, total } = await listMembers(request, request.query);
        setPagingHeaders(request, reply, { page: request.query.page, limit: request.query.limit, total });
        return members;
    });

    app.put<{ Params: { id: number }; Body: { banned: boolean; reason?: string } }>(
        "/api/v2/users/:id/ban",
        {
            schema: {
                params: idParams,
                body: { type: "object", required: ["banned"], additionalProperties: false, properties: { banned: { type: "boolean" }, reason: { type: "string", maxLength: 500 } } },
            },
        },
        async (request) => {
            await requirePermission(request, "users.edit");
            const viewer = await getViewer(request);
            const row = await db.selectFrom("users").selectAll().where("userID", "=", request.params.id).executeTakeFirst();
            if (!row) throw new HttpError(404, "User not found.");
            if (viewer.user.userID === row.userID) throw new HttpError(403, "You cannot ban yourself.");
            await requireMayTouchUser(request, row.userID);
            const { banned, reason } = request.body;
            await db
                .updateTable("users")
                .set(banned ? { banned: 1, banReason: reason?.trim() || null, dateBanned: row.banned ? row.dateBanned : new Date().toISOString() } : { banned: 0, banReason: null, dateBanned: null })
                .where("userID", "=", row.userID)
                .execute();
            // A banned member is signed out everywhere at once.
            if (banned) await endOtherSessions(db, row.userID, null);
            return { banned };
        },
    );

    defineLongRunnerBatchJob<{ addRoleIDs: number[]; removeRoleIDs: number[] }>(
        app,
        "users.bulkRoles",
        async (request, ids, { addRoleIDs, removeRoleIDs }) => {
            const failures = new Map<number, unknown>();
            const viewer = await getViewer(request);
            // The roles were checked when the call started; checked again here, since a resumed call may come later.
            await requireMayHandOut(request, [...addRoleIDs, ...removeRoleIDs]);
            const existing = new Set((await db.selectFrom("users").select("userID").where("userID", "in", ids).execute()).map((row) => row.userID));
            for (const userID of ids) {
                try {
                    if (!existing.has(userID)) throw new HttpError(404, "User not found.");
                    if (userID === viewer.user.userID) throw new HttpError(403, "You cannot change your own roles.");
                    await requireMayTouchUser(request, userID);
                    await changeRoles(request, userID, addRoleIDs, removeRoleIDs.filter((id) => !addRoleIDs.includes(id)));
                } catch (error) {
                    failures.set(userID, error);
                }
            }
            return failures;
        },
        50,
    );

    app.patch<{ Body: { userIDs: number[]; addRoleIDs?: number[]; removeRoleIDs?: number[] } }>(
        "/api/v2/users/bulk-role-assignment",
        {
            schema: {
                body: {
                    type: "object",
                    required: ["userIDs"],
                    properties: {
                        userIDs: { type: "array", items: { type: "integer", minimum: 1 }, minItems: 1, maxItems: MAX_BULK_USERS },
                        addRoleIDs: { type: "array", items: { type: "integer", minimum: 1 }, maxItems: 50 },
                        removeRoleIDs: { type: "array", items: { type: "integer", minimum: 1 }, maxItems: 50 },
                    },
                },
            },
        },
        async (request, reply) => {
            await requirePermission(request, "users.edit");
            const { userIDs, addRoleIDs = [], removeRoleIDs = [] } = request.body;
            if (!addRoleIDs.length && !removeRoleIDs.length) {
                throw new HttpError(400, "Choose a role to add or remove.", [{ field: "addRoleIDs", message: "Choose a role to add or remove.", code: "required" }]);
            }
            await requireMayHandOut(request, [...addRoleIDs, ...removeRoleIDs]);
            return runLongRunner(request, reply, "users.bulkRoles", userIDs, { addRoleIDs, removeRoleIDs });
        },
    );
}
