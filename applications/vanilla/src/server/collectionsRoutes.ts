/**
 * Collections (shell §3 "Collection", §7; content §6 "add to collection"), in Vanilla's shapes
 * (vanilla-openapi collections.yml):
 *   GET    /api/v2/collections                 page, limit (20), name → collections, paging headers
 *   GET    /api/v2/collections/{id}            → the collection, each record with its `record` fragment
 *   POST   /api/v2/collections                 {name, records} → 201 the collection
 *   PATCH  /api/v2/collections/{id}            {name?, records?} → the collection
 *   DELETE /api/v2/collections/{id}            → 204
 *   GET    /api/v2/collections/by-resource     recordID, recordType → the collections holding it
 *   PUT    /api/v2/collections/by-resource     {record, collectionIDs} → the collections now holding it
 * Anyone may read collections, but only the records they may see are listed. Changes need
 * community.manage (global or on a category; for a record, on its category) and a signed-in
 * viewer (403 otherwise); bad bodies are 400 with field errors. Vanilla's PUT answers with one
 * collection's content; ours answers like the GET, which is what the client needs to redraw.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { isUniqueViolation } from "@server/db/uniqueViolation";
import { HttpError } from "@server/http/httpErrors";
import { setPagingHeaders } from "@server/http/paging";
import { getViewer } from "@server/http/viewer";
import { hasPermission } from "@library/users/permissions";
import {
    COLLECTION_RECORD_TYPES,
    MAX_COLLECTION_NAME_LENGTH,
    MAX_COLLECTION_RECORDS,
    type ICollection,
    type ICollectionRecordRef,
} from "@vanilla/collections/collectionTypes";
import {
    collectionNameTaken,
    collectionsOfRecord,
    createCollection,
    deleteCollection,
    existingCollectionIDs,
    getCollection,
    listCollections,
    recordCounts,
    recordKey,
    setRecordCollections,
    updateCollection,
    visibleRecordKeys,
} from "./collectionsModel";
import { getDiscussion } from "./discussionsModel";
import { permissionProblem, signedInOnly } from "./routeGuards";

const idParamsSchema = { type: "object", required: ["id"], properties: { id: { type: "integer", minimum: 1 } } } as const;

const recordSchema = {
    type: "object",
    required: ["recordID", "recordType"],
    properties: {
        recordID: { type: "integer", minimum: 1 },
        recordType: { type: "string", enum: COLLECTION_RECORD_TYPES },
        sort: { type: ["integer", "null"] },
    },
} as const;

const nameSchema = { type: "string", minLength: 1, maxLength: MAX_COLLECTION_NAME_LENGTH } as const;
const recordsSchema = { type: "array", maxItems: MAX_COLLECTION_RECORDS, items: recordSchema } as const;

const listQuerySchema = {
    type: "object",
    properties: {
        page: { type: "integer", minimum: 1, default: 1 },
        limit: { type: "integer", minimum: 1, maximum: 500, default: 20 },
        name: nameSchema,
    },
} as const;

const byResourceQuerySchema = {
    type: "object",
    required: ["recordID", "recordType"],
    properties: { recordID: { type: "integer", minimum: 1 }, recordType: { type: "string", enum: COLLECTION_RECORD_TYPES } },
} as const;

const postBodySchema = { type: "object", required: ["name", "records"], properties: { name: nameSchema, records: recordsSchema } } as const;
const patchBodySchema = { type: "object", properties: { name: nameSchema, records: recordsSchema } } as const;
const putByResourceBodySchema = {
    type: "object",
    required: ["record", "collectionIDs"],
    properties: { record: recordSchema, collectionIDs: { type: "array", maxItems: 500, items: { type: "integer", minimum: 1 } } },
} as const;

function fieldError(field: string, message: string, code: string): HttpError {
    return new HttpError(400, message, [{ field, message, code, status: 400 }]);
}

function refOf(record: ICollectionRecordRef): ICollectionRecordRef {
    return { recordID: record.recordID, recordType: record.recordType };
}

/** The category each record lives in (a comment's is its discussion's); absent = no such record. */
async function recordCategories(request: FastifyRequest, refs: ICollectionRecordRef[]): Promise<Map<string, number>> {
    const { db } = request.server.hearth;
    const categories = new Map<string, number>();
    const discussionIDs = refs.filter((ref) => ref.recordType === "discussion").map((ref) => ref.recordID);
    const commentIDs = refs.filter((ref) => ref.recordType === "comment").map((ref) => ref.recordID);
    if (discussionIDs.length) {
        for (const row of await db.selectFrom("discussions").select(["discussionID", "categoryID"]).where("discussionID", "in", discussionIDs).execute()) {
            categories.set(recordKey({ recordType: "discussion", recordID: row.discussionID }), row.categoryID);
        }
    }
    if (commentIDs.length) {
        const rows = await db
            .selectFrom("comments")
            .innerJoin("discussions", "discussions.discussionID", "comments.discussionID")
            .select(["comments.commentID", "discussions.categoryID"])
            .where("comments.commentID", "in", commentIDs)
            .where("comments.dateDeleted", "is", null)
            .execute();
        for (const row of rows) categories.set(recordKey({ recordType: "comment", recordID: row.commentID }), row.categoryID);
    }
    return categories;
}

