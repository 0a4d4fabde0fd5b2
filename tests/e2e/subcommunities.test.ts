/**
 * The subcommunities add-on in Chromium (issue 16 items 6 and 7): a member switches section with
 * the title bar's picker by keyboard alone, lands on the section's home (its name, its categories),
 * opens its list (only its categories' discussions), and switches to the French section, which
 * speaks French. axe (light scheme) on the hub's home with the picker open, the section's home and
 * its list. Disabling the add-on (no script, no routes) is covered by its server test.
 */
import type { Page } from "playwright-core";
import { seriousViolations } from "./axe";
import { collectPageErrors, signInByRequest, useForumAndBrowser, waitForReady } from "./browser";

const forum = useForumAndBrowser({ "EnabledPlugins.subcommunities": true });

async function open(page: Page, action: () => Promise<void>): Promise<void> {
    await Promise.all([page.waitForEvent("load"), action()]);
    await waitForReady(page);
}

it("a member switches subcommunity with the picker by keyboard and sees that section's home and list", async () => {
    const page = await (await forum.browser.newContext({ colorScheme: "light", viewport: { width: 1350, height: 900 } })).newPage();
    const errors = collectPageErrors(page);
    const violations: string[] = [];
    await signInByRequest(page, forum.server.url, "member");
    await page.goto(`${forum.server.url}/`);
    await waitForReady(page);

    // The picker names where the member is; Enter opens it, Escape closes it and keeps the focus on it.
    const picker = page.getByRole("button", { name: "Section: All sections" });
    await picker.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("link", { name: "Support Corner" }).waitFor();
    expect(await picker.getAttribute("aria-expanded")).toBe("true");
    violations.push(...(await seriousViolations(page)));
    await page.keyboard.press("Escape");
    await page.getByRole("link", { name: "Support Corner" }).waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Section: All sections");

    // Open again; Tab walks the entries (the hub first), Enter follows one.
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("All sections");
    await page.keyboard.press("Tab");
    await open(page, () => page.keyboard.press("Enter"));
    expect(new URL(page.url()).pathname).toBe("/help");
    await page.getByRole("button", { name: "Section: Support Corner" }).waitFor();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Support Corner");
    // The section's categories: those under its root category.
    expect(await page.getByRole("link", { name: "Installation & Setup" }).count()).toBeGreaterThan(0);
    expect(await page.getByRole("link", { name: "Feature Ideas" }).count()).toBe(0);
    violations.push(...(await seriousViolations(page)));

    // Its list: only discussions of Help & Support and the category under it.
    await page.goto(`${forum.server.url}/help/discussions`);
    await waitForReady(page);
    const ids = await page.locator('main a[href^="/discussion/"]').evaluateAll((links) => [...new Set(links.map((link) => Number(/\/discussion\/(\d+)/.exec(link.getAttribute("href") ?? "")?.[1])))]);
    expect(ids.length).toBeGreaterThan(0);
    const categories = await page.evaluate(async (discussionIDs) => {
        const answers = await Promise.all(discussionIDs.map((id) => fetch(`/api/v2/discussions/${id}?expand=category`).then((response) => response.json() as Promise<{ category?: { name: string } }>)));
        return [...new Set(answers.map((answer) => answer.category?.name))];
    }, ids);
    expect(categories.filter((name) => name !== "Help & Support" && name !== "Installation & Setup")).toEqual([]);
    violations.push(...(await seriousViolations(page)));

    // The French section speaks French to everyone, the member included.
    await page.getByRole("button", { name: "Section: Support Corner" }).click();
    await open(page, () => page.getByRole("link", { name: "Communauté francophone" }).click());
    expect(new URL(page.url()).pathname).toBe("/fr");
    expect(await page.getAttribute("html", "lang")).toBe("fr");

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
});
