/** Paging read from response headers (shell §3 "Pagination info", content §3 "Paging info"). */
export interface IPaging {
    nextURL?: string;
    prevURL?: string;
    /** x-app-page-result-count: the total number of results, when the server knows it. */
    total?: number;
    currentPage?: number;
    limit?: number;
    /** True when a next page exists. */
    hasMorePages: boolean;
}

export const PAGING_HEADERS = {
    next: "x-app-page-next-url",
    prev: "x-app-page-prev-url",
    total: "x-app-page-result-count",
    current: "x-app-page-current",
    limit: "x-app-page-limit",
} as const;

function toNumber(value: string | null | undefined): number | undefined {
    if (value === null || value === undefined || value === "") return undefined;
    const number = Number(value);
    return Number.isFinite(number) ? number : undefined;
}

export function pagingFromHeaders(header: (name: string) => string | null | undefined): IPaging {
    const nextURL = header(PAGING_HEADERS.next) || undefined;
    const prevURL = header(PAGING_HEADERS.prev) || undefined;
    const total = toNumber(header(PAGING_HEADERS.total));
    const currentPage = toNumber(header(PAGING_HEADERS.current));
    const limit = toNumber(header(PAGING_HEADERS.limit));
    const hasMorePages =
        nextURL !== undefined ||
        (total !== undefined && currentPage !== undefined && limit !== undefined && currentPage * limit < total);
    return { nextURL, prevURL, total, currentPage, limit, hasMorePages };
}
