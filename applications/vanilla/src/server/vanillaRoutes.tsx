/**
 * The forum application's routes: the categories and discussions API (Vanilla's paths, fields
 * and paging headers) and the pages that render them.
 */
import { uploadLimits } from "@server/config/uploadLimits";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { t } from "@library/i18n/t";
import type { IPagerProps } from "@library/navigation/Pager";
import { HttpError } from "@server/http/httpErrors";
import { getViewer } from "@server/http/viewer";
import { setPagingHeaders } from "@server/http/paging";
import { renderErrorPage } from "@server/ssr/renderErrorPage";
import { discussionListPage } from "@vanilla/pages/discussionListPage";
import { discussionPage } from "@vanilla/pages/discussionPage";
import { categoryListPage } from "@vanilla/pages/categoryListPage";
import { renderPage } from "@server/ssr/renderPage";
import { CategoriesPage } from "@vanilla/categories/CategoriesPage";
import { CategoryPage } from "@vanilla/categories/CategoryPage";
import { DiscussionPage, type IDiscussionPageProps } from "@vanilla/discussion/DiscussionPage";
import type { AnyComponent } from "@library/registry/componentRegistry";
import { PAGE_WIDGET_COMPONENTS } from "@vanilla/layouts/pageWidgetNames";
import { DiscussionListPageWidget } from "@vanilla/layouts/pageWidgets/DiscussionListPageWidget";
import { DiscussionPageWidget } from "@vanilla/layouts/pageWidgets/DiscussionPageWidget";
import { getDiscussionListAction } from "@vanilla/discussions/discussionActions";
import { DISCUSSION_LIST_TITLE, default as DiscussionListPage } from "@vanilla/discussions/DiscussionListPage";
import { discussionListParamsFromLocation, readDiscussionSort, readPageNumber } from "@vanilla/discussions/discussionListQuery";
import { sortSearch } from "@vanilla/discussions/discussionSorts";
import { parseQuery } from "@library/api/queryString";
import { DEFAULT_DISCUSSION_SORT, DISCUSSION_SORTS, type DiscussionSort } from "@vanilla/discussions/discussionTypes";
import { reactionsStateOf } from "@vanilla/reactions/reactionsSlice";
import { categoryApiContext, categoryFragment, toApiCategory, viewableCategories } from "./categoriesModel";
import { readCommentSort, searchWithSort } from "@vanilla/discussion/commentTypes";
import { COMMENTS_PER_PAGE, listComments } from "./commentsModel";
import { canComment, canEditComment } from "./commentsRoutes";
import { signaturesByUserID, signatureSettings } from "./signatures";
import { getDiscussion, listDiscussions, parseExpand, slugify } from "./discussionsModel";
import { requireAuthorListVisible } from "./profileAccess";
import { commentReactions } from "./reactionPreload";
import { pastLastPageRedirect } from "./pageClamp";
import { commentFormAction, newFormIdempotencyKey, postCommentForm, type IFailedFormPost } from "./postingForms";
import { firstUnreadOnPage, firstUnreadRedirect, recordPageView } from "./readMarks/discussionPageReads";
import { unreadCountsByCategory } from "./readMarks/categoryUnreadCounts";
import { renderLayoutPage } from "./layouts/layoutPages";
import { contentTranslations, originalUrl } from "./contentTranslations";
import { bodySourceText, translateButtonProps } from "@server/translations/translatorProps";
import { currentSiteSection, resolveSiteSection } from "@server/siteSections/siteSections";
import { allowGuestCache } from "@server/http/guestPageCache";

interface IDiscussionsQuerystring {
    page: number;
    limit: number;
    sort: DiscussionSort;
    pinOrder?: "first" | "mixed";
    categoryID?: number;
    insertUserID?: number;
    expand?: string[];
}

const discussionsQuerySchema = {
    type: "object",
    properties: {
        page: { type: "integer", minimum: 1, maximum: 100000, default: 1 },
        limit: { type: "integer", minimum: 1, maximum: 500, default: 30 },
        sort: { type: "string", enum: DISCUSSION_SORTS, default: DEFAULT_DISCUSSION_SORT },
        pinOrder: { type: "string", enum: ["first", "mixed"], default: "mixed" },
        categoryID: { type: "integer", minimum: 1 },
        insertUserID: { type: "integer", minimum: 1 },
        expand: { type: "array", items: { type: "string" } },
    },
} as const;

