/**
 * Lighthouse (issue 18 item 5, issue 13's home page goal): mobile and desktop, three runs each,
 * medians, on the home, list, category, discussion and create-post pages, against Debian's
 * Chromium. `BENCH_ONLY=lighthouse npm run bench` runs this alone.
 *
 * Lighthouse is about 185 MB of packages that only this bench uses: it is not a dependency of the
 * project (every CI run would install it). The first bench run installs the pinned version into
 * node_modules/.cache/hearth-bench/ (from the npm registry) and later runs reuse it.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH, signInThroughForm } from "../e2e/browser";
import { startServer } from "../e2e/serverProcess";
import { median } from "./median";

const LIGHTHOUSE_VERSION = "12.8.2";
const CHROME_LAUNCHER_VERSION = "1.2.1";
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CACHE_DIR = path.resolve(__dirname, "../../node_modules/.cache/hearth-bench");

interface ILighthouseResult {
    lhr: { categories: { performance: { score: number | null } }; audits: Record<string, { numericValue?: number }>; runtimeError?: { code: string; message: string } };
}
type Lighthouse = (url: string, flags: Record<string, unknown>, config?: unknown) => Promise<ILighthouseResult | undefined>;
interface IChromeLauncher {
    launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): Promise<void> | void }>;
}

/** Lighthouse and chrome-launcher from the bench's own folder, installed there the first time. */
async function loadLighthouse(): Promise<{ lighthouse: Lighthouse; launcher: IChromeLauncher; desktopConfig: unknown }> {
    const modules = path.join(CACHE_DIR, "node_modules");
    if (!fs.existsSync(path.join(modules, "lighthouse", "package.json")) || JSON.parse(fs.readFileSync(path.join(modules, "lighthouse", "package.json"), "utf8")).version !== LIGHTHOUSE_VERSION) {
        console.log(`  (installing lighthouse@${LIGHTHOUSE_VERSION} into ${path.relative(process.cwd(), CACHE_DIR)} for this bench)`);
        fs.mkdirSync(CACHE_DIR, { recursive: true });
        if (!fs.existsSync(path.join(CACHE_DIR, "package.json"))) fs.writeFileSync(path.join(CACHE_DIR, "package.json"), JSON.stringify({ name: "hearth-bench-tools", private: true }));
        execFileSync("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error", `lighthouse@${LIGHTHOUSE_VERSION}`, `chrome-launcher@${CHROME_LAUNCHER_VERSION}`], { cwd: CACHE_DIR, stdio: "inherit" });
    }
    const load = (file: string) => import(pathToFileURL(path.join(modules, file)).href);
    const [lighthouseModule, launcherModule, desktopModule] = await Promise.all([load("lighthouse/core/index.js"), load("chrome-launcher/dist/index.js"), load("lighthouse/core/config/desktop-config.js")]);
    return { lighthouse: lighthouseModule.default, launcher: launcherModule, desktopConfig: desktopModule.default };
}

interface IRun {
    score: number;
    fcp: number;
    lcp: number;
    tbt: number;
    cls: number;
    /** In the trace Lighthouse recorded (not simulated): the largest paint came with the first. */
    lcpIsFcp: boolean;
}

