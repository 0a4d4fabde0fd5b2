/**
 * Deep pages without walking the whole set: rows [offset, offset + limit) of an ordered set of
 * `total` rows are read from whichever end is nearer. Past the middle, the same rows are the
 * first ones of the reverse order, so the last page of a 20,000-comment discussion costs what
 * its first page costs. `total` comes from the maintained counters (countsModel.ts), which
 * change in the same transaction as the rows they count.
 */
export interface IPageWindow {
    /** Read in the reverse of the sort (then reverse the rows read). */
    reverse: boolean;
    offset: number;
    limit: number;
}

/** The window to read, or null when the page holds no row. */
export function nearerEndWindow(offset: number, limit: number, total: number): IPageWindow | null {
    const end = Math.min(total, offset + limit);
    if (limit <= 0 || offset >= end) return null;
    const fromEnd = total - end;
    // Forwards, the whole page is asked for: a count that lags its rows by one still shows them all.
    return fromEnd < offset ? { reverse: true, offset: fromEnd, limit: end - offset } : { reverse: false, offset, limit };
}
