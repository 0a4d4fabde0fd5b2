/**
 * Ranks and badges in Chromium (issue 16 items 4 and 7): a new member registers, posts a comment,
 * and then sees the "First Post" badge in their notifications and on their profile, and their
 * rank's label beside their name on the post; an administrator creates a rank on the dashboard
 * by keyboard alone. axe (light scheme) checks each page of the journeys. Disabling either
 * add-on (no script, no routes) is checked by the add-ons' server tests.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { collectPageErrors, eventually, signInByRequest, useForumAndBrowser, waitForReady } from "./browser";
import { writeMarkdown } from "./composerHelpers";

const forum = useForumAndBrowser({ "EnabledPlugins.ranks": true, "EnabledPlugins.badges": true });

async function seriousViolations(page: Page): Promise<string[]> {
    const axe = await new AxeBuilder({ page }).analyze();
    return axe.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical").map((violation) => `${page.url()}: ${violation.id}`);
}

it("a new member posts, earns First Post (notification and profile) and shows their rank beside their name", async () => {
    const page = await (await forum.browser.newContext({ colorScheme: "light" })).newPage();
    const errors = collectPageErrors(page);
    const violations: string[] = [];
    await page.goto(`${forum.server.url}/entry/register`);
    await waitForReady(page);
    await page.getByLabel("Username").fill("firstposter");
    await page.getByLabel("Email").fill("firstposter@example.com");
    await page.getByLabel("Password").fill("a-long-enough-password-1");
    await Promise.all([page.waitForURL((url) => !url.pathname.startsWith("/entry/")), page.getByRole("button", { name: "Register" }).click()]);

    await page.goto(`${forum.server.url}/discussion/1`);
    await waitForReady(page);
    await writeMarkdown(page, "Body", "Hello! My first words on this forum.");
    await Promise.all([page.waitForURL(/#Comment_\d+$/), page.getByRole("button", { name: "Post Comment" }).click()]);
    const commentID = /#Comment_(\d+)$/.exec(page.url())![1];

    // The rank is given by the comment's job: the label is there once the page is rendered after it.
    const label = page.locator(`#Comment_${commentID} [data-author-label]`);
    await eventually(async () => {
        await page.reload();
        await waitForReady(page);
        expect(await label.textContent()).toBe("Newcomer");
    });
    violations.push(...(await seriousViolations(page)));

    const bell = page.locator("[aria-controls='titleBar-notifications-menu']");
    await bell.click();
    await page.locator("#titleBar-notifications-menu a[data-notification-id]").filter({ hasText: "You earned the First Post badge." }).waitFor();
    await page.keyboard.press("Escape");

    await page.goto(`${forum.server.url}/profile/firstposter`);
    await waitForReady(page);
    const section = page.getByRole("region", { name: /Badges/ });
    expect(await section.getByRole("link", { name: "First Post" }).count()).toBe(1);
    violations.push(...(await seriousViolations(page)));

    await Promise.all([page.waitForURL(/\/badges#badge-\d+$/), section.getByRole("link", { name: "First Post" }).click()]);
    await waitForReady(page);
    const firstPost = page.getByRole("region", { name: "First Post" });
    expect(await firstPost.getByRole("link", { name: "firstposter" }).count()).toBe(1);
    violations.push(...(await seriousViolations(page)));

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
});

it("an administrator creates a rank and moves it, by keyboard, on the dashboard", async () => {
    const page = await (await forum.browser.newContext({ colorScheme: "light" })).newPage();
    const errors = collectPageErrors(page);
    await signInByRequest(page, forum.server.url, "admin");
    await page.goto(`${forum.server.url}/dashboard`);
    await waitForReady(page);
    await Promise.all([page.waitForURL(/\/dashboard\/ranks$/), page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Ranks" }).first().click()]);
    await waitForReady(page);
    const status = page.getByRole("status").filter({ hasText: /\S/ });

    await page.getByRole("button", { name: "Add rank" }).focus();
    await page.keyboard.press("Enter");
    // The form opens with its first field focused.
    await eventually(async () => expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe("name"));
    await page.keyboard.type("Storyteller");
    await page.keyboard.press("Tab");
    await page.keyboard.type("<b>Storyteller</b>");
    await page.keyboard.press("Tab"); // manual only
    for (const value of ["3", "1", "0"]) {
        await page.keyboard.press("Tab");
        await page.keyboard.press("Control+A");
        await page.keyboard.type(value);
    }
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Save rank");
    await page.keyboard.press("Enter");
    await eventually(async () => expect(await status.textContent()).toBe("The rank Storyteller was created."));
    const ranks = page.getByRole("list", { name: "Ranks, lowest first" }).getByRole("listitem");
    expect(await ranks.last().textContent()).toContain("Storyteller");
    expect(await ranks.last().locator("b").textContent()).toBe("Storyteller");
    // Focus is back on the new rank's Edit button; Shift+Tab reaches "Move Storyteller up" (the last rank's "Move down" is disabled).
    await eventually(async () => expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Edit Storyteller"));
    await page.keyboard.press("Shift+Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Move Storyteller up");
    const count = await ranks.count();
    await page.keyboard.press("Enter");
    await eventually(async () => expect(await status.textContent()).toBe(`Storyteller moved to position ${count - 1} of ${count}.`));
    expect(await ranks.nth(count - 2).textContent()).toContain("Storyteller");
    // The moved rank's "Move up" keeps the focus.
    await eventually(async () => expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Move Storyteller up"));

    // The server kept the order.
    await page.reload();
    await waitForReady(page);
    expect(await ranks.nth(count - 2).textContent()).toContain("Storyteller");
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
});
