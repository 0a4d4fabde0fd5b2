/** The nearest-rank percentile `p` (0-100) of `sorted`, ascending: the value at least p % of them are no greater than. */
export function percentile(sorted: number[], p: number): number {
    return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
