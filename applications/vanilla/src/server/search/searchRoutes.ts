/**
 * GET /api/v2/search (Vanilla's search.yml; content §7): the query parameters Hearth reads, typed
 * by the schema (lists arrive as `a=1&a=2`, `a[]=1` or "a,b" for expand), then searchSite.ts.
 * Paging in the x-app-page-* headers. Bad input is a 400 with a field error, never a 500.
 */
import type { FastifyInstance } from "fastify";
import type { ISearchQuery } from "@library/search/searchTypes";
import { allowGuestCache } from "@server/http/guestPageCache";
import { setPagingHeaders } from "@server/http/paging";
import { registerSearchCompaction, scheduleSearchCompaction } from "./searchIndexCompaction";
import { SEARCH_MAX_LIMIT, SEARCH_MAX_PAGE, searchSite } from "./searchSite";

const stringList = { type: "array", items: { type: "string", maxLength: 100 }, maxItems: 50 };
const integerList = { type: "array", items: { type: "integer", minimum: 1 }, maxItems: 50 };

/** Lists may also come comma-separated (expand=insertUser,-body), as Vanilla's clients send them. */
function splitCommas(values: string[] | undefined): string[] | undefined {
    return values?.flatMap((value) => value.split(",")).map((value) => value.trim()).filter(Boolean);
}

export async function registerSearchRoutes(app: FastifyInstance): Promise<void> {
    registerSearchCompaction(app);
    app.get<{ Querystring: ISearchQuery }>(
        "/api/v2/search",
        {
            schema: {
                querystring: {
                    type: "object",
                    properties: {
                        // Longer queries get searchSite's own field error (SEARCH_QUERY_MAX_LENGTH); this only bounds the input.
                        query: { type: "string", maxLength: 10_000 },
                        domain: { type: "string", maxLength: 100 },
                        recordTypes: stringList,
                        types: stringList,
                        discussionID: { type: "integer", minimum: 1 },
                        categoryID: { type: "integer", minimum: 1 },
                        includeChildCategories: { type: "boolean" },
                        insertUserIDs: integerList,
                        insertUserNames: stringList,
                        tags: stringList,
                        tagOperator: { type: "string", enum: ["and", "or"] },
                        dateInserted: { type: "string", maxLength: 100 },
                        sort: { type: "string", enum: ["relevance", "-dateInserted", "dateInserted"] },
                        locale: { type: "string", maxLength: 20 },
                        scope: { type: "string", enum: ["site", "hub"] },
                        page: { type: "integer", minimum: 1, maximum: SEARCH_MAX_PAGE, default: 1 },
                        limit: { type: "integer", minimum: 1, maximum: SEARCH_MAX_LIMIT },
                        expand: stringList,
                        collapse: { type: "boolean" },
                    },
                },
            },
        },
        async (request, reply) => {
            const query = { ...request.query, expand: splitCommas(request.query.expand), recordTypes: splitCommas(request.query.recordTypes), types: splitCommas(request.query.types) };
            const { results, paging } = await searchSite(request, query);
            await scheduleSearchCompaction(app);
            setPagingHeaders(request, reply, { page: paging.currentPage ?? 1, limit: paging.limit ?? results.length, total: paging.total ?? results.length });
            // The same answer for every guest (what guests may see, in the language of the key):
            // kept until a write raises the content generation (issue 11: the title bar asks for
            // the same prefixes again and again, and a search costs 3-25 ms of one core).
            allowGuestCache(reply);
            return results;
        },
    );
}