const idParamsSchema = {
    type: "object",
    required: ["id"],
    properties: { id: { type: "integer", minimum: 1 } },
} as const;

function splitUrl(request: FastifyRequest): { pathname: string; search: string } {
    const [pathname, query] = request.url.split("?");
    return { pathname: pathname!, search: query ? `?${query}` : "" };
}

/** Renders the error page for an HttpError thrown while building a page (403/404 …). */
async function renderError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
    if (!(error instanceof HttpError)) throw error;
    return renderErrorPage(request, reply, error.status);
}

/** A discussion's body as stored, for the translator's source column (read for site managers only). */
async function discussionBodySourceOf(request: FastifyRequest, discussionID: number): Promise<string> {
    const row = await request.server.hearth.db.selectFrom("discussions").select(["body", "format"]).where("discussionID", "=", discussionID).executeTakeFirst();
    return row ? bodySourceText(row.body, row.format) : "";
}

async function apiCategoriesFor(request: FastifyRequest) {
    const context = await categoryApiContext(request);
    return (await viewableCategories(request)).map((row) => toApiCategory(row, context));
}

/** /categories: the viewer's categories, with a signed-in member's count of discussions with something new in each. */
async function categoriesWithUnread(request: FastifyRequest) {
    const listed = await apiCategoriesFor(request);
    // Issue 15 item 4: names and descriptions in the reader's language where translated.
    const translations = await contentTranslations(request, { categoryIDs: listed.map((category) => category.categoryID) });
    const categories = listed.map(translations.category);
    const { user } = await getViewer(request);
    if (!user) return categories;
    const unread = await unreadCountsByCategory(request.server.hearth.db, user.userID, categories.map((category) => category.categoryID));
    return categories.map((category) => ({ ...category, countUnreadDiscussions: unread.get(category.categoryID) ?? 0 }));
}

