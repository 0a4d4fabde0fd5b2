/**
 * Bulk moderation's calls (content §7, vanilla-openapi discussions.yml), each a long runner
 * (shell §7, library/src/server/http/longRunner.ts) answering
 * `{progress: {successIDs, failedIDs, exceptionsByID, countTotalIDs}, callbackPayload}`:
 *   DELETE /api/v2/discussions/list   {discussionIDs, longRunnerMode}
 *   PATCH  /api/v2/discussions/move   {discussionIDs, categoryID, addRedirects}
 *   PATCH  /api/v2/discussions/close  {discussionIDs, closed}
 *   PATCH  /api/v2/discussions/merge  {discussionIDs, destinationDiscussionID, addRedirects}
 *          (also POST: Vanilla's contract says PATCH, some clients POST)
 * Guests get 403 before the body is read; a bad body 400 with field errors. Then permission is
 * decided per discussion, with the functions the bulk toast uses (discussionPermissions.ts):
 * discussions.manage in its category for every action, plus edit for move and merge and close
 * for close. A discussion that fails is reported in failedIDs / exceptionsByID; the others go on.
 * Close and delete work on chunks of discussions (one query to check them, one statement or one
 * transaction to change them): 1,000 discussions take a few dozen statements, not thousands.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { recordAudit } from "@server/audit/auditLog";
import { HttpError } from "@server/http/httpErrors";
import { defineLongRunnerBatchJob, defineLongRunnerJob, runLongRunner } from "@server/http/longRunner";
import { getViewer } from "@server/http/viewer";
import { canEditAnyTime } from "@vanilla/discussion/editWindow";
import { canBulkModerateDiscussion, canCloseDiscussion } from "@vanilla/discussions/discussionPermissions";
import { findBulkTarget, findBulkTargets, mergeDiscussion, moveDiscussion, setDiscussionsClosed, type IBulkTarget } from "./discussionBulkModel";
import { deleteDiscussions } from "./discussionModerationModel";
import { viewableCategories } from "./categoriesModel";
import { permissionProblem, signedInOnly } from "./routeGuards";

/** The most IDs one call accepts; the long runner splits the work inside that. */
export const MAX_BULK_IDS = 500;

const discussionIDsSchema = { type: "array", items: { type: "integer", minimum: 1 }, minItems: 1, maxItems: MAX_BULK_IDS } as const;

const deleteBodySchema = {
    type: "object",
    required: ["discussionIDs"],
    properties: { discussionIDs: discussionIDsSchema, longRunnerMode: { type: "string", enum: ["sync", "async"] } },
} as const;

const moveBodySchema = {
    type: "object",
    required: ["discussionIDs", "categoryID"],
    properties: { discussionIDs: discussionIDsSchema, categoryID: { type: "integer", minimum: 1 }, addRedirects: { type: "boolean" } },
} as const;

const closeBodySchema = {
    type: "object",
    required: ["discussionIDs", "closed"],
    properties: { discussionIDs: discussionIDsSchema, closed: { type: "boolean" } },
} as const;

const mergeBodySchema = {
    type: "object",
    required: ["discussionIDs", "destinationDiscussionID"],
    properties: { discussionIDs: discussionIDsSchema, destinationDiscussionID: { type: "integer", minimum: 1 }, addRedirects: { type: "boolean" } },
} as const;

type Need = "delete" | "edit" | "close";

/** What deciding on items needs of the viewer, read once per call. */
interface IBulkViewer {
    userID: number;
    permissions: Awaited<ReturnType<typeof getViewer>>["permissions"];
    viewableCategoryIDs: Set<number>;
}

async function bulkViewer(request: FastifyRequest): Promise<IBulkViewer> {
    const { user, permissions } = await getViewer(request);
    const viewableCategoryIDs = new Set((await viewableCategories(request)).map((category) => category.categoryID));
    return { userID: user.userID, permissions, viewableCategoryIDs };
}

/**
 * Throws the HttpError an item is reported with unless this viewer may do `need` to the
 * discussion in bulk (404 gone, 403 not viewable or a permission missing).
 */
function checkTarget(viewer: IBulkViewer, target: IBulkTarget | undefined, need: Need): IBulkTarget {
    if (!target) throw new HttpError(404, "Discussion not found.");
    if (!viewer.viewableCategoryIDs.has(target.categoryID)) throw new HttpError(403, "You don't have permission to view this discussion.");
    const { permissions } = viewer;
    if (!canBulkModerateDiscussion(permissions, target)) throw permissionProblem("discussions.manage");
    if (need === "edit" && !canEditAnyTime({ permissions, categoryID: target.categoryID })) throw permissionProblem("discussions.edit");
    if (need === "close" && !canCloseDiscussion(permissions, viewer.userID, target)) throw permissionProblem("discussions.close");
    return target;
}

/** The discussion, if this viewer may do `need` to it in bulk; else throws the item's HttpError. */
async function checkedTarget(request: FastifyRequest, discussionID: number, need: Need): Promise<IBulkTarget> {
    return checkTarget(await bulkViewer(request), await findBulkTarget(request.server.hearth.db, discussionID), need);
}

/** A chunk of IDs, checked with one query: the IDs allowed, and the error of each one refused. */
async function checkedTargets(request: FastifyRequest, discussionIDs: number[], need: Need): Promise<{ allowed: number[]; failures: Map<number, unknown> }> {
    const [viewer, targets] = await Promise.all([bulkViewer(request), findBulkTargets(request.server.hearth.db, discussionIDs)]);
    const allowed: number[] = [];
    const failures = new Map<number, unknown>();
    for (const id of discussionIDs) {
        try {
            allowed.push(checkTarget(viewer, targets.get(id), need).discussionID);
        } catch (error) {
            failures.set(id, error);
        }
    }
    return { allowed, failures };
}

