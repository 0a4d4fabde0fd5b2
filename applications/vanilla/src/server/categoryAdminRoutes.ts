/**
 * Managing categories (issue 14 item 4; vanilla-openapi categories.yml), site.manage only:
 *   POST   /categories         {name, urlcode, description?, parentCategoryID?, allowedDiscussionTypes?, iconUrl?, bannerUrl?}
 *   PATCH  /categories/{id}    the same fields, plus `sort`: the category's place among its siblings (0 first).
 *                              A new parent puts it last among the new siblings unless `sort` says where.
 *   DELETE /categories/{id}    ?newCategoryID= moves its discussions there, else deletes them: a long runner
 *                              (shell §7) over its discussions, resumed with POST /calls/run; the category
 *                              itself goes with the chunk that empties it, its subcategories moving up to its parent.
 * The per-role permissions of a category are PUT /categories/{id}/permissions (dashboard's rolesRoutes.ts).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Transaction } from "kysely";
import { categoryFieldErrors, type ICategoryFields } from "@library/admin/categoryRules";
import type { Database } from "@server/db/schema";
import { isUniqueViolation } from "@server/db/uniqueViolation";
import { HttpError } from "@server/http/httpErrors";
import { defineLongRunnerBatchJob, runLongRunner } from "@server/http/longRunner";
import { requirePermission } from "@server/http/viewer";
import { allCategories, categoryApiContext, categoryTree, toApiCategory } from "./categoriesModel";
import { findBulkTargets, moveDiscussion } from "./discussionBulkModel";
import { deleteDiscussions } from "./discussionModerationModel";
import "./categoryImageMigrations";

interface ICategoryBody extends ICategoryFields {
    parentCategoryID?: number | null;
    sort?: number;
}

const idParams = { type: "object", required: ["id"], properties: { id: { type: "integer", minimum: 1 } } } as const;
const bodyProperties = {
    name: { type: "string", maxLength: 1000 },
    urlcode: { type: "string", maxLength: 1000 },
    description: { type: "string", maxLength: 10000 },
    parentCategoryID: { type: ["integer", "null"] },
    allowedDiscussionTypes: { type: ["array", "null"], items: { type: "string" }, maxItems: 20 },
    iconUrl: { type: "string", maxLength: 1000 },
    bannerUrl: { type: "string", maxLength: 1000 },
    sort: { type: "integer", minimum: 0, maximum: 100000 },
} as const;
/** Discussions moved or deleted per pass of the long runner. */
const DELETE_CHUNK = 50;

function fieldErrors(body: ICategoryBody, creating: boolean): void {
    const errors = categoryFieldErrors(body, creating);
    if (errors.length) throw new HttpError(400, errors[0]!.message, errors);
}

function parentError(message: string): HttpError {
    return new HttpError(400, message, [{ field: "parentCategoryID", message, code: "invalid" }]);
}

function urlcodeTaken(): HttpError {
    return new HttpError(400, "Another category has that URL code.", [{ field: "urlcode", message: "Another category has that URL code.", code: "unique" }]);
}

/** The category as the API shows it to an administrator (who sees them all). */
async function apiCategory(request: FastifyRequest, categoryID: number) {
    const tree = categoryTree(await allCategories(request.server.hearth.db));
    const row = tree.find((candidate) => candidate.categoryID === categoryID);
    if (!row) throw new HttpError(404, "Category not found.");
    return toApiCategory(row, await categoryApiContext(request));
}

/**
 * Puts `categoryID` at `position` among the children of `parentID` and numbers them 0, 1, 2…
 * In the caller's transaction: the same move sent ten times at once ends in the same order.
 */
async function placeAmongSiblings(trx: Transaction<Database>, categoryID: number, parentID: number | null, position: number | undefined): Promise<void> {
    const siblings = await trx
        .selectFrom("categories")
        .select("categoryID")
        .where((eb) => (parentID === null ? eb("parentCategoryID", "is", null) : eb("parentCategoryID", "=", parentID)))
        .where("categoryID", "!=", categoryID)
        .orderBy("sort")
        .orderBy("categoryID")
        .execute();
    const order = siblings.map((row) => row.categoryID);
    order.splice(Math.min(position ?? order.length, order.length), 0, categoryID);
    for (const [sort, id] of order.entries()) await trx.updateTable("categories").set({ sort }).where("categoryID", "=", id).execute();
}

