/**
 * The knowledge base's API under /api/v2, named as Vanilla's knowledge add-on names it:
 * /knowledge-bases, /knowledge-categories, /articles (with /revisions and the "Was this
 * helpful?" /react). Every call checks the viewer's access to the article's knowledge base here.
 */
import { BODY_FORMATS, HttpError, forbidden, isEmptyBody, notFound, renderBody, setPagingHeaders, validateBody, type AddonRequest, type IServerAddonApi } from "@server/addons/serverAddonApi";
import { ARTICLE_STATUSES, KB_VIEW_TYPES, RESERVED_URL_CODES, type ArticleStatus, type IArticle, type IKnowledgeBase } from "../scripts/kbTypes";
import type { IKbAccess } from "./kbAccess";
import { findArticle, findCategory, helpfulCounts, listArticles, listCategories, listKnowledgeBases, listRevisions, saveArticle, setHelpful, setKnowledgeBaseRoles, type KbDatabase } from "./kbModel";

const id = { type: "integer", minimum: 1 } as const;
const idParams = { type: "object", properties: { id }, required: ["id"] } as const;
const roleList = { type: "array", items: id, maxItems: 100 } as const;
const fieldError = (field: string, message: string, status = 400) => new HttpError(status, message, [{ field, message, code: "invalid", status }]);