/** One audit entry per chunk a bulk action did (the IDs it changed in its meta). */
async function auditBulk(request: FastifyRequest, verb: string, ids: number[], meta: Record<string, unknown> = {}): Promise<void> {
    if (!ids.length) return;
    const what = ids.length === 1 ? `discussion ${ids[0]}` : `${ids.length} discussions`;
    await recordAudit(request, request.server.hearth.db, { eventType: `discussion.bulk.${verb}`, message: `Bulk ${verb}: ${what}.`, recordType: "discussion", recordID: ids.length === 1 ? ids[0]! : null, meta: { discussionIDs: ids, ...meta } });
}

/** Bulk close and delete take this many discussions per set-based pass (one transaction each for delete). */
const BULK_CHUNK = 100;

function fieldError(field: string, message: string, code: string, status = 400): HttpError {
    return new HttpError(status, message, [{ field, message, code, status }]);
}

interface IMoveArgs {
    categoryID: number;
    addRedirects: boolean;
}

interface IMergeArgs {
    destinationDiscussionID: number;
    addRedirects: boolean;
}

export async function registerDiscussionBulkRoutes(app: FastifyInstance): Promise<void> {
    const { db } = app.hearth;

    defineLongRunnerBatchJob<Record<string, never>>(
        app,
        "discussions.delete",
        async (request, ids) => {
            const { allowed, failures } = await checkedTargets(request, ids, "delete");
            const deleted = new Set(await deleteDiscussions(db, allowed));
            // Two moderators deleting at once: the second finds nothing left to delete.
            for (const id of allowed) if (!deleted.has(id)) failures.set(id, new HttpError(404, "Discussion not found."));
            await auditBulk(request, "delete", [...deleted]);
            return failures;
        },
        BULK_CHUNK,
    );
    defineLongRunnerBatchJob<{ closed: boolean }>(
        app,
        "discussions.close",
        async (request, ids, { closed }) => {
            const { allowed, failures } = await checkedTargets(request, ids, "close");
            const changed = await setDiscussionsClosed(db, allowed, closed);
            for (const id of allowed) if (!changed.has(id)) failures.set(id, new HttpError(404, "Discussion not found."));
            await auditBulk(request, closed ? "close" : "reopen", [...changed]);
            return failures;
        },
        BULK_CHUNK,
    );
    defineLongRunnerJob<IMoveArgs>(app, "discussions.move", async (request, id, { categoryID, addRedirects }) => {
        const target = await checkedTarget(request, id, "edit");
        await moveDiscussion(db, target, categoryID, addRedirects);
        await auditBulk(request, "move", [id], { categoryID });
    });
    defineLongRunnerJob<IMergeArgs>(app, "discussions.merge", async (request, id, { destinationDiscussionID, addRedirects }) => {
        const source = await checkedTarget(request, id, "edit");
        // Checked again on every item: the destination may have gone since the call started.
        const destination = await checkedTarget(request, destinationDiscussionID, "edit");
        if (!(await mergeDiscussion(db, source, destination, addRedirects))) throw new HttpError(404, "Discussion not found.");
        await auditBulk(request, "merge", [id], { destinationDiscussionID });
    });

    app.delete<{ Body: { discussionIDs: number[]; longRunnerMode?: "sync" | "async" } }>(
        "/api/v2/discussions/list",
        { schema: { body: deleteBodySchema }, preValidation: signedInOnly },
        // "async" would queue the job in Vanilla; with no job queue here both modes run as "sync".
        async (request, reply) => runLongRunner(request, reply, "discussions.delete", request.body.discussionIDs, {}),
    );

    app.patch<{ Body: { discussionIDs: number[]; closed: boolean } }>(
        "/api/v2/discussions/close",
        { schema: { body: closeBodySchema }, preValidation: signedInOnly },
        async (request, reply) => runLongRunner(request, reply, "discussions.close", request.body.discussionIDs, { closed: request.body.closed }),
    );

    app.patch<{ Body: { discussionIDs: number[]; categoryID: number; addRedirects?: boolean } }>(
        "/api/v2/discussions/move",
        { schema: { body: moveBodySchema }, preValidation: signedInOnly },
        async (request, reply) => {
            const { discussionIDs, categoryID, addRedirects = false } = request.body;
            if (!(await viewableCategories(request)).some((category) => category.categoryID === categoryID)) {
                throw fieldError("categoryID", "The category was not found.", "notFound");
            }
            const { permissions } = await getViewer(request);
            if (!canBulkModerateDiscussion(permissions, { categoryID })) throw permissionProblem("discussions.manage");
            return runLongRunner<IMoveArgs>(request, reply, "discussions.move", discussionIDs, { categoryID, addRedirects });
        },
    );

    app.route<{ Body: { discussionIDs: number[]; destinationDiscussionID: number; addRedirects?: boolean } }>({
        method: ["PATCH", "POST"],
        url: "/api/v2/discussions/merge",
        schema: { body: mergeBodySchema },
        preValidation: signedInOnly,
        handler: async (request, reply) => {
            const { discussionIDs, destinationDiscussionID, addRedirects = false } = request.body;
            try {
                await checkedTarget(request, destinationDiscussionID, "edit");
            } catch (error) {
                if (error instanceof HttpError && error.status === 404) throw fieldError("destinationDiscussionID", "The destination discussion was not found.", "notFound");
                throw error;
            }
            const sources = discussionIDs.filter((id) => id !== destinationDiscussionID);
            if (sources.length === 0) {
                throw fieldError("discussionIDs", "You must select at least 2 discussions to merge.", "minItems");
            }
            return runLongRunner<IMergeArgs>(request, reply, "discussions.merge", sources, { destinationDiscussionID, addRedirects });
        },
    });
}
