/**
 * Drafts API (content §3 "Draft", §4 autosave, §7; vanilla-openapi dashboard drafts.yml), for
 * signed-in members only (guests 403); a member sees and touches only their own drafts
 * (anyone else's answers 404, the same as a draft that does not exist):
 *   GET    /api/v2/drafts                        recordType, parentRecordType, parentRecordID, recordID,
 *                                                draftStatus, page, limit (30, ≤100) → IDraft[], paging headers
 *   GET    /api/v2/drafts/{id}                   → IDraft
 *   GET    /api/v2/drafts/{id}/edit              → IDraft
 *   POST   /api/v2/drafts                        IDraftPost → 201 IDraft
 *   PATCH  /api/v2/drafts/{id}                   IDraftPatch, optional If-Match: "<revision>" → IDraft,
 *                                                or 409 {message, status, draft: current} when it differs
 *   DELETE /api/v2/drafts/{id}                   → 204
 *   PATCH  /api/v2/drafts/schedule/{id}          {dateScheduled: future ISO time} → IDraft (scheduled)
 *   PATCH  /api/v2/drafts/cancel-schedule/{id}   → IDraft (draft)
 * Draft meta and locations are checked with the client's own rules (library drafts/draftMeta.ts).
 * A member keeps at most Drafts.MaxPerMember drafts (config, default 500). Scheduled drafts are
 * published by the publishDraft job (draftsModel.ts).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { t, tf } from "@library/i18n/t";
import { BODY_FORMATS } from "@library/composer/composerTypes";
import { DRAFT_RECORD_TYPES, DRAFT_STATUSES, type IDraft, type IDraftAttributes, type IDraftPatch, type IDraftPost } from "@library/drafts/draftTypes";
import { draftLocationProblem, isEmptyDraftBody, MAX_DRAFT_BODY_LENGTH, normalizeDraftMeta } from "@library/drafts/draftMeta";
import { HttpError } from "@server/http/httpErrors";
import { setPagingHeaders } from "@server/http/paging";
import { getViewer } from "@server/http/viewer";
import { signedInOnly } from "./siteGuards";
import {
    cancelDraftSchedule,
    createDraft,
    deleteDraft,
    getOwnDraft,
    listDrafts,
    registerPublishDraftJob,
    scheduleDraft,
    updateDraft,
    type DraftChange,
    type IDraftFilters,
} from "./draftsModel";

export const DEFAULT_MAX_DRAFTS_PER_MEMBER = 500;
/** Everything but the body (meta, name …) of one draft's attributes, as JSON. */
const MAX_ATTRIBUTES_EXTRA_LENGTH = 20_000;
/** How far ahead a post may be scheduled. */
const MAX_SCHEDULE_AHEAD_MS = 5 * 366 * 24 * 3600 * 1000;

const idParams = { type: "object", required: ["id"], properties: { id: { type: "integer", minimum: 1 } } } as const;
const nullableID = { type: ["integer", "null"], minimum: 1 } as const;
const nullableType = { type: ["string", "null"], minLength: 1, maxLength: 50 } as const;

const attributesSchema = {
    type: "object",
    required: ["body"],
    additionalProperties: false,
    properties: {
        body: { type: "string", maxLength: MAX_DRAFT_BODY_LENGTH },
        format: { type: "string", enum: BODY_FORMATS, default: "rich2" },
        draftType: { type: "string", enum: DRAFT_RECORD_TYPES },
        draftMeta: { type: "object" },
        lastSaved: { type: "string", maxLength: 64 },
        groupID: { type: ["integer", "null"], minimum: 1 },
        name: { type: "string", maxLength: 500 },
    },
} as const;

const draftProperties = {
    recordType: { type: "string", enum: DRAFT_RECORD_TYPES },
    recordID: nullableID,
    parentRecordType: nullableType,
    parentRecordID: nullableID,
    attributes: attributesSchema,
} as const;

const postBody = { type: "object", required: ["recordType", "attributes"], properties: draftProperties } as const;
const patchBody = { type: "object", properties: draftProperties } as const;
const scheduleBody = { type: "object", required: ["dateScheduled"], properties: { dateScheduled: { type: "string", minLength: 1, maxLength: 64 } } } as const;

