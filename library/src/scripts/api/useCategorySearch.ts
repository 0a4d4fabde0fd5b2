/**
 * Category look-up for pickers (shell §7 "GET /categories/search": debounced 100 ms, cached per
 * query, limit 50, breadcrumbs). The typed text settles for 100 ms before a call is made; each
 * distinct query (and parent) is cached by lookupApi, so typing back to an earlier query
 * answers from the cache without a call.
 */
import { useEffect, useState } from "react";
import { skipToken } from "@reduxjs/toolkit/query/react";
import { useSearchCategoriesQuery } from "@library/api/lookupApi";

export const CATEGORY_SEARCH_DEBOUNCE_MS = 100;

/** The value once it has stopped changing for `delay` ms; `initial` until then. */
export function useDebouncedValue<T>(value: T, delay: number, initial: T): T {
    const [settled, setSettled] = useState(initial);
    useEffect(() => {
        const timer = setTimeout(() => setSettled(value), delay);
        return () => clearTimeout(timer);
    }, [value, delay]);
    return settled;
}

export function useCategorySearch(query: string, parentCategoryID?: number) {
    const trimmed = query.trim();
    // Starts from "" so even the first query waits out the debounce.
    const settled = useDebouncedValue(trimmed, CATEGORY_SEARCH_DEBOUNCE_MS, "");
    // An empty query asks nothing (the server requires one).
    const result = useSearchCategoriesQuery(settled ? { query: settled, parentCategoryID } : skipToken);
    return {
        categories: settled ? (result.data ?? []) : [],
        /** True while the text is settling or its results are loading. */
        isLoading: trimmed !== settled || result.isFetching,
        error: result.error ?? null,
    };
}
