/**
 * /search, and /kb/search while the knowledge-base add-on ("knowledge") is enabled (content §2):
 * the search page, server-rendered from searchSite (search/searchSite.ts) without an HTTP round
 * trip, so a result page works without script and its address can be shared. The text comes in
 * `query` or `search` (themeFeatures.useNewSearchPage); an external search (search.externalSearch)
 * replaces the page: /search then sends the browser there.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { t, tf } from "@library/i18n/t";
import { lastPage } from "@library/navigation/pagerMath";
import { externalSearchTemplate, externalSearchUrl, searchQueryParam } from "@library/search/searchUrls";
import { SEARCH_QUERY_MAX_LENGTH, type ISearchResult } from "@library/search/searchTypes";
import { HttpError } from "@server/http/httpErrors";
import { renderErrorPage } from "@server/ssr/renderErrorPage";
import { renderPage } from "@server/ssr/renderPage";
import { currentSiteSection, resolveSiteSection } from "@server/siteSections/siteSections";
import { searchPage } from "@vanilla/pages/searchPage";
import { SearchPage, type ISearchTypeOption } from "@vanilla/search/SearchPage";
import { extraSearchParams, hasEmptyParams, readSearchForm, SEARCH_PAGE_LIMIT, searchFormUrl, toSearchQuery } from "@vanilla/search/searchPageQuery";
import { viewableCategories } from "./categoriesModel";
import { searchDomains, searchSite } from "./search/searchSite";
import { listTags } from "./tagsModel";

/** The add-on whose enabling opens /kb/search (content §9 add-on list: "knowledge"). */
export const KNOWLEDGE_ADDON = "knowledge";
/** How many tags the tag filter lists. */
const TAG_FILTER_LIMIT = 100;

const CORE_TYPE_OPTIONS: ISearchTypeOption[] = [
    { value: "discussion", label: "Discussions" },
    { value: "comment", label: "Comments" },
    { value: "user", label: "Members" },
    { value: "category", label: "Categories" },
];

type SearchRequest = FastifyRequest<{ Querystring: Record<string, unknown> }>;

/**
 * `domain`: one search domain only (the knowledge base's on /kb/search, content §2); its page then
 * offers none of the core's filters, which that domain does not read.
 */
async function renderSearch(request: SearchRequest, reply: FastifyReply, path: string, domain?: string): Promise<FastifyReply> {
    const host = request.server.hearth;
    const settings = host.config.publicSettings();
    const queryParam = searchQueryParam(settings);
    const values = readSearchForm(request.query, queryParam);
    const external = externalSearchTemplate(settings);
    if (external) return reply.redirect(externalSearchUrl(external, values.query.trim()), 302);

    const extra = extraSearchParams(request.query);
    const firstPageUrl = searchFormUrl(path, values, queryParam, extra);
    // The form sent without script carries its empty filters: the address drops them (the script sends it so).
    if (hasEmptyParams(request.query, queryParam)) return reply.redirect(values.page > 1 ? `${firstPageUrl}&page=${values.page}` : firstPageUrl, 302);
    let results: ISearchResult[] | null = null;
    let total = 0;
    let hasMorePages = false;
    let error: string | null = null;
    let status = 200;
    if (values.query.trim()) {
        try {
            const answer = await searchSite(request, { ...toSearchQuery(values, host.config.get<string>("Garden.Locale")), ...(domain ? { domain } : {}) });
            results = answer.results;
            total = answer.paging.total ?? results.length;
            hasMorePages = answer.paging.hasMorePages;
        } catch (caught) {
            if (!(caught instanceof HttpError) || caught.status >= 500) throw caught;
            // A search the server refuses (too long, a bad date…): the page says why, with the form to fix it.
            const field = caught.errors[0];
            error =
                field?.field === "query" && field.code === "maxLength"
                    ? tf("Your search is too long. Shorten it to {count} characters or fewer.", { count: SEARCH_QUERY_MAX_LENGTH })
                    : (field?.message ?? caught.message);
            status = caught.status;
        }
        // Content §4: a page past the last is clamped (the address of the last page, filters kept).
        const last = lastPage({ page: values.page, limit: SEARCH_PAGE_LIMIT, total, hasMorePages: false });
        if (results && results.length === 0 && total > 0 && values.page > last) {
            return reply.redirect(last > 1 ? `${firstPageUrl}&page=${last}` : firstPageUrl, 302);
        }
    }

    const domainTypes = domain
        ? []
        : searchDomains(request)
              .filter((candidate) => candidate.key !== "discussions")
              .flatMap((candidate) => candidate.recordTypes.map((type) => ({ value: type, label: candidate.name })));
    const categories = domain ? [] : (await viewableCategories(request)).map(({ categoryID, name, depth }) => ({ categoryID, name, depth }));
    const tags = domain ? [] : (await listTags(host.db, "", TAG_FILTER_LIMIT)).map((tag) => tag.name);
    return renderPage(request, reply, {
        page: searchPage,
        mode: "island",
        status,
        // The same for every guest, like the API answer (searchRoutes.ts); only a 200 is kept.
        guestCache: true,
        // Content §9: "page title - site name" (renderPage adds the site name).
        title: values.query.trim() ? tf("Search results for “{query}”", { query: values.query.trim() }) : t("Search"),
        element: (
            <SearchPage
                action={path}
                queryParam={queryParam}
                values={values}
                rawQuery={request.query}
                typeOptions={domain ? [] : [...CORE_TYPE_OPTIONS.map((option) => ({ ...option, label: t(option.label) })), ...domainTypes.map((option) => ({ ...option, label: t(option.label) }))]}
                categories={categories}
                tags={tags}
                filters={!domain}
                results={results}
                total={total}
                error={error}
                pager={
                    results && results.length > 0 && (total > SEARCH_PAGE_LIMIT || values.page > 1)
                        ? {
                              page: values.page,
                              limit: SEARCH_PAGE_LIMIT,
                              total,
                              hasMorePages,
                              resultsOnPage: results.length,
                              firstPageUrl,
                              pageUrlTemplate: `${firstPageUrl}&page={page}`,
                          }
                        : null
                }
            />
        ),
    });
}

export async function registerSearchPageRoutes(app: FastifyInstance): Promise<void> {
    app.get("/search", (request: SearchRequest, reply) => renderSearch(request, reply, "/search"));
    // A site section's search (siteSections.ts): its categories with scope "site" (the default), the whole hub with "hub".
    app.get<{ Params: { siteSection: string }; Querystring: Record<string, unknown> }>("/:siteSection/search", { onRequest: resolveSiteSection }, async (request, reply) => {
        const section = currentSiteSection(request);
        return section ? renderSearch(request, reply, `/${section.folder}/search`) : reply.callNotFound();
    });
    // Registered always, answered only while the knowledge base is on (add-ons switch without a restart).
    app.get("/kb/search", (request: SearchRequest, reply) =>
        request.server.hearth.addons.enabledKeys().includes(KNOWLEDGE_ADDON) ? renderSearch(request, reply, "/kb/search", KNOWLEDGE_ADDON) : renderErrorPage(request, reply, 404),
    );
}
