/**
 * The collections calls (shell §7 "Other") as cached look-ups in the one RTK Query cache
 * (lookupApi, DESIGN.md §3), injected from here: GET /collections, GET /collections/by-resource,
 * and the two changes the "Add to collection" form makes, POST /collections and
 * PUT /collections/by-resource. A change invalidates the cached lists, so the next look
 * (reopening the form) shows what the server now holds.
 */
import type { IApiError } from "@library/api/apiErrors";
import { lookupApi } from "@library/api/lookupApi";
import type { ICollection, ICollectionRecordRef } from "@vanilla/collections/collectionTypes";

/** The form lists up to this many collections (the server's page limit allows 500). */
export const COLLECTIONS_LIST_LIMIT = 100;

const COLLECTIONS_TAG = "Collections";

export interface ISetRecordCollections {
    record: ICollectionRecordRef;
    collectionIDs: number[];
}

/** A change through the API client; a failure becomes the serialisable IApiError the cache keeps. */
async function send<T>(call: (client: typeof import("@library/api/apiv2").apiv2) => Promise<{ data: T }>): Promise<{ data: T } | { error: IApiError }> {
    const [{ apiv2 }, { toApiError }] = await Promise.all([import("@library/api/apiv2"), import("@library/api/apiErrors")]);
    try {
        return { data: (await call(apiv2)).data };
    } catch (error) {
        const { message, status, errors, description } = toApiError(error);
        return { error: { message, status, errors, ...(description ? { description } : {}) } };
    }
}

export const collectionsApi = lookupApi.enhanceEndpoints({ addTagTypes: [COLLECTIONS_TAG] }).injectEndpoints({
    endpoints: (build) => ({
        getCollections: build.query<ICollection[], void>({
            query: () => ({ url: "/collections", params: { limit: COLLECTIONS_LIST_LIMIT } }),
            providesTags: [COLLECTIONS_TAG],
        }),
        getCollectionsByResource: build.query<ICollection[], ICollectionRecordRef>({
            query: ({ recordID, recordType }) => ({ url: "/collections/by-resource", params: { recordID, recordType } }),
            providesTags: [COLLECTIONS_TAG],
        }),
        createCollection: build.mutation<ICollection, { name: string; records: ICollectionRecordRef[] }>({
            queryFn: (body) => send((client) => client.post<ICollection>("/collections", body)),
            invalidatesTags: [COLLECTIONS_TAG],
        }),
        /**
         * Shell §7: the record's collections are first cleared with an empty list, then set.
         * The set is not sent when the clear failed, so a failure leaves at most "in none".
         */
        setRecordCollections: build.mutation<ICollection[], ISetRecordCollections>({
            queryFn: async ({ record, collectionIDs }) => {
                const cleared = await send((client) => client.put<ICollection[]>("/collections/by-resource", { record, collectionIDs: [] }));
                if ("error" in cleared || collectionIDs.length === 0) return cleared;
                return send((client) => client.put<ICollection[]>("/collections/by-resource", { record, collectionIDs }));
            },
            invalidatesTags: [COLLECTIONS_TAG],
        }),
    }),
});

export const { useGetCollectionsQuery, useGetCollectionsByResourceQuery, useCreateCollectionMutation, useSetRecordCollectionsMutation } = collectionsApi;
