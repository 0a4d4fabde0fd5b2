/** A stable key for a query object: the same parameters in any order give the same key. */
export function stableKey(params: object): string {
    const entries = Object.entries(params)
        .filter(([, value]) => value !== undefined)
        .sort(([a], [b]) => a.localeCompare(b));
    return JSON.stringify(entries);
}