export function registerKbRoutes(api: IServerAddonApi, db: KbDatabase, access: IKbAccess): void {
    const now = () => new Date().toISOString();

    /** The article when the viewer may read it: published ones for readers, drafts and deleted ones for its editors only. */
    async function readableArticle(request: AddonRequest, articleID: number): Promise<{ article: IArticle; kb: IKnowledgeBase; canEdit: boolean }> {
        const article = await findArticle(db, articleID);
        if (!article) throw notFound("Article");
        const [kb] = await listKnowledgeBases(db, [article.knowledgeBaseID]);
        if (!kb || !(await access.canView(request, kb))) throw notFound("Article");
        const canEdit = await access.canEdit(request, kb);
        if (article.status !== "published" && !canEdit) throw notFound("Article");
        return { article, kb, canEdit };
    }

    async function articleOut(request: AddonRequest, article: IArticle) {
        const viewer = await api.currentUser(request);
        return { ...article, bodyHtml: renderBody(article.body, article.format), reactions: [{ reactionType: "helpful", ...(await helpfulCounts(db, article.articleID, viewer.userID)) }] };
    }

    /** A category of this knowledge base, or a 400 naming the field. */
    async function categoryIn(knowledgeBaseID: number, knowledgeCategoryID: number | null | undefined, field: string): Promise<number | null> {
        if (knowledgeCategoryID === null || knowledgeCategoryID === undefined) return null;
        const category = await findCategory(db, knowledgeCategoryID);
        if (!category || category.knowledgeBaseID !== knowledgeBaseID) throw fieldError(field, `${field} must be a category of the same knowledge base.`);
        return category.knowledgeCategoryID;
    }

    function checkBody(body: string, format: string): void {
        validateBody(body, format);
        if (isEmptyBody(body, format)) throw fieldError("body", "body is required.");
    }

    // --- Knowledge bases ---------------------------------------------------------------------
    const kbBody = {
        type: "object",
        properties: {
            name: { type: "string", minLength: 1, maxLength: 100 },
            urlCode: { type: "string", pattern: "^[a-z0-9][a-z0-9-]{0,99}$" },
            description: { type: "string", maxLength: 2000 },
            viewType: { type: "string", enum: [...KB_VIEW_TYPES] },
            viewRoleIDs: roleList,
            editRoleIDs: roleList,
            sort: { type: "integer" },
        },
        additionalProperties: false,
    } as const;
    interface IKbBody {
        name?: string;
        urlCode?: string;
        description?: string;
        viewType?: string;
        viewRoleIDs?: number[];
        editRoleIDs?: number[];
        sort?: number;
    }

    api.route({ method: "GET", url: "/knowledge-bases", handler: async (request) => access.viewable(request) });

    api.route<{ Params: { id: number } }>({
        method: "GET",
        url: "/knowledge-bases/:id",
        schema: { params: idParams },
        handler: async (request) => access.requireView(request, request.params.id),
    });

    async function writeRoles(knowledgeBaseID: number, body: IKbBody): Promise<void> {
        if (body.viewRoleIDs) await setKnowledgeBaseRoles(db, knowledgeBaseID, "view", body.viewRoleIDs);
        if (body.editRoleIDs) await setKnowledgeBaseRoles(db, knowledgeBaseID, "edit", body.editRoleIDs);
    }
    const urlCodeTaken = () => fieldError("urlCode", "That URL code is already in use.", 409);

    api.route<{ Body: IKbBody }>({
        method: "POST",
        url: "/knowledge-bases",
        schema: { body: { ...kbBody, required: ["name", "urlCode", "viewType"] } },
        handler: async (request, reply) => {
            if (!(await access.canManage(request))) throw forbidden();
            const body = request.body;
            if (RESERVED_URL_CODES.includes(body.urlCode!)) throw fieldError("urlCode", `urlCode cannot be ${body.urlCode}.`);
            const viewer = await api.currentUser(request);
            // The unique url code makes ten creations at once one knowledge base and nine 409s.
            const row = await db
                .insertInto("knowledge_bases")
                .values({ name: body.name!, urlCode: body.urlCode!, description: body.description ?? "", viewType: body.viewType!, status: "published", sort: body.sort ?? 0, insertUserID: viewer.userID, dateInserted: now(), dateUpdated: null })
                .onConflict((conflict) => conflict.column("urlCode").doNothing())
                .returning("knowledgeBaseID")
                .executeTakeFirst();
            if (!row) throw urlCodeTaken();
            await writeRoles(row.knowledgeBaseID, body);
            reply.status(201);
            return (await listKnowledgeBases(db, [row.knowledgeBaseID]))[0];
        },
    });

    api.route<{ Params: { id: number }; Body: IKbBody }>({
        method: "PATCH",
        url: "/knowledge-bases/:id",
        schema: { params: idParams, body: kbBody },
        handler: async (request) => {
            if (!(await access.canManage(request))) throw forbidden();
            const [kb] = await listKnowledgeBases(db, [request.params.id]);
            if (!kb) throw notFound("Knowledge base");
            const { viewRoleIDs: _view, editRoleIDs: _edit, ...fields } = request.body;
            if (fields.urlCode && RESERVED_URL_CODES.includes(fields.urlCode)) throw fieldError("urlCode", `urlCode cannot be ${fields.urlCode}.`);
            const takenByAnother = async () =>
                fields.urlCode !== undefined &&
                (await db.selectFrom("knowledge_bases").select("knowledgeBaseID").where("urlCode", "=", fields.urlCode).where("knowledgeBaseID", "!=", kb.knowledgeBaseID).executeTakeFirst()) !== undefined;
            if (await takenByAnother()) throw urlCodeTaken();
            if (Object.keys(fields).length) {
                try {
                    await db.updateTable("knowledge_bases").set({ ...fields, dateUpdated: now() }).where("knowledgeBaseID", "=", kb.knowledgeBaseID).execute();
                } catch (error) {
                    // Another knowledge base took the code between the check and the write (the unique key refused it).
                    if (await takenByAnother()) throw urlCodeTaken();
                    throw error;
                }
            }
            await writeRoles(kb.knowledgeBaseID, request.body);
            return (await listKnowledgeBases(db, [kb.knowledgeBaseID]))[0];
        },
    });

    // --- Knowledge categories ----------------------------------------------------------------
    api.route<{ Querystring: { knowledgeBaseID?: number } }>({
        method: "GET",
        url: "/knowledge-categories",
        schema: { querystring: { type: "object", properties: { knowledgeBaseID: id } } },
        handler: async (request) => {
            const ids = (await access.viewable(request)).map((kb) => kb.knowledgeBaseID);
            const { knowledgeBaseID } = request.query;
            return listCategories(db, knowledgeBaseID ? ids.filter((candidate) => candidate === knowledgeBaseID) : ids);
        },
    });

    api.route<{ Params: { id: number } }>({
        method: "GET",
        url: "/knowledge-categories/:id",
        schema: { params: idParams },
        handler: async (request) => {
            const category = await findCategory(db, request.params.id);
            if (!category) throw notFound("Knowledge category");
            await access.requireView(request, category.knowledgeBaseID).catch(() => {
                throw notFound("Knowledge category");
            });
            return category;
        },
    });

    api.route<{ Body: { knowledgeBaseID: number; parentID?: number | null; name: string; sort?: number } }>({
        method: "POST",
        url: "/knowledge-categories",
        schema: {
            body: {
                type: "object",
                properties: { knowledgeBaseID: id, parentID: { type: ["integer", "null"] }, name: { type: "string", minLength: 1, maxLength: 100 }, sort: { type: "integer" } },
                required: ["knowledgeBaseID", "name"],
                additionalProperties: false,
            },
        },
        handler: async (request, reply) => {
            const kb = await access.requireEdit(request, request.body.knowledgeBaseID);
            const parentID = await categoryIn(kb.knowledgeBaseID, request.body.parentID, "parentID");
            const row = await db
                .insertInto("knowledge_categories")
                .values({ knowledgeBaseID: kb.knowledgeBaseID, parentID, name: request.body.name, sort: request.body.sort ?? 0, dateInserted: now() })
                .returning("knowledgeCategoryID")
                .executeTakeFirstOrThrow();
            reply.status(201);
            return findCategory(db, row.knowledgeCategoryID);
        },
    });

    api.route<{ Params: { id: number }; Body: { parentID?: number | null; name?: string; sort?: number } }>({
        method: "PATCH",
        url: "/knowledge-categories/:id",
        schema: {
            params: idParams,
            body: { type: "object", properties: { parentID: { type: ["integer", "null"] }, name: { type: "string", minLength: 1, maxLength: 100 }, sort: { type: "integer" } }, additionalProperties: false },
        },
        handler: async (request) => {
            const category = await findCategory(db, request.params.id);
            if (!category) throw notFound("Knowledge category");
            await access.requireEdit(request, category.knowledgeBaseID);
            const changes: { parentID?: number | null; name?: string; sort?: number } = { ...request.body };
            if (request.body.parentID !== undefined) {
                changes.parentID = await categoryIn(category.knowledgeBaseID, request.body.parentID, "parentID");
                // A category cannot go under itself or one of its own descendants.
                const all = await listCategories(db, [category.knowledgeBaseID]);
                for (let at = changes.parentID; at !== null; at = all.find((candidate) => candidate.knowledgeCategoryID === at)?.parentID ?? null) {
                    if (at === category.knowledgeCategoryID) throw fieldError("parentID", "A category cannot be moved under itself.");
                }
            }
            if (Object.keys(changes).length) await db.updateTable("knowledge_categories").set(changes).where("knowledgeCategoryID", "=", category.knowledgeCategoryID).execute();
            return findCategory(db, category.knowledgeCategoryID);
        },
    });

    // --- Articles ----------------------------------------------------------------------------
    api.route<{ Querystring: { knowledgeBaseID?: number; knowledgeCategoryID?: number; status: ArticleStatus; page: number; limit: number } }>({
        method: "GET",
        url: "/articles",
        schema: {
            querystring: {
                type: "object",
                properties: {
                    knowledgeBaseID: id,
                    knowledgeCategoryID: id,
                    status: { type: "string", enum: [...ARTICLE_STATUSES], default: "published" },
                    page: { type: "integer", minimum: 1, default: 1 },
                    limit: { type: "integer", minimum: 1, maximum: 100, default: 30 },
                },
            },
        },
        handler: async (request, reply) => {
            const { knowledgeBaseID, knowledgeCategoryID, status, page, limit } = request.query;
            let kbs = await access.viewable(request);
            if (knowledgeBaseID) kbs = kbs.filter((kb) => kb.knowledgeBaseID === knowledgeBaseID);
            if (status !== "published") {
                const editable = await Promise.all(kbs.map((kb) => access.canEdit(request, kb)));
                kbs = kbs.filter((_kb, index) => editable[index]);
            }
            const { articles, total } = await listArticles(db, { knowledgeBaseIDs: kbs.map((kb) => kb.knowledgeBaseID), knowledgeCategoryID, statuses: [status], limit, offset: (page - 1) * limit });
            setPagingHeaders(request, reply, { page, limit, total });
            return articles;
        },
    });

    api.route<{ Params: { id: number } }>({
        method: "GET",
        url: "/articles/:id",
        schema: { params: idParams },
        handler: async (request) => articleOut(request, (await readableArticle(request, request.params.id)).article),
    });

    const articleFields = {
        knowledgeBaseID: id,
        knowledgeCategoryID: { type: ["integer", "null"] },
        name: { type: "string", minLength: 1, maxLength: 200 },
        body: { type: "string", maxLength: 200_000 },
        format: { type: "string", enum: [...BODY_FORMATS] },
        status: { type: "string", enum: ["published", "draft"] },
        sort: { type: "integer" },
    } as const;
    interface IArticleBody {
        knowledgeBaseID?: number;
        knowledgeCategoryID?: number | null;
        name?: string;
        body?: string;
        format?: string;
        status?: "published" | "draft";
        sort?: number;
    }

    api.route<{ Body: IArticleBody }>({
        method: "POST",
        url: "/articles",
        schema: { body: { type: "object", properties: articleFields, required: ["name", "body", "format"], additionalProperties: false } },
        handler: async (request, reply) => {
            const body = request.body;
            let knowledgeBaseID = body.knowledgeBaseID;
            if (!knowledgeBaseID && body.knowledgeCategoryID) knowledgeBaseID = (await findCategory(db, body.knowledgeCategoryID))?.knowledgeBaseID;
            if (!knowledgeBaseID) throw fieldError("knowledgeBaseID", "knowledgeBaseID or knowledgeCategoryID is required.");
            const kb = await access.requireEdit(request, knowledgeBaseID);
            checkBody(body.body!, body.format!);
            const viewer = await api.currentUser(request);
            const values = {
                knowledgeBaseID: kb.knowledgeBaseID,
                knowledgeCategoryID: await categoryIn(kb.knowledgeBaseID, body.knowledgeCategoryID, "knowledgeCategoryID"),
                name: body.name!.trim(),
                body: body.body!,
                format: body.format!,
                status: body.status ?? "published",
                sort: body.sort,
            };
            const articleID = await saveArticle(db, null, values, viewer.userID, now());
            reply.status(201);
            return articleOut(request, (await findArticle(db, articleID))!);
        },
    });

    api.route<{ Params: { id: number }; Body: IArticleBody }>({
        method: "PATCH",
        url: "/articles/:id",
        schema: { params: idParams, body: { type: "object", properties: articleFields, additionalProperties: false } },
        handler: async (request) => {
            const { article, kb, canEdit } = await readableArticle(request, request.params.id);
            if (!canEdit) throw forbidden();
            const body = request.body;
            if (body.knowledgeBaseID && body.knowledgeBaseID !== kb.knowledgeBaseID) throw fieldError("knowledgeBaseID", "An article stays in its knowledge base.");
            const values = {
                knowledgeBaseID: kb.knowledgeBaseID,
                knowledgeCategoryID: body.knowledgeCategoryID === undefined ? article.knowledgeCategoryID : await categoryIn(kb.knowledgeBaseID, body.knowledgeCategoryID, "knowledgeCategoryID"),
                name: body.name?.trim() ?? article.name,
                body: body.body ?? article.body,
                format: body.format ?? article.format,
                status: body.status ?? article.status,
                sort: body.sort,
            };
            checkBody(values.body, values.format);
            await saveArticle(db, article.articleID, values, (await api.currentUser(request)).userID, now());
            return articleOut(request, (await findArticle(db, article.articleID))!);
        },
    });

    api.route<{ Params: { id: number }; Body: { status: ArticleStatus } }>({
        method: "PATCH",
        url: "/articles/:id/status",
        schema: { params: idParams, body: { type: "object", properties: { status: { type: "string", enum: [...ARTICLE_STATUSES] } }, required: ["status"] } },
        handler: async (request) => {
            const { article, canEdit } = await readableArticle(request, request.params.id);
            if (!canEdit) throw forbidden();
            await db.updateTable("knowledge_articles").set({ status: request.body.status }).where("articleID", "=", article.articleID).execute();
            return articleOut(request, (await findArticle(db, article.articleID))!);
        },
    });

    api.route<{ Params: { id: number } }>({
        method: "GET",
        url: "/articles/:id/revisions",
        schema: { params: idParams },
        handler: async (request) => {
            const { article, canEdit } = await readableArticle(request, request.params.id);
            if (!canEdit) throw forbidden();
            return listRevisions(db, article.articleID);
        },
    });

    api.route<{ Params: { id: number; revisionID: number } }>({
        method: "POST",
        url: "/articles/:id/revisions/:revisionID/restore",
        schema: { params: { type: "object", properties: { id, revisionID: id }, required: ["id", "revisionID"] } },
        handler: async (request) => {
            const { article, canEdit } = await readableArticle(request, request.params.id);
            if (!canEdit) throw forbidden();
            const revision = await db
                .selectFrom("knowledge_article_revisions")
                .selectAll()
                .where("articleRevisionID", "=", request.params.revisionID)
                .where("articleID", "=", article.articleID)
                .executeTakeFirst();
            if (!revision) throw notFound("Revision");
            // Restoring is a save of the old text: it becomes the newest revision, and the history stays whole.
            const values = { knowledgeBaseID: article.knowledgeBaseID, knowledgeCategoryID: article.knowledgeCategoryID, name: revision.name, body: revision.body, format: revision.format, status: article.status };
            await saveArticle(db, article.articleID, values, (await api.currentUser(request)).userID, now());
            return articleOut(request, (await findArticle(db, article.articleID))!);
        },
    });

    api.route<{ Params: { id: number }; Body: { reaction: "helpful"; value: "yes" | "no" } }>({
        method: "PUT",
        url: "/articles/:id/react",
        schema: {
            params: idParams,
            body: { type: "object", properties: { reaction: { type: "string", enum: ["helpful"] }, value: { type: "string", enum: ["yes", "no"] } }, required: ["reaction", "value"] },
        },
        handler: async (request) => {
            const viewer = await api.currentUser(request);
            if (viewer.userID === 0) throw new HttpError(403, "Sign in to say whether this article was helpful.");
            const { article } = await readableArticle(request, request.params.id);
            if (article.status !== "published") throw notFound("Article");
            await setHelpful(db, article.articleID, viewer.userID, request.body.value === "yes", now());
            return { articleID: article.articleID, reactions: [{ reactionType: "helpful", ...(await helpfulCounts(db, article.articleID, viewer.userID)) }] };
        },
    });
}
