/**
 * Queries behind the collections calls (shell §3 "Collection", §7). The tables come from
 * vanilla's migration 2026_11_24_700 (types in ./schema.ts). Deleting a discussion deletes its
 * and its comments' records (deleteDiscussionIn); every read still goes through
 * visibleRecordKeys, which also hides records the viewer may not see.
 */
import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { CollectionsTable } from "./schema";
import { lockRow } from "@server/db/rowLock";
import type { Database } from "@server/db/schema";
import type { CollectionRecordType, ICollection, ICollectionRecord, ICollectionRecordRef } from "@vanilla/collections/collectionTypes";
import { viewableCategories } from "./categoriesModel";

/** "discussion:12": one key per record, for sets. */
export function recordKey(ref: { recordType: string; recordID: number }): string {
    return `${ref.recordType}:${ref.recordID}`;
}

/**
 * The keys of the records among `refs` that exist and the viewer may see: a discussion in a
 * category with discussions.view, a comment (not deleted) of such a discussion.
 */
export async function visibleRecordKeys(request: FastifyRequest, refs: Array<{ recordType: string; recordID: number }>): Promise<Set<string>> {
    const { db } = request.server.hearth;
    const visible = new Set<string>();
    const categoryIDs = (await viewableCategories(request)).map((category) => category.categoryID);
    if (categoryIDs.length === 0) return visible;
    const ids = (type: CollectionRecordType) => [...new Set(refs.filter((ref) => ref.recordType === type).map((ref) => ref.recordID))];
    const discussionIDs = ids("discussion");
    if (discussionIDs.length) {
        const rows = await db.selectFrom("discussions").select("discussionID").where("discussionID", "in", discussionIDs).where("categoryID", "in", categoryIDs).execute();
        for (const row of rows) visible.add(recordKey({ recordType: "discussion", recordID: row.discussionID }));
    }
    const commentIDs = ids("comment");
    if (commentIDs.length) {
        const rows = await db
            .selectFrom("comments")
            .innerJoin("discussions", "discussions.discussionID", "comments.discussionID")
            .select("comments.commentID")
            .where("comments.commentID", "in", commentIDs)
            .where("comments.dateDeleted", "is", null)
            .where("discussions.categoryID", "in", categoryIDs)
            .execute();
        for (const row of rows) visible.add(recordKey({ recordType: "comment", recordID: row.commentID }));
    }
    return visible;
}

/** The collections' records, in each collection's order (sort, then the order they were added). */
async function recordsByCollection(db: Kysely<Database>, collectionIDs: number[]): Promise<Map<number, ICollectionRecord[]>> {
    const byCollection = new Map<number, ICollectionRecord[]>();
    if (collectionIDs.length === 0) return byCollection;
    const rows = await db
        .selectFrom("collectionRecords")
        .selectAll()
        .where("collectionID", "in", collectionIDs)
        .orderBy("collectionID")
        .orderBy("sort")
        .orderBy("dateAddedToCollection")
        .orderBy("recordID")
        .execute();
    for (const { collectionID, recordType, recordID, sort, dateAddedToCollection } of rows) {
        const record: ICollectionRecord = { recordID, recordType: recordType as CollectionRecordType, sort, dateAddedToCollection };
        byCollection.set(collectionID, [...(byCollection.get(collectionID) ?? []), record]);
    }
    return byCollection;
}

/** Collections in the API's shape, with only the records the viewer may see. */
async function toApiCollections(request: FastifyRequest, rows: Array<Omit<CollectionsTable, "collectionID"> & { collectionID: number }>): Promise<ICollection[]> {
    const records = await recordsByCollection(request.server.hearth.db, rows.map((row) => row.collectionID));
    const visible = await visibleRecordKeys(request, [...records.values()].flat());
    return rows.map((row) => ({ ...row, records: (records.get(row.collectionID) ?? []).filter((record) => visible.has(recordKey(record))) }));
}

/** A page of collections by name, and the total for the paging headers. */
export async function listCollections(request: FastifyRequest, query: { page: number; limit: number; name?: string }): Promise<{ collections: ICollection[]; total: number }> {
    let base = request.server.hearth.db.selectFrom("collections");
    if (query.name) base = base.where("name", "=", query.name);
    const { count } = await base.select((eb) => eb.fn.countAll<string | number>().as("count")).executeTakeFirstOrThrow();
    const rows = await base
        .selectAll()
        .orderBy("name")
        .orderBy("collectionID")
        .limit(query.limit)
        .offset((query.page - 1) * query.limit)
        .execute();
    return { collections: await toApiCollections(request, rows), total: Number(count) };
}

/** One collection, or undefined. */
export async function getCollection(request: FastifyRequest, collectionID: number): Promise<ICollection | undefined> {
    const row = await request.server.hearth.db.selectFrom("collections").selectAll().where("collectionID", "=", collectionID).executeTakeFirst();
    return row ? (await toApiCollections(request, [row]))[0] : undefined;
}

/** The collections holding the record, by name. */
export async function collectionsOfRecord(request: FastifyRequest, ref: ICollectionRecordRef): Promise<ICollection[]> {
    const rows = await request.server.hearth.db
        .selectFrom("collections")
        .selectAll("collections")
        .where("collectionID", "in", (eb) =>
            eb.selectFrom("collectionRecords").select("collectionRecords.collectionID").where("recordType", "=", ref.recordType).where("recordID", "=", ref.recordID),
        )
        .orderBy("name")
        .orderBy("collectionID")
        .execute();
    return toApiCollections(request, rows);
}

/** The IDs among `collectionIDs` that exist. */
export async function existingCollectionIDs(db: Kysely<Database>, collectionIDs: number[]): Promise<Set<number>> {
    if (collectionIDs.length === 0) return new Set();
    const rows = await db.selectFrom("collections").select("collectionID").where("collectionID", "in", collectionIDs).execute();
    return new Set(rows.map((row) => row.collectionID));
}

