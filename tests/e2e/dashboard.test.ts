/**
 * The dashboard's site sections in Chromium (issue 14 items 1, 2, 3): an administrator reaches
 * the dashboard from the account drop-down, renames the site and sets a logo (the settings page's
 * own title bar follows at once), and builds a mega-menu group in the navigation editor with the keyboard
 * alone; each change shows in the title bar. Each page is checked by axe, and screenshots at
 * 375 and 1350 px, light and dark, land in DASHBOARD_SCREENSHOTS (when set) for a person to
 * look at.
 */
import { seriousViolations } from "./axe";
import type { Page } from "playwright-core";
import { collectPageErrors, eventually, signInThroughForm, useForumAndBrowser, waitForReady } from "./browser";

jest.setTimeout(180_000);

const forum = useForumAndBrowser();
const PAGES = ["/dashboard", "/dashboard/settings", "/dashboard/navigation", "/dashboard/addons", "/dashboard/locales"];

async function adminPage(viewport = { width: 1350, height: 900 }, colorScheme: "light" | "dark" = "light"): Promise<Page> {
    const context = await forum.browser.newContext({ viewport, colorScheme });
    const page = await context.newPage();
    await signInThroughForm(page, forum.server.url, "admin");
    return page;
}

/** The label of the focused element (its own aria-label, its <label>, or its text). */
function focusedName(page: Page): Promise<string> {
    return page.evaluate(() => {
        const element = document.activeElement as HTMLInputElement | null;
        return element?.getAttribute("aria-label") ?? element?.labels?.[0]?.textContent?.replace("*", "").trim() ?? element?.textContent?.trim() ?? "";
    });
}

/** Tab until the focused element has this name (at most `limit` presses). */
async function tabTo(page: Page, name: string, limit = 120): Promise<void> {
    const seen: string[] = [];
    for (let i = 0; i < limit; i++) {
        await page.keyboard.press("Tab");
        const current = await focusedName(page);
        if (current === name) return;
        seen.push(current);
    }
    throw new Error(`Tab never reached ${name}; went through: ${seen.slice(-20).join(" | ")}`);
}

