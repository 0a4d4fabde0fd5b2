/**
 * Collections (shell §3 "Collection", §7) in Vanilla's shapes (vanilla-openapi collections.yml):
 * shared by the "Add to collection" form and the server's routes.
 */

/** The record types a collection holds here: Vanilla's list also has articles, groups, events… which this forum does not have. */
export const COLLECTION_RECORD_TYPES = ["discussion", "comment"] as const;
export type CollectionRecordType = (typeof COLLECTION_RECORD_TYPES)[number];

/** Vanilla's limits: a name of 1–255 characters, at most 30 records per collection. */
export const MAX_COLLECTION_NAME_LENGTH = 255;
export const MAX_COLLECTION_RECORDS = 30;

export interface ICollectionRecordRef {
    recordID: number;
    recordType: CollectionRecordType;
}

export interface ICollectionRecord extends ICollectionRecordRef {
    sort: number | null;
    dateAddedToCollection: string;
    /** GET /collections/{id} only: the record itself (a discussion or a comment fragment). */
    record?: Record<string, unknown>;
}

export interface ICollection {
    collectionID: number;
    name: string;
    dateInserted: string;
    dateUpdated: string | null;
    insertUserID: number;
    updateUserID: number | null;
    records: ICollectionRecord[];
}