/** Whether another collection already has this name (case-insensitive). */
export async function collectionNameTaken(db: Kysely<Database>, name: string, exceptID?: number): Promise<boolean> {
    let select = db
        .selectFrom("collections")
        .select("collectionID")
        .where((eb) => eb(eb.fn("lower", ["name"]), "=", name.toLowerCase()));
    if (exceptID !== undefined) select = select.where("collectionID", "!=", exceptID);
    return (await select.executeTakeFirst()) !== undefined;
}

/** How many records each of the collections holds. */
export async function recordCounts(db: Kysely<Database>, collectionIDs: number[]): Promise<Map<number, number>> {
    const counts = new Map<number, number>();
    if (collectionIDs.length === 0) return counts;
    const rows = await db
        .selectFrom("collectionRecords")
        .select(["collectionID", (eb) => eb.fn.countAll<string | number>().as("n")])
        .where("collectionID", "in", collectionIDs)
        .groupBy("collectionID")
        .execute();
    for (const row of rows) counts.set(row.collectionID, Number(row.n));
    return counts;
}

function uniqueRefs(records: ICollectionRecordRef[]): ICollectionRecordRef[] {
    const seen = new Set<string>();
    return records.filter((record) => !seen.has(recordKey(record)) && seen.add(recordKey(record)));
}

/** Creates a collection with its records; returns its ID. */
export async function createCollection(db: Kysely<Database>, values: { name: string; records: ICollectionRecordRef[]; userID: number; now?: string }): Promise<number> {
    const now = values.now ?? new Date().toISOString();
    return db
        .transaction()
        .execute(async (trx) => {
            const { collectionID } = await trx
                .insertInto("collections")
                .values({ name: values.name, dateInserted: now, dateUpdated: null, insertUserID: values.userID, updateUserID: null })
                .returning("collectionID")
                .executeTakeFirstOrThrow();
            const records = uniqueRefs(values.records).map((record, sort) => ({ collectionID, ...record, sort, dateAddedToCollection: now }));
            if (records.length) await trx.insertInto("collectionRecords").values(records).execute();
            return collectionID;
        });
}

/**
 * Renames a collection and/or replaces its records (records kept keep their date added). The
 * collection's row is locked first, so two replacements at once run one after the other.
 */
export async function updateCollection(db: Kysely<Database>, collectionID: number, change: { name?: string; records?: ICollectionRecordRef[] }, userID: number): Promise<void> {
    const now = new Date().toISOString();
    await db
        .transaction()
        .execute(async (trx) => {
            if (!(await lockRow(trx, "collections", "collectionID", collectionID))) return;
            await trx
                .updateTable("collections")
                .set({ ...(change.name !== undefined ? { name: change.name } : {}), dateUpdated: now, updateUserID: userID })
                .where("collectionID", "=", collectionID)
                .execute();
            if (change.records === undefined) return;
            const before = await trx.selectFrom("collectionRecords").selectAll().where("collectionID", "=", collectionID).execute();
            const added = new Map(before.map((row) => [recordKey(row), row.dateAddedToCollection]));
            await trx.deleteFrom("collectionRecords").where("collectionID", "=", collectionID).execute();
            const records = uniqueRefs(change.records).map((record, sort) => ({ collectionID, ...record, sort, dateAddedToCollection: added.get(recordKey(record)) ?? now }));
            if (records.length) await trx.insertInto("collectionRecords").values(records).execute();
        });
}

/** Deletes a collection (its records go with it: foreign key); false when it did not exist (any more). */
export async function deleteCollection(db: Kysely<Database>, collectionID: number): Promise<boolean> {
    const result = await db.deleteFrom("collections").where("collectionID", "=", collectionID).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
}

/**
 * Puts the record in exactly `collectionIDs` (which must exist): taken out of the others, added
 * at the end of the new ones, left where it is in the ones it was already in. The wanted
 * collections are locked first (in ID order), so the same call sent twice at once adds once.
 */
export async function setRecordCollections(db: Kysely<Database>, ref: ICollectionRecordRef, collectionIDs: number[], now = new Date().toISOString()): Promise<void> {
    const wanted = [...new Set(collectionIDs)];
    await db
        .transaction()
        .execute(async (trx) => {
            for (const collectionID of [...wanted].sort((a, b) => a - b)) await lockRow(trx, "collections", "collectionID", collectionID);
            const current = await trx.selectFrom("collectionRecords").select("collectionID").where("recordType", "=", ref.recordType).where("recordID", "=", ref.recordID).execute();
            const had = new Set(current.map((row) => row.collectionID));
            const removed = [...had].filter((id) => !wanted.includes(id));
            if (removed.length) {
                await trx.deleteFrom("collectionRecords").where("recordType", "=", ref.recordType).where("recordID", "=", ref.recordID).where("collectionID", "in", removed).execute();
            }
            for (const collectionID of wanted.filter((id) => !had.has(id))) {
                const last = await trx
                    .selectFrom("collectionRecords")
                    .select((eb) => eb.fn.max("sort").as("sort"))
                    .where("collectionID", "=", collectionID)
                    .executeTakeFirst();
                const sort = last?.sort === null || last?.sort === undefined ? 0 : Number(last.sort) + 1;
                await trx.insertInto("collectionRecords").values({ collectionID, ...ref, sort, dateAddedToCollection: now }).execute();
            }
            const touched = [...removed, ...wanted.filter((id) => !had.has(id))];
            if (touched.length) await trx.updateTable("collections").set({ dateUpdated: now }).where("collectionID", "in", touched).execute();
        });
}
