/**
 * Draft validation and shaping before a draft leaves the device (content §5 "Drafts", §3 meta).
 * Pure functions, shared by the autosave engine and anything that posts drafts:
 *
 * - `discussionDraftMeta(meta)`: the meta a discussion draft may carry, or null when it has
 *   none of name, post meta, tags, tag IDs or pin location (the caller logs "Invalid draft meta").
 *   A legacy `announce` (0 none, 1 category, anything else recent) becomes `pinLocation`.
 * - `hasBody(attributes)`: whether a body holds text; a comment draft without it is not created.
 * - `sendableBody(body)`: a rich2 document (object) becomes its JSON string; strings pass.
 * - `parseDraftAttributes(value)`: a server draft's attributes, or null when their structure is
 *   unknown (the caller logs "Draft attributes contain unknown structure").
 *
 * The meta rule duplicates draftsrv's draftMeta.ts `normalizeDraftMeta` (written in parallel);
 * once both are on main, `discussionDraftMeta` should call it so one rule decides both sides.
 */
import { BODY_FORMATS, type BodyFormat } from "@library/composer/composerTypes";
import { PIN_LOCATIONS, type IDiscussionDraftMeta, type IDraftAttributes, type PinLocation } from "@library/drafts/draftTypes";

/** Content §3: legacy drafts carry announce 0 (none), 1 (category), anything else (recent). */
export function pinLocationFromAnnounce(announce: unknown): PinLocation {
    if (announce === 0 || announce === "0" || announce === false) return "none";
    if (announce === 1 || announce === "1") return "category";
    return "recent";
}

function isRecord(value: unknown): value is Record<string, unknown> {
    return !!value && typeof value === "object" && !Array.isArray(value);
}

function isIDList(value: unknown): value is number[] {
    return Array.isArray(value) && value.every((id) => Number.isInteger(id) && (id as number) > 0);
}

/**
 * The accepted discussion draft meta, or null (content §5: accepted only with a name, post meta,
 * tags, tag IDs or a pin location). Unknown keys are dropped; legacy `announce` is mapped.
 */
export function discussionDraftMeta(meta: unknown): IDiscussionDraftMeta | null {
    if (!isRecord(meta)) return null;
    const result: IDiscussionDraftMeta = {};
    if (typeof meta.name === "string" && meta.name.trim()) result.name = meta.name;
    if (isRecord(meta.postMeta) && Object.keys(meta.postMeta).length > 0) result.postMeta = meta.postMeta;
    if (isIDList(meta.tagIDs) && meta.tagIDs.length > 0) result.tagIDs = meta.tagIDs;
    const tagNames = meta.newTagNames ?? meta.tags;
    if (Array.isArray(tagNames) && tagNames.length > 0 && tagNames.every((name) => typeof name === "string" && name.trim())) result.newTagNames = tagNames as string[];
    if (typeof meta.pinLocation === "string" && (PIN_LOCATIONS as readonly string[]).includes(meta.pinLocation)) result.pinLocation = meta.pinLocation as PinLocation;
    else if (meta.announce !== undefined && meta.announce !== null) result.pinLocation = pinLocationFromAnnounce(meta.announce);
    if (Object.keys(result).length === 0) return null;
    // The rest rides along once the meta is accepted.
    if (typeof meta.pinned === "boolean") result.pinned = meta.pinned;
    else if (result.pinLocation) result.pinned = result.pinLocation !== "none";
    if (Number.isInteger(meta.categoryID) && (meta.categoryID as number) > 0) result.categoryID = meta.categoryID as number;
    if (typeof meta.postTypeID === "string" && meta.postTypeID) result.postTypeID = meta.postTypeID;
    return result;
}

/** A rich2 body may arrive as the document itself: the wire carries its JSON string (PLAN-9 wire shapes). */
export function sendableBody(body: unknown): string {
    if (typeof body === "string") return body;
    if (body === undefined || body === null) return "";
    return JSON.stringify(body);
}

/** True when the body holds visible text (for rich2: any text leaf that is not blank). */
export function hasBody(attributes: Pick<IDraftAttributes, "body" | "format">): boolean {
    const body = attributes.body ?? "";
    if (attributes.format !== "rich2") return body.trim() !== "";
    try {
        return rich2HasText(JSON.parse(body));
    } catch {
        // Not JSON: whatever it is, it is text the member typed.
        return body.trim() !== "";
    }
}

function rich2HasText(node: unknown): boolean {
    if (Array.isArray(node)) return node.some(rich2HasText);
    if (!isRecord(node)) return false;
    if (typeof node.text === "string" && node.text.trim()) return true;
    // Images, files and embeds are content too.
    if (typeof node.url === "string" && node.url) return true;
    return rich2HasText(node.children);
}

/** A server draft's attributes in the shape the client knows, or null (logged by the caller). */
export function parseDraftAttributes(value: unknown): IDraftAttributes | null {
    if (!isRecord(value)) return null;
    const format = value.format ?? "rich2";
    if (typeof format !== "string" || !(BODY_FORMATS as readonly string[]).includes(format)) return null;
    if (value.body !== undefined && typeof value.body !== "string" && !isRecord(value.body) && !Array.isArray(value.body)) return null;
    if (value.draftMeta !== undefined && value.draftMeta !== null && !isRecord(value.draftMeta)) return null;
    if (value.lastSaved !== undefined && value.lastSaved !== null && (typeof value.lastSaved !== "string" || Number.isNaN(Date.parse(value.lastSaved)))) return null;
    const attributes: IDraftAttributes = { ...(value as object), body: sendableBody(value.body), format: format as BodyFormat } as IDraftAttributes;
    if (attributes.draftMeta === null) delete attributes.draftMeta;
    return attributes;
}