const listQuery = {
    type: "object",
    properties: {
        recordType: { type: "string", enum: DRAFT_RECORD_TYPES },
        parentRecordType: { type: "string", minLength: 1, maxLength: 50 },
        parentRecordID: { type: "integer", minimum: 1 },
        recordID: { type: "integer", minimum: 1 },
        draftStatus: { type: "string", enum: DRAFT_STATUSES },
        page: { type: "integer", minimum: 1, maximum: 100_000, default: 1 },
        limit: { type: "integer", minimum: 1, maximum: 100, default: 30 },
    },
} as const;

function fieldError(field: string, message: string, code = "invalid"): HttpError {
    return new HttpError(400, message, [{ field, message, code, status: 400 }]);
}

const draftNotFound = () => new HttpError(404, t("Draft not found."));

async function viewerID(request: FastifyRequest): Promise<number> {
    return (await getViewer(request)).user.userID;
}

/** The revision named by If-Match (`"3"`, `W/"3"` or `3`), undefined without the header. */
function ifMatchRevision(request: FastifyRequest): number | undefined {
    const header = request.headers["if-match"];
    if (header === undefined) return undefined;
    const match = /^\s*(?:W\/)?"?(\d{1,15})"?\s*$/.exec(String(header));
    if (!match) throw fieldError("If-Match", t('If-Match must be the draft\'s revision in quotes, like "3".'));
    return Number(match[1]);
}

/** Checks a draft as it will be stored and returns its attributes with normalised meta. */
function checkedDraft(draft: { recordType: string; parentRecordType: string | null; parentRecordID: number | null; attributes: IDraftAttributes }, creating: boolean): IDraftAttributes {
    const location = draftLocationProblem(draft.parentRecordType, draft.parentRecordID);
    if (location) throw fieldError("parentRecordType", location, "required");
    const attributes: IDraftAttributes = { ...draft.attributes, format: draft.attributes.format ?? "rich2" };
    if (attributes.draftMeta !== undefined) {
        const meta = normalizeDraftMeta(draft.recordType, attributes.draftMeta);
        if (!meta.ok) throw fieldError("attributes.draftMeta", tf("Invalid draft meta: {reason}", { reason: meta.reason }));
        attributes.draftMeta = meta.meta;
    }
    // Content §5: an empty comment draft is not created (emptied later, it is kept: deleting is the member's choice).
    if (creating && draft.recordType === "comment" && isEmptyDraftBody(attributes.body, attributes.format)) {
        throw fieldError("attributes.body", t("Invalid draft, no body content."), "minLength");
    }
    const { body: _body, ...extra } = attributes;
    if (JSON.stringify(extra).length > MAX_ATTRIBUTES_EXTRA_LENGTH) throw fieldError("attributes", t("The draft's details are too large."), "maxLength");
    return attributes;
}

function maxDrafts(app: FastifyInstance): number {
    const value = Number(app.hearth.config.get<number>("Drafts.MaxPerMember", DEFAULT_MAX_DRAFTS_PER_MEMBER));
    return Number.isInteger(value) && value > 0 ? value : DEFAULT_MAX_DRAFTS_PER_MEMBER;
}

