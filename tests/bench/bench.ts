/**
 * `npm run bench`: figures to compare across changes (not a pass/fail test).
 *  1. First-load JavaScript per page entry: every <script> tag the server emits for the page,
 *     raw and gzip, and what Chromium actually downloads until the page is ready.
 *  2. What each HTML response carries besides its markup: inline CSS, linked CSS files and the
 *     preloaded JSON (store state and page metadata apart).
 *  3. Server render throughput (autocannon, 10 s, 20 connections) on the list and a long thread.
 */
import zlib from "node:zlib";
import autocannon from "autocannon";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/browser";
import { startServer, type IServer } from "../e2e/serverProcess";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;

function kb(bytes: number): string {
    return `${(bytes / 1024).toFixed(1)} KB`;
}

async function scriptTagSizes(url: string): Promise<{ count: number; raw: number; gzip: number }> {
    const html = await (await fetch(url)).text();
    const sources = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]);
    let raw = 0;
    let gzip = 0;
    for (const src of sources) {
        const body = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer());
        raw += body.length;
        gzip += zlib.gzipSync(body, { level: 9 }).length;
    }
    return { count: sources.length, raw, gzip };
}

function gzipSize(text: string | Buffer): number {
    return zlib.gzipSync(text, { level: 9 }).length;
}

/** Inline <style> bytes, linked stylesheet bytes (raw, gzip) and the preloaded JSON's state and meta bytes. */
async function htmlPayload(url: string): Promise<{ inlineCss: number; cssFiles: number; cssFilesGzip: number; state: number; meta: number }> {
    const html = await (await fetch(url)).text();
    const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].reduce((sum, match) => sum + Buffer.byteLength(match[1]), 0);
    let cssFiles = 0;
    let cssFilesGzip = 0;
    for (const match of html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)) {
        const href = /\bhref="([^"]+)"/.exec(match[0])?.[1];
        if (!href) continue;
        const body = Buffer.from(await (await fetch(new URL(href, url))).arrayBuffer());
        cssFiles += body.length;
        cssFilesGzip += gzipSize(body);
    }
    const json = /<script type="application\/json" id="hearth-preload">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "{}";
    const preloaded = JSON.parse(json) as { meta?: unknown; state?: unknown };
    return { inlineCss, cssFiles, cssFilesGzip, state: Buffer.byteLength(JSON.stringify(preloaded.state ?? {})), meta: Buffer.byteLength(JSON.stringify(preloaded.meta ?? {})) };
}

async function browserLoad(url: string): Promise<{ jsTransferred: number; jsDecoded: number; readyMs: number }> {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
        const page = await browser.newPage();
        const start = Date.now();
        await page.goto(url);
        await page.waitForFunction(() => !document.body.classList.contains("isLoading"));
        const readyMs = Date.now() - start;
        const sizes = await page.evaluate(() =>
            (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
                .filter((entry) => entry.name.endsWith(".js"))
                .reduce((sum, entry) => ({ transferred: sum.transferred + entry.encodedBodySize, decoded: sum.decoded + entry.decodedBodySize }), { transferred: 0, decoded: 0 }),
        );
        return { jsTransferred: sizes.transferred, jsDecoded: sizes.decoded, readyMs };
    } finally {
        await browser.close();
    }
}

async function throughput(url: string): Promise<string> {
    const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
    const errors = result.non2xx + result.errors;
    return `${result.requests.average.toFixed(0)} req/s, latency p50 ${result.latency.p50} ms / p99 ${result.latency.p99} ms${errors ? `, ${errors} errors` : ""}`;
}

async function main(): Promise<void> {
    const island = await startServer();
    const app = await startServer({ "Feature.customLayout.discussionList.Enabled": true });
    const servers: IServer[] = [island, app];
    try {
        const pages: Array<[string, string]> = [
            ["discussionList (Island page)", `${island.url}/discussions`],
            ["discussionList (App page)", `${app.url}/discussions`],
            ["discussion, 120 comments", `${island.url}/discussion/1`],
            ["profile (Island page)", `${island.url}/profile/member`],
            ["categoryList", `${island.url}/categories`],
            ["basicPage (sign-in)", `${island.url}/entry/signin`],
            ["leaving", `${island.url}/home/leaving?target=${encodeURIComponent("https://example.com/")}`],
        ];
        console.log("First-load JavaScript per page (script tags the server emits; then what Chromium downloads until ready)");
        for (const [name, url] of pages) {
            const tags = await scriptTagSizes(url);
            const loaded = await browserLoad(url);
            console.log(
                `  ${name.padEnd(30)} ${String(tags.count).padStart(2)} tags  ${kb(tags.raw).padStart(9)} raw  ${kb(tags.gzip).padStart(8)} gzip` +
                    `  | browser: ${kb(loaded.jsTransferred).padStart(8)} over the wire, ${kb(loaded.jsDecoded).padStart(9)} decoded, ready in ${loaded.readyMs} ms`,
            );
        }
        console.log("\nWhat each HTML response carries (inline <style> CSS, linked CSS files, preloaded JSON)");
        for (const [name, url] of pages) {
            const payload = await htmlPayload(url);
            console.log(
                `  ${name.padEnd(30)} inline CSS ${kb(payload.inlineCss).padStart(8)}  CSS files ${kb(payload.cssFiles).padStart(8)} (${kb(payload.cssFilesGzip)} gzip)` +
                    `  preloaded state ${kb(payload.state).padStart(8)}  page meta ${kb(payload.meta).padStart(7)}`,
            );
        }
        console.log(`\nServer render throughput (autocannon, ${DURATION_S} s, ${CONNECTIONS} connections, guest)`);
        console.log(`  /discussions (Island page)     ${await throughput(`${island.url}/discussions`)}`);
        console.log(`  /discussions (App page)        ${await throughput(`${app.url}/discussions`)}`);
        console.log(`  /discussion/1 (120 comments)   ${await throughput(`${island.url}/discussion/1`)}`);
    } finally {
        await Promise.all(servers.map((server) => server.stop()));
    }
}

main().catch((error) => {
    console.error(error);
    process.exit(1);
});
