/**
 * Cached look-ups (DESIGN.md §3; shell §7 "Other", §9 "Cached queries"): RTK Query in the one
 * store, for read-mostly data many components ask for. The rule of shell §9: a result stays
 * fresh 5 minutes, failed calls are not retried, and everything is dropped when the page comes
 * back from the back-forward cache (the forum may have changed while it was frozen).
 *
 * Other look-ups (tags, layouts, autocomplete) join with lookupApi.injectEndpoints so there is
 * one cache. The API client is imported on the first call, not with this module, to keep it
 * out of Island pages' first load.
 */
import type { Middleware } from "@reduxjs/toolkit";
import { createApi, type BaseQueryFn } from "@reduxjs/toolkit/query/react";
import type { IApiError } from "@library/api/apiErrors";
import { addStoreMiddleware } from "@library/redux/store";
import { registerReducer } from "@library/registry/reducerRegistry";

/** Shell §9: cached queries stay fresh 5 minutes. */
export const LOOKUP_FRESH_SECONDS = 5 * 60;
/** Shell §9: category search asks for at most 50. */
export const CATEGORY_SEARCH_LIMIT = 50;

export interface ILookupRequest {
    url: string;
    params?: Record<string, unknown>;
}

/** One GET through the API client; failures become a plain IApiError (the cache keeps only serialisable values). */
export const lookupBaseQuery: BaseQueryFn<ILookupRequest, unknown, IApiError> = async ({ url, params }) => {
    const { apiv2 } = await import("@library/api/apiv2");
    try {
        const response = await apiv2.get(url, { params });
        return { data: response.data };
    } catch (error) {
        const details = error as Partial<IApiError> & { message?: string };
        return {
            error: {
                message: details.message ?? String(error),
                status: typeof details.status === "number" ? details.status : 0,
                errors: details.errors ?? {},
                ...(details.description ? { description: details.description } : {}),
            },
        };
    }
};

export interface ILocale {
    localeID: string;
    localeKey: string;
    regionalKey: string;
    displayNames: Record<string, string>;
    translationService: string | null;
}

export interface IBreadcrumb {
    name: string;
    url: string;
}

export interface ICategorySearchResult {
    categoryID: number;
    name: string;
    url: string;
    parentCategoryID: number | null;
    depth: number;
    breadcrumbs?: IBreadcrumb[];
}

export interface ICategorySearchArgs {
    query: string;
    parentCategoryID?: number;
}

export const lookupApi = createApi({
    reducerPath: "lookupApi",
    baseQuery: lookupBaseQuery,
    keepUnusedDataFor: LOOKUP_FRESH_SECONDS,
    // A result older than 5 minutes is fetched again when a component asks for it.
    refetchOnMountOrArgChange: LOOKUP_FRESH_SECONDS,
    endpoints: (build) => ({
        getLocales: build.query<ILocale[], void>({ query: () => ({ url: "/locales" }) }),
        searchCategories: build.query<ICategorySearchResult[], ICategorySearchArgs>({
            query: ({ query, parentCategoryID }) => ({
                url: "/categories/search",
                params: { query, ...(parentCategoryID ? { parentCategoryID } : {}), expand: "breadcrumbs", limit: CATEGORY_SEARCH_LIMIT },
            }),
        }),
    }),
});

export const { useGetLocalesQuery, useSearchCategoriesQuery } = lookupApi;

/** Drops every cached look-up when the page is restored from the back-forward cache. */
export const bfcacheInvalidation: Middleware = (store) => {
    if (typeof window !== "undefined") {
        window.addEventListener("pageshow", (event) => {
            if (event.persisted) store.dispatch(lookupApi.util.resetApiState());
        });
    }
    return (next) => (action) => next(action);
};

declare module "@library/redux/rootReducer" {
    interface LazyLoadedSlices {
        lookupApi: ReturnType<typeof lookupApi.reducer>;
    }
}

registerReducer(lookupApi.reducerPath, lookupApi.reducer);
addStoreMiddleware(lookupApi.middleware, bfcacheInvalidation);
