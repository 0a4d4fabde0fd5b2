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
 * The meta and emptiness rules are draftMeta.ts's, shared with the server.
 */
import { BODY_FORMATS, type BodyFormat } from "@library/composer/composerTypes";
import type { IDiscussionDraftMeta, IDraftAttributes } from "@library/drafts/draftTypes";
import { isEmptyDraftBody, normalizeDraftMeta } from "@library/drafts/draftMeta";

function isRecord(value: unknown): value is Record<string, unknown> {
    return !!value && typeof value === "object" && !Array.isArray(value);
}

/**
 * The accepted discussion draft meta, or null (content §5: accepted only with a name, post meta,
 * tags, tag IDs or a pin location): the rule the server applies too (draftMeta.ts).
 */
export function discussionDraftMeta(meta: unknown): IDiscussionDraftMeta | null {
    const result = normalizeDraftMeta("discussion", meta);
    return result.ok ? (result.meta as IDiscussionDraftMeta) : null;
}

/** A rich2 body may arrive as the document itself: the wire carries its JSON string (PLAN-9 wire shapes). */
export function sendableBody(body: unknown): string {
    if (typeof body === "string") return body;
    if (body === undefined || body === null) return "";
    return JSON.stringify(body);
}

/** True when the body holds something (for rich2: text that is not blank, an image or a file). */
export function hasBody(attributes: Pick<IDraftAttributes, "body" | "format">): boolean {
    return !isEmptyDraftBody(attributes.body ?? "", attributes.format);
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
