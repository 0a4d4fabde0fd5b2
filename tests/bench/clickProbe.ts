/**
 * The click probe (issue 18 item 5): how long after the navigation starts a real click on the
 * title bar's notifications button (a control that works only once its island has hydrated)
 * opens its menu, on each page type, signed in, 5 runs, median. It clicks once, as soon as the
 * button is painted, and waits for the menu: a click held before hydration is replayed
 * (clickReplay.ts). A click that never takes effect is lost; the probe then clicks every 20 ms
 * until the menu opens. `BENCH_ONLY=click npm run bench` runs this alone.
 */
import { chromium, type Page } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH, signInThroughForm } from "../e2e/browser";
import { startServer } from "../e2e/serverProcess";
import { median } from "./median";

const RUNS = Number(process.env.CLICK_RUNS ?? 5);
/**
 * Chromium's CPU speed: as it is (the goal's desktop, as Lighthouse's desktop run has no CPU
 * slowdown), then 4× slower, as a mid-range phone is slower than this machine.
 */
const CPU_SLOWDOWNS = (process.env.CLICK_CPU_SLOWDOWN ?? "1,4").split(",").map(Number);
const PAGES: Array<[string, string]> = [
    ["home /", "/"],
    ["list /discussions", "/discussions"],
    ["category /categories/general", "/categories/general"],
    ["discussion, 120 comments", "/discussion/1"],
    ["create-post", "/post/discussion"],
];
const BELL = "[aria-controls='titleBar-notifications-menu']";

interface IProbe {
    paintedMs: number;
    worksMs: number;
    lostClicks: number;
}

/** Milliseconds since this document's navigation started (the page's own clock). */
function sinceNavigation(page: Page): Promise<number> {
    return page.evaluate(() => performance.now());
}

async function probe(page: Page, url: string): Promise<IProbe> {
    await page.goto(url, { waitUntil: "commit" });
    const bell = page.locator(BELL);
    await bell.waitFor({ state: "visible" });
    const paintedMs = await sinceNavigation(page);
    const opensWithin = (timeout: number) =>
        page
            .waitForFunction((selector) => document.querySelector(selector)?.getAttribute("aria-expanded") === "true", BELL, { timeout, polling: "raf" })
            .then(() => true)
            .catch(() => false);
    await bell.click({ force: true, noWaitAfter: true });
    if (await opensWithin(5_000)) return { paintedMs, worksMs: await sinceNavigation(page), lostClicks: 0 };
    let lostClicks = 1;
    for (;;) {
        await bell.click({ force: true, noWaitAfter: true });
        const opened = await opensWithin(20);
        if (opened) return { paintedMs, worksMs: await sinceNavigation(page), lostClicks };
        lostClicks++;
    }
}

export async function clickProbeRuns(): Promise<void> {
    const server = await startServer();
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
    try {
        const context = await browser.newContext({ viewport: { width: 1350, height: 900 } });
        const page = await context.newPage();
        await signInThroughForm(page, server.url, "member");
        const cdp = await context.newCDPSession(page);
        for (const slowdown of CPU_SLOWDOWNS) {
            await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
            console.log(`Click probe (desktop size, CPU ${slowdown === 1 ? "not slowed" : `${slowdown}× slower`}, member, ${RUNS} runs, medians): the notifications button painted, then working; first clicks lost`);
            for (const [name, path] of PAGES) {
                const runs: IProbe[] = [];
                for (let run = 0; run < RUNS; run++) runs.push(await probe(page, `${server.url}${path}`));
                const painted = median(runs.map((run) => run.paintedMs));
                const works = median(runs.map((run) => run.worksMs));
                const lost = runs.reduce((sum, run) => sum + run.lostClicks, 0);
                console.log(`  ${name.padEnd(30)} painted ${String(Math.round(painted)).padStart(5)} ms  works ${String(Math.round(works)).padStart(5)} ms  (+${Math.round(works - painted)} ms)  lost clicks ${lost} in ${RUNS} runs`);
            }
        }
    } finally {
        await browser.close();
        await server.stop();
    }
}
