/**
 * The fragments API (issue 13 item 4; Vanilla's fragments.yml): site managers create fragments,
 * save drafts, commit a revision as the active one and delete; every page loads a fragment's
 * committed code from `GET /fragments/{uuid}/js` and `/css`, same-origin (the CSP's script-src
 * 'self' admits exactly these and the site's own bundles; nothing foreign).
 *
 * Concurrency: every write that reads first locks the fragment's row, so ten identical calls at
 * once serialise — one draft (also guarded by a partial unique index), one active revision.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { lockRow } from "@server/db/rowLock";
import { HttpError } from "@server/http/httpErrors";
import { getViewer, requirePermission, viewerCan } from "@server/http/viewer";
import { FRAGMENT_UUID_PATTERN, SAME_ORIGIN_PATH_PATTERN, UUID_PATTERN, fragmentAssetUrl, type IFragmentDetails } from "@library/fragments/fragmentTypes";
import { fragmentDetails, findFragmentRow, findRevision, listFragments, listRevisions, type Db, type IListOptions, type RevisionRow } from "./fragmentsModel";
import { uuidV7 } from "./uuidV7";

export const FRAGMENT_MANAGE_PERMISSION = "site.manage";
export const MAX_FRAGMENT_JS = 256 * 1024;
export const MAX_FRAGMENT_CSS = 128 * 1024;

/** One entry of a widget's `$fragmentImpls` in a stored layout (layoutRoutes.ts validates with it). */
export const fragmentImplSchema = {
    type: "object",
    required: ["fragmentUUID"],
    additionalProperties: false,
    properties: {
        fragmentUUID: { type: "string", pattern: FRAGMENT_UUID_PATTERN },
        jsUrl: { type: "string", maxLength: 500, pattern: SAME_ORIGIN_PATH_PATTERN },
        cssUrl: { type: "string", maxLength: 500, pattern: SAME_ORIGIN_PATH_PATTERN },
        css: { type: "string", maxLength: MAX_FRAGMENT_CSS },
    },
} as const;
export const fragmentImplsSchema = { type: "object", maxProperties: 20, propertyNames: { pattern: "^[A-Za-z][A-Za-z0-9_.-]{0,99}$" }, additionalProperties: fragmentImplSchema } as const;

const codeProperties = {
    name: { type: "string", minLength: 1, maxLength: 100 },
    js: { type: "string", maxLength: MAX_FRAGMENT_JS },
    jsRaw: { type: "string", maxLength: MAX_FRAGMENT_JS },
    css: { type: "string", maxLength: MAX_FRAGMENT_CSS },
    previewData: {
        type: "array",
        maxItems: 20,
        items: {
            type: "object",
            required: ["previewDataUUID", "data", "name", "description"],
            properties: { previewDataUUID: { type: "string", maxLength: 40 }, data: { type: "object" }, name: { type: "string", maxLength: 100 }, description: { type: "string", maxLength: 500 } },
        },
    },
    files: { type: "array", maxItems: 50, items: { type: "object" } },
    commitMessage: { type: "string", minLength: 1, maxLength: 500 },
    commitDescription: { type: "string", maxLength: 5000 },
} as const;

interface ICodeBody {
    name?: string;
    js?: string;
    jsRaw?: string;
    css?: string;
    previewData?: unknown[];
    files?: unknown[];
    commitMessage?: string;
    commitDescription?: string;
}
interface IPostBody extends ICodeBody {
    name: string;
    fragmentType: string;
    js: string;
    jsRaw: string;
}

const uuidParams = { type: "object", required: ["fragmentUUID"], properties: { fragmentUUID: { type: "string", pattern: UUID_PATTERN } } } as const;
const revisionQuery = { type: "string", pattern: UUID_PATTERN } as const;
type UuidParams = { Params: { fragmentUUID: string } };

const now = () => new Date().toISOString();

