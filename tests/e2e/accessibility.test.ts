/**
 * axe-core on every page that exists, in Chromium: no serious or critical violation
 * (README "Standards": usable by keyboard and screen reader).
 */
import AxeBuilder from "@axe-core/playwright";
import type { Browser } from "playwright-core";
import { launchBrowser, waitForReady } from "./browser";
import { startServer, type IServer } from "./serverProcess";

let browser: Browser;
let server: IServer;

beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer()]);
});

afterAll(async () => {
    await Promise.all([browser?.close(), server?.stop()]);
});

const PAGES = ["/discussions", "/discussions/p2", "/categories", "/categories/help", "/discussion/1", "/profile/member", "/entry/signin", "/entry/register", "/no-such-page"];

describe.each(["light", "dark"] as const)("axe-core, %s colour scheme", (colorScheme) => {
    it.each(PAGES)("%s has no serious or critical violation", async (path) => {
        const context = await browser.newContext({ colorScheme });
        const page = await context.newPage();
        try {
            await page.goto(`${server.url}${path}`);
            await waitForReady(page);
            const results = await new AxeBuilder({ page }).analyze();
            const serious = results.violations
                .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
                .map((violation) => `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(", ")}`);
            expect(serious).toEqual([]);
        } finally {
            await context.close();
        }
    });
});
