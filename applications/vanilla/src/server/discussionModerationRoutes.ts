/**
 * The calls behind the discussion options menu (content §4, §6, §7), in Vanilla's shapes
 * (vanilla-openapi discussions.yml):
 *   PATCH  /api/v2/discussions/{id}          {closed?, sink?} → the discussion
 *   PUT    /api/v2/discussions/{id}/dismiss  {dismissed} → {dismissed}   (announcements, per user)
 *   PATCH  /api/v2/discussions/{id}/bump     no body → the discussion     (dateLastComment = now)
 *   DELETE /api/v2/discussions/{id}          → 204, with its comments, reactions, bookmarks
 *   PATCH  /api/v2/discussions/{id}          also {resolved?, name?, body?, format?, categoryID?}
 *   PUT    /api/v2/discussions/{id}/type     {type} → the discussion
 *   PUT    /api/v2/discussions/{id}/tags     {tagIDs} → the discussion's tags
 * Each field of a PATCH is checked against its own permission: closed (close), sink (sink),
 * resolved (staff.allow + triage.enabled), name/body/format (the edit window of content §5),
 * categoryID (community.moderate), pinLocation/pinned (announce: discussions.moderate or
 * community.manage), insertUserID (change author: discussions.manage). An edit keeps the post's
 * earlier state in the content log (revision history); a moderator's change is in the audit log.
 * Guests are refused (403) before the body is read; then an unknown discussion is 404, one the
 * viewer may not see 403, a missing permission 403, a bad body 400 with field errors. The host
 * enforces the request-origin header on every one of them. Permissions come from
 * discussionPermissions.ts, the functions the menu uses.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Transaction } from "kysely";
import type { Database } from "@server/db/schema";
import type { DiscussionRow } from "./schema";
import { HttpError } from "@server/http/httpErrors";
import { getViewer } from "@server/http/viewer";
import {
    canBumpDiscussion,
    canCloseDiscussion,
    canDeleteDiscussion,
    canDismissDiscussion,
    canSinkDiscussion,
} from "@vanilla/discussions/discussionPermissions";
import type { IPatchDiscussionParams } from "@vanilla/discussions/discussionActions";
import {
    canChangeDiscussionType,
    canEditDiscussion,
    canMoveDiscussion,
    canResolveDiscussion,
    canTagDiscussion,
    convertibleTypes,
    DISCUSSION_TYPES,
    MAX_DISCUSSION_NAME_LENGTH,
    optionsSettingsFromMeta,
    type IDiscussionOptionsSettings,
} from "@vanilla/discussion/discussionOptionsPermissions";
import { BODY_FORMATS, isEmptyBody, validateBody } from "@server/content/bodyFormat";
import type { SiteConfig } from "@server/config/siteConfig";
import { recordAudit } from "@server/audit/auditLog";
import { recordRevision } from "@server/moderation/moderationRecords";
import { canAnnounceDiscussion, canChangeDiscussionAuthor } from "@vanilla/discussion/discussionOptionsPermissions";
import { viewableCategories } from "./categoriesModel";
import { moveCategoryCounts } from "./countsModel";
import { deleteDiscussion, setDismissed } from "./discussionModerationModel";
import { getDiscussion } from "./discussionsModel";
import { existingTagIDs, listTags, setDiscussionTags, tagsOfDiscussion } from "./tagsModel";

/** The limits of a discussion's title and body (ours; the body's is the reply form's). */
export const MAX_NAME_LENGTH = MAX_DISCUSSION_NAME_LENGTH;
export const MAX_BODY_LENGTH = 50_000;

/** The menu's settings as the server reads them: the same names the page metadata carries. */
export function optionsSettings(config: SiteConfig): IDiscussionOptionsSettings {
    return optionsSettingsFromMeta({ settings: config.publicSettings(), features: config.featureFlags() });
}
import { permissionProblem, signedInOnly } from "./routeGuards";

const idParamsSchema = {
    type: "object",
    required: ["id"],
    properties: { id: { type: "integer", minimum: 1 } },
} as const;

const patchBodySchema = {
    type: "object",
    properties: {
        closed: { type: "boolean" },
        sink: { type: "boolean" },
        resolved: { type: "boolean" },
        name: { type: "string", minLength: 1, maxLength: MAX_NAME_LENGTH },
        body: { type: "string", minLength: 1, maxLength: MAX_BODY_LENGTH },
        format: { type: "string", enum: BODY_FORMATS },
        categoryID: { type: "integer", minimum: 1 },
        pinned: { type: "boolean" },
        pinLocation: { type: "string", enum: ["none", "category", "recent"] },
        insertUserID: { type: "integer", minimum: 1 },
    },
} as const;

const typeBodySchema = {
    type: "object",
    required: ["type"],
    properties: { type: { type: "string", enum: DISCUSSION_TYPES } },
} as const;