export async function registerDraftsRoutes(app: FastifyInstance): Promise<void> {
    const { db, jobs, draftPublishers } = app.hearth;
    registerPublishDraftJob(jobs, db, draftPublishers);
    const signedIn = { preValidation: signedInOnly };

    app.get<{ Querystring: IDraftFilters & { page: number; limit: number } }>("/api/v2/drafts", { ...signedIn, schema: { querystring: listQuery } }, async (request, reply) => {
        const { page, limit, ...filters } = request.query;
        const { drafts, total } = await listDrafts(db, await viewerID(request), filters, page, limit);
        setPagingHeaders(request, reply, { page, limit, total });
        return drafts;
    });

    const getOne = async (request: FastifyRequest<{ Params: { id: number } }>): Promise<IDraft> => {
        const draft = await getOwnDraft(db, await viewerID(request), request.params.id);
        if (!draft) throw draftNotFound();
        return draft;
    };
    app.get<{ Params: { id: number } }>("/api/v2/drafts/:id", { ...signedIn, schema: { params: idParams } }, getOne);
    app.get<{ Params: { id: number } }>("/api/v2/drafts/:id/edit", { ...signedIn, schema: { params: idParams } }, getOne);

    app.post<{ Body: IDraftPost }>("/api/v2/drafts", { ...signedIn, schema: { body: postBody } }, async (request, reply) => {
        const body = request.body;
        const draft = { recordType: body.recordType, recordID: body.recordID ?? null, parentRecordType: body.parentRecordType ?? null, parentRecordID: body.parentRecordID ?? null };
        const attributes = checkedDraft({ ...draft, attributes: body.attributes }, true);
        const limit = maxDrafts(app);
        const created = await createDraft(db, await viewerID(request), { ...draft, attributes }, limit);
        if (!created) throw new HttpError(400, tf("You have {count} drafts, the most a member can keep. Delete drafts you no longer need to save a new one.", { count: limit }));
        return reply.status(201).send(created);
    });

    app.patch<{ Params: { id: number }; Body: IDraftPatch }>("/api/v2/drafts/:id", { ...signedIn, schema: { params: idParams, body: patchBody } }, async (request, reply) => {
        const userID = await viewerID(request);
        const expected = ifMatchRevision(request);
        const current = await getOwnDraft(db, userID, request.params.id);
        if (!current) throw draftNotFound();
        const body = request.body;
        const merged = {
            recordType: body.recordType ?? current.recordType,
            recordID: body.recordID !== undefined ? body.recordID : current.recordID,
            parentRecordType: body.parentRecordType !== undefined ? body.parentRecordType : current.parentRecordType,
            parentRecordID: body.parentRecordID !== undefined ? body.parentRecordID : current.parentRecordID,
        };
        const change: DraftChange = { ...merged };
        const attributes = checkedDraft({ ...merged, attributes: body.attributes ?? current.attributes }, false);
        if (body.attributes) change.attributes = JSON.stringify(attributes);
        // Without If-Match the last save wins; with it, only a save made from the stored revision.
        const result = await updateDraft(db, userID, request.params.id, change, expected);
        if (result.status === "missing") throw draftNotFound();
        if (result.status === "conflict") {
            return reply.status(409).send({ message: t("This draft was changed in another tab or on another device."), status: 409, draft: result.draft });
        }
        return result.draft;
    });

    app.delete<{ Params: { id: number } }>("/api/v2/drafts/:id", { ...signedIn, schema: { params: idParams } }, async (request, reply) => {
        if (!(await deleteDraft(db, await viewerID(request), request.params.id))) throw draftNotFound();
        return reply.status(204).send();
    });

    app.patch<{ Params: { id: number }; Body: { dateScheduled: string } }>(
        "/api/v2/drafts/schedule/:id",
        { ...signedIn, schema: { params: idParams, body: scheduleBody } },
        async (request) => {
            const time = Date.parse(request.body.dateScheduled);
            if (Number.isNaN(time)) throw fieldError("dateScheduled", t("dateScheduled is not a valid date and time."), "format");
            if (time <= Date.now()) throw fieldError("dateScheduled", t("dateScheduled must be in the future."), "minimum");
            if (time > Date.now() + MAX_SCHEDULE_AHEAD_MS) throw fieldError("dateScheduled", t("dateScheduled is too far in the future."), "maximum");
            const draft = await scheduleDraft(db, await viewerID(request), request.params.id, new Date(time).toISOString());
            if (!draft) throw draftNotFound();
            return draft;
        },
    );

    app.patch<{ Params: { id: number } }>("/api/v2/drafts/cancel-schedule/:id", { ...signedIn, schema: { params: idParams } }, async (request) => {
        const draft = await cancelDraftSchedule(db, await viewerID(request), request.params.id);
        if (!draft) throw draftNotFound();
        return draft;
    });
}

