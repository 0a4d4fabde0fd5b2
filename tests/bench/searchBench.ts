/**
 * Search latency (issue 11 "Performance"): GET /api/v2/search against a running server (the scale
 * data set: a copy from tests/bench/scale/cloneScaleData.ts), 20 connections per request
 * shape for BENCH_SECONDS (default 6), as a guest. Prints p50 / p99 in ms and requests per second.
 *
 *     SEARCH_BENCH_URL=http://127.0.0.1:3141 npx tsx tests/bench/searchBench.ts
 *
 * Shapes: full searches (30 results with bodies) of common and rare words, a phrase, a category
 * filter, an author filter, newest first; autocomplete look-ups as the title bar sends them (limit
 * floor(10 / 2 sources) = 5, -body, collapse: the last word a prefix). searchProfile.ts times the
 * same shapes one at a time, in process.
 */
import autocannon from "autocannon";

const BASE = process.env.SEARCH_BENCH_URL ?? "http://127.0.0.1:3000";
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const AUTOCOMPLETE = "&collapse=true&limit=5&expand=-body,breadcrumbs";

export const SEARCH_BENCH_SHAPES: Array<{ kind: "search" | "autocomplete"; name: string; query: string }> = [
    { kind: "search", name: "two nouns", query: "query=garden%20lantern" },
    { kind: "search", name: "common word", query: "query=the" },
    { kind: "search", name: "rare word", query: "query=guideline%20nightly" },
    { kind: "search", name: "nothing found", query: "query=zzyzzyva" },
    { kind: "search", name: "phrase", query: "query=%22patient%20garden%22" },
    { kind: "search", name: "category filter", query: "query=garden&categoryID=14&includeChildCategories=true" },
    { kind: "search", name: "author filter", query: "query=garden&insertUserIDs=27" },
    { kind: "search", name: "by date", query: "query=festival&sort=-dateInserted" },
    { kind: "autocomplete", name: "one prefix", query: `query=lant${AUTOCOMPLETE}` },
    { kind: "autocomplete", name: "word + prefix", query: `query=garden%20lan${AUTOCOMPLETE}` },
    { kind: "autocomplete", name: "short prefix", query: `query=te${AUTOCOMPLETE}` },
];

async function main(): Promise<void> {
    for (const shape of SEARCH_BENCH_SHAPES) {
        const result = await autocannon({ url: `${BASE}/api/v2/search?${shape.query}`, connections: 20, duration: SECONDS });
        const failed = result.non2xx + result.errors + result.timeouts;
        console.log(
            `${shape.kind.padEnd(12)} ${shape.name.padEnd(16)} p50 ${String(result.latency.p50).padStart(5)} ms  p99 ${String(result.latency.p99).padStart(5)} ms  ${result.requests.average.toFixed(1).padStart(6)} req/s${failed ? `  ${failed} failed` : ""}`,
        );
    }
}

if (process.argv[1]?.endsWith("searchBench.ts")) void main();