/**
 * Refuses records that do not exist (400 on `field`) and records the viewer may not put in a
 * collection (403): community.manage, global or on the record's category (content §6).
 */
async function checkRecords(request: FastifyRequest, refs: ICollectionRecordRef[], field: string): Promise<void> {
    if (refs.length === 0) return;
    const { permissions } = await getViewer(request);
    const categories = await recordCategories(request, refs);
    const unknown = refs.filter((ref) => !categories.has(recordKey(ref)));
    if (unknown.length) throw fieldError(field, `Unknown records: ${unknown.map(recordKey).join(", ")}.`, "exists");
    for (const ref of refs) {
        const resourceID = categories.get(recordKey(ref));
        if (!hasPermission(permissions, "community.manage", { resourceID, mode: "globalOrResource" })) throw permissionProblem("community.manage");
    }
}

/**
 * Every change needs a signed-in viewer with community.manage somewhere (global or on a
 * category): checked before the body, so whatever such a viewer sends the answer is 403.
 */
async function collectionManagersOnly(request: FastifyRequest): Promise<void> {
    await signedInOnly(request);
    const { permissions } = await getViewer(request);
    if (!hasPermission(permissions, "community.manage", { mode: "globalOrResource" })) throw permissionProblem("community.manage");
}

/** The record's fragment for GET /collections/{id}: the discussion, or a small comment fragment. */
async function recordFragment(request: FastifyRequest, ref: ICollectionRecordRef): Promise<Record<string, unknown>> {
    if (ref.recordType === "discussion") return { ...(await getDiscussion(request, ref.recordID, ["insertUser"])) };
    const row = await request.server.hearth.db
        .selectFrom("comments")
        .innerJoin("discussions", "discussions.discussionID", "comments.discussionID")
        .select(["comments.commentID", "comments.discussionID", "comments.insertUserID", "comments.dateInserted", "discussions.name"])
        .where("comments.commentID", "=", ref.recordID)
        .executeTakeFirstOrThrow();
    return { ...row, url: `/discussion/comment/${row.commentID}` };
}

async function mustGetCollection(request: FastifyRequest, collectionID: number): Promise<ICollection> {
    const collection = await getCollection(request, collectionID);
    if (!collection) throw new HttpError(404, "Collection not found.");
    return collection;
}

function trimmedName(name: string | undefined): string | undefined {
    if (name === undefined) return undefined;
    const trimmed = name.trim();
    if (!trimmed) throw fieldError("name", "The name cannot be blank.", "minLength");
    return trimmed;
}