const tagsBodySchema = {
    type: "object",
    required: ["tagIDs"],
    properties: { tagIDs: { type: "array", maxItems: 50, items: { type: "integer", minimum: 1 } } },
} as const;

const tagsQuerySchema = {
    type: "object",
    properties: { query: { type: "string", maxLength: 100, default: "" }, limit: { type: "integer", minimum: 1, maximum: 100, default: 50 } },
} as const;

/** The PATCH body: the client's params without the ID, which is in the path. */
/** Vanilla's pinned is accepted beside pinLocation (pinned true alone = "recent"). */
type IPatchBody = Omit<IPatchDiscussionParams, "discussionID"> & { pinned?: boolean };

function fieldError(field: string, message: string, code: string): HttpError {
    return new HttpError(400, message, [{ field, message, code, status: 400 }]);
}

const dismissBodySchema = {
    type: "object",
    required: ["dismissed"],
    properties: { dismissed: { type: "boolean" } },
} as const;

interface IPatchRoute {
    Params: { id: number };
    Body: IPatchBody | undefined;
}

interface IDismissRoute {
    Params: { id: number };
    Body: { dismissed: boolean };
}

export async function registerDiscussionModerationRoutes(app: FastifyInstance): Promise<void> {
    const { db, dialect, config } = app.hearth;

    app.patch<IPatchRoute>(
        "/api/v2/discussions/:id",
        { schema: { params: idParamsSchema, body: patchBodySchema }, preValidation: signedInOnly },
        async (request) => {
            const body = request.body ?? {};
            const { closed, sink, resolved, categoryID, insertUserID } = body;
            const name = body.name?.trim();
            const editing = body.name !== undefined || body.body !== undefined || body.format !== undefined;
            // Announce (content §3 "announce: none, category, recent"): pinned false or pinLocation "none" takes it down.
            const pinLocation = body.pinLocation ?? (body.pinned === undefined ? undefined : body.pinned ? "recent" : "none");
            if (body.pinned === false && body.pinLocation !== undefined && body.pinLocation !== "none") throw fieldError("pinLocation", "An announcement that is not pinned has no place.", "invalid");
            if (closed === undefined && sink === undefined && resolved === undefined && categoryID === undefined && pinLocation === undefined && insertUserID === undefined && !editing) {
                const message = "Send closed, sink, resolved, name, body, format, categoryID, pinLocation or insertUserID.";
                throw new HttpError(400, message, [
                    { field: "closed", message, code: "required", status: 400 },
                    { field: "sink", message, code: "required", status: 400 },
                ]);
            }
            if (name === "") throw fieldError("name", "The title cannot be blank.", "minLength");
            if (body.body !== undefined && !body.body.trim()) throw fieldError("body", "The body cannot be blank.", "minLength");
            const discussion = await getDiscussion(request, request.params.id, []);
            if (body.body !== undefined || body.format !== undefined) {
                // The new body, or the stored one read in a new format, must be readable in its format.
                const format = body.format ?? discussion.format ?? "markdown";
                const source = body.body ?? (await db.selectFrom("discussions").select("body").where("discussionID", "=", discussion.discussionID).executeTakeFirstOrThrow()).body;
                if (isEmptyBody(source, format)) throw fieldError("body", "The body cannot be blank.", "minLength");
                validateBody(source, format);
            }
            const { user, permissions } = await getViewer(request);
            const settings = optionsSettings(config);
            if (closed !== undefined && !canCloseDiscussion(permissions, user.userID, discussion)) throw permissionProblem("discussions.close");
            if (sink !== undefined && !canSinkDiscussion(permissions, discussion)) throw permissionProblem("discussions.moderate");
            if (resolved !== undefined && !canResolveDiscussion(permissions, user.userID, settings.triageEnabled)) throw permissionProblem("staff.allow");
            if (editing && !canEditDiscussion(permissions, user.userID, discussion, settings.editContentTimeout, Date.now())) {
                throw new HttpError(403, "You don't have permission to edit this post, or the time to edit it has passed.");
            }
            if (pinLocation !== undefined && !canAnnounceDiscussion(permissions, user.userID, discussion)) throw permissionProblem("community.manage");
            if (insertUserID !== undefined && !canChangeDiscussionAuthor(permissions, user.userID, discussion)) throw permissionProblem("discussions.manage");
            if (insertUserID !== undefined && !(await db.selectFrom("users").select("userID").where("userID", "=", insertUserID).executeTakeFirst())) {
                throw fieldError("insertUserID", "No member has that ID.", "exists");
            }
            let target: number | undefined;
            if (categoryID !== undefined && categoryID !== discussion.categoryID) {
                if (!canMoveDiscussion(permissions, user.userID)) throw permissionProblem("community.moderate");
                if (!(await viewableCategories(request)).some((category) => category.categoryID === categoryID)) {
                    throw fieldError("categoryID", "The category does not exist.", "exists");
                }
                target = categoryID;
            }
            await db.transaction().execute(async (trx) => {
                const before = await trx.selectFrom("discussions").selectAll().where("discussionID", "=", discussion.discussionID).executeTakeFirstOrThrow();
                if (editing) {
                    const changed = (name !== undefined && name !== before.name) || (body.body !== undefined && body.body !== before.body) || (body.format !== undefined && body.format !== before.format);
                    await recordRevision(trx, { operation: "edit", recordType: "discussion", recordID: before.discussionID, parentRecordID: before.discussionID, categoryID: before.categoryID, recordUserID: before.insertUserID, name: before.name, body: before.body, format: before.format, userID: user.userID }, changed);
                }
                await auditDiscussionPatch(request, trx, before, { closed, sink, resolved, categoryID: target, pinLocation, insertUserID, edited: editing && before.insertUserID !== user.userID });
                await trx
                    .updateTable("discussions")
                    .set({
                        ...(closed !== undefined ? { closed: closed ? 1 : 0 } : {}),
                        ...(sink !== undefined ? { sink: sink ? 1 : 0 } : {}),
                        ...(resolved !== undefined ? { resolved: resolved ? 1 : 0 } : {}),
                        ...(name !== undefined ? { name } : {}),
                        ...(body.body !== undefined ? { body: body.body } : {}),
                        ...(body.format !== undefined ? { format: body.format } : {}),
                        ...(target !== undefined ? { categoryID: target } : {}),
                        ...(pinLocation !== undefined ? { pinned: pinLocation === "none" ? 0 : 1, pinLocation: pinLocation === "none" ? null : pinLocation } : {}),
                        ...(insertUserID !== undefined ? { insertUserID } : {}),
                        dateUpdated: new Date().toISOString(),
                    })
                    .where("discussionID", "=", discussion.discussionID)
                    .execute();
                if (target !== undefined) {
                    // The discussion and its comments now count in the new category, not the old one.
                    await moveCategoryCounts(trx, discussion.categoryID, target, discussion.countComments);
                }
            });
            return getDiscussion(request, discussion.discussionID);
        },
    );

    app.put<{ Params: { id: number }; Body: { type: string } }>(
        "/api/v2/discussions/:id/type",
        { schema: { params: idParamsSchema, body: typeBodySchema }, preValidation: signedInOnly },
        async (request) => {
            const discussion = await getDiscussion(request, request.params.id, ["category"]);
            const { user, permissions } = await getViewer(request);
            const settings = optionsSettings(config);
            const allowed = discussion.category?.allowedDiscussionTypes;
            if (!canChangeDiscussionType(permissions, user.userID, discussion, allowed, settings.editContentTimeout, Date.now())) {
                throw permissionProblem("discussions.manage");
            }
            const { type } = request.body;
            if (!convertibleTypes(allowed).includes(type)) {
                throw fieldError("type", `The category does not allow posts of type ${type}.`, "allowed");
            }
            await db.updateTable("discussions").set({ type, dateUpdated: new Date().toISOString() }).where("discussionID", "=", discussion.discussionID).execute();
            return getDiscussion(request, discussion.discussionID);
        },
    );

    app.put<{ Params: { id: number }; Body: { tagIDs: number[] } }>(
        "/api/v2/discussions/:id/tags",
        { schema: { params: idParamsSchema, body: tagsBodySchema }, preValidation: signedInOnly },
        async (request) => {
            const discussion = await getDiscussion(request, request.params.id, []);
            const { user, permissions } = await getViewer(request);
            const settings = optionsSettings(config);
            if (!settings.taggingEnabled) throw new HttpError(403, "Tagging is not enabled.");
            if (!canTagDiscussion(permissions, user.userID, discussion, settings, Date.now())) {
                throw new HttpError(403, "You don't have permission to tag this post, or the time to edit it has passed.");
            }
            const { tagIDs } = request.body;
            const existing = await existingTagIDs(db, tagIDs);
            const unknown = tagIDs.filter((tagID) => !existing.has(tagID));
            if (unknown.length) throw fieldError("tagIDs", `Unknown tags: ${unknown.join(", ")}.`, "exists");
            await setDiscussionTags(db, discussion.discussionID, tagIDs);
            return tagsOfDiscussion(db, dialect, discussion.discussionID);
        },
    );

    /** GET /tags?query= (content §7): the tags whose name contains the query. */
    app.get<{ Querystring: { query: string; limit: number } }>("/api/v2/tags", { schema: { querystring: tagsQuerySchema } }, async (request) =>
        listTags(db, request.query.query, request.query.limit),
    );

    app.put<IDismissRoute>(
        "/api/v2/discussions/:id/dismiss",
        { schema: { params: idParamsSchema, body: dismissBodySchema }, preValidation: signedInOnly },
        async (request) => {
            const discussion = await getDiscussion(request, request.params.id, []);
            const { user } = await getViewer(request);
            if (!canDismissDiscussion(user.userID, discussion)) {
                const message = "Only announcements can be dismissed.";
                throw new HttpError(400, message, [{ field: "dismissed", message, code: "announcement", status: 400 }]);
            }
            const { dismissed } = request.body;
            await setDismissed(db, discussion.discussionID, user.userID, dismissed);
            return { dismissed };
        },
    );

    app.patch<{ Params: { id: number } }>(
        "/api/v2/discussions/:id/bump",
        { schema: { params: idParamsSchema }, preValidation: signedInOnly },
        async (request) => {
            const discussion = await getDiscussion(request, request.params.id, []);
            const { permissions } = await getViewer(request);
            if (!canBumpDiscussion(permissions)) throw permissionProblem("curation.manage");
            await db.transaction().execute(async (trx) => {
                await trx.updateTable("discussions").set({ dateLastComment: new Date().toISOString() }).where("discussionID", "=", discussion.discussionID).execute();
                await recordAudit(request, trx, { eventType: "discussion.bump", message: `Bumped "${discussion.name}".`, recordType: "discussion", recordID: discussion.discussionID });
            });
            return getDiscussion(request, discussion.discussionID);
        },
    );

    app.delete<{ Params: { id: number } }>(
        "/api/v2/discussions/:id",
        { schema: { params: idParamsSchema }, preValidation: signedInOnly },
        async (request, reply) => {
            const discussion = await getDiscussion(request, request.params.id, []);
            const { permissions } = await getViewer(request);
            if (!canDeleteDiscussion(permissions, discussion)) throw permissionProblem("discussions.manage");
            // Two moderators deleting at once: the second finds nothing left to delete.
            if (!(await deleteDiscussion(db, discussion.discussionID))) throw new HttpError(404, "Discussion not found.");
            await recordAudit(request, db, { eventType: "discussion.delete", message: `Deleted the discussion "${discussion.name}".`, recordType: "discussion", recordID: discussion.discussionID });
            return reply.status(204).send();
        },
    );
}