export async function registerVanilla(app: FastifyInstance): Promise<void> {
    const { config, db } = app.hearth;

    // ---------- API ----------
    // The API reads behind the guests' pages are the same for every guest: kept by the guest cache.
    app.get("/api/v2/categories", async (request, reply) => {
        allowGuestCache(reply);
        return apiCategoriesFor(request);
    });

    app.get<{ Params: { id: number } }>("/api/v2/categories/:id", { schema: { params: idParamsSchema } }, async (request) => {
        const category = (await viewableCategories(request)).find((row) => row.categoryID === request.params.id);
        if (!category) throw new HttpError(404, "Category not found.");
        return toApiCategory(category, await categoryApiContext(request));
    });

    app.get<{ Querystring: IDiscussionsQuerystring }>("/api/v2/discussions", { schema: { querystring: discussionsQuerySchema } }, async (request, reply) => {
        const query = request.query;
        if (query.insertUserID !== undefined) await requireAuthorListVisible(request, query.insertUserID);
        const result = await listDiscussions(request, { ...query, expand: parseExpand(query.expand) });
        setPagingHeaders(request, reply, { page: query.page, limit: query.limit, total: result.total });
        allowGuestCache(reply);
        // In the reader's language, resolved as for pages (profile, cookie, Accept-Language): an App
        // page's list reads this, and shows what its first page showed.
        const translations = await contentTranslations(request, { discussions: result.discussions });
        return result.discussions.map(translations.discussion);
    });

    app.get<{ Params: { id: number }; Querystring: { expand?: string[] } }>(
        "/api/v2/discussions/:id",
        { schema: { params: idParamsSchema, querystring: { type: "object", properties: { expand: { type: "array", items: { type: "string" } } } } } },
        async (request) => getDiscussion(request, request.params.id, parseExpand(request.query.expand ?? ["all"])),
    );

    // ---------- Pages ----------
    const renderDiscussionList = async (request: FastifyRequest, reply: FastifyReply) => {
        const location = splitUrl(request);
        const params = discussionListParamsFromLocation(location.pathname, location.search);
        const listed = await listDiscussions(request, params);
        const paging = listed.paging;
        // Issue 15 item 4: titles and category names in the reader's language where translated.
        const translations = await contentTranslations(request, { discussions: listed.discussions });
        const discussions = listed.discussions.map(translations.discussion);
        const section = currentSiteSection(request);
        const firstPageUrl = section ? `/${section.folder}/discussions` : "/discussions";
        const beyond = pastLastPageRedirect({ page: params.page, limit: params.limit, total: paging.total ?? 0, firstPageUrl, pageUrlTemplate: `${firstPageUrl}/p{page}`, search: location.search });
        if (beyond) return reply.redirect(beyond, 302);
        const listAction = getDiscussionListAction.done({ params, result: { discussions, paging } });
        // Content §9: with the customLayout flag the list is an App page drawn from the discussionList layout.
        if (config.isFeatureEnabled("customLayout.discussionList")) {
            return renderLayoutPage(request, reply, { layoutViewType: "discussionList", recordType: "siteSection", recordID: section?.siteSectionID ?? 0 }, t(DISCUSSION_LIST_TITLE), {
                page: discussionListPage,
                mode: "app",
                actions: [listAction],
                pageWidgetProps: { location },
                pageWidgets: { [PAGE_WIDGET_COMPONENTS.discussionList]: DiscussionListPageWidget as AnyComponent },
            });
        }
        return renderPage(request, reply, {
            page: discussionListPage,
            mode: "island",
            title: t(DISCUSSION_LIST_TITLE),
            guestCache: true,
            element: <DiscussionListPage location={location} />,
            actions: [listAction],
        });
    };
    app.get("/discussions", renderDiscussionList);
    // A site section's list (siteSections.ts): only its categories' discussions (discussionsModel's listScope).
    app.get<{ Params: { siteSection: string } }>("/:siteSection/discussions", { onRequest: resolveSiteSection }, async (request, reply) =>
        currentSiteSection(request) ? renderDiscussionList(request, reply) : reply.callNotFound(),
    );
    app.get<{ Params: { siteSection: string; page: string } }>("/:siteSection/discussions/:page", { onRequest: resolveSiteSection }, async (request, reply) =>
        currentSiteSection(request) && /^p\d+$/.test(request.params.page) ? renderDiscussionList(request, reply) : reply.callNotFound(),
    );
    app.get<{ Params: { page: string } }>("/discussions/:page", async (request, reply) =>
        /^p\d+$/.test(request.params.page) ? renderDiscussionList(request, reply) : reply.callNotFound(),
    );

    /** `failedReply`: a plain reply form post that failed (postingForms.ts): the page again, with its text and message. */
    const renderDiscussion = async (
        request: FastifyRequest<{ Params: { id: string; rest?: string }; Querystring: Record<string, unknown> }>,
        reply: FastifyReply,
        failedReply?: IFailedFormPost,
    ) => {
        const discussionID = Number(request.params.id);
        if (!Number.isSafeInteger(discussionID) || discussionID < 1) return reply.callNotFound();
        const segments = (request.params.rest ?? "").split("/").filter(Boolean);
        const pageSegment = segments.find((segment) => /^p\d+$/.test(segment));
        const page = readPageNumber(pageSegment?.slice(1));
        // Content §2: the comment sort lives in the query string (so it survives a reload);
        // page links keep the whole query, with a default sort left out.
        const sort = readCommentSort(request.query.sort);
        const search = searchWithSort(splitUrl(request).search, sort);
        try {
            const source = await getDiscussion(request, discussionID);
            // Issue 15 item 4: the title, body and category name in the reader's language where translated.
            const discussion = (await contentTranslations(request, { discussions: [source] })).discussion(source);
            const pageBase = `/discussion/${discussionID}/${slugify(source.name)}`;
            const beyond = pastLastPageRedirect({ page, limit: COMMENTS_PER_PAGE, total: discussion.countComments, firstPageUrl: pageBase, pageUrlTemplate: `${pageBase}/p{page}`, search: splitUrl(request).search });
            if (beyond) return reply.redirect(beyond, 302);
            // Read tracking: opening a discussion goes to the member's first unread comment.
            const unreadTarget = failedReply ? null : await firstUnreadRedirect(request, discussion, { pageNamed: pageSegment !== undefined, sort, pageBase, search, limit: COMMENTS_PER_PAGE });
            if (unreadTarget) return reply.redirect(unreadTarget, 302);
            const signatures = signatureSettings(request);
            const comments = await listComments(request, discussion, page, COMMENTS_PER_PAGE, sort, { signatures: signatures !== null });
            const firstUnread = firstUnreadOnPage(discussion, page, COMMENTS_PER_PAGE, sort, comments);
            await recordPageView(request, discussion, page, COMMENTS_PER_PAGE, sort, comments);
            const discussionSignature = signatures ? ((await signaturesByUserID(db, [discussion.insertUserID])).get(discussion.insertUserID) ?? null) : null;
            // Content §2: the AI-author indicator, only when answer suggestions are on and an assistant is configured.
            const aiUserID = Number(config.get<number | null>("aiAssistant.userID", null));
            const aiAuthorID = config.isFeatureEnabled("AISuggestions") && Number.isSafeInteger(aiUserID) && aiUserID > 0 ? aiUserID : null;
            const base = pageBase;
            const translate = await translateButtonProps(request, "discussion", discussionID, source.name, async () => ({ name: source.name, body: await discussionBodySourceOf(request, discussionID) }));
            const editable = await Promise.all(comments.map((comment) => canEditComment(request, comment, discussion)));
            const signedIn = (await getViewer(request)).user.userID !== 0;
            const pager: IPagerProps = {
                page,
                limit: COMMENTS_PER_PAGE,
                total: discussion.countComments,
                hasMorePages: page * COMMENTS_PER_PAGE < discussion.countComments,
                resultsOnPage: comments.length,
                firstPageUrl: base,
                pageUrlTemplate: `${base}/p{page}`,
                search,
            };
            const pageProps: IDiscussionPageProps = {
                discussion,
                comments,
                pager,
                sort,
                editableCommentIDs: comments.filter((_, index) => editable[index]).map((comment) => comment.commentID),
                siteOrigin: request.server.hearth.siteUrl,
                signatures,
                discussionSignature,
                aiAuthorID,
                firstUnread,
                translation: discussion.translatedLocale ? { locale: discussion.translatedLocale, originalUrl: originalUrl(base) } : null,
                translate,
                commentForm: {
                    discussionID,
                    signedIn,
                    canComment: await canComment(request, discussion),
                    closed: discussion.closed,
                    // After a failed form post the address is the form's action: come back to the discussion.
                    signInUrl: `/entry/signin?target=${encodeURIComponent(failedReply ? discussion.url : request.url)}`,
                    action: commentFormAction(discussionID),
                    ...(signedIn ? { idempotencyKey: newFormIdempotencyKey(), uploads: uploadLimits(request) } : {}),
                    ...(failedReply ? { initialText: failedReply.fields.body ?? "", error: failedReply.message } : {}),
                },
            };
            const state = {
                reactions: reactionsStateOf([
                    { recordType: "discussion", recordID: discussionID, reactions: discussion.reactions ?? [], score: discussion.score },
                    // Each comment's reaction bar reads its counts from the store, as the discussion's does.
                    ...(await commentReactions(request, comments)),
                ]),
            };
            const tick = { type: "discussion_view", discussionID, categoryID: discussion.categoryID } as const;
            // Content §9: with customLayout.post the discussion is the main widget of the post layout (still an Island page).
            if (config.isFeatureEnabled("customLayout.post")) {
                const section = currentSiteSection(request);
                return renderLayoutPage(request, reply, { layoutViewType: "post", recordType: "siteSection", recordID: section?.siteSectionID ?? 0 }, discussion.name, {
                    page: discussionPage,
                    status: failedReply?.status,
                    state,
                    tick,
                    pageWidgetProps: pageProps as unknown as Record<string, unknown>,
                    pageWidgets: { [PAGE_WIDGET_COMPONENTS.post]: DiscussionPageWidget as AnyComponent },
                });
            }
            return renderPage(request, reply, {
                page: discussionPage,
                mode: "island",
                title: discussion.name,
                status: failedReply?.status,
                guestCache: true,
                element: <DiscussionPage {...pageProps} />,
                state,
                tick,
            });
        } catch (error) {
            return renderError(request, reply, error);
        }
    };
    app.get("/discussion/:id", (request: FastifyRequest<{ Params: { id: string }; Querystring: Record<string, unknown> }>, reply) => renderDiscussion(request, reply));
    // The reply form without JavaScript: the comment, then its page (303); or this page again with the text and the message.
    app.post<{ Params: { id: string }; Querystring: Record<string, unknown> }>("/discussion/:id/comment", async (request, reply) => {
        const discussionID = Number(request.params.id);
        if (!Number.isSafeInteger(discussionID) || discussionID < 1) return reply.callNotFound();
        const outcome = await postCommentForm(request, discussionID);
        if (outcome.ok) return reply.redirect(outcome.url, 303);
        return renderDiscussion(request, reply, outcome);
    });
    app.get("/discussion/:id/*", async (request: FastifyRequest<{ Params: { id: string; "*": string }; Querystring: Record<string, unknown> }>, reply) =>
        renderDiscussion(Object.assign(request, { params: { id: request.params.id, rest: request.params["*"] } }), reply),
    );

    app.get("/categories", async (request, reply) =>
        // Content §9: with customLayout.categoryList the page is drawn from the category-list layout.
        config.isFeatureEnabled("customLayout.categoryList")
            ? renderLayoutPage(request, reply, { layoutViewType: "categoryList", recordType: "siteSection", recordID: 0 }, t("Categories"))
            : renderPage(request, reply, {
            page: categoryListPage,
            mode: "island",
            title: t("Categories"),
            guestCache: true,
            element: <CategoriesPage categories={await categoriesWithUnread(request)} />,
        }),
    );

    const categoryPage = async (request: FastifyRequest<{ Params: { category: string; page?: string } }>, reply: FastifyReply) => {
        const { category: key, page: pageSegment } = request.params;
        if (pageSegment !== undefined && !/^p\d+$/.test(pageSegment)) return reply.callNotFound();
        const category = (await viewableCategories(request)).find((row) => row.urlcode === key || String(row.categoryID) === key);
        if (!category) return reply.callNotFound();
        const page = readPageNumber(pageSegment?.slice(1));
        const limit = 30;
        // Content §2: the sort is kept in the query string; an unknown value is the default.
        const sort = readDiscussionSort(parseQuery(splitUrl(request).search).sort);
        const result = await listDiscussions(request, { page, limit, sort, pinOrder: "first", expand: ["insertUser", "lastUser"], categoryID: category.categoryID });
        // Issue 15 item 4: the category's and its discussions' texts in the reader's language, one statement for all.
        const translations = await contentTranslations(request, { discussions: result.discussions, categoryIDs: [category.categoryID] });
        const shown = translations.category({ categoryID: category.categoryID, name: category.name, description: category.description });
        const translate = await translateButtonProps(request, "category", category.categoryID, category.name, () => ({ name: category.name, description: category.description }));
        const url = categoryFragment(category).url;
        const beyond = pastLastPageRedirect({ page, limit, total: result.total, firstPageUrl: url, pageUrlTemplate: `${url}/p{page}`, search: splitUrl(request).search });
        if (beyond) return reply.redirect(beyond, 302);
        return renderPage(request, reply, {
            page: categoryListPage,
            mode: "island",
            title: shown.name,
            guestCache: true,
            tick: { type: "page_view", categoryID: category.categoryID },
            element: (
                <CategoryPage
                    categoryID={category.categoryID}
                    name={shown.name}
                    description={shown.description ?? ""}
                    discussions={result.discussions.map(translations.discussion)}
                    translation={shown.translatedLocale ? { locale: shown.translatedLocale, originalUrl: originalUrl(url) } : null}
                    translate={translate}
                    sort={sort}
                    pager={{ page, limit, total: result.total, hasMorePages: result.paging.hasMorePages, resultsOnPage: result.discussions.length, firstPageUrl: url, pageUrlTemplate: `${url}/p{page}`, search: sortSearch(sort) }}
                />
            ),
        });
    };
    app.get("/categories/:category", categoryPage);
    app.get("/categories/:category/:page", categoryPage);
}