export async function registerCollectionsRoutes(app: FastifyInstance): Promise<void> {
    const { db } = app.hearth;

    app.get<{ Querystring: { page: number; limit: number; name?: string } }>("/api/v2/collections", { schema: { querystring: listQuerySchema } }, async (request, reply) => {
        const { page, limit, name } = request.query;
        const { collections, total } = await listCollections(request, { page, limit, name });
        setPagingHeaders(request, reply, { page, limit, total });
        return collections;
    });

    app.get<{ Querystring: ICollectionRecordRef }>("/api/v2/collections/by-resource", { schema: { querystring: byResourceQuerySchema } }, async (request) => {
        const ref = refOf(request.query);
        await requireVisibleRecord(request, ref);
        return collectionsOfRecord(request, ref);
    });

    app.put<{ Body: { record: ICollectionRecordRef; collectionIDs: number[] } }>(
        "/api/v2/collections/by-resource",
        { schema: { body: putByResourceBodySchema }, preValidation: collectionManagersOnly },
        async (request) => {
            const ref = refOf(request.body.record);
            await checkRecords(request, [ref], "record");
            const collectionIDs = [...new Set(request.body.collectionIDs)];
            const existing = await existingCollectionIDs(db, collectionIDs);
            const unknown = collectionIDs.filter((id) => !existing.has(id));
            if (unknown.length) throw fieldError("collectionIDs", `Unknown collections: ${unknown.join(", ")}.`, "exists");
            const current = new Set((await collectionsOfRecord(request, ref)).map((collection) => collection.collectionID));
            const counts = await recordCounts(db, collectionIDs);
            const full = collectionIDs.filter((id) => !current.has(id) && (counts.get(id) ?? 0) >= MAX_COLLECTION_RECORDS);
            if (full.length) throw fieldError("collectionIDs", `A collection holds at most ${MAX_COLLECTION_RECORDS} records: ${full.join(", ")} is full.`, "maxItems");
            await setRecordCollections(db, ref, collectionIDs);
            return collectionsOfRecord(request, ref);
        },
    );

    app.get<{ Params: { id: number } }>("/api/v2/collections/:id", { schema: { params: idParamsSchema } }, async (request) => {
        const collection = await mustGetCollection(request, request.params.id);
        const records = await Promise.all(collection.records.map(async (record) => ({ ...record, record: await recordFragment(request, record) })));
        return { ...collection, records };
    });

    app.post<{ Body: { name: string; records: ICollectionRecordRef[] } }>(
        "/api/v2/collections",
        { schema: { body: postBodySchema }, preValidation: collectionManagersOnly },
        async (request, reply) => {
            const { user } = await getViewer(request);
            const name = trimmedName(request.body.name) as string;
            const records = request.body.records.map(refOf);
            await checkRecords(request, records, "records");
            if (await collectionNameTaken(db, name)) throw nameTaken();
            const collectionID = await uniqueName(createCollection(db, { name, records, userID: user.userID }));
            reply.code(201);
            return mustGetCollection(request, collectionID);
        },
    );

    app.patch<{ Params: { id: number }; Body: { name?: string; records?: ICollectionRecordRef[] } | undefined }>(
        "/api/v2/collections/:id",
        { schema: { params: idParamsSchema, body: patchBodySchema }, preValidation: collectionManagersOnly },
        async (request) => {
            const { user } = await getViewer(request);
            const { id } = request.params;
            await mustGetCollection(request, id);
            const name = trimmedName(request.body?.name);
            const records = request.body?.records?.map(refOf);
            if (records) await checkRecords(request, records, "records");
            if (name !== undefined && (await collectionNameTaken(db, name, id))) throw nameTaken();
            await uniqueName(updateCollection(db, id, { name, records }, user.userID));
            return mustGetCollection(request, id);
        },
    );

    app.delete<{ Params: { id: number } }>("/api/v2/collections/:id", { schema: { params: idParamsSchema }, preValidation: collectionManagersOnly }, async (request, reply) => {
        if (!(await deleteCollection(db, request.params.id))) throw new HttpError(404, "Collection not found.");
        return reply.code(204).send();
    });
}

function nameTaken(): HttpError {
    return fieldError("name", "A collection with this name already exists.", "unique");
}

/**
 * The check above answers the usual case with a clear message; two requests for one name at
 * once both pass it, and the unique index on lower(name) refuses the second: the same answer.
 */
async function uniqueName<T>(write: Promise<T>): Promise<T> {
    try {
        return await write;
    } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
    }
}

/** 404 for a record that does not exist, 403 for one the viewer may not see. */
async function requireVisibleRecord(request: FastifyRequest, ref: ICollectionRecordRef): Promise<void> {
    const categories = await recordCategories(request, [ref]);
    if (!categories.has(recordKey(ref))) throw new HttpError(404, ref.recordType === "discussion" ? "Discussion not found." : "Comment not found.");
    if (!(await visibleRecordKeys(request, [ref])).has(recordKey(ref))) throw new HttpError(403, `You don't have permission to view this ${ref.recordType}.`);
}
