/**
 * The dashboard's categories, roles and members pages in Chromium (issue 14 items 4–6 "Tests"):
 * an administrator creates a category whose Member role may not view it, all by keyboard, and a
 * member then cannot see it; the new category moves by keyboard with the move announced; axe
 * finds nothing serious on any of the pages, light or dark. DASH_SCREENSHOTS=dir also saves each
 * page at 375 and 1350 px in both schemes.
 */
import fs from "node:fs";
import path from "node:path";
import { seriousViolations } from "./axe";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { closeBrowser, collectPageErrors, eventually, launchBrowser, signInByRequest, waitForReady } from "./browser";
import { startServer, type IServer } from "./serverProcess";

let browser: Browser;
let server: IServer;

jest.setTimeout(180_000);

beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer()]);
}, 60_000);

afterAll(async () => {
    await Promise.all([closeBrowser(browser), server?.stop()]);
});

async function signedIn(name: string, colorScheme: "light" | "dark" = "light", width = 1350): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ colorScheme, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await signInByRequest(page, server.url, name);
    return { context, page };
}

async function open(page: Page, url: string): Promise<void> {
    await page.goto(`${server.url}${url}`);
    await waitForReady(page);
}

/** Presses Tab until the element has focus, as a keyboard user would; fails if it is never reached. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
    for (let presses = 0; presses < limit; presses++) {
        if (await target.evaluate((element) => element === document.activeElement)) return;
        await page.keyboard.press("Tab");
    }
    throw new Error(`Tab never reached ${target.toString()}`);
}

it("an administrator creates a category the Member role may not view, by keyboard; a member then cannot see it", async () => {
    const { context, page } = await signedIn("admin");
    const errors = collectPageErrors(page);
    try {
        await open(page, "/dashboard/categories");
        const newCategory = page.getByRole("button", { name: "New category" });
        await tabTo(page, newCategory);
        await page.keyboard.press("Enter");
        // The form's title takes focus; the next Tab is the name.
        await eventually(async () => expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("New category"));
        await page.keyboard.press("Tab");
        await page.keyboard.type("Staff lounge");
        expect(await page.getByLabel("URL code").inputValue()).toBe("staff-lounge");
        await tabTo(page, page.getByLabel("This category has its own permissions"));
        await page.keyboard.press("Space");
        const memberView = page.getByRole("checkbox", { name: "Member: discussions.view" });
        await tabTo(page, memberView);
        expect(await memberView.isChecked()).toBe(true);
        await page.keyboard.press("Space");
        expect(await memberView.isChecked()).toBe(false);
        await tabTo(page, page.getByRole("button", { name: "Save", exact: true }));
        await page.keyboard.press("Enter");
        await eventually(async () => expect(await page.getByRole("status").filter({ hasText: "Staff lounge was saved." }).count()).toBe(1));
        // Focus came back to where the form was opened.
        expect(await newCategory.evaluate((element) => element === document.activeElement)).toBe(true);
        expect(await page.getByRole("link", { name: "Staff lounge" }).count()).toBe(1);

        // Moved up by keyboard: the place is announced and focus stays on the button.
        const moveUp = page.getByRole("button", { name: "Move up: Staff lounge" });
        await tabTo(page, moveUp);
        await page.keyboard.press("Enter");
        await eventually(async () => expect(await page.getByRole("status").filter({ hasText: /^Staff lounge: position \d+ of \d+ at the top level\.$/ }).count()).toBe(1));
        expect(await moveUp.evaluate((element) => element === document.activeElement)).toBe(true);
        expect(errors).toEqual([]);
    } finally {
        await context.close();
    }

    const member = await signedIn("member");
    try {
        await open(member.page, "/categories");
        expect(await member.page.getByRole("link", { name: "Staff lounge" }).count()).toBe(0);
        const listed = await member.page.evaluate(async () => (await (await fetch("/api/v2/categories")).json()) as Array<{ name: string }>);
        expect(listed.map((category) => category.name)).not.toContain("Staff lounge");
    } finally {
        await member.context.close();
    }
    // The moderator role kept what it had: it still sees the category.
    const moderator = await signedIn("moderator");
    try {
        await open(moderator.page, "/categories");
        expect(await moderator.page.getByRole("link", { name: "Staff lounge" }).count()).toBe(1);
    } finally {
        await moderator.context.close();
    }
});

const PAGES = ["/dashboard/categories", "/dashboard/roles", "/dashboard/members", "/dashboard/members/3"];

// At the desktop width the accessibility suites check these pages in both schemes (ADMIN_PAGES); here the phone layout.
it.each(["light", "dark"] as const)("axe finds nothing serious on the categories, roles and members pages at phone width (%s)", async (colorScheme) => {
    for (const width of [375]) {
        const { context, page } = await signedIn("admin", colorScheme, width);
        try {
            for (const url of PAGES) {
                await open(page, url);
                if (url === "/dashboard/categories") await page.getByRole("button", { name: "Edit: General" }).click();
                const serious = await seriousViolations(page);
                expect({ url, width, serious }).toEqual({ url, width, serious: [] });
                const dir = process.env.DASH_SCREENSHOTS;
                if (dir) {
                    fs.mkdirSync(dir, { recursive: true });
                    await page.screenshot({ path: path.join(dir, `${url.replace(/\//g, "_")}-${width}-${colorScheme}.png`), fullPage: true });
                }
            }
        } finally {
            await context.close();
        }
    }
});
