/**
 * Drafts (content §3 "Draft", §4 autosave; vanilla-openapi dashboard drafts.yml): what the
 * server stores for a member's unposted writing and what the client syncs. Shared by both sides.
 */
import type { BodyFormat } from "@library/composer/composerTypes";

export const DRAFT_RECORD_TYPES = ["discussion", "comment", "article", "event"] as const;
export type DraftRecordType = (typeof DRAFT_RECORD_TYPES)[number];

export const DRAFT_STATUSES = ["draft", "scheduled", "error"] as const;
export type DraftStatus = (typeof DRAFT_STATUSES)[number];

export const PIN_LOCATIONS = ["none", "category", "recent"] as const;
export type PinLocation = (typeof PIN_LOCATIONS)[number];

/** Content §3 "Discussion draft meta". */
export interface IDiscussionDraftMeta {
    name?: string;
    postMeta?: Record<string, unknown>;
    tagIDs?: number[];
    newTagNames?: string[];
    /** Default "none". */
    pinLocation?: PinLocation;
    /** Default false. */
    pinned?: boolean;
    categoryID?: number;
    postTypeID?: string;
}

/** Content §3 "Comment draft meta": without commentPath a top-level comment draft, with it a reply draft. */
export interface ICommentDraftMeta {
    commentPath?: string;
    commentParentID?: number;
    format?: BodyFormat;
}

/** Content §3 "Draft attributes". */
export interface IDraftAttributes {
    body: string;
    /** Default rich2. */
    format: BodyFormat;
    draftType?: DraftRecordType;
    draftMeta?: IDiscussionDraftMeta | ICommentDraftMeta;
    /** ISO time of the last save, from the client's clock (the autosave rules compare it). */
    lastSaved?: string;
    groupID?: number;
    name?: string;
}

export interface IDraft {
    draftID: number;
    recordType: DraftRecordType;
    /** The record being edited, when the draft edits an existing post; else null. */
    recordID: number | null;
    parentRecordType: string | null;
    parentRecordID: number | null;
    attributes: IDraftAttributes;
    draftStatus: DraftStatus;
    dateScheduled: string | null;
    /** Set when draftStatus is "error": why publishing failed. */
    error?: string | null;
    insertUserID: number;
    updateUserID: number;
    dateInserted: string;
    dateUpdated: string;
    /** Where the member edits it (content §2 create-post forms / draft-available links). */
    editUrl: string;
    /** Grows by one on every save: sent back as If-Match so a stale save is refused (409), never silent. */
    revision: number;
}

/** POST /drafts. */
export interface IDraftPost {
    recordType: DraftRecordType;
    recordID?: number | null;
    parentRecordType?: string | null;
    parentRecordID?: number | null;
    attributes: IDraftAttributes;
}

/** PATCH /drafts/{id}: the draft body without draftID. */
export type IDraftPatch = Partial<IDraftPost>;
