/**
 * Users API (shell §3 "User as read by the user card", §6, §7; Vanilla's users.yml shapes):
 * GET /users/{id}, GET /users/by-names (mention look-up), PATCH /users/{id}, POST /users.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { sql } from "kysely";
import { hasPermission } from "@library/users/permissions";
import type { UserRow } from "@server/db/schema";
import { hashPassword } from "@server/auth/passwords";
import { endOtherSessions, requestSessionID } from "@server/auth/sessions";
import { HttpError } from "@server/http/httpErrors";
import { getViewer, requirePermission } from "@server/http/viewer";
import { isAdministrator } from "@server/permissions/roleGrants";
import { userFragment } from "@server/users/usersModel";
import { photoFromUpload } from "./avatarPhotoRoutes";
import { sanitizeLabelHtml } from "@server/users/labelHtml";
import { requireCurrentPassword } from "./currentPassword";
import { sendEmailConfirmation } from "./emailConfirmation";
import { createUserOrFieldErrors, userFieldErrors, type IUserFields } from "./userRules";
import { applyStaffFields, staffFieldsSchema, type IStaffFields } from "./admin/membersRoutes";

/** Mention suggestions (shell §9): at most 50, members active within 90 days first. */
export const MENTION_LIMIT = 50;
const MENTION_ACTIVE_DAYS = 90;
const USER_CARD_PERMISSIONS = ["profiles.view", "users.add", "users.edit", "users.delete"];

interface IUserPatch extends IUserFields, IStaffFields {
    /** The member's current password (Vanilla's name): required to change one's own password or e-mail. */
    passwordConfirmation?: string;
    /** Shown beside the name (user card, posts): given by holders of users.edit, never by members to themselves. */
    title?: string;
    private?: boolean;
    labelHtml?: string;
    /** Vanilla's raw photo field: the url of the member's upload (POST /media) to make their photo, or ""/null to remove it. */
    photo?: string | null;
}

/** Site setting (shell §9): banned members' profiles are private too. */
export const BANNED_PRIVATE_PROFILE_KEY = "ui.bannedPrivateProfile";

async function rolesOf(request: FastifyRequest, userID: number) {
    return request.server.hearth.db
        .selectFrom("userRoles")
        .innerJoin("roles", "roles.roleID", "userRoles.roleID")
        .select(["roles.roleID", "roles.name"])
        .where("userRoles.userID", "=", userID)
        .orderBy("roles.roleID")
        .execute();
}