/** Commits a revision as the fragment's active one, inside the caller's transaction (the fragment row locked). */
async function commit(trx: Db, fragmentUUID: string, revision: Pick<RevisionRow, "fragmentRevisionUUID" | "dateCommitted">, message: string, description: string): Promise<void> {
    // A draft becomes a commit with its message; a committed revision (a rollback) keeps its own: commits never change.
    if (revision.dateCommitted === null) {
        await trx
            .updateTable("fragmentRevisions")
            .set({ dateCommitted: now(), commitMessage: message, commitDescription: description })
            .where("fragmentRevisionUUID", "=", revision.fragmentRevisionUUID)
            .execute();
    }
    await trx.updateTable("fragments").set({ activeRevisionUUID: revision.fragmentRevisionUUID }).where("fragmentUUID", "=", fragmentUUID).execute();
}

/** GET /fragments/{uuid}/js|css: a committed revision for everyone (cached for good: it never changes); a draft for site managers only. */
async function serveAsset(request: FastifyRequest<UuidParams & { Querystring: { fragmentRevisionUUID?: string } }>, reply: FastifyReply, kind: "js" | "css") {
    const { db } = request.server.hearth;
    const { fragmentUUID } = request.params;
    const fragment = await findFragmentRow(db, fragmentUUID);
    const revisionUUID = request.query.fragmentRevisionUUID;
    if (!revisionUUID) {
        if (!fragment.activeRevisionUUID) throw new HttpError(404, "This fragment has no committed revision.");
        // fragments.yml: without a revision, a redirect to the active one. Not cached, so a new commit shows at once.
        return reply.header("cache-control", "no-cache").redirect(fragmentAssetUrl(fragmentUUID, kind, fragment.activeRevisionUUID), 302);
    }
    const revision = await findRevision(db, fragment, { fragmentRevisionUUID: revisionUUID });
    if (revision.dateCommitted === null) {
        // A draft is a site manager's work in progress (the editor's preview): for others it does not exist.
        if (!(await viewerCan(request, FRAGMENT_MANAGE_PERMISSION))) throw new HttpError(404, "Fragment revision not found.");
        reply.header("cache-control", "private, no-store");
    } else {
        reply.header("cache-control", "public, max-age=31536000, immutable");
    }
    reply.header("content-type", kind === "js" ? "application/javascript; charset=utf-8" : "text/css; charset=utf-8");
    return reply.send(kind === "js" ? revision.js : revision.css);
}