it("the account drop-down leads an administrator to the dashboard, and a new site name and logo show in the title bar", async () => {
    const page = await adminPage();
    const errors = collectPageErrors(page);
    await page.getByRole("button", { name: "admin: My Account" }).click();
    await Promise.all([page.waitForURL(/\/dashboard$/), page.getByRole("link", { name: "Dashboard" }).click()]);
    await waitForReady(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Dashboard");

    await Promise.all([page.waitForURL(/\/dashboard\/settings$/), page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Settings" }).click()]);
    await waitForReady(page);
    const name = page.getByLabel("Site name");
    await name.fill("Maple Makers");
    expect(await page.getByText("You have unsaved changes.").isVisible()).toBe(true);
    await page.getByRole("button", { name: "Save" }).click();
    await eventually(async () => expect(await page.getByText("Settings saved.").isVisible()).toBe(true));
    // The same page's title bar and tab follow the saved name at once.
    expect(await page.locator("header").getByRole("link", { name: "Home" }).textContent()).toBe("Maple Makers");
    expect(await page.title()).toBe("Settings - Maple Makers");
    // And a saved logo at once (an image on the site), then the name again once it is removed.
    await page.getByLabel("Logo", { exact: true }).fill("/favicon.svg");
    await page.getByRole("button", { name: "Save" }).click();
    await eventually(async () => expect(await page.locator("header").getByRole("img", { name: "Home" }).getAttribute("src")).toBe("/favicon.svg"));
    await page.getByLabel("Logo", { exact: true }).fill("");
    await page.getByRole("button", { name: "Save" }).click();
    await eventually(async () => expect(await page.locator("header").getByRole("link", { name: "Home" }).textContent()).toBe("Maple Makers"));
    expect(await page.locator("header img").count()).toBe(0);

    // A field the server refuses: its message stands beside it and the summary takes focus.
    await page.getByLabel("Sign-in address").fill("javascript:alert(1)");
    await page.getByRole("button", { name: "Save" }).click();
    await eventually(async () => expect(await page.locator("#setting-signInUrl-errors").textContent()).toContain("not a safe link"));
    expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("alert");
    await page.getByLabel("Sign-in address").fill("");

    await page.goto(`${forum.server.url}/discussions`);
    await waitForReady(page);
    expect(await page.locator("header").getByRole("link", { name: "Home" }).textContent()).toBe("Maple Makers");
    expect(await page.title()).toContain("Maple Makers");
    expect(errors).toEqual([]);
    await page.context().close();
});

it("the navigation editor builds a mega-menu group with the keyboard, and the title bar opens it", async () => {
    const page = await adminPage();
    const errors = collectPageErrors(page);
    await page.goto(`${forum.server.url}/dashboard/navigation`);
    await waitForReady(page);

    // A new top-level item after the two shown: the button puts the focus in its name. Each field
    // names its item (by position until it has a name), so a screen reader tells the items apart.
    await tabTo(page, "Add an item to the title bar");
    await page.keyboard.press("Enter");
    await eventually(async () => expect(await focusedName(page)).toBe("Name for item 3"));
    await page.keyboard.type("Help");
    await tabTo(page, "Badge for Help (item 3)");
    await page.keyboard.type("New");

    // A group under it, and a link in the group.
    await tabTo(page, "Add to the Help menu");
    await page.keyboard.press("Enter");
    await eventually(async () => expect(await focusedName(page)).toBe("Name for item 3.1"));
    await page.keyboard.type("Guides");
    await tabTo(page, "Add a link to the Guides group");
    await page.keyboard.press("Enter");
    await eventually(async () => expect(await focusedName(page)).toBe("Name for item 3.1.1"));
    await page.keyboard.type("Start here");
    await tabTo(page, "Address for Start here (item 3.1.1)");
    await page.keyboard.type("/categories");

    // Help moves to the front: twice up, each move announced, the focus kept on the moved item.
    await page.locator("[aria-label='Move Help up']").focus();
    await page.keyboard.press("Enter");
    await eventually(async () => expect(await page.getByRole("status").filter({ hasText: "Help moved to position 2 of 3." }).count()).toBe(1));
    expect(await focusedName(page)).toBe("Move Help up");
    await page.keyboard.press("Enter");
    await eventually(async () => expect(await page.getByRole("status").filter({ hasText: "Help moved to position 1 of 3." }).count()).toBe(1));
    // At the top Move up is disabled: its pair keeps the focus.
    expect(await focusedName(page)).toBe("Move Help down");

    // The preview as the guest shows it already.
    expect(await page.getByTestId("navigation-preview").textContent()).toContain("GuidesStart here");

    await tabTo(page, "Save");
    await page.keyboard.press("Enter");
    await eventually(async () => expect(await page.getByText("Navigation saved.").isVisible()).toBe(true));

    await page.goto(`${forum.server.url}/discussions`);
    await waitForReady(page);
    const help = page.locator("header").getByRole("button", { name: /^Help/ });
    expect(await page.locator("header [data-nav-top]").allTextContents()).toEqual(["HelpNew", "Posts", "Categories"]);
    await help.focus();
    await page.keyboard.press("Escape");
    await page.keyboard.press("Enter");
    await eventually(async () => expect(await help.getAttribute("aria-expanded")).toBe("true"));
    const panel = page.locator(`[id='${await help.getAttribute("aria-controls")}']`);
    expect(await panel.getByText("Guides").isVisible()).toBe(true);
    expect(await panel.getByRole("link", { name: "Start here" }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
});

// At the desktop width the accessibility suites check these pages in both schemes (ADMIN_PAGES); here the phone layout (the navigation disclosure).
describe.each(["light", "dark"] as const)("the dashboard pages in the %s colour scheme", (colorScheme) => {
    it.each([375])("at %i px have no serious or critical axe violation", async (width) => {
        const page = await adminPage({ width, height: 900 }, colorScheme);
        const errors = collectPageErrors(page);
        for (const path of PAGES) {
            await page.goto(`${forum.server.url}${path}`);
            await waitForReady(page);
            if (process.env.DASHBOARD_SCREENSHOTS) {
                await page.screenshot({ path: `${process.env.DASHBOARD_SCREENSHOTS}/${path.replace(/\//g, "_")}-${width}-${colorScheme}.png`, fullPage: true });
            }
            const serious = await seriousViolations(page);
            expect({ path, serious }).toEqual({ path, serious: [] });
        }
        expect(errors).toEqual([]);
        await page.context().close();
    });
});