/** Reactions received on the user's discussions, per reaction type. */
async function reactionsReceived(request: FastifyRequest, userID: number) {
    const rows = await request.server.hearth.db
        .selectFrom("reactions")
        .innerJoin("discussions", (join) => join.onRef("discussions.discussionID", "=", "reactions.recordID").on("reactions.recordType", "=", "discussion"))
        .innerJoin("reactionTypes", "reactionTypes.tagID", "reactions.tagID")
        .select(["reactionTypes.tagID", "reactionTypes.urlcode", "reactionTypes.name", "reactionTypes.class", (eb) => eb.fn.countAll<string | number>().as("count")])
        .where("discussions.insertUserID", "=", userID)
        .groupBy(["reactionTypes.tagID", "reactionTypes.urlcode", "reactionTypes.name", "reactionTypes.class"])
        .orderBy("reactionTypes.tagID")
        .execute();
    return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/**
 * The user as the API shows it to this viewer (shell §6): the e-mail only with personalInfo.view
 * or to oneself; a private profile (or a banned one while ui.bannedPrivateProfile is on) shows
 * only who it is (photo, name, the banned and private flags) to everyone else, so the card's
 * reduced form is decided here and not merely hidden in the browser.
 */
async function toApiUser(request: FastifyRequest, row: UserRow, expand: string[]) {
    const viewer = await getViewer(request);
    const self = viewer.user.userID !== 0 && viewer.user.userID === row.userID;
    const personalInfo = self || hasPermission(viewer.permissions, "personalInfo.view");
    const bannedPrivate = request.server.hearth.config.get<boolean>(BANNED_PRIVATE_PROFILE_KEY, false) === true;
    if (!personalInfo && (row.private === 1 || (row.banned !== 0 && bannedPrivate))) {
        return { ...userFragment(row), dateLastActive: null, banned: row.banned, private: row.private === 1 };
    }
    const showEmail = personalInfo;
    const wantReactions = expand.includes("all") || expand.includes("reactionsReceived");
    // Add-ons' fields (a rank: rankID, rank) and their label in place of the stored one (add-on API 5).
    const decoration = (await request.server.hearth.addons.decorateUsers([row.userID], request)).get(row.userID);
    return {
        ...userFragment(row),
        ...(showEmail ? { email: row.email } : {}),
        roles: await rolesOf(request, row.userID),
        title: row.title,
        labelHtml: sanitizeLabelHtml(row.labelHtml),
        dateInserted: row.dateInserted,
        dateUpdated: null,
        emailConfirmed: row.emailConfirmed === 1,
        banned: row.banned,
        private: row.private === 1,
        countDiscussions: row.countDiscussions,
        countComments: row.countComments,
        ...(wantReactions ? { reactionsReceived: await reactionsReceived(request, row.userID) } : {}),
        ...decoration?.fields,
        ...(decoration?.labelHtml ? { labelHtml: decoration.labelHtml } : {}),
    };
}


const ADMIN_ONLY = "Only an administrator can do that to an administrator's account.";

function findUser(request: FastifyRequest, userID: number) {
    return request.server.hearth.db.selectFrom("users").selectAll().where("userID", "=", userID).executeTakeFirst();
}

const idParams = { type: "object", required: ["id"], properties: { id: { type: "integer", minimum: 1 } } } as const;
const expandQuery = { type: "object", properties: { expand: { type: "array", items: { type: "string", enum: ["all", "reactionsReceived"] } } } } as const;
const userPatchBody = {
    type: "object",
    additionalProperties: false,
    properties: {
        name: { type: "string" },
        email: { type: "string" },
        photoUrl: { type: "string", maxLength: 500 },
        photo: { type: ["string", "null"], maxLength: 500 },
        title: { type: "string", maxLength: 100 },
        private: { type: "boolean" },
        password: { type: "string" },
        passwordConfirmation: { type: "string", maxLength: 1000 },
        labelHtml: { type: "string", maxLength: 500 },
        ...staffFieldsSchema,
    },
} as const;

export async function registerUsersRoutes(app: FastifyInstance): Promise<void> {
    const { db } = app.hearth;

    app.get<{ Params: { id: number }; Querystring: { expand?: string[] } }>(
        "/api/v2/users/:id",
        { schema: { params: idParams, querystring: expandQuery } },
        async (request) => {
            const viewer = await getViewer(request);
            const row = await findUser(request, request.params.id);
            if (!row) throw new HttpError(404, "User not found.");
            if (viewer.user.userID !== row.userID) await requirePermission(request, USER_CARD_PERMISSIONS);
            return toApiUser(request, row, request.query.expand ?? []);
        },
    );

    app.get<{ Querystring: { name: string; order?: string; limit: number; page: number } }>(
        "/api/v2/users/by-names",
        {
            schema: {
                querystring: {
                    type: "object",
                    required: ["name"],
                    properties: {
                        name: { type: "string", minLength: 1, maxLength: 100 },
                        order: { type: "string", enum: ["mention", "name"], default: "name" },
                        limit: { type: "integer", minimum: 1, maximum: 100, default: 30 },
                        page: { type: "integer", minimum: 1, default: 1 },
                    },
                },
            },
        },
        async (request) => {
            await requirePermission(request, ["profiles.view", "session.valid"]);
            const { name, order, page } = request.query;
            const limit = order === "mention" ? Math.min(request.query.limit, MENTION_LIMIT) : request.query.limit;
            // "ad*" is a prefix search; the asterisk is the only wildcard, the rest is matched literally.
            const prefix = name.replace(/\*+$/, "").toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`);
            const pattern = name.endsWith("*") ? `${prefix}%` : prefix;
            let query = db
                .selectFrom("users")
                .select(["userID", "name", "photoUrl", "dateLastActive"])
                .where(sql<string>`lower(${sql.ref("name")})`, "like", sql<string>`${pattern} escape '\\'`)
                .where("banned", "=", 0);
            if (order === "mention") {
                const activeSince = new Date(Date.now() - MENTION_ACTIVE_DAYS * 86400_000).toISOString();
                query = query.orderBy(sql`case when ${sql.ref("dateLastActive")} >= ${activeSince} then 0 else 1 end`);
            }
            const rows = await query.orderBy(sql`lower(${sql.ref("name")})`).limit(limit).offset((page - 1) * limit).execute();
            return rows.map(userFragment);
        },
    );

    app.patch<{ Params: { id: number }; Body: IUserPatch }>(
        "/api/v2/users/:id",
        { schema: { params: idParams, body: userPatchBody } },
        async (request, reply) => {
            const viewer = await getViewer(request);
            const row = await findUser(request, request.params.id);
            if (!row) throw new HttpError(404, "User not found.");
            if (viewer.user.userID !== row.userID || viewer.user.userID === 0) await requirePermission(request, "users.edit");
            // users.edit must not reach up: a moderator setting the admin's password or e-mail takes the site over.
            if (viewer.user.userID !== row.userID && !viewer.permissions.isAdmin && (await isAdministrator(db, row.userID))) throw new HttpError(403, ADMIN_ONLY);
            // A rank and a title are given by staff: members cannot label themselves ("Admin", "Moderator").
            if (request.body.labelHtml !== undefined || request.body.title !== undefined) await requirePermission(request, "users.edit");
            // Unknown fields are stripped by the schema: an empty body or only unknown fields change nothing.
            if (Object.keys(request.body).length === 0) throw new HttpError(400, "Send at least one field of the user to change.");
            const errors = await userFieldErrors(request, request.body, row);
            if (errors.length) throw new HttpError(400, errors[0]!.message, errors);
            const { password, passwordConfirmation, private: isPrivate, labelHtml, photo, roleID, emailConfirmed, resetPassword, ...fields } = request.body;
            // Resized and stored before the row changes: a photo that cannot be read changes nothing.
            const photoUrl = photo !== undefined ? await photoFromUpload(request, photo, [viewer.user.userID, row.userID]) : undefined;
            const changesEmail = fields.email !== undefined && fields.email.toLowerCase() !== row.email.toLowerCase();
            if (viewer.user.userID === row.userID && (password !== undefined || changesEmail)) await requireCurrentPassword(request, reply, row, passwordConfirmation);
            // Roles, confirmation and the reset mail: staff only, within their reach (admin/membersRoutes.ts).
            await applyStaffFields(request, row, { roleID, emailConfirmed, resetPassword });
            const changes = {
                ...fields,
                ...(isPrivate !== undefined ? { private: isPrivate ? 1 : 0 } : {}),
                ...(photoUrl !== undefined ? { photoUrl } : {}),
                ...(labelHtml !== undefined ? { labelHtml: sanitizeLabelHtml(labelHtml) } : {}),
                ...(password !== undefined ? { passwordHash: await hashPassword(password) } : {}),
                // A new address is unconfirmed until its owner follows a link sent to it.
                ...(changesEmail ? { emailConfirmed: 0 } : {}),
            };
            if (Object.keys(changes).length) await db.updateTable("users").set(changes).where("userID", "=", row.userID).execute();
            // A new password signs out every other device (whoever knew the old one included);
            // the member's own session stays, a staff member's reset ends them all.
            if (password !== undefined) await endOtherSessions(db, row.userID, viewer.user.userID === row.userID ? requestSessionID(request) : null);
            // The new address is confirmed by following the link mailed to it (emailConfirmation.tsx).
            if (changesEmail) await sendEmailConfirmation(request, row.userID);
            return toApiUser(request, (await findUser(request, row.userID))!, []);
        },
    );

    app.post<{ Body: { name: string; email: string; password: string; roleType?: string } }>(
        "/api/v2/users",
        {
            schema: {
                body: {
                    type: "object",
                    required: ["name", "email", "password"],
                    additionalProperties: false,
                    properties: {
                        name: { type: "string" },
                        email: { type: "string" },
                        password: { type: "string" },
                        roleType: { type: "string", enum: ["member", "moderator", "administrator"], default: "member" },
                    },
                },
            },
        },
        async (request, reply) => {
            await requirePermission(request, "users.add");
            if (request.body.roleType === "administrator" && !(await getViewer(request)).permissions.isAdmin) throw new HttpError(403, ADMIN_ONLY);
            const errors = await userFieldErrors(request, request.body);
            if (errors.length) throw new HttpError(400, errors[0]!.message, errors);
            const created = await createUserOrFieldErrors(request, { ...request.body, roleType: request.body.roleType ?? "member", emailConfirmed: true });
            // createUserOrFieldErrors never answers an empty list of errors.
            if (created.errors) throw new HttpError(400, created.errors[0]!.message, created.errors);
            const { userID } = created;
            return reply.status(201).send(await toApiUser(request, (await findUser(request, userID))!, []));
        },
    );
}