export async function registerFragmentRoutes(app: FastifyInstance): Promise<void> {
    const { db } = app.hearth;
    // Checked before the body is read: a member or a guest gets 403 whatever they send.
    const manager = { onRequest: async (request: FastifyRequest) => requirePermission(request, FRAGMENT_MANAGE_PERMISSION) };

    app.get<{ Querystring: IListOptions }>(
        "/api/v2/fragments",
        {
            ...manager,
            schema: {
                querystring: {
                    type: "object",
                    properties: {
                        status: { type: "string", enum: ["draft", "active", "past-revision", "latest"], default: "latest" },
                        fragmentType: { type: "string", maxLength: 100 },
                        sort: { type: "string", enum: ["dateRevisionInserted", "-dateRevisionInserted"], default: "-dateRevisionInserted" },
                        appliedStatus: { type: "string", enum: ["all", "applied", "not-applied"], default: "all" },
                    },
                },
            },
        },
        async (request) => listFragments(db, request.query),
    );

    app.post<{ Body: IPostBody }>(
        "/api/v2/fragments",
        {
            ...manager,
            schema: {
                body: {
                    type: "object",
                    required: ["name", "fragmentType", "js", "jsRaw"],
                    properties: { ...codeProperties, fragmentType: { type: "string", pattern: "^[A-Za-z][A-Za-z0-9_.-]{0,99}$" } },
                },
            },
        },
        async (request): Promise<IFragmentDetails> => {
            const { user } = await getViewer(request);
            const body = request.body;
            const fragmentUUID = uuidV7();
            const fragmentRevisionUUID = uuidV7();
            return db.transaction().execute(async (trx) => {
                await trx.insertInto("fragments").values({ fragmentUUID, fragmentType: body.fragmentType, activeRevisionUUID: null, dateInserted: now(), insertUserID: user.userID }).execute();
                await trx
                    .insertInto("fragmentRevisions")
                    .values({
                        fragmentRevisionUUID,
                        fragmentUUID,
                        name: body.name.trim(),
                        js: body.js,
                        jsRaw: body.jsRaw,
                        css: body.css ?? "",
                        previewData: JSON.stringify(body.previewData ?? []),
                        files: JSON.stringify(body.files ?? []),
                        commitMessage: "",
                        commitDescription: "",
                        dateRevisionInserted: now(),
                        revisionInsertUserID: user.userID,
                        dateCommitted: null,
                    })
                    .execute();
                // With a commit message the first revision is committed at once; without, it is the draft.
                if (body.commitMessage) await commit(trx, fragmentUUID, { fragmentRevisionUUID, dateCommitted: null }, body.commitMessage, body.commitDescription ?? "");
                return fragmentDetails(trx, fragmentUUID, { fragmentRevisionUUID });
            });
        },
    );

    app.get<UuidParams & { Querystring: { fragmentRevisionUUID?: string; status?: "active" | "latest" } }>(
        "/api/v2/fragments/:fragmentUUID",
        { ...manager, schema: { params: uuidParams, querystring: { type: "object", properties: { fragmentRevisionUUID: revisionQuery, status: { type: "string", enum: ["active", "latest"] } } } } },
        async (request) => {
            const { fragmentRevisionUUID, status } = request.query;
            if (fragmentRevisionUUID && status) throw new HttpError(400, "Give either fragmentRevisionUUID or status, not both.", [{ field: "status", code: "conflict", message: "status cannot be used with fragmentRevisionUUID." }]);
            return fragmentDetails(db, request.params.fragmentUUID, fragmentRevisionUUID ? { fragmentRevisionUUID } : { status: status ?? "latest" });
        },
    );

    // Saves the fragment's draft (made from the draft, else the active, else the latest revision);
    // with a commit message the draft is committed at once. Each save gives the draft a new UUID:
    // a revision's URL always answers the same code, so it can be cached.
    app.patch<UuidParams & { Body: ICodeBody }>(
        "/api/v2/fragments/:fragmentUUID",
        { ...manager, schema: { params: uuidParams, body: { type: "object", properties: codeProperties } } },
        async (request): Promise<IFragmentDetails> => {
            const { user } = await getViewer(request);
            const { fragmentUUID } = request.params;
            const body = request.body;
            // Answered from inside the transaction: a save right after this one gives the draft another UUID.
            return db.transaction().execute(async (trx) => {
                if (!(await lockRow(trx, "fragments", "fragmentUUID", fragmentUUID))) throw new HttpError(404, "Fragment not found.");
                const fragment = await findFragmentRow(trx, fragmentUUID);
                const draft = await trx.selectFrom("fragmentRevisions").selectAll().where("fragmentUUID", "=", fragmentUUID).where("dateCommitted", "is", null).executeTakeFirst();
                const base = draft ?? (await findRevision(trx, fragment, fragment.activeRevisionUUID ? { status: "active" } : { status: "latest" }));
                const revision = {
                    fragmentRevisionUUID: uuidV7(),
                    fragmentUUID,
                    name: body.name?.trim() ?? base.name,
                    js: body.js ?? base.js,
                    jsRaw: body.jsRaw ?? base.jsRaw,
                    css: body.css ?? base.css,
                    previewData: body.previewData ? JSON.stringify(body.previewData) : base.previewData,
                    files: body.files ? JSON.stringify(body.files) : base.files,
                    commitMessage: "",
                    commitDescription: "",
                    dateRevisionInserted: now(),
                    revisionInsertUserID: user.userID,
                    dateCommitted: null,
                };
                const { dateCommitted: _unused, fragmentUUID: _same, ...changes } = revision;
                await trx
                    .insertInto("fragmentRevisions")
                    .values(revision)
                    .onConflict((conflict) => conflict.column("fragmentUUID").where("dateCommitted", "is", null).doUpdateSet(changes))
                    .execute();
                if (body.commitMessage) await commit(trx, fragmentUUID, revision, body.commitMessage, body.commitDescription ?? "");
                return fragmentDetails(trx, fragmentUUID, { fragmentRevisionUUID: revision.fragmentRevisionUUID });
            });
        },
    );

    app.post<UuidParams & { Body: { fragmentRevisionUUID: string; commitMessage: string; commitDescription?: string } }>(
        "/api/v2/fragments/:fragmentUUID/commit-revision",
        {
            ...manager,
            schema: {
                params: uuidParams,
                body: {
                    type: "object",
                    required: ["fragmentRevisionUUID", "commitMessage"],
                    properties: { fragmentRevisionUUID: revisionQuery, commitMessage: codeProperties.commitMessage, commitDescription: codeProperties.commitDescription },
                },
            },
        },
        async (request): Promise<IFragmentDetails> => {
            const { fragmentUUID } = request.params;
            const { fragmentRevisionUUID, commitMessage, commitDescription } = request.body;
            return db.transaction().execute(async (trx) => {
                if (!(await lockRow(trx, "fragments", "fragmentUUID", fragmentUUID))) throw new HttpError(404, "Fragment not found.");
                const fragment = await findFragmentRow(trx, fragmentUUID);
                const revision = await findRevision(trx, fragment, { fragmentRevisionUUID });
                await commit(trx, fragmentUUID, revision, commitMessage, commitDescription ?? "");
                return fragmentDetails(trx, fragmentUUID, { fragmentRevisionUUID });
            });
        },
    );

    app.get<UuidParams & { Querystring: { commitMessage?: string; limit: number; page: number } }>(
        "/api/v2/fragments/:fragmentUUID/revisions",
        {
            ...manager,
            schema: {
                params: uuidParams,
                querystring: {
                    type: "object",
                    properties: { commitMessage: { type: "string", maxLength: 500 }, limit: { type: "integer", minimum: 1, maximum: 500, default: 30 }, page: { type: "integer", minimum: 1, maximum: 10000, default: 1 } },
                },
            },
        },
        async (request) => listRevisions(db, request.params.fragmentUUID, request.query),
    );

    app.delete<UuidParams & { Querystring: { fragmentRevisionUUID?: string } }>(
        "/api/v2/fragments/:fragmentUUID",
        { ...manager, schema: { params: uuidParams, querystring: { type: "object", properties: { fragmentRevisionUUID: revisionQuery } } } },
        async (request) => {
            const { fragmentUUID } = request.params;
            const { fragmentRevisionUUID } = request.query;
            await db.transaction().execute(async (trx) => {
                if (!(await lockRow(trx, "fragments", "fragmentUUID", fragmentUUID))) throw new HttpError(404, "Fragment not found.");
                if (!fragmentRevisionUUID) {
                    // Its revisions go with it (foreign key, cascade).
                    await trx.deleteFrom("fragments").where("fragmentUUID", "=", fragmentUUID).execute();
                    return;
                }
                const fragment = await findFragmentRow(trx, fragmentUUID);
                const revision = await findRevision(trx, fragment, { fragmentRevisionUUID });
                if (fragment.activeRevisionUUID === revision.fragmentRevisionUUID) throw new HttpError(422, "The active revision cannot be deleted: commit another revision first, or delete the fragment.");
                await trx.deleteFrom("fragmentRevisions").where("fragmentRevisionUUID", "=", fragmentRevisionUUID).execute();
            });
            return { success: true };
        },
    );

    for (const kind of ["js", "css"] as const) {
        app.get<UuidParams & { Querystring: { fragmentRevisionUUID?: string } }>(
            `/api/v2/fragments/:fragmentUUID/${kind}`,
            { schema: { params: uuidParams, querystring: { type: "object", properties: { fragmentRevisionUUID: revisionQuery } } } },
            async (request, reply) => serveAsset(request, reply, kind),
        );
    }
}