/** The session cookie of a signed-in member, for the create-post page (Lighthouse sends it as a header). */
async function memberCookie(baseUrl: string): Promise<string> {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
    try {
        const context = await browser.newContext();
        await signInThroughForm(await context.newPage(), baseUrl, "member");
        return (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
    } finally {
        await browser.close();
    }
}

export async function lighthouseRuns(): Promise<void> {
    const { lighthouse, launcher, desktopConfig } = await loadLighthouse();
    const server = await startServer();
    const chrome = await launcher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ["--headless=new", ...CHROMIUM_ARGS] });
    try {
        const cookie = await memberCookie(server.url);
        const pages: Array<[string, string, Record<string, string>]> = [
            ["home /", "/", {}],
            ["list /discussions", "/discussions", {}],
            ["category /categories/general", "/categories/general", {}],
            ["discussion, 120 comments", "/discussion/1", {}],
            ["create-post (member)", "/post/discussion", { Cookie: cookie }],
        ];
        console.log(`Lighthouse ${LIGHTHOUSE_VERSION}, performance, ${RUNS} runs each, medians (min score in brackets); Debian's Chromium`);
        // While working on one page: LIGHTHOUSE_FORMS=mobile and LIGHTHOUSE_PAGES=list,discussion (parts of the names).
        const chosen = (variable: string, label: string) => !process.env[variable] || process.env[variable]!.split(",").some((part) => label.includes(part));
        for (const [formFactor, config] of [["mobile", undefined], ["desktop", desktopConfig]] as const) {
            if (!chosen("LIGHTHOUSE_FORMS", formFactor)) continue;
            console.log(`  ${formFactor}`);
            for (const [name, pathname, headers] of pages) {
                if (!chosen("LIGHTHOUSE_PAGES", name)) continue;
                const runs: IRun[] = [];
                for (let run = 0; run < RUNS; run++) {
                    const result = await lighthouse(`${server.url}${pathname}`, { port: chrome.port, onlyCategories: ["performance"], logLevel: "error", output: "json", extraHeaders: headers }, config);
                    if (!result) throw new Error(`Lighthouse returned nothing for ${pathname}`);
                    if (result.lhr.runtimeError) {
                        console.log(`    ${name}: run ${run + 1} failed: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
                        continue;
                    }
                    const audit = (id: string) => result.lhr.audits[id]?.numericValue ?? NaN;
                    // LIGHTHOUSE_DETAILS=1: what the LCP was, and what moved (the layout shifts' elements).
                    if (process.env.LIGHTHOUSE_DETAILS) {
                        const items = (id: string) => (((result.lhr.audits[id] as { details?: { items?: unknown[] } } | undefined)?.details)?.items ?? []) as Array<Record<string, unknown>>;
                        const snippet = (item: Record<string, unknown>) => JSON.stringify(item).match(/"snippet":"((?:[^"\\]|\\.)*)"/)?.[1]?.slice(0, 160) ?? "";
                        console.log(`      LCP element: ${items("largest-contentful-paint-element").map(snippet).join(" ")}`);
                        for (const request of items("network-requests")) console.log(`      request ${String(request.url).replace(/^https?:\/\/[^/]+/, "")} ${Math.round(Number(request.networkRequestTime))}–${Math.round(Number(request.networkEndTime))} ms ${request.resourceType} ${request.priority}`);
                        for (const shift of items("layout-shifts")) console.log(`      shift ${Number(shift.score).toFixed(3)}: ${snippet(shift)}`);
                    }
                    const observed = ((result.lhr.audits.metrics as { details?: { items?: Array<Record<string, number>> } } | undefined)?.details?.items ?? [])[0] ?? {};
                    runs.push({
                        lcpIsFcp: observed.observedLargestContentfulPaint === observed.observedFirstContentfulPaint,
                        score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
                        fcp: audit("first-contentful-paint"),
                        lcp: audit("largest-contentful-paint"),
                        tbt: audit("total-blocking-time"),
                        cls: audit("cumulative-layout-shift"),
                    });
                }
                if (runs.length === 0) continue;
                const pick = (key: Exclude<keyof IRun, "lcpIsFcp">) => median(runs.map((run) => run[key]));
                const minScore = Math.min(...runs.map((run) => run.score));
                console.log(
                    `    ${name.padEnd(30)} score ${String(pick("score")).padStart(3)} (${minScore})  FCP ${(pick("fcp") / 1000).toFixed(2)} s  LCP ${(pick("lcp") / 1000).toFixed(2)} s` +
                        `  TBT ${Math.round(pick("tbt"))} ms  CLS ${pick("cls").toFixed(3)}  observed LCP = FCP in ${runs.filter((run) => run.lcpIsFcp).length} of ${runs.length} runs`,
                );
            }
        }
    } finally {
        await chrome.kill();
        await server.stop();
    }
}
