/**
 * The dashboard's pages (issue 14 "Performance"): each page's first-load JavaScript as the
 * administrator's Chromium downloads it until the page is ready — the entry's scripts and the
 * island chunk its page hydrates — raw and gzip. `BENCH_ONLY=dashboard npm run bench`, or run
 * with `npm run bench` (after the composer's figures).
 */
import zlib from "node:zlib";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH, signInThroughForm, waitForReady } from "../e2e/browser";
import { startServer } from "../e2e/serverProcess";

const DASHBOARD_PAGES = ["/dashboard", "/dashboard/settings", "/dashboard/navigation", "/dashboard/addons", "/dashboard/locales"];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line per dashboard page, on a running forum. */
export async function dashboardFirstLoad(baseUrl: string): Promise<string> {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
        const page = await browser.newPage();
        await signInThroughForm(page, baseUrl, "admin");
        const lines: string[] = [];
        for (const path of DASHBOARD_PAGES) {
            const scripts = new Set<string>();
            const onResponse = (response: { url(): string }) => {
                if (new URL(response.url()).pathname.endsWith(".js")) scripts.add(response.url());
            };
            page.on("response", onResponse);
            await page.goto(`${baseUrl}${path}`);
            await waitForReady(page);
            page.off("response", onResponse);
            let raw = 0;
            let gzip = 0;
            for (const url of scripts) {
                const body = Buffer.from(await (await fetch(url)).arrayBuffer());
                raw += body.length;
                gzip += zlib.gzipSync(body, { level: 9 }).length;
            }
            lines.push(`  ${path.padEnd(24)} ${String(scripts.size).padStart(2)} files ${kb(raw).padStart(9)} raw  ${kb(gzip).padStart(8)} gzip`);
        }
        return lines.join("\n");
    } finally {
        await browser.close();
    }
}

export async function dashboardRun(): Promise<void> {
    const server = await startServer();
    try {
        console.log("\nThe dashboard (administrator, Chromium): first-load JavaScript of each page until it is ready");
        console.log(await dashboardFirstLoad(server.url));
    } finally {
        await server.stop();
    }
}