async function checkParent(request: FastifyRequest, categoryID: number | null, parentID: number | null): Promise<void> {
    if (parentID === null) return;
    const rows = await allCategories(request.server.hearth.db);
    const parentOf = new Map(rows.map((row) => [row.categoryID, row.parentCategoryID]));
    if (!parentOf.has(parentID)) throw parentError("The parent category was not found.");
    // Walking up from the new parent must never reach the category itself: that would be a loop.
    for (let at: number | null = parentID; at !== null; at = parentOf.get(at) ?? null) {
        if (at === categoryID) throw parentError("A category cannot be placed inside itself or one of its subcategories.");
    }
}

function storedTypes(types: string[] | null | undefined): string | null | undefined {
    return types === undefined ? undefined : types === null ? null : JSON.stringify([...new Set(types)]);
}

export async function registerCategoryAdminRoutes(app: FastifyInstance): Promise<void> {
    const { db } = app.hearth;

    app.post<{ Body: ICategoryBody }>(
        "/api/v2/categories",
        { schema: { body: { type: "object", additionalProperties: false, required: ["name", "urlcode"], properties: bodyProperties } } },
        async (request, reply) => {
            await requirePermission(request, "site.manage");
            const body = request.body;
            fieldErrors(body, true);
            const parentID = body.parentCategoryID ?? null;
            await checkParent(request, null, parentID);
            try {
                const categoryID = await db.transaction().execute(async (trx) => {
                    const { categoryID } = await trx
                        .insertInto("categories")
                        .values({
                            name: body.name!.trim(),
                            urlcode: body.urlcode!,
                            description: body.description ?? "",
                            parentCategoryID: parentID,
                            sort: 0,
                            countDiscussions: 0,
                            countComments: 0,
                            dateInserted: new Date().toISOString(),
                            allowedDiscussionTypes: storedTypes(body.allowedDiscussionTypes) ?? null,
                            iconUrl: body.iconUrl?.trim() ?? "",
                            bannerUrl: body.bannerUrl?.trim() ?? "",
                        })
                        .returning("categoryID")
                        .executeTakeFirstOrThrow();
                    await placeAmongSiblings(trx, categoryID, parentID, body.sort);
                    return categoryID;
                });
                return reply.status(201).send(await apiCategory(request, categoryID));
            } catch (error) {
                if (isUniqueViolation(error)) throw urlcodeTaken();
                throw error;
            }
        },
    );

    app.patch<{ Params: { id: number }; Body: ICategoryBody }>(
        "/api/v2/categories/:id",
        { schema: { params: idParams, body: { type: "object", additionalProperties: false, properties: bodyProperties } } },
        async (request) => {
            await requirePermission(request, "site.manage");
            const categoryID = request.params.id;
            const current = await db.selectFrom("categories").selectAll().where("categoryID", "=", categoryID).executeTakeFirst();
            if (!current) throw new HttpError(404, "Category not found.");
            const body = request.body;
            fieldErrors(body, false);
            const parentID = body.parentCategoryID === undefined ? current.parentCategoryID : body.parentCategoryID;
            await checkParent(request, categoryID, parentID);
            try {
                await db.transaction().execute(async (trx) => {
                    const changes = {
                        ...(body.name !== undefined ? { name: body.name.trim() } : {}),
                        ...(body.urlcode !== undefined ? { urlcode: body.urlcode } : {}),
                        ...(body.description !== undefined ? { description: body.description } : {}),
                        ...(body.iconUrl !== undefined ? { iconUrl: body.iconUrl.trim() } : {}),
                        ...(body.bannerUrl !== undefined ? { bannerUrl: body.bannerUrl.trim() } : {}),
                        ...(body.allowedDiscussionTypes !== undefined ? { allowedDiscussionTypes: storedTypes(body.allowedDiscussionTypes) } : {}),
                        ...(parentID !== current.parentCategoryID ? { parentCategoryID: parentID } : {}),
                    };
                    if (Object.keys(changes).length) await trx.updateTable("categories").set(changes).where("categoryID", "=", categoryID).execute();
                    if (parentID !== current.parentCategoryID || body.sort !== undefined) await placeAmongSiblings(trx, categoryID, parentID, body.sort);
                });
            } catch (error) {
                if (isUniqueViolation(error)) throw urlcodeTaken();
                throw error;
            }
            return apiCategory(request, categoryID);
        },
    );

    defineLongRunnerBatchJob<{ categoryID: number; newCategoryID: number | null }>(
        app,
        "categories.delete",
        async (_request, ids, { categoryID, newCategoryID }) => {
            const failures = new Map<number, unknown>();
            if (newCategoryID === null) {
                await deleteDiscussions(db, ids);
            } else {
                const targets = await findBulkTargets(db, ids);
                for (const id of ids) {
                    const target = targets.get(id);
                    // Gone already (another delete or a moderator): nothing left to move.
                    if (!target || target.categoryID !== categoryID) continue;
                    try {
                        await moveDiscussion(db, target, newCategoryID, false);
                    } catch (error) {
                        failures.set(id, error);
                    }
                }
            }
            await deleteIfEmpty(db, categoryID);
            return failures;
        },
        DELETE_CHUNK,
    );

    app.delete<{ Params: { id: number }; Querystring: { newCategoryID?: number } }>(
        "/api/v2/categories/:id",
        { schema: { params: idParams, querystring: { type: "object", properties: { newCategoryID: { type: "integer", minimum: 1 } } } } },
        async (request, reply) => {
            await requirePermission(request, "site.manage");
            const categoryID = request.params.id;
            const current = await db.selectFrom("categories").select("categoryID").where("categoryID", "=", categoryID).executeTakeFirst();
            // Deleting again what is gone ends the same way (ten clicks, one deletion).
            if (!current) return reply.status(204).send();
            const newCategoryID = request.query.newCategoryID ?? null;
            if (newCategoryID !== null) {
                const message = newCategoryID === categoryID ? "Choose another category to move the discussions to." : "The category to move the discussions to was not found.";
                const target = await db.selectFrom("categories").select("categoryID").where("categoryID", "=", newCategoryID).executeTakeFirst();
                if (!target || newCategoryID === categoryID) throw new HttpError(400, message, [{ field: "newCategoryID", message, code: "invalid" }]);
            }
            const discussions = await db.selectFrom("discussions").select("discussionID").where("categoryID", "=", categoryID).orderBy("discussionID").execute();
            if (!discussions.length) {
                await deleteIfEmpty(db, categoryID);
                return reply.status(204).send();
            }
            return runLongRunner(request, reply, "categories.delete", discussions.map((row) => row.discussionID), { categoryID, newCategoryID });
        },
    );
}

/**
 * Deletes the category once no discussion is left in it: its subcategories move up to its
 * parent, its permission rows go with it. One transaction; a no-op when it still holds
 * discussions or is gone already.
 */
async function deleteIfEmpty(db: FastifyInstance["hearth"]["db"], categoryID: number): Promise<void> {
    await db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom("categories").select(["categoryID", "parentCategoryID"]).where("categoryID", "=", categoryID).executeTakeFirst();
        if (!row) return;
        const left = await trx.selectFrom("discussions").select("discussionID").where("categoryID", "=", categoryID).limit(1).executeTakeFirst();
        if (left) return;
        await trx.updateTable("categories").set({ parentCategoryID: row.parentCategoryID }).where("parentCategoryID", "=", categoryID).execute();
        await trx.deleteFrom("roleCategoryPermissions").where("categoryID", "=", categoryID).execute();
        await trx.deleteFrom("categories").where("categoryID", "=", categoryID).execute();
    });
}
