/**
 * axe-core on every page that exists, in Chromium: no serious or critical violation
 * (README "Standards": usable by keyboard and screen reader).
 */
import AxeBuilder from "@axe-core/playwright";
import type { Browser } from "playwright-core";
import { launchBrowser, signInThroughForm, waitForReady } from "./browser";
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

/** What a signed-in member sees: the reply form, reactions, bookmarks, private messages. */
const MEMBER_PAGES = ["/discussions", "/discussion/4", "/messages", "/messages/add/moderator", "/profile/moderator"];

/** The administrator's theme pages (themes list with the editor open, a theme's revisions). */
const ADMIN_PAGES = ["/appearance/themes", "/appearance/style-guides/1/revisions"];

async function seriousViolations(page: import("playwright-core").Page): Promise<string[]> {
    const results = await new AxeBuilder({ page }).analyze();
    return results.violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map((violation) => `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(", ")}`);
}

describe.each(["light", "dark"] as const)("axe-core, %s colour scheme", (colorScheme) => {
    it.each(PAGES)("%s has no serious or critical violation", async (path) => {
        const context = await browser.newContext({ colorScheme });
        const page = await context.newPage();
        try {
            await page.goto(`${server.url}${path}`);
            await waitForReady(page);
            expect(await seriousViolations(page)).toEqual([]);
        } finally {
            await context.close();
        }
    });

    it("the administrator's theme pages have no serious or critical violation", async () => {
        const context = await browser.newContext({ colorScheme });
        const page = await context.newPage();
        try {
            await signInThroughForm(page, server.url, "admin");
            for (const path of ADMIN_PAGES) {
                await page.goto(`${server.url}${path}`);
                await waitForReady(page);
                if (path === "/appearance/themes") await page.getByRole("button", { name: "Edit Keystone", exact: true }).click();
                expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
            }
        } finally {
            await context.close();
        }
    });

    it("pages a signed-in member sees have no serious or critical violation", async () => {
        const context = await browser.newContext({ colorScheme });
        const page = await context.newPage();
        try {
            await signInThroughForm(page, server.url, "member");
            for (const path of MEMBER_PAGES) {
                await page.goto(`${server.url}${path}`);
                await waitForReady(page);
                expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
            }
        } finally {
            await context.close();
        }
    });
});