interface IPatchChanges {
    closed?: boolean;
    sink?: boolean;
    resolved?: boolean;
    categoryID?: number;
    pinLocation?: "none" | "category" | "recent";
    insertUserID?: number;
    /** Someone else's post was edited. */
    edited: boolean;
}

/**
 * The audit entries of a PATCH: one per moderator change that changes something. An author
 * editing their own post is not a moderator action (its revision is in the content log).
 */
async function auditDiscussionPatch(request: FastifyRequest, trx: Transaction<Database>, before: DiscussionRow, changes: IPatchChanges): Promise<void> {
    const title = `"${before.name}"`;
    const entries: Array<[string, string, Record<string, unknown>]> = [];
    const flag = (value: boolean | undefined, stored: number, on: string, off: string, key: string) => {
        if (value !== undefined && value !== (stored === 1)) entries.push([`discussion.${key}`, `${value ? on : off} ${title}.`, { [key]: value }]);
    };
    flag(changes.closed, Number(before.closed), "Closed", "Reopened", "closed");
    flag(changes.sink, Number(before.sink), "Sank", "Unsank", "sink");
    flag(changes.resolved, Number(before.resolved), "Resolved", "Unresolved", "resolved");
    if (changes.categoryID !== undefined) entries.push(["discussion.move", `Moved ${title} to category ${changes.categoryID}.`, { from: before.categoryID, to: changes.categoryID }]);
    const pinnedBefore = Number(before.pinned) === 1 ? (before.pinLocation ?? "recent") : "none";
    if (changes.pinLocation !== undefined && changes.pinLocation !== pinnedBefore) {
        const where = { none: "Took down the announcement", category: "Announced in its category", recent: "Announced everywhere" }[changes.pinLocation];
        entries.push(["discussion.announce", `${where}: ${title}.`, { from: pinnedBefore, to: changes.pinLocation }]);
    }
    if (changes.insertUserID !== undefined && changes.insertUserID !== before.insertUserID) {
        entries.push(["discussion.changeAuthor", `Changed the author of ${title} from member ${before.insertUserID} to member ${changes.insertUserID}.`, { from: before.insertUserID, to: changes.insertUserID }]);
    }
    if (changes.edited) entries.push(["discussion.edit", `Edited ${title}, a post by member ${before.insertUserID}.`, {}]);
    for (const [eventType, message, meta] of entries) await recordAudit(request, trx, { eventType, message, recordType: "discussion", recordID: before.discussionID, meta });
}
