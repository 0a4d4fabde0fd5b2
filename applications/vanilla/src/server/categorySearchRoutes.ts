/**
 * GET /api/v2/categories/search (shell §7 "Other": query, parentCategoryID, expand=breadcrumbs,
 * limit=50; Vanilla's categories.yml shapes). The category pickers call it as the user types.
 *
 * Only categories the viewer may see are searched (viewableCategories: discussions.view per
 * category), and a breadcrumb never names a category the viewer cannot see either. Names
 * starting with the query come before names that merely contain it; otherwise tree order.
 */
import type { FastifyInstance } from "fastify";
import { setPagingHeaders } from "@server/http/paging";
import { categoryApiContext, categoryUrl, toApiCategory, viewableCategories } from "./categoriesModel";

/** Vanilla's default and maximum page sizes for this endpoint; the front end asks for 50 (shell §9). */
export const CATEGORY_SEARCH_DEFAULT_LIMIT = 30;
export const CATEGORY_SEARCH_MAX_LIMIT = 200;

interface ISearchQuery {
    query: string;
    parentCategoryID?: number;
    expand?: string[];
    page: number;
    limit: number;
}

export interface IBreadcrumb {
    name: string;
    url: string;
}

export async function registerCategorySearchRoutes(app: FastifyInstance): Promise<void> {
    app.get<{ Querystring: ISearchQuery }>(
        "/api/v2/categories/search",
        {
            schema: {
                querystring: {
                    type: "object",
                    required: ["query"],
                    properties: {
                        query: { type: "string", minLength: 1, maxLength: 100 },
                        parentCategoryID: { type: "integer", minimum: 1 },
                        // "expand=breadcrumbs" and "expand[]=breadcrumbs" both arrive as a list (coerceTypes "array").
                        expand: { type: "array", items: { type: "string", enum: ["breadcrumbs", "parent", "all"] } },
                        page: { type: "integer", minimum: 1, maximum: 100, default: 1 },
                        limit: { type: "integer", minimum: 1, maximum: CATEGORY_SEARCH_MAX_LIMIT, default: CATEGORY_SEARCH_DEFAULT_LIMIT },
                    },
                },
            },
        },
        async (request, reply) => {
            const { query, parentCategoryID, expand = [], page, limit } = request.query;
            const visible = await viewableCategories(request);
            const byID = new Map(visible.map((row) => [row.categoryID, row]));

            const ancestorsOf = (row: (typeof visible)[number]) => {
                const chain: Array<(typeof visible)[number]> = [];
                let parent = row.parentCategoryID === null ? undefined : byID.get(row.parentCategoryID);
                while (parent && !chain.includes(parent)) {
                    chain.unshift(parent);
                    parent = parent.parentCategoryID === null ? undefined : byID.get(parent.parentCategoryID);
                }
                return chain;
            };

            const needle = query.trim().toLowerCase();
            const matches = visible.filter((row) => {
                if (!row.name.toLowerCase().includes(needle)) return false;
                return parentCategoryID === undefined || ancestorsOf(row).some((ancestor) => ancestor.categoryID === parentCategoryID);
            });
            // A stable sort keeps tree order inside each group.
            const ranked = [...matches].sort((a, b) => Number(!a.name.toLowerCase().startsWith(needle)) - Number(!b.name.toLowerCase().startsWith(needle)));

            const withBreadcrumbs = expand.includes("breadcrumbs") || expand.includes("all");
            const withParent = expand.includes("parent") || expand.includes("all");
            setPagingHeaders(request, reply, { page, limit, total: ranked.length });
            const context = await categoryApiContext(request);
            return ranked.slice((page - 1) * limit, page * limit).map((row) => {
                const ancestors = ancestorsOf(row);
                const parent = ancestors[ancestors.length - 1];
                return {
                    ...toApiCategory(row, context),
                    ...(withParent ? { parent: parent ? { categoryID: parent.categoryID, name: parent.name, url: categoryUrl(parent) } : null } : {}),
                    // Vanilla's category breadcrumbs: Home, then each ancestor, then the category itself.
                    ...(withBreadcrumbs
                        ? {
                              breadcrumbs: [
                                  { name: "Home", url: "/" },
                                  ...[...ancestors, row].map((crumb): IBreadcrumb => ({ name: crumb.name, url: categoryUrl(crumb) })),
                              ],
                          }
                        : {}),
                };
            });
        },
    );
}
