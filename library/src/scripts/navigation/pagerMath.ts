/** Pager arithmetic (content §2 "Pager", §4): pages clamped to 1..last, "a - b of c" with "+". */
import { tf } from "@library/i18n/t";

export interface IPagerInput {
    page: number;
    limit: number;
    /** Total results when the server knows it. */
    total?: number;
    hasMorePages: boolean;
}

export function lastPage({ page, limit, total, hasMorePages }: IPagerInput): number {
    if (total !== undefined) return Math.max(1, Math.ceil(total / limit));
    return hasMorePages ? page + 1 : page;
}

export function clampPage(requested: number, input: IPagerInput): number {
    if (!Number.isFinite(requested)) return input.page;
    return Math.min(Math.max(1, Math.trunc(requested)), lastPage(input));
}

/** "31 - 60 of 1234", or "31 - 60 of 60+" when more pages exist but the total is unknown. */
export function rangeLabel(input: IPagerInput, resultsOnPage: number): string {
    const from = resultsOnPage === 0 ? 0 : (input.page - 1) * input.limit + 1;
    const to = resultsOnPage === 0 ? 0 : from + resultsOnPage - 1;
    const total = input.total !== undefined ? String(input.total) : `${to}${input.hasMorePages ? "+" : ""}`;
    return tf("{from} - {to} of {total}", { from, to, total });
}

/** The jump-to-page field accepts digits only; empty keeps the current page. */
export function jumpTarget(text: string, input: IPagerInput): number {
    const digits = text.replace(/\D/g, "");
    if (digits === "") return input.page;
    return clampPage(Number(digits), input);
}

export function hasPreviousPage(input: IPagerInput): boolean {
    return input.page > 1;
}

/** Next is disabled on the last page unless the server says more pages exist. */
export function hasNextPage(input: IPagerInput): boolean {
    return input.page < lastPage(input) || input.hasMorePages;
}

/**
 * Content §2: the bottom pager shows only when the total exceeds the limit (when the server
 * gives no total, when there is another page either way), so a one-page list ends cleanly.
 */
export function showsBottomPager(input: IPagerInput): boolean {
    if (input.total !== undefined) return input.total > input.limit;
    return input.hasMorePages || input.page > 1;
}
