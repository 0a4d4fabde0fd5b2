/**
 * Draft validation shared by the client and the server (content §5 "Drafts"): the same rules
 * decide what the client sends and what the server accepts, so a draft the client saves is never
 * refused for a rule it did not know.
 *
 *   normalizeDraftMeta(recordType, meta)  → {ok: true, meta} | {ok: false, reason}
 *       A discussion draft's meta is accepted only with a name, post meta, tags, tag IDs or a
 *       pin location; the legacy `announce` (0 none, 1 category, anything else recent) becomes
 *       pinLocation. A comment draft's meta keeps commentPath, commentParentID and format.
 *   isEmptyDraftBody(body, format)        → true when there is nothing worth keeping
 *       (a comment draft with an empty body is not created).
 *   draftLocationProblem(parentRecordType, parentRecordID) → why a location is invalid, or null
 *       (an ID without a type is invalid).
 *
 * Free of DOM and Node imports: the browser bundle imports it.
 */
import { BODY_FORMATS, type BodyFormat } from "@library/composer/composerTypes";
import { PIN_LOCATIONS, type DraftRecordType, type ICommentDraftMeta, type IDiscussionDraftMeta, type PinLocation } from "@library/drafts/draftTypes";
import { isEmptyRich2, parseRich2 } from "@library/composer/rich2";

/** The longest draft body: the comment body limit (vanilla's MAX_COMMENT_LENGTH), so every draft can be posted. */
export const MAX_DRAFT_BODY_LENGTH = 50_000;

export type DraftMetaResult = { ok: true; meta: IDiscussionDraftMeta | ICommentDraftMeta } | { ok: false; reason: string };

/** A legacy discussion draft's `announce` as a pin location: 0 none, 1 category, anything else recent. */
export function pinLocationOfAnnounce(announce: unknown): PinLocation {
    if (announce === 0 || announce === "0" || announce === false) return "none";
    if (announce === 1 || announce === "1" || announce === true) return "category";
    return "recent";
}

function isRecord(value: unknown): value is Record<string, unknown> {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}

function positiveIntegers(value: unknown): number[] | undefined {
    if (!Array.isArray(value)) return undefined;
    return value.filter((item): item is number => Number.isInteger(item) && item > 0);
}

function strings(value: unknown): string[] | undefined {
    if (!Array.isArray(value)) return undefined;
    return value.filter((item): item is string => typeof item === "string" && item.trim() !== "").map((item) => item.trim());
}

function normalizeDiscussionMeta(meta: Record<string, unknown>): DraftMetaResult {
    const result: IDiscussionDraftMeta = {};
    if (typeof meta.name === "string" && meta.name.trim() !== "") result.name = meta.name;
    if (isRecord(meta.postMeta) && Object.keys(meta.postMeta).length) result.postMeta = meta.postMeta;
    const tagIDs = positiveIntegers(meta.tagIDs);
    if (tagIDs?.length) result.tagIDs = tagIDs;
    const newTagNames = strings(meta.newTagNames);
    if (newTagNames?.length) result.newTagNames = newTagNames;
    if (typeof meta.pinLocation === "string" && (PIN_LOCATIONS as readonly string[]).includes(meta.pinLocation)) {
        result.pinLocation = meta.pinLocation as PinLocation;
    } else if ("announce" in meta && meta.announce !== undefined && meta.announce !== null) {
        result.pinLocation = pinLocationOfAnnounce(meta.announce);
    }
    const hasContent = result.name !== undefined || result.postMeta !== undefined || result.tagIDs !== undefined || result.newTagNames !== undefined || result.pinLocation !== undefined;
    if (!hasContent) return { ok: false, reason: "A discussion draft's meta needs a name, post meta, tags or a pin location." };
    if (typeof meta.pinned === "boolean") result.pinned = meta.pinned;
    else if (result.pinLocation) result.pinned = result.pinLocation !== "none";
    if (Number.isInteger(meta.categoryID) && (meta.categoryID as number) > 0) result.categoryID = meta.categoryID as number;
    if (typeof meta.postTypeID === "string" && meta.postTypeID !== "") result.postTypeID = meta.postTypeID;
    return { ok: true, meta: result };
}

function normalizeCommentMeta(meta: Record<string, unknown>): DraftMetaResult {
    const result: ICommentDraftMeta = {};
    if (typeof meta.commentPath === "string" && meta.commentPath !== "") result.commentPath = meta.commentPath;
    if (Number.isInteger(meta.commentParentID) && (meta.commentParentID as number) > 0) result.commentParentID = meta.commentParentID as number;
    if (typeof meta.format === "string" && (BODY_FORMATS as readonly string[]).includes(meta.format)) result.format = meta.format as BodyFormat;
    if (result.commentParentID !== undefined && result.commentPath === undefined) {
        return { ok: false, reason: "A reply draft's meta needs its commentPath." };
    }
    return { ok: true, meta: result };
}

/** Validates and normalises a draft's `draftMeta` for its record type (see the module comment). */
export function normalizeDraftMeta(recordType: DraftRecordType | string, meta: unknown): DraftMetaResult {
    if (!isRecord(meta)) return { ok: false, reason: "Draft meta must be an object." };
    if (recordType === "comment") return normalizeCommentMeta(meta);
    if (recordType === "discussion") return normalizeDiscussionMeta(meta);
    // Other post types (article, event …) keep their meta as their add-on wrote it.
    return { ok: true, meta: meta as IDiscussionDraftMeta };
}

/** Whether a draft body holds nothing worth keeping: blank text, or a rich2 document without text or media. */
export function isEmptyDraftBody(body: string, format: BodyFormat | string): boolean {
    if (body.trim() === "") return true;
    if (format !== "rich2") return false;
    try {
        return isEmptyRich2(parseRich2(body));
    } catch {
        return false; // unreadable is not empty: the server's validateBody says what is wrong
    }
}

/** Why a draft's location is invalid (an ID without a type), or null when it is fine. */
export function draftLocationProblem(parentRecordType: string | null | undefined, parentRecordID: number | null | undefined): string | null {
    if (parentRecordID !== null && parentRecordID !== undefined && !parentRecordType) return "A draft's parentRecordID needs its parentRecordType.";
    return null;
}
