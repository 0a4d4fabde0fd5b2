/**
 * Autocomplete look-ups in the cached look-up store (api/lookupApi.ts, DESIGN.md §3): one
 * cache entry per source, query, limit and locale, with the spec's rule (fresh 5 minutes, no
 * retries, dropped on a back-forward-cache restore: lookupApi's middleware). The request goes
 * through the source itself, with RTK Query's abort signal, so a superseded look-up is cancelled
 * on the wire.
 */
import { apiv2 } from "@library/api/apiv2";
import { lookupApi } from "@library/api/lookupApi";
import type { IApiError } from "@library/api/apiErrors";
import { COMMUNITY_SOURCE_KEY, getSearchSource, type ISearchSource } from "@library/search/searchSources";
import type { ISearchAutocompleteOption, ISearchQuery, ISearchResult } from "@library/search/searchTypes";

export interface ISuggestionArgs {
    source: string;
    query: string;
    limit: number;
    locale: string;
}

function toLookupError(error: unknown): IApiError {
    const details = error as Partial<IApiError> & { message?: string };
    return { message: details.message ?? String(error), status: typeof details.status === "number" ? details.status : 0, errors: details.errors ?? {} };
}

export const searchAutocompleteApi = lookupApi.injectEndpoints({
    endpoints: (build) => ({
        searchSuggestions: build.query<ISearchAutocompleteOption[], ISuggestionArgs>({
            queryFn: async ({ source: key, query, limit, locale }, { signal }) => {
                const source = getSearchSource(key);
                if (!source) return { error: { message: `No search source "${key}".`, status: 0, errors: {} } };
                try {
                    return { data: (await source.search(query, { limit, locale, signal })).slice(0, limit) };
                } catch (error) {
                    return { error: toLookupError(error) };
                }
            },
        }),
    }),
});

/**
 * The core's source, "community" (content §7): GET /api/v2/search in the core's "discussions"
 * domain with expand breadcrumbs and -body, collapse true (one suggestion per discussion), the
 * per-source limit and the locale. Loaded with the search box, never in a page's first load.
 *
 * The domain the core registers for discussions and their comments (content §7).
 */
export const CORE_SEARCH_DOMAIN = "discussions";

export function resultToOption(result: ISearchResult, source: ISearchAutocompleteOption["source"] = "community"): ISearchAutocompleteOption {
    return {
        label: result.name,
        value: result.name,
        source,
        type: result.type,
        data: {
            url: result.url,
            dateUpdated: result.dateUpdated ?? result.dateInserted,
            crumbs: (result.breadcrumbs ?? []).map((crumb) => crumb.name),
            labels: result.labelCodes ?? [],
            isForeign: result.isForeign === true,
        },
    };
}

export const communitySearchSource: ISearchSource = {
    key: COMMUNITY_SOURCE_KEY,
    label: "Community",
    async search(query, { limit, locale, signal }) {
        const params: ISearchQuery = { domain: CORE_SEARCH_DOMAIN, query, expand: ["breadcrumbs", "-body"], limit, collapse: true, locale };
        const response = await apiv2.get<ISearchResult[]>("search", { params, signal });
        return response.data.map((result) => resultToOption(result));
    },
};
